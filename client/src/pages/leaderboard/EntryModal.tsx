import { Link } from 'react-router-dom';
import { entryName, EntryPicture, type BoardEntry, type BoardKind } from '../../components/leaderboard/Podium';
import { Modal } from '../../components/ui/Modal';
import { teamPath, userPath } from '../../lib/paths';
import styles from './LeaderboardPage.module.css';

/** An entry's modal (doc 01, Leaderboard): picture, name, score, wins (and rank, rating) and Close. */
export function EntryModal({ entry, kind, onClose }: { entry: BoardEntry; kind: BoardKind; onClose: () => void }) {
  const name = entryName(entry, kind);
  const profile = kind === 'TEAM' ? (entry.team ? teamPath(entry.team.name) : null) : entry.user ? userPath(entry.user.userName) : null;
  return (
    <Modal
      title={name}
      onClose={onClose}
      size="sm"
      footer={
        <>
          {profile && (
            <Link className="btn btn-ghost" to={profile}>
              View Profile
            </Link>
          )}
          <button type="button" className="btn btn-primary" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      <div className={styles.modalBody}>
        <EntryPicture entry={entry} kind={kind} className={styles.modalPicture} alt={name} />
        <p className={styles.modalName}>{name}</p>
        <dl className={styles.modalStats}>
          <div>
            <dt>Rank</dt>
            <dd>{entry.rank}</dd>
          </div>
          <div>
            <dt>Score</dt>
            <dd>{entry.score}</dd>
          </div>
          <div>
            <dt>Wins</dt>
            <dd>{entry.wins}</dd>
          </div>
          {kind === 'USER' && (
            <div>
              <dt>Rating</dt>
              <dd>{entry.rating}</dd>
            </div>
          )}
        </dl>
      </div>
    </Modal>
  );
}
