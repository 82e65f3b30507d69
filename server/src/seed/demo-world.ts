import { ordinal, rate, rating, type Rating } from 'openskill';
import type { EntityManager } from 'typeorm';
import type { Game, Platform, Region } from '../catalog';
import {
  applyResult,
  buildStage,
  createBracket,
  type EngineNode,
  type EngineState,
  parseStages,
  placesFromSeeds,
  projectNodes,
  qualifiersInSeedOrder,
  stageComplete,
  standingsFrom,
  tiesAtCutOff,
  TournamentStage,
} from '../tournaments';
import { insertRows, prng } from './sql';

/** The demo account named in the README. Every seeded player shares its password. */
export const DEMO_EMAIL = 'demo@clutch.gg';
export const DEMO_PASSWORD = 'clutch-demo';

const TAGS = [
  'Ace', 'Blitz', 'Cipher', 'Drift', 'Echo', 'Frost', 'Ghost', 'Havoc', 'Ion', 'Jinx', 'Kairo', 'Lynx', 'Mako', 'Nova', 'Onyx',
  'Pulse', 'Quill', 'Rogue', 'Sable', 'Talon', 'Umbra', 'Vex', 'Wraith', 'Xeno', 'Yuki', 'Zephyr', 'Astra', 'Bolt', 'Corsair',
  'Dusk', 'Ember', 'Flux', 'Grim', 'Hex', 'Indigo', 'Jolt', 'Karma', 'Lumen', 'Mirage', 'Nyx', 'Orbit', 'Pyro', 'Quasar', 'Riot',
  'Shade', 'Tempest', 'Ultra', 'Volt', 'Warden', 'Zenith', 'Aria', 'Blaze', 'Comet', 'Dagger', 'Eclipse', 'Fable', 'Glitch',
  'Halo', 'Icarus', 'Jade',
] as const;

const BIOS = [
  'Entry fragger by night, coffee addict by day. Always looking for scrims.',
  'IGL who lives for the clutch. Ask me about my 1v4 on Ascent.',
  'Support main. I make the plays that make your plays.',
  'Grinding ranked since the beta. Shot-caller, stat nerd, good comms only.',
  'Chill vibes, sharp aim. Streaming weekends.',
];

const TEAMS: Array<{ name: string; game: string; region: string; bio: string }> = [
  { name: 'Neon Vipers', game: 'Valorant', region: 'North America', bio: 'Fast executes, faster rotations. NA ladder regulars since season one.' },
  { name: 'Apex Wolves', game: 'Valorant', region: 'North America', bio: 'Pack mentality: we trade every kill.' },
  { name: 'Crimson Tide', game: 'Valorant', region: 'North America', bio: 'Defensive anchors with a taste for retakes.' },
  { name: 'Night Owls', game: 'Valorant', region: 'North America', bio: 'We scrim at 2 am so you do not have to.' },
  { name: 'Phantom Five', game: 'Valorant', region: 'North America', bio: 'Five friends, one crosshair placement.' },
  { name: 'Turbo Titans', game: 'Rocket League', region: 'Europe', bio: 'Ceiling shots and questionable rotations.' },
  { name: 'Aerial Aces', game: 'Rocket League', region: 'Europe', bio: 'If it is in the air, it is ours.' },
  { name: 'Boost Bandits', game: 'Rocket League', region: 'Europe', bio: 'We steal your boost and your hopes.' },
  { name: 'Kickoff Kings', game: 'Rocket League', region: 'Europe', bio: 'Undefeated on kickoffs (allegedly).' },
  { name: 'Dragon Slayers', game: 'League of Legends', region: 'Asia Pacific', bio: 'Every dragon, every game.' },
  { name: 'Baron Hunters', game: 'League of Legends', region: 'Asia Pacific', bio: 'Late game team. Very late.' },
  { name: 'Mid Lane Mafia', game: 'League of Legends', region: 'Asia Pacific', bio: 'Mid diff, every single time.' },
  { name: 'Jungle Cats', game: 'League of Legends', region: 'Asia Pacific', bio: 'Ganks at level two, no excuses.' },
  { name: 'Headshot Heroes', game: 'Counter-Strike 2', region: 'Europe', bio: 'One tap, one life.' },
  { name: 'Smoke Screen', game: 'Counter-Strike 2', region: 'Europe', bio: 'Utility first, questions later.' },
  { name: 'Eco Warriors', game: 'Counter-Strike 2', region: 'Europe', bio: 'We win force buys. Somehow.' },
];

/** Teams of the events in stages (issue 27), beside the ladder teams of their game. */
const STAGED_TEAMS: Array<{ name: string; game: string; region: string; bio: string }> = [
  { name: 'Flip Reset', game: 'Rocket League', region: 'Europe', bio: 'Air dribbles in scrims, ground game in matches.' },
  { name: 'Nitro Knights', game: 'Rocket League', region: 'Europe', bio: 'Three defenders, zero fear.' },
  { name: 'Supersonic Squad', game: 'Rocket League', region: 'Europe', bio: 'Always at max speed, sometimes in the right direction.' },
  { name: 'Wall Riders', game: 'Rocket League', region: 'Europe', bio: 'Our best shots come off the wall.' },
  { name: 'Nexus Breakers', game: 'League of Legends', region: 'Asia Pacific', bio: 'Split push until the nexus falls.' },
  { name: 'Rift Walkers', game: 'League of Legends', region: 'Asia Pacific', bio: 'Vision wins games. We buy every ward.' },
  { name: 'Elder Drakes', game: 'League of Legends', region: 'Asia Pacific', bio: 'Scaling comps and patience.' },
  { name: 'Lane Phantoms', game: 'League of Legends', region: 'Asia Pacific', bio: 'You will not see our roams coming.' },
];

/**
 * The Rocket League Masters' group stage, scripted so its tables show tiebreakers at work: [home, away, home goals,
 * away goals] by each team's seed order in its group. Group 1: the top two (2–1 each) are split on head-to-head, and so
 * are the bottom two; group 2: one team wins every match and the other three beat each other in a circle, so second
 * place (the cut-off) goes on differential.
 */
const MASTERS_GROUPS: Array<Array<[number, number, number, number]>> = [
  [[0, 1, 7, 5], [0, 2, 8, 4], [3, 0, 6, 5], [1, 2, 6, 3], [1, 3, 9, 4], [2, 3, 5, 4]],
  [[0, 1, 8, 3], [0, 2, 7, 4], [0, 3, 6, 2], [1, 2, 6, 5], [2, 3, 9, 3], [3, 1, 5, 4]],
];

/** A match total spread over its three rounds (games). */
const perRound = (total: number) => [Math.ceil(total / 3), Math.ceil((total - Math.ceil(total / 3)) / 2), total - Math.ceil(total / 3) - Math.ceil((total - Math.ceil(total / 3)) / 2)];

const LADDERS = [
  { name: 'Valorant NA Ladder', game: 'Valorant', region: 'North America', org: 0, teams: [0, 1, 2, 3], pending: [4] },
  { name: 'Rocket League EU Ladder', game: 'Rocket League', region: 'Europe', org: 1, teams: [5, 6, 7, 8], pending: [] },
  { name: 'LoL APAC Ladder', game: 'League of Legends', region: 'Asia Pacific', org: 1, teams: [9, 10, 11, 12], pending: [] },
  { name: 'CS2 Europe Open', game: 'Counter-Strike 2', region: 'Europe', org: 2, teams: [13, 14, 15], pending: [] },
];

