import { lazy, Suspense, useEffect, useState } from 'react';
import { BracketModeToggle } from '../../components/bracket/BracketModeToggle';
import { BracketView, type BracketMode } from '../../components/bracket/BracketView';
import { CommentWall } from '../../components/comments/CommentWall';
import { Panel, ProfileBody, profileStyles } from '../../components/profile/ProfileLayout';
import { TeamListItem } from '../../components/profile/TeamListItem';
import { VideoPlayer } from '../../components/video/VideoPlayer';
import type { TournamentPageQuery } from '../../gql/graphql';
import type { useTournamentBracketQuery, useTournamentParticipantsQuery, useTournamentStagesQuery } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import styles from './Tournament.module.css';

// A tournament in stages shows them as tabs, with their own code (tabs, the tie and advance dialogs); a single-stage
// tournament, most of them, never loads it. A multi-stage page starts the download with its body, beside the stages' query.
const loadStages = () => import('../../components/tournament/TournamentStages');
const TournamentStages = lazy(() => loadStages().then((stages) => ({ default: stages.TournamentStages })));

/**
 * The tournament page below its hero (TournamentPage loads it once the hero is on screen): the bracket (or the stages),
 * the video, the teams and the comment wall. The page's queries and its live subscription are the page's: this draws
 * their answers.
 */
export default function TournamentBody({
  tournament,
  showsStages,
  participants,
  bracket,
  stages,
}: {
  tournament: TournamentPageQuery['tournament'];
  /** The stages' tabs instead of the bracket panel (TournamentPage decides, and fetches only what is shown). */
  showsStages: boolean;
  participants: ReturnType<typeof useTournamentParticipantsQuery>;
  bracket: ReturnType<typeof useTournamentBracketQuery>;
  stages: ReturnType<typeof useTournamentStagesQuery>;
}) {
  const [mode, setMode] = useState<BracketMode>('bracket');
  useEffect(() => {
    if (showsStages) void loadStages();
  }, [showsStages]);
  const entries = participants.data?.tournament.participants;
  const approved = (entries ?? []).filter((p) => p.status === 'APPROVED').sort((a, b) => (a.seed ?? Infinity) - (b.seed ?? Infinity));
  const pendingCount = (entries ?? []).filter((p) => p.status === 'PENDING').length;
  const current = bracket.data?.tournament.bracket;

  let bracketBody;
  if (bracket.loading && !bracket.data) bracketBody = <p className={styles.state}>Loading...</p>;
  else if (bracket.error && !bracket.data)
    bracketBody = (
      <p className={`${styles.state} ${styles.stateError}`} role="alert">{`Error loading bracket: ${errorMessage(bracket.error)}`}</p>
    );
  else if (!current || current.nodes.length === 0) bracketBody = <p className={styles.state}>No bracket yet.</p>;
  else
    bracketBody = (
      <>
        {current.isPreview && (
          <p className={styles.note}>Preview: the bracket as the current seeds would make it. It is fixed when the tournament starts.</p>
        )}
        <BracketView nodes={current.nodes} mode={mode} />
      </>
    );

  return (
    <ProfileBody
      restAfterPaint
      comments={<CommentWall wallId={tournament.commentWall?.id} />}
      main={
        <>
          {showsStages ? (
            <Panel title="Stages" className={styles.bracketPanel}>
              {stages.data ? (
                <Suspense fallback={<p className={styles.state}>Loading...</p>}>
                  <TournamentStages tournament={stages.data.tournament} />
                </Suspense>
              ) : stages.error ? (
                <p
                  className={`${styles.state} ${styles.stateError}`}
                  role="alert"
                >{`Error loading stages: ${errorMessage(stages.error)}`}</p>
              ) : (
                <p className={styles.state}>Loading...</p>
              )}
            </Panel>
          ) : (
            <Panel
              title="Bracket"
              className={styles.bracketPanel}
              action={
                <BracketModeToggle mode={mode} onChange={setMode} />
              }
            >
              {bracketBody}
            </Panel>
          )}
          <VideoPlayer url={tournament.videoUrl} title={`${tournament.name} video`} />
        </>
      }
      aside={
        <Panel
          title="Teams"
          action={pendingCount > 0 ? <span className={profileStyles.chip}>{`${pendingCount} pending`}</span> : undefined}
        >
          {participants.loading && !entries ? (
            <p className={profileStyles.empty}>Loading participants…</p>
          ) : participants.error && !entries ? (
            <p className={profileStyles.empty} role="alert">{`Error loading participants: ${errorMessage(participants.error)}`}</p>
          ) : approved.length === 0 ? (
            <p className={profileStyles.empty}>No Teams Have Joined Yet</p>
          ) : (
            <ul className={profileStyles.list} aria-label="Participants">
              {approved.map((p) => (
                <TeamListItem
                  key={p.teamId}
                  team={p.team}
                  testId="participant-row"
                  before={p.seed != null && <span className={styles.seed}>{`#${p.seed}`}</span>}
                  after={
                    p.checkedInAt && (
                      <span className={styles.checkedIn} aria-label="Checked in" title="Checked in">
                        ✓
                      </span>
                    )
                  }
                />
              ))}
            </ul>
          )}
        </Panel>
      }
    />
  );
}