const COMMENTS = [
  'GG, that last round was insane.', 'Who is casting the next match?', 'Rotations were clean tonight.',
  'That clutch in round 12 though!', 'Scrims this Thursday anyone?', 'Refs were on point, thanks for running this.',
  'We will get you next time.', 'Looking for a sub for Saturday, DM me.', 'This ladder is stacked this season.',
  'The comeback was unreal.', 'Respect to both teams.', 'Stream VOD is up on the match page.',
];
const REPLIES = ['Agreed!', 'Facts.', 'Not even close, lol.', 'Count me in.', 'See you there.', 'Big if true.'];

interface Reference {
  games: Game[];
  platforms: Platform[];
  regions: Region[];
}

/** Fills an empty database with a season's worth of believable activity. Raw inserts keep it fast on the embedded DB. */
export async function seedDemoWorld(db: EntityManager, ref: Reference, passwordHash: string, now = new Date()): Promise<void> {
  const r = prng(20261122);
  const day = 86_400_000;
  const at = (offsetDays: number, hour = 19) => {
    const d = new Date(now.getTime() + offsetDays * day);
    d.setUTCHours(hour, 0, 0, 0);
    return d;
  };
  const gameByTitle = new Map(ref.games.map((g) => [g.title, g]));
  const regionByTitle = new Map(ref.regions.map((x) => [x.title, x]));
  const pc = ref.platforms.find((p) => p.title === 'PC')!;

  const walls: Array<Record<string, unknown>> = [];
  const newWall = (ownerType: string, ownerId: string, random = r) => {
    const id = random.uuid();
    walls.push({ comment_wall_id: id, owner_type: ownerType, owner_id: ownerId, created_at: at(-60) });
    return id;
  };

  // Players: the demo account first.
  const players = [{ name: 'demo', display: 'Demo Player', email: DEMO_EMAIL }, ...TAGS.map((t) => ({ name: t.toLowerCase(), display: t, email: `${t.toLowerCase()}@clutch.gg` }))];
  const users = players.map((p, i) => ({ ...p, id: r.uuid(), bio: BIOS[i % BIOS.length], score: 0, wall: '', pageId: r.uuid() }));
  for (const u of users) u.wall = newWall('user', u.id);
  const userWins = new Map<string, number>(users.map((u) => [u.id, 0]));

  await insertRows(db, 'auth_users', users.map((u, i) => ({
    id: u.id,
    email: u.email,
    encrypted_password: passwordHash,
    email_confirmed_at: at(-90 + i % 30),
    raw_user_meta_data: { user_name: u.name, display_name: u.display },
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    created_at: at(-90 + i % 30),
    updated_at: at(-90 + i % 30),
  })));

  // Teams with rosters: a leader, a co-leader, a captain and members; the demo player leads one team and is captain in another.
  const teams = TEAMS.map((t) => ({ ...t, id: r.uuid(), pageId: r.uuid(), wall: '', gameId: gameByTitle.get(t.game)!.id, regionId: regionByTitle.get(t.region)!.id }));
  for (const t of teams) t.wall = newWall('team', t.id);
  const memberRows: Array<Record<string, unknown>> = [];
  const rosterOf = new Map<string, string[]>();
  const pool = r.shuffle(users.slice(1));
  teams.forEach((team, index) => {
    const roster = pool.slice((index * 4) % pool.length, ((index * 4) % pool.length) + 4).map((u) => u.id);
    if (index === 0) roster.unshift(users[0].id);
    if (index === 5) roster.splice(1, 0, users[0].id);
    rosterOf.set(team.id, roster);
    const roles = index === 0 ? ['leader', 'co-leader', 'captain', 'member', 'member'] : index === 5 ? ['leader', 'captain', 'co-leader', 'member', 'member'] : ['leader', 'co-leader', 'captain', 'member'];
    roster.forEach((userId, k) => memberRows.push({ team_id: team.id, user_id: userId, roles: roles[k] ?? 'member', status: 'approved', invited_by: roster[0] === userId ? null : roster[0], created_at: at(-80 + index), updated_at: at(-80 + index) }));
  });
  // A pending invitation for the demo player, so the dashboards have something to accept.
  memberRows.push({ team_id: teams[9].id, user_id: users[0].id, roles: 'member', status: 'pending', invited_by: rosterOf.get(teams[9].id)![0], created_at: at(-2), updated_at: at(-2) });

  // Organizers with staff: the demo player owns one, is an assigned admin of another and has a pending invitation to the third.
  const orgs = [
    { name: 'Clutch League', owner: users[0].id, bio: 'The home of the Clutch ladders. Weekly matches, real prizes, fair play.' },
    { name: 'Frontline Esports', owner: users[3].id, bio: 'Running European and APAC ladders since 2021.' },
    { name: 'Pixel Arena', owner: users[7].id, bio: 'Open ladders for every skill level.' },
  ].map((o) => ({ ...o, id: r.uuid(), pageId: r.uuid(), wall: '' }));
  for (const o of orgs) o.wall = newWall('organizer', o.id);

  // Leaderboards: global players and teams, then one team leaderboard per ladder.
  const globalUsersBoard = r.uuid();
  const globalTeamsBoard = r.uuid();
  const ladders = LADDERS.map((l) => ({ ...l, id: r.uuid(), pageId: r.uuid(), wall: '', boardId: r.uuid(), game: gameByTitle.get(l.game)!, regionId: regionByTitle.get(l.region)!.id }));
  for (const l of ladders) l.wall = newWall('league', l.id);

  const staffRows = [
    { organizer_id: orgs[0].id, user_id: users[0].id, roles: 'owner', status: 'approved', assignment: [], invited_by: null },
    { organizer_id: orgs[0].id, user_id: users[1].id, roles: 'super_admin', status: 'approved', assignment: [], invited_by: users[0].id },
    { organizer_id: orgs[0].id, user_id: users[2].id, roles: 'admin', status: 'approved', assignment: [ladders[0].id], invited_by: users[0].id },
    { organizer_id: orgs[0].id, user_id: users[4].id, roles: 'mod', status: 'pending', assignment: [ladders[0].id], invited_by: users[0].id },
    { organizer_id: orgs[1].id, user_id: users[3].id, roles: 'owner', status: 'approved', assignment: [], invited_by: null },
    { organizer_id: orgs[1].id, user_id: users[0].id, roles: 'admin', status: 'approved', assignment: [ladders[1].id], invited_by: users[3].id },
    { organizer_id: orgs[1].id, user_id: users[5].id, roles: 'mod', status: 'approved', assignment: [ladders[2].id], invited_by: users[3].id },
    { organizer_id: orgs[2].id, user_id: users[7].id, roles: 'owner', status: 'approved', assignment: [], invited_by: null },
    { organizer_id: orgs[2].id, user_id: users[0].id, roles: 'admin', status: 'pending', assignment: [], invited_by: users[7].id },
  ].map((s) => ({ ...s, created_at: at(-70), updated_at: at(-70) }));

  // A season per ladder: a double round robin, the first leg played, the second leg scheduled.
  const matches: Array<Record<string, unknown>> = [];
  const participants: Array<Record<string, unknown>> = [];
  const rounds: Array<Record<string, unknown>> = [];
  const standings = new Map<string, { points: number; wins: number; losses: number; draws: number }>();
  const teamWins = new Map<string, number>(teams.map((t) => [t.id, 0]));
  const teamScore = new Map<string, number>(teams.map((t) => [t.id, 0]));
  // Every completed match also counts where a finalize would count it: the global boards of each narrower filter of
  // its region, genre and game (region only, game and region, ...). Seeding only the all-games boards left every
  // filter of the leaderboard empty, and the first real match made a filtered board hold that match alone.
  type Tally = { score: number; wins: number; losses: number };
  const filteredBoards = new Map<string, { kind: 'user' | 'team'; regionId: string | null; genreId: string | null; gameId: string | null; tallies: Map<string, Tally> }>();
  const tallyOnFilteredBoards = (game: Game, regionId: string, teamId: string, roster: string[], result: Tally) => {
    for (const region of [regionId, null]) for (const genre of [game.genreId, null]) for (const gameId of [game.id, null]) {
      if (!region && !genre && !gameId) continue; // the all-games boards are seeded below, with the players' universal scores
      for (const [kind, subjects] of [['team', [teamId]], ['user', roster]] as const) {
        const key = `${kind}:${region}:${genre}:${gameId}`;
        if (!filteredBoards.has(key)) filteredBoards.set(key, { kind, regionId: region, genreId: genre, gameId, tallies: new Map() });
        const tallies = filteredBoards.get(key)!.tallies;
        for (const subject of subjects) {
          const tally = tallies.get(subject) ?? { score: 0, wins: 0, losses: 0 };
          tallies.set(subject, { score: tally.score + result.score, wins: tally.wins + result.wins, losses: tally.losses + result.losses });
        }
      }
    }
  };
  // `points`: each side's points per round (home first), for results that must come out a certain way (a staged
  // event's scripted group); `random`: the generator, so later additions leave the rest of the world's draws as they were.
  const playMatch = (options: {
    leagueId: string | null; tournamentId: string | null; game: Game; regionId: string; home: string; away: string; when: Date; completed: boolean; createdBy: string;
    points?: [number[], number[]]; random?: ReturnType<typeof prng>;
  }) => {
    const random = options.random ?? r;
    const id = random.uuid();
    const roundCount = 3;
    const metrics = options.game.metrics.filter((m) => m.active === 'true');
    const totals = new Map<string, number>();
    for (const [side, teamId] of [options.home, options.away].entries()) {
      let total = 0;
      if (options.completed) {
        for (let round = 1; round <= roundCount; round++) {
          const values = Object.fromEntries(metrics.map((m) => [m.name, random.int(0, 13)]));
          if (options.points) values[metrics[0].name] = options.points[side][round - 1];
          const points = Number(values[metrics[0].name]);
          total += points;
          rounds.push({ match_id: id, team_id: teamId, match_round: round, metrics: values, round_points: points });
        }
      }
      totals.set(teamId, total);
    }
    const [h, a] = [totals.get(options.home)!, totals.get(options.away)!];
    matches.push({
      match_id: id, league_id: options.leagueId, tournament_id: options.tournamentId, status: options.completed ? 'completed' : 'scheduled',
      scheduled_time: options.when, video: null, match_banner: null, rounds: roundCount, is_score_updated: options.completed,
      finalized_at: options.completed ? new Date(options.when.getTime() + 2 * 3_600_000) : null, game_id: options.game.id,
      genre_id: options.game.genreId, platform_id: pc.id, region_id: options.regionId, created_by: options.createdBy,
      comment_wall_id: newWall('match', id, random), created_at: at(-45),
    });
    participants.push(
      { match_id: id, team_id: options.home, total_points: h, placement: options.completed ? (h >= a ? 1 : 2) : null, slot: 1 },
      { match_id: id, team_id: options.away, total_points: a, placement: options.completed ? (a >= h ? 1 : 2) : null, slot: 2 },
    );
    if (options.completed && options.leagueId) {
      for (const [teamId, own, other] of [[options.home, h, a], [options.away, a, h]] as const) {
        const row = standings.get(`${options.leagueId}:${teamId}`)!;
        if (own > other) { row.wins++; row.points += 3; } else if (own < other) row.losses++; else { row.draws++; row.points += 1; }
      }
    }
    if (options.completed) {
      const winner = h === a ? null : h > a ? options.home : options.away;
      for (const teamId of [options.home, options.away]) teamScore.set(teamId, teamScore.get(teamId)! + totals.get(teamId)!);
      for (const teamId of [options.home, options.away]) {
        const result = { score: totals.get(teamId)! + (winner === teamId ? 25 : 0), wins: winner === teamId ? 1 : 0, losses: winner && winner !== teamId ? 1 : 0 };
        tallyOnFilteredBoards(options.game, options.regionId, teamId, rosterOf.get(teamId)!, result);
      }
      if (winner) {
        teamWins.set(winner, teamWins.get(winner)! + 1);
        teamScore.set(winner, teamScore.get(winner)! + 25);
        for (const userId of rosterOf.get(winner)!) userWins.set(userId, userWins.get(userId)! + 1);
      }
    }
    return { id, winner: h === a ? options.home : h > a ? options.home : options.away };
  };

  for (const ladder of ladders) {
    const ids = ladder.teams.map((i) => teams[i].id);
    for (const teamId of ids) standings.set(`${ladder.id}:${teamId}`, { points: 0, wins: 0, losses: 0, draws: 0 });
    const pairs: Array<[string, string]> = [];
    for (let i = 0; i < ids.length; i++) for (let j = i + 1; j < ids.length; j++) pairs.push([ids[i], ids[j]]);
    pairs.forEach(([home, away], k) => playMatch({ leagueId: ladder.id, tournamentId: null, game: ladder.game, regionId: ladder.regionId, home, away, when: at(-35 + k * 4, 18 + (k % 4)), completed: true, createdBy: orgs[ladder.org].owner }));
    // Second leg: the opener was played two days ago, the rest is on the schedule.
    pairs.forEach(([home, away], k) => {
      const when = at(-2 + k * 3, 18 + (k % 4));
      playMatch({ leagueId: ladder.id, tournamentId: null, game: ladder.game, regionId: ladder.regionId, home: away, away: home, when, completed: when < now, createdBy: orgs[ladder.org].owner });
    });
  }

  // A tournament run by the bracket engine: 8 slots, 5 approved teams, so the top three seeds get byes; round 1 is
  // played and the semi-finals are on the schedule.
  const cup = { id: r.uuid(), pageId: r.uuid(), wall: '', bracketId: r.uuid(), game: gameByTitle.get('Valorant')!, regionId: regionByTitle.get('North America')!.id };
  cup.wall = newWall('tournament', cup.id);
  const seeds = [0, 1, 2, 3, 4].map((i) => teams[i].id);
  let cupState = await createBracket({ format: 'single_elimination', places: placesFromSeeds(seeds, 8), thirdPlaceMatch: false });
  const matchOfRef = new Map<string, string>();
  for (const node of (await projectNodes(cupState)).filter((n) => n.status === 'ready')) {
    const played = playMatch({ leagueId: null, tournamentId: cup.id, game: cup.game, regionId: cup.regionId, home: node.participant1!, away: node.participant2!, when: at(-3, 20), completed: true, createdBy: users[0].id });
    const [home, away] = participants.filter((p) => p.match_id === played.id);
    // A bracket match needs a winner: an even result goes to the home team by a point.
    if (home.total_points === away.total_points) {
      home.total_points = Number(home.total_points) + 1;
      const last = rounds.filter((x) => x.match_id === played.id && x.team_id === home.team_id).at(-1)!;
      last.round_points = Number(last.round_points) + 1;
      Object.assign(home, { placement: 1 });
      Object.assign(away, { placement: 2 });
    }
    matchOfRef.set(node.ref, played.id);
    const winner = Number(home.total_points) > Number(away.total_points) ? home : away;
    cupState = await applyResult(cupState, node.ref, {
      team1: node.participant1!, team2: node.participant2!,
      score1: Number((home.team_id === node.participant1 ? home : away).total_points), score2: Number((home.team_id === node.participant1 ? away : home).total_points),
      winner: String(winner.team_id),
    });
  }
  const cupNodes = await projectNodes(cupState);
  const nodeIdOf = new Map(cupNodes.map((n) => [n.ref, r.uuid()]));
  for (const node of cupNodes.filter((n) => n.status === 'ready')) {
    matchOfRef.set(node.ref, playMatch({ leagueId: null, tournamentId: cup.id, game: cup.game, regionId: cup.regionId, home: node.participant1!, away: node.participant2!, when: at(4, 20), completed: false, createdBy: users[0].id }).id);
  }
  const nodes = cupNodes.map((n) => ({
    node_id: nodeIdOf.get(n.ref), bracket_id: cup.bracketId, tournament_id: cup.id, parent_node_id: n.parentRef ? nodeIdOf.get(n.parentRef) : null,
    loser_parent_node_id: null, match_id: matchOfRef.get(n.ref) ?? null, round_number: n.roundNumber, node_status: n.status, created_stamp: at(-10),
    winner_uuid: n.winner, group_number: n.groupNumber, slot_index: n.slotIndex, participant_1: n.participant1, participant_2: n.participant2,
    side: n.side, engine_ref: n.ref, parent_ref: n.parentRef, loser_parent_ref: n.loserParentRef, participant_1_score: n.score1, participant_2_score: n.score2,
  }));
  // A second tournament still taking entries: double elimination with check-in, two teams in, one waiting.
  const open = { id: r.uuid(), pageId: r.uuid(), wall: '' };
  open.wall = newWall('tournament', open.id);

  // Two events in stages (issue 27), run by organizer orgs[0] and built with the tournament manager's own engine
  // functions (the stage's engine, standings and progression), so their rows are what playing them would have stored.
  // Their own generator keeps every other seeded value as it was.
  const s = prng(20261128);
  const stagedTeams = STAGED_TEAMS.map((t) => ({ ...t, id: s.uuid(), pageId: s.uuid(), wall: '', gameId: gameByTitle.get(t.game)!.id, regionId: regionByTitle.get(t.region)!.id }));
  for (const t of stagedTeams) t.wall = newWall('team', t.id, s);
  stagedTeams.forEach((team, index) => {
    // Four players who are on no other team of its game yet.
    const busy = new Set([...teams, ...stagedTeams.slice(0, index)].filter((t) => t.game === team.game).flatMap((t) => rosterOf.get(t.id) ?? []));
    const roster = s.shuffle(users.slice(1).filter((u) => !busy.has(u.id))).slice(0, 4).map((u) => u.id);
    rosterOf.set(team.id, roster);
    teamWins.set(team.id, 0);
    teamScore.set(team.id, 0);
    roster.forEach((userId, k) => memberRows.push({ team_id: team.id, user_id: userId, roles: ['leader', 'co-leader', 'captain', 'member'][k], status: 'approved', invited_by: k === 0 ? null : roster[0], created_at: at(-40 + index), updated_at: at(-40 + index) }));
  });
  const teamName = new Map([...teams, ...stagedTeams].map((t) => [t.id, t.name]));
  const stagedTournaments: Array<Record<string, unknown>> = [];
  const stageRows: Array<Record<string, unknown>> = [];
  const stagedNodes: Array<Record<string, unknown>> = [];
  const stagedEntries: Array<Record<string, unknown>> = [];
  const stagedPages: Array<Record<string, unknown>> = [];
  const stagedBrackets: Array<Record<string, unknown>> = [];
  const stagedEvent = (name: string, gameTitle: string, regionTitle: string, seeds: string[], stages: unknown[], bio: string) => {
    const event = { id: s.uuid(), pageId: s.uuid(), wall: '', bracketId: s.uuid(), name, game: gameByTitle.get(gameTitle)!, regionId: regionByTitle.get(regionTitle)!.id, seeds };
    event.wall = newWall('tournament', event.id, s);
    const plans = parseStages(stages, seeds.length).map((plan) => Object.assign(new TournamentStage(), { ...plan, tournamentId: event.id, status: 'pending' as TournamentStage['status'], entrantIds: [] as string[], engineState: null as EngineState | null }));
    stagedPages.push({ tourney_page_id: event.pageId, tournament_id: event.id, tourney_banner: null, tourney_profile_pic: null, tourney_bio: bio, tourney_video_data: null, comment_wall_id: event.wall });
    stagedEntries.push(...seeds.map((teamId, i) => ({ tournament_id: event.id, team_id: teamId, status: 'approved', seed: i + 1 })));
    stagedBrackets.push({ bracket_id: event.bracketId, tournament_id: event.id, created_at: at(-14) });
    return { ...event, plans };
  };
  type StagedEvent = ReturnType<typeof stagedEvent>;
  /** A ready node's match, played with the given points per round (or scheduled when none), and its result in the engine. */
  const playNode = async (event: StagedEvent, state: EngineState, node: EngineNode, when: Date, points: [number[], number[]] | null, matchOfRef: Map<string, string>) => {
    const match = playMatch({ leagueId: null, tournamentId: event.id, game: event.game, regionId: event.regionId, home: node.participant1!, away: node.participant2!, when, completed: !!points, createdBy: users[0].id, points: points ?? undefined, random: s });
    matchOfRef.set(node.ref, match.id);
    if (!points) return state;
    const [score1, score2] = points.map((p) => p.reduce((sum, x) => sum + x, 0));
    return applyResult(state, node.ref, { team1: node.participant1!, team2: node.participant2!, score1, score2, winner: score1 === score2 ? null : score1 > score2 ? node.participant1! : node.participant2! });
  };
  /** A stage's nodes as syncBracket stores them: parents by node id within the stage, its matches linked. */
  const storeStage = async (event: StagedEvent, stage: TournamentStage, state: EngineState, matchOfRef: Map<string, string>) => {
    const projected = await projectNodes(state);
    const nodeIdOf = new Map(projected.map((n) => [n.ref, s.uuid()]));
    stagedNodes.push(...projected.map((n) => ({
      node_id: nodeIdOf.get(n.ref), bracket_id: event.bracketId, tournament_id: event.id, stage_number: stage.stageNumber, parent_node_id: n.parentRef ? nodeIdOf.get(n.parentRef) : null,
      loser_parent_node_id: n.loserParentRef ? nodeIdOf.get(n.loserParentRef) : null, match_id: matchOfRef.get(n.ref) ?? null, round_number: n.roundNumber, node_status: n.status,
      created_stamp: at(-14), winner_uuid: n.winner, group_number: n.groupNumber, slot_index: n.slotIndex, participant_1: n.participant1, participant_2: n.participant2,
      side: n.side, engine_ref: n.ref, parent_ref: n.parentRef, loser_parent_ref: n.loserParentRef, participant_1_score: n.score1, participant_2_score: n.score2,
    })));
    stage.status = stageComplete(state, projected) ? 'completed' : 'in_progress';
    stage.engineState = state;
    return projected;
  };
  const storeEvent = (event: StagedEvent, format: string, startDay: number) => {
    const [first] = event.plans;
    stagedTournaments.push({
      tournament_id: event.id, tourney_name: event.name, organizer_id: orgs[0].id, tourney_size: event.seeds.length, game_id: event.game.id, region_id: event.regionId,
      platform_id: pc.id, game_genre_id: event.game.genreId, lg_leaderboard_id: null, status: 'in_progress', start_date: at(startDay).toISOString().slice(0, 10),
      created_at: at(startDay - 14), format, start_time: at(startDay, 18), match_rounds: 3, engine_state: JSON.stringify(first.engineState), created_by: orgs[0].owner,
    });
    // The first stage's engine records stay on the tournament row, later stages' on their own.
    stageRows.push(...event.plans.map((p) => ({
      tournament_id: event.id, stage_number: p.stageNumber, kind: p.kind, group_count: p.groupCount, group_size: p.groupSize, rounds: p.rounds, advance: p.advance,
      seeding: p.seeding, tiebreakers: p.tiebreakers, status: p.status, entrant_ids: p.entrantIds, engine_state: p.stageNumber === 1 || !p.engineState ? null : JSON.stringify(p.engineState),
    })));
  };

  // 1. Rocket League Masters: two groups of four (round robin, all played), the top two of each into a single
  // elimination seeded across the groups (A1 v B2, B1 v A2): one semi-final played, the other tomorrow, the final waiting.
  const masters = stagedEvent('Clutch Rocket League Masters', 'Rocket League', 'Europe', [5, 6, 7, 8].map((i) => teams[i].id).concat(stagedTeams.filter((t) => t.game === 'Rocket League').map((t) => t.id)), [
    { kind: 'round_robin', groupCount: 2, groupSize: 4, advance: 2, seeding: 'cross_group' },
    { kind: 'single_elimination' },
  ], 'Eight of Europe\'s best: two groups of four, the top two of each into a single-elimination playoff. Group tables break ties on points, head-to-head, then goal difference.');
  {
    const [groups, playoffs] = masters.plans;
    groups.entrantIds = masters.seeds;
    let state = await buildStage(groups, masters.seeds);
    const matchOfRef = new Map<string, string>();
    const groupNodes = await projectNodes(state);
    for (const [g, script] of MASTERS_GROUPS.entries()) {
      const mine = groupNodes.filter((n) => n.groupNumber === g + 1);
      const members = masters.seeds.filter((id) => mine.some((n) => n.participant1 === id || n.participant2 === id));
      for (const [k, [i, j, goalsI, goalsJ]] of script.entries()) {
        const node = mine.find((n) => [n.participant1, n.participant2].sort().join() === [members[i], members[j]].sort().join())!;
        const [home, away] = node.participant1 === members[i] ? [goalsI, goalsJ] : [goalsJ, goalsI];
        state = await playNode(masters, state, node, at(-13 + node.roundNumber * 2, 18 + (k % 2) + g * 2), [perRound(home), perRound(away)], matchOfRef);
      }
    }
    const played = await storeStage(masters, groups, state, matchOfRef);
    // Progression as advancing computes it: the group tables, no tie at a cut-off waiting for staff, the qualifiers' seeds.
    const rows = standingsFrom(groups, played.map((n) => ({ tournamentId: masters.id, stageNumber: 1, groupNumber: n.groupNumber, status: n.status, participant1: n.participant1, participant2: n.participant2, winner: n.winner, score1: n.score1, score2: n.score2 })), [], (id) => teamName.get(id) ?? 'a team');
    if (groups.status !== 'completed' || tiesAtCutOff(rows, groups.advance!).length) throw new Error('The seeded group stage must be complete and decided.');
    playoffs.entrantIds = qualifiersInSeedOrder(rows, groups.advance!, groups.seeding);
    let playoffState = await buildStage(playoffs, playoffs.entrantIds);
    const playoffRefs = new Map<string, string>();
    const semis = (await projectNodes(playoffState)).filter((n) => n.status === 'ready');
    playoffState = await playNode(masters, playoffState, semis[0], at(-1, 19), [[3, 2, 1], [1, 2, 0]], playoffRefs);
    for (const [k, node] of semis.slice(1).entries()) playoffState = await playNode(masters, playoffState, node, at(1 + k, 19), null, playoffRefs);
    await storeStage(masters, playoffs, playoffState, playoffRefs);
    storeEvent(masters, 'round_robin', -11);
  }

  // 2. Swiss Open: eight League of Legends teams, three Swiss rounds, the top four into a double elimination; round 1
  // is played and round 2 is paired for the coming days.
  const swiss = stagedEvent('Clutch Swiss Open', 'League of Legends', 'Asia Pacific', [9, 10, 11, 12].map((i) => teams[i].id).concat(stagedTeams.filter((t) => t.game === 'League of Legends').map((t) => t.id)), [
    { kind: 'swiss', rounds: 3, advance: 4, seeding: 'standing' },
    { kind: 'double_elimination' },
  ], 'Three Swiss rounds, then the top four play a double-elimination bracket. Every team plays every round; no one goes home early.');
  {
    const [rounds1, bracket] = swiss.plans;
    rounds1.entrantIds = swiss.seeds;
    let state = await buildStage(rounds1, swiss.seeds);
    const matchOfRef = new Map<string, string>();
    for (const [k, node] of (await projectNodes(state)).filter((n) => n.status === 'ready').entries()) {
      // Kills per game; no draws.
      const home = [s.int(6, 24), s.int(6, 24), s.int(6, 24)];
      const away = [s.int(6, 24), s.int(6, 24), s.int(6, 24)];
      if (home.reduce((a, b) => a + b) === away.reduce((a, b) => a + b)) home[2] += 1;
      state = await playNode(swiss, state, node, at(-2, 17 + k), [home, away], matchOfRef);
    }
    for (const [k, node] of (await projectNodes(state)).filter((n) => n.status === 'ready').entries()) state = await playNode(swiss, state, node, at(1 + Math.floor(k / 2), 17 + (k % 2) * 2), null, matchOfRef);
    await storeStage(swiss, rounds1, state, matchOfRef);
    void bracket;
    storeEvent(swiss, 'swiss', -2);
  }

  // Universal scores follow results: wins count most, activity a little.
  for (const u of users) u.score = userWins.get(u.id)! * 40 + r.int(50, 400);

  // Comment threads: busy ladder walls (more than one page), team and match banter, a deleted comment kept for its replies.
  const comments: Array<Record<string, unknown>> = [];
  const votes: Array<Record<string, unknown>> = [];
  const addComment = (wall: string, author: string, text: string | null, when: Date, parent: string | null = null) => {
    const id = r.uuid();
    const voters = r.shuffle(users).slice(0, r.int(0, 6));
    let score = 0;
    for (const voter of voters) {
      const value = r.next() < 0.8 ? 1 : -1;
      score += value;
      votes.push({ comment_id: id, user_id: voter.id, value });
    }
    comments.push({ comment_id: id, comment_wall_id: wall, parent_comment_id: parent, user_id: text === null ? null : author, comment: text, edited: r.next() < 0.1, deleted_at: text === null ? when : null, score, created_at: when, updated_at: when });
    return id;
  };
  const thread = (wall: string, count: number, startDays: number) => {
    for (let i = 0; i < count; i++) {
      const when = new Date(at(startDays).getTime() + i * 5_400_000);
      const id = addComment(wall, r.pick(users).id, r.pick(COMMENTS), when);
      for (let k = 0; k < r.int(0, 2); k++) addComment(wall, r.pick(users).id, r.pick(REPLIES), new Date(when.getTime() + (k + 1) * 600_000), id);
    }
  };
  thread(ladders[0].wall, 22, -6);
  for (const l of ladders.slice(1)) thread(l.wall, 6, -4);
  for (const t of teams.slice(0, 8)) thread(t.wall, 4, -3);
  thread(users[0].wall, 5, -2);
  for (const o of orgs) thread(o.wall, 3, -5);
  const deleted = addComment(teams[0].wall, users[0].id, null, at(-1, 12));
  addComment(teams[0].wall, users[1].id, 'Replying to a comment that is gone now.', at(-1, 13), deleted);
  for (const m of matches.filter((x) => x.status === 'completed').slice(0, 6)) thread(String(m.comment_wall_id), 3, -1);

  // Follows: the demo player follows a bit of everything; everyone else follows a few players and teams.
  const follows = new Map<string, Record<string, unknown>>();
  const follow = (follower: string, followed: string, type: string) => {
    if (follower === followed) return;
    follows.set(`${follower}:${followed}:${type}`, { follower_id: follower, followed_id: followed, entity_type: type, is_active: true, created_at: at(-20), updated_at: at(-20) });
  };
  users.slice(1, 9).forEach((u) => follow(users[0].id, u.id, 'user'));
  [teams[1], teams[6], teams[13]].forEach((t) => follow(users[0].id, t.id, 'team'));
  [orgs[1], orgs[2]].forEach((o) => follow(users[0].id, o.id, 'organizer'));
  [ladders[1], ladders[2]].forEach((l) => follow(users[0].id, l.id, 'league'));
  for (const u of users.slice(1)) {
    for (const other of r.shuffle(users).slice(0, 3)) follow(u.id, other.id, 'user');
    follow(u.id, r.pick(teams).id, 'team');
    if (r.next() < 0.4) follow(u.id, r.pick(ladders).id, 'league');
  }

  // Skill ratings as finalizing would have moved them: OpenSkill over every completed match, oldest first, the teams
  // being their rosters ranked by placement (the points ledger's count does the same one match at a time).
  const ratings = new Map<string, Rating>();
  const ratingHistory: Array<Record<string, unknown>> = [];
  for (const match of [...matches].filter((m) => m.status === 'completed').sort((a, b) => Number(a.finalized_at) - Number(b.finalized_at))) {
    const sides = participants.filter((p) => p.match_id === match.match_id).map((p) => ({ roster: rosterOf.get(String(p.team_id)) ?? [], placement: Number(p.placement) }));
    if (sides.length < 2 || sides.some((side) => side.roster.length === 0)) continue;
    const rated = rate(sides.map((side) => side.roster.map((id) => ratings.get(id) ?? rating())), { rank: sides.map((side) => side.placement) });
    sides.forEach((side, t) => side.roster.forEach((id, i) => {
      ratings.set(id, rated[t][i]);
      ratingHistory.push({ user_id: id, match_id: match.match_id, rating: Math.round(ordinal(rated[t][i]) * 100), created_at: match.finalized_at });
    }));
  }
  const shownRating = (userId: string) => (ratings.has(userId) ? Math.round(ordinal(ratings.get(userId)!) * 100) : 0);

  // The staged events' teams join the rest now that the draws that pick from `teams` are done.
  teams.push(...stagedTeams);

  // Write everything, parents first.
  await insertRows(db, 'comment_walls', walls);
  await insertRows(db, 'users', users.map((u, i) => ({
    user_id: u.id, user_name: u.name, display_name: u.display, user_bio: u.bio, user_score: u.score, created_at: at(-90 + (i % 30)),
    rating_mu: ratings.get(u.id)?.mu ?? null, rating_sigma: ratings.get(u.id)?.sigma ?? null, rating: shownRating(u.id),
  })));
  await insertRows(db, 'users_page', users.map((u) => ({ users_page_id: u.pageId, user_id: u.id, user_video_data: null, user_profile_pic: null, user_banner: null, comment_wall_id: u.wall })));
  await insertRows(db, 'top_entries', users[0] ? users.slice(1, 6).map((u, i) => ({ users_page_id: users[0].pageId, position: i + 1, entity_type: 'user', entity_id: u.id })) : []);
  await insertRows(db, 'teams', teams.map((t, i) => ({ team_id: t.id, team_name: t.name, team_game_id: t.gameId, team_region_id: t.regionId, created_at: at(-80 + i), created_by: rosterOf.get(t.id)![0] })));
  await insertRows(db, 'team_page', teams.map((t) => ({ team_page_id: t.pageId, team_id: t.id, team_bio: t.bio, team_video_data: null, team_profile_pic: null, team_banner: null, comment_wall_id: t.wall })));
  await insertRows(db, 'team_members', memberRows);
  await insertRows(db, 'organizers', orgs.map((o) => ({ organizer_id: o.id, org_name: o.name, user_id: o.owner, created_at: at(-75) })));
  await insertRows(db, 'organizer_page', orgs.map((o) => ({ organizer_page_id: o.pageId, organizer_id: o.id, organizer_bio: o.bio, organizer_video_data: null, organizer_profile_pic: null, organizer_banner: null, announcement_wall_id: o.wall })));
  await insertRows(db, 'organizer_staff', staffRows);
  // Every pending invitation announced in its user's notification list (so the bell has something to show).
  await insertRows(db, 'notifications', [
    ...memberRows
      .filter((m) => m.status === 'pending')
      .map((m) => ({ notification_id: r.uuid(), user_id: m.user_id, kind: 'team_invitation', team_id: m.team_id, organizer_id: null, actor_id: m.invited_by ?? null, created_at: m.created_at, read_at: null })),
    ...staffRows
      .filter((s) => s.status === 'pending')
      .map((s) => ({ notification_id: r.uuid(), user_id: s.user_id, kind: 'staff_invitation', team_id: null, organizer_id: s.organizer_id, actor_id: s.invited_by ?? null, created_at: at(-1), read_at: null })),
  ]);
  await insertRows(db, 'leaderboards', [
    { leaderboard_id: globalUsersBoard, kind: 'user', scope: 'global', lb_region_id: null, lb_genre_id: null, lb_game_id: null, title: 'Global Players', created_at: at(-90) },
    { leaderboard_id: globalTeamsBoard, kind: 'team', scope: 'global', lb_region_id: null, lb_genre_id: null, lb_game_id: null, title: 'Global Teams', created_at: at(-90) },
    ...ladders.map((l) => ({ leaderboard_id: l.boardId, kind: 'team', scope: 'league', lb_region_id: l.regionId, lb_genre_id: l.game.genreId, lb_game_id: l.game.id, title: l.name, created_at: at(-60) })),
  ]);
  // Their ids come from a generator of their own, so the rest of the demo world draws the same values as before.
  const boardRandom = prng(20261126);
  const filteredBoardIds = new Map([...filteredBoards.keys()].map((key) => [key, boardRandom.uuid()]));
  await insertRows(db, 'leaderboards', [...filteredBoards.entries()].map(([key, b]) => ({
    leaderboard_id: filteredBoardIds.get(key), kind: b.kind, scope: 'global', lb_region_id: b.regionId, lb_genre_id: b.genreId, lb_game_id: b.gameId, title: null, created_at: at(-90),
  })));
  await insertRows(db, 'leagues', ladders.map((l) => ({
    league_id: l.id, league_name: l.name, start_date: at(-40).toISOString().slice(0, 10), end_date: at(40).toISOString().slice(0, 10),
    organizer_id: orgs[l.org].id, comp_cat_id: 1, platform_id: pc.id, game_id: l.game.id, region_id: l.regionId, game_genre_id: l.game.genreId,
    is_parent: true, parent_league_id: null, lg_leaderboard_id: l.boardId, user_id: orgs[l.org].owner, status: 'active', max_teams: 12, created_at: at(-60),
  })));
  await insertRows(db, 'league_page', ladders.map((l) => ({
    league_page_id: l.pageId, league_id: l.id, league_bio: `${l.name}: weekly best-of-three matches, ${l.region}. Climb the standings, earn your seed.`,
    league_video_data: null, league_banner: null, league_profile_pic: null,
    rules: 'Best of three rounds.\nCheck in 15 minutes before match time.\nScores are reported by staff and final once finalized.',
    prize: '1st: $500 and the Clutch trophy\n2nd: $250\n3rd: $100', settings: `Platform: PC\nRegion: ${l.region}`,
    scoring_rules: [Object.fromEntries(l.game.metrics.map((m) => [m.name, m.type === 'text' ? '' : 1]))], announcement_wall_id: l.wall, user_id: orgs[l.org].owner,
  })));
  await insertRows(db, 'league_participants', ladders.flatMap((l) => [
    ...l.teams.map((i) => ({ league_id: l.id, team_id: teams[i].id, status: 'approved', created_at: at(-45), updated_at: at(-44) })),
    ...l.pending.map((i) => ({ league_id: l.id, team_id: teams[i].id, status: 'pending', created_at: at(-1), updated_at: at(-1) })),
  ]));
  await insertRows(db, 'tournaments', [
    { tournament_id: cup.id, tourney_name: 'Clutch Valorant Cup', organizer_id: orgs[0].id, tourney_size: 8, game_id: cup.game.id, region_id: cup.regionId, platform_id: pc.id, game_genre_id: cup.game.genreId, lg_leaderboard_id: null, status: 'in_progress', start_date: at(-3).toISOString().slice(0, 10), created_at: at(-20), format: 'single_elimination', start_time: at(-3, 20), match_rounds: 3, engine_state: JSON.stringify(cupState), created_by: orgs[0].owner },
    { tournament_id: open.id, tourney_name: 'Clutch Valorant Open', organizer_id: orgs[0].id, tourney_size: 16, game_id: cup.game.id, region_id: cup.regionId, platform_id: pc.id, game_genre_id: cup.game.genreId, lg_leaderboard_id: null, status: 'registration', start_date: at(9).toISOString().slice(0, 10), created_at: at(-2), format: 'double_elimination', start_time: at(9, 19), check_in_minutes: 60, match_rounds: 3, engine_state: null, created_by: orgs[0].owner },
  ]);
  await insertRows(db, 'tournament_page', [
    { tourney_page_id: cup.pageId, tournament_id: cup.id, tourney_banner: null, tourney_profile_pic: null, tourney_bio: 'Eight slots, single elimination, one champion. Round one is in the books.', tourney_video_data: null, comment_wall_id: cup.wall },
    { tourney_page_id: open.pageId, tournament_id: open.id, tourney_banner: null, tourney_profile_pic: null, tourney_bio: 'Sixteen slots, double elimination with a grand-final reset. Check in an hour before the start.', tourney_video_data: null, comment_wall_id: open.wall },
  ]);
  await insertRows(db, 'tournaments', stagedTournaments);
  await insertRows(db, 'tournament_stages', stageRows);
  await insertRows(db, 'tournament_page', stagedPages);
  await insertRows(db, 'tourney_participants', stagedEntries);
  await insertRows(db, 'tourney_participants', [
    ...seeds.map((teamId, i) => ({ tournament_id: cup.id, team_id: teamId, status: 'approved', seed: i + 1 })),
    { tournament_id: open.id, team_id: teams[0].id, status: 'approved', seed: 1 },
    { tournament_id: open.id, team_id: teams[2].id, status: 'approved', seed: 2 },
    { tournament_id: open.id, team_id: teams[4].id, status: 'pending', seed: null },
  ]);
  // One ladder match is being reported right now (round 1 in), so the home page's "Live now" has something to show.
  const live = matches.find((m) => m.status === 'scheduled' && m.league_id);
  if (live) {
    const game = [...gameByTitle.values()].find((g) => g.id === live.game_id)!;
    const metrics = game.metrics.filter((m) => m.active === 'true');
    Object.assign(live, { status: 'pending', is_score_updated: true, scheduled_time: at(0) });
    for (const p of participants.filter((p) => p.match_id === live.match_id)) {
      const values = Object.fromEntries(metrics.map((m) => [m.name, r.int(0, 13)]));
      const points = metrics.length > 0 ? Number(values[metrics[0].name]) : 0;
      rounds.push({ match_id: live.match_id, team_id: p.team_id, match_round: 1, metrics: values, round_points: points });
      p.total_points = points;
    }
  }
  await insertRows(db, 'matches', matches);
  await insertRows(db, 'match_participants', participants);
  await insertRows(db, 'match_rounds', rounds);
  await insertRows(db, 'brackets', [{ bracket_id: cup.bracketId, tournament_id: cup.id, created_at: at(-10) }]);
  // Parents before children: the final, then the semi-finals, then round one.
  await insertRows(db, 'bracket_nodes', [...nodes].sort((a, b) => b.round_number - a.round_number));
  await insertRows(db, 'brackets', stagedBrackets);
  await insertRows(db, 'bracket_nodes', [...stagedNodes].sort((a, b) => Number(b.round_number) - Number(a.round_number)));
  await insertRows(db, 'standings', [...standings.entries()].map(([key, s]) => {
    const [leagueId, teamId] = key.split(':');
    return { standings_id: r.uuid(), league_id: leagueId, team_id: teamId, ...s };
  }));
  await insertRows(db, 'leaderboard_entries', [
    ...[...filteredBoards.entries()].flatMap(([key, b]) => [...b.tallies.entries()].map(([subject, tally]) => ({
      entry_id: boardRandom.uuid(), leaderboard_id: filteredBoardIds.get(key), user_id: b.kind === 'user' ? subject : null, team_id: b.kind === 'team' ? subject : null,
      current_score: tally.score, wins: tally.wins, losses: tally.losses, rating: b.kind === 'user' ? shownRating(subject) : 0, updated_at: now,
    }))),
    ...users.map((u) => ({ entry_id: r.uuid(), leaderboard_id: globalUsersBoard, user_id: u.id, team_id: null, current_score: u.score, wins: userWins.get(u.id)!, losses: 0, rating: shownRating(u.id), updated_at: now })),
    ...teams.map((t) => ({ entry_id: r.uuid(), leaderboard_id: globalTeamsBoard, user_id: null, team_id: t.id, current_score: teamScore.get(t.id)!, wins: teamWins.get(t.id)!, losses: 0, rating: 0, updated_at: now })),
    ...ladders.flatMap((l) => l.teams.map((i) => {
      const s = standings.get(`${l.id}:${teams[i].id}`)!;
      return { entry_id: r.uuid(), leaderboard_id: l.boardId, user_id: null, team_id: teams[i].id, current_score: s.points, wins: s.wins, losses: s.losses, rating: 0, updated_at: now };
    })),
  ]);
  // Replies after their parents: created_at order puts parents first.
  await insertRows(db, 'comments', [...comments].sort((a, b) => (a.parent_comment_id ? 1 : 0) - (b.parent_comment_id ? 1 : 0)));
  await insertRows(db, 'comment_votes', votes);
  await insertRows(db, 'follows', [...follows.values()]);
  await insertRows(db, 'rating_history', ratingHistory);
  await seedConversations(db, { users, teams, rosterOf, matches, participants, at });
}

/**
 * A few living conversations: direct ones with the demo player (two with unread replies), the demo player's team chat
 * and the chat of an upcoming match of that team, so a new user's Messages panel is not empty. Their own generator keeps
 * every other seeded id as it was.
 */
async function seedConversations(
  db: EntityManager,
  world: {
    users: Array<{ id: string }>;
    teams: Array<{ id: string }>;
    rosterOf: Map<string, string[]>;
    matches: Array<Record<string, unknown>>;
    participants: Array<Record<string, unknown>>;
    at: (offsetDays: number, hour?: number) => Date;
  },
): Promise<void> {
  const { users, teams, rosterOf, matches, participants, at } = world;
  const random = prng(20261127);
  const demo = users[0].id;
  const conversations: Array<Record<string, unknown>> = [];
  const messages: Array<Record<string, unknown>> = [];
  const readState: Array<Record<string, unknown>> = [];
  // Minutes before now-ish (one day back at 18:00 UTC plus minutes), so each thread has an order.
  const when = (day: number, minute: number) => new Date(at(day, 18).getTime() + minute * 60_000);
  const thread = (
    kind: 'direct' | 'team' | 'match',
    keys: { user_low_id?: string; user_high_id?: string; team_id?: string; match_id?: string },
    lines: Array<[author: string, text: string, day: number, minute: number]>,
    demoReadThrough: number,
  ) => {
    const id = random.uuid();
    const times = lines.map(([, , day, minute]) => when(day, minute));
    conversations.push({ conversation_id: id, kind, user_low_id: null, user_high_id: null, team_id: null, match_id: null, ...keys, created_at: times[0], last_message_at: times.at(-1) });
    lines.forEach(([author, text], k) => messages.push({ message_id: random.uuid(), conversation_id: id, author_id: author, body: text, created_at: times[k] }));
    // The demo player has read up to the given line (index); later lines from others count as unread.
    readState.push({ conversation_id: id, user_id: demo, last_read_at: demoReadThrough < 0 ? null : times[demoReadThrough], muted: false });
  };
  const pair = (a: string, b: string) => (a < b ? { user_low_id: a, user_high_id: b } : { user_low_id: b, user_high_id: a });

  const [ace, blitz, cipher] = [users[1].id, users[2].id, users[3].id];
  thread('direct', pair(demo, ace), [
    [ace, 'Hey! Saw your clutch in the ladder match last night. Want to scrim Thursday?', -1, 0],
    [demo, 'Thanks! Thursday works, 8 pm?', -1, 5],
    [ace, 'Perfect. I will send the lobby code an hour before.', -1, 9],
    [ace, 'Also: our sub dropped out, any chance you can fill for one map?', 0, -30],
  ], 1);
  thread('direct', pair(demo, blitz), [
    [demo, 'GG today, that retake on B was clean.', -3, 0],
    [blitz, 'Haha thanks, we got lucky on the last round.', -3, 12],
  ], 1);
  thread('direct', pair(demo, cipher), [
    [cipher, 'Hi, are you still looking for a co-leader? I play IGL and flex.', -2, 0],
    [cipher, 'Here is my profile: https://clutch.gg/players/cipher', -2, 1],
  ], -1);
  const demoTeam = teams[0].id;
  const roster = rosterOf.get(demoTeam)!.filter((id) => id !== demo);
  thread('team', { team_id: demoTeam }, [
    [demo, 'Practice tonight at 8, warm up in deathmatch first.', -1, 0],
    [roster[0], 'On it. Can we review the Ascent defaults too?', -1, 4],
    [roster[1], 'I will bring the VOD from last week.', -1, 7],
    [roster[2], 'Running 10 min late, start without me.', 0, -20],
  ], 1);
  const upcoming = matches
    .filter((m) => m.status === 'scheduled' && participants.some((p) => p.match_id === m.match_id && p.team_id === demoTeam))
    .sort((a, b) => (a.scheduled_time as Date).getTime() - (b.scheduled_time as Date).getTime())[0];
  const opponent = upcoming && participants.find((p) => p.match_id === upcoming.match_id && p.team_id !== demoTeam);
  const opponentLead = opponent && rosterOf.get(String(opponent.team_id))?.[0];
  if (upcoming && opponentLead) {
    thread('match', { match_id: String(upcoming.match_id) }, [
      [opponentLead, 'GL HF! Are you fine with the default map pool?', -1, 30],
      [demo, 'Yes, default pool is fine. See you at match time.', -1, 40],
      [opponentLead, 'Great, we will be in the lobby 15 minutes early.', 0, -10],
    ], 1);
  }
  await insertRows(db, 'conversations', conversations);
  await insertRows(db, 'messages', messages);
  await insertRows(db, 'conversation_members_state', readState);
}
