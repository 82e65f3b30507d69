import type DataLoader from 'dataloader';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { requireViewer } from '../auth/viewer';
import type { RequestContext } from '../core/context';
import { getEntityOrThrow } from '../core/entities';
import { AppError } from '../core/errors';
import { Messages } from '../core/messages';
import { inTransaction } from '../core/transaction';
import { League, LeaguePage } from '../leagues/leagues.entities';
import { Match } from '../matches/matches.entities';
import { matchesService } from '../matches/matches.service';
import { Organizer, OrganizerPage } from '../organizers/organizers.entities';
import { Team, TeamPage } from '../teams/teams.entities';
import { User, UserPage } from '../users/users.entities';
import { processImage, type ImageSlot, type ImageUpload } from './profiles.images';
import { assertCanEdit, pagePermissions, type PageKind } from './profiles.permissions';
import { changedFields, LIMITS, optionalDisplayName, optionalText, optionalVideoUrl } from './profiles.validation';

/** Fields of an edit as the client sent them; each adapter maps its own names onto these. Omitted means unchanged. */
export interface UserProfileInput {
  displayName?: unknown;
  bio?: unknown;
  videoUrl?: unknown;
}
export interface PageProfileInput {
  bio?: unknown;
  videoUrl?: unknown;
}
export interface LeagueProfileInput extends PageProfileInput {
  rules?: unknown;
  prize?: unknown;
  settings?: unknown;
}

/** The page rows that hold pictures, banners, bios and videos: one per user, team, organizer or league. */
type PageRow = UserPage | TeamPage | OrganizerPage | LeaguePage;

/**
 * Writes only the changed columns of a page row, creating the row when the owner has none yet (one upsert on the
 * owner's unique key), then refreshes the request's page loader so the answer shows the new values. The current
 * row is read through the loader first, before any transaction: inside one, only `ctx.db` may be used (on the
 * embedded PGlite every connection shares one backend, so a read on another connection would wait for the commit).
 */
async function writePage<P extends PageRow & ObjectLiteral>(
  ctx: RequestContext,
  target: EntityTarget<P>,
  ownerKey: keyof P & string,
  ownerId: string,
  loader: DataLoader<string, P | null>,
  next: Partial<P>,
): Promise<void> {
  const changes = changedFields<P>(await loader.load(ownerId), next);
  if (Object.keys(changes).length === 0) return;
  const page = await upsertPage(ctx, target, ownerKey, ownerId, changes);
  loader.clear(ownerId).prime(ownerId, page);
}

async function upsertPage<P extends PageRow & ObjectLiteral>(
  ctx: RequestContext,
  target: EntityTarget<P>,
  ownerKey: keyof P & string,
  ownerId: string,
  changes: Partial<P>,
): Promise<P> {
  const repo = ctx.db.getRepository(target);
  await repo.upsert({ ...changes, [ownerKey]: ownerId } as never, { conflictPaths: [ownerKey] });
  return repo.findOneByOrFail({ [ownerKey]: ownerId } as never);
}

/** Which page column an image slot fills. */
const COLUMN: Record<ImageSlot, 'profilePicture' | 'banner'> = { picture: 'profilePicture', banner: 'banner' };

async function storeImage(ctx: RequestContext, kind: PageKind, slot: ImageSlot, upload: ImageUpload) {
  if (!upload.bytes || upload.bytes.length === 0) {
    const message = Messages.imageRequired.replace('{field}', upload.field);
    throw AppError.badInput(message, { [upload.field]: message });
  }
  const image = await processImage({ field: upload.field, bytes: upload.bytes }, slot);
  return ctx.app.storage.put(`${kind}/${slot}/${image.hash}.webp`, image.bytes, 'image/webp');
}

/** Writes the changed columns of a match (video, banner) and refreshes the request's match loader. */
async function saveMatch(ctx: RequestContext, match: Match, changes: Partial<Match>): Promise<Match> {
  if (Object.keys(changes).length > 0) {
    await ctx.db.getRepository(Match).update({ id: match.id }, changes);
    Object.assign(match, changes);
    ctx.loaders.matchById.clear(match.id).prime(match.id, match);
  }
  return match;
}

/**
 * Page editing for users, teams, organizers, leagues and matches (spec 02 section 6). Every method checks in the same
 * order: signed in (UNAUTHENTICATED), a well-formed id (BAD_USER_INPUT), the page exists (NOT_FOUND), the viewer may
 * edit it (FORBIDDEN), the input is valid (BAD_USER_INPUT); then only changed fields are written. A refused edit
 * or upload writes nothing.
 */
export const profilesService = {
  /** Display name, bio and video of one's own page. */
  async updateUserProfile(ctx: RequestContext, userId: unknown, input: UserProfileInput): Promise<User> {
    requireViewer(ctx);
    const user = await getEntityOrThrow(ctx, User, userId, 'User');
    await assertCanEdit(ctx, 'user', (c) => pagePermissions.user(c, user));
    const displayName = optionalDisplayName(input.displayName, 'displayName');
    const bio = optionalText(input.bio, 'bio', LIMITS.bio, 'bioTooLong');
    const videoUrl = optionalVideoUrl(input.videoUrl, 'videoUrl');
    const userChanges = changedFields<User>(user, { displayName, bio });
    const pageChanges = changedFields<UserPage>(await ctx.loaders.userPageByUserId.load(user.id), { videoUrl });
    // users and users_page change together or not at all
    const page = await inTransaction(ctx, async (tx) => {
      if (Object.keys(userChanges).length > 0) await tx.db.getRepository(User).update({ id: user.id }, userChanges);
      return Object.keys(pageChanges).length > 0 ? upsertPage(tx, UserPage, 'userId', user.id, pageChanges) : null;
    });
    Object.assign(user, userChanges);
    ctx.loaders.userById.clear(user.id).prime(user.id, user);
    if (page) ctx.loaders.userPageByUserId.clear(user.id).prime(user.id, page);
    return user;
  },

  /** Bio and video of a team page; its leader only. */
  async updateTeamProfile(ctx: RequestContext, teamId: unknown, input: PageProfileInput): Promise<Team> {
    requireViewer(ctx);
    const team = await getEntityOrThrow(ctx, Team, teamId, 'Team');
    await assertCanEdit(ctx, 'team', (c) => pagePermissions.team(c, team));
    const bio = optionalText(input.bio, 'bio', LIMITS.bio, 'bioTooLong');
    const videoUrl = optionalVideoUrl(input.videoUrl, 'videoUrl');
    await writePage(ctx, TeamPage, 'teamId', team.id, ctx.loaders.teamPageByTeamId, { bio, videoUrl });
    return team;
  },

  /** Bio and video of an organizer page; its owner only. */
  async updateOrganizerProfile(ctx: RequestContext, organizerId: unknown, input: PageProfileInput): Promise<Organizer> {
    requireViewer(ctx);
    const organizer = await getEntityOrThrow(ctx, Organizer, organizerId, 'Organizer');
    await assertCanEdit(ctx, 'organizer', (c) => pagePermissions.organizer(c, organizer));
    const bio = optionalText(input.bio, 'bio', LIMITS.bio, 'bioTooLong');
    const videoUrl = optionalVideoUrl(input.videoUrl, 'videoUrl');
    await writePage(ctx, OrganizerPage, 'organizerId', organizer.id, ctx.loaders.organizerPageByOrganizerId, { bio, videoUrl });
    return organizer;
  },

  /** Bio, video, rules, prizes and settings of a league page; owner or super_admin of its organizer. */
  async updateLeagueProfile(ctx: RequestContext, leagueId: unknown, input: LeagueProfileInput): Promise<League> {
    requireViewer(ctx);
    const league = await getEntityOrThrow(ctx, League, leagueId, 'League');
    await assertCanEdit(ctx, 'league', (c) => pagePermissions.league(c, league));
    const next = {
      bio: optionalText(input.bio, 'bio', LIMITS.bio, 'bioTooLong'),
      videoUrl: optionalVideoUrl(input.videoUrl, 'videoUrl'),
      rules: optionalText(input.rules, 'rules', LIMITS.rules, 'rulesTooLong'),
      prize: optionalText(input.prize, 'prize', LIMITS.prize, 'prizeTooLong'),
      settings: optionalText(input.settings, 'settings', LIMITS.settings, 'settingsTooLong'),
    };
    await writePage(ctx, LeaguePage, 'leagueId', league.id, ctx.loaders.leaguePageByLeagueId, next);
    return league;
  },

  /** The video of a match page; owner or super_admin of the organizer running its league (or tournament). */
  async updateMatchVideo(ctx: RequestContext, matchId: unknown, videoUrl: unknown): Promise<Match> {
    requireViewer(ctx);
    const match = await matchesService.getMatch(ctx, matchId);
    await assertCanEdit(ctx, 'match', (c) => pagePermissions.match(c, match));
    const changes = changedFields<Match>(match, { videoUrl: optionalVideoUrl(videoUrl, 'videoUrl') });
    return saveMatch(ctx, match, changes);
  },

  /**
   * A picture or banner upload: checked by content, resized, re-encoded to WebP and stored under its content hash,
   * and its URL saved on the page.
   */
  async uploadUserImage(ctx: RequestContext, userId: unknown, slot: ImageSlot, upload: ImageUpload) {
    requireViewer(ctx);
    const user = await getEntityOrThrow(ctx, User, userId, 'User');
    await assertCanEdit(ctx, 'user', (c) => pagePermissions.user(c, user));
    const url = await storeImage(ctx, 'user', slot, upload);
    await writePage(ctx, UserPage, 'userId', user.id, ctx.loaders.userPageByUserId, { [COLUMN[slot]]: url });
    return user;
  },

  async uploadTeamImage(ctx: RequestContext, teamId: unknown, slot: ImageSlot, upload: ImageUpload) {
    requireViewer(ctx);
    const team = await getEntityOrThrow(ctx, Team, teamId, 'Team');
    await assertCanEdit(ctx, 'team', (c) => pagePermissions.team(c, team));
    const url = await storeImage(ctx, 'team', slot, upload);
    await writePage(ctx, TeamPage, 'teamId', team.id, ctx.loaders.teamPageByTeamId, { [COLUMN[slot]]: url });
    return team;
  },

  async uploadOrganizerImage(ctx: RequestContext, organizerId: unknown, slot: ImageSlot, upload: ImageUpload) {
    requireViewer(ctx);
    const organizer = await getEntityOrThrow(ctx, Organizer, organizerId, 'Organizer');
    await assertCanEdit(ctx, 'organizer', (c) => pagePermissions.organizer(c, organizer));
    const url = await storeImage(ctx, 'organizer', slot, upload);
    await writePage(ctx, OrganizerPage, 'organizerId', organizer.id, ctx.loaders.organizerPageByOrganizerId, { [COLUMN[slot]]: url });
    return organizer;
  },

  async uploadLeagueImage(ctx: RequestContext, leagueId: unknown, slot: ImageSlot, upload: ImageUpload) {
    requireViewer(ctx);
    const league = await getEntityOrThrow(ctx, League, leagueId, 'League');
    await assertCanEdit(ctx, 'league', (c) => pagePermissions.league(c, league));
    const url = await storeImage(ctx, 'league', slot, upload);
    await writePage(ctx, LeaguePage, 'leagueId', league.id, ctx.loaders.leaguePageByLeagueId, { [COLUMN[slot]]: url });
    return league;
  },

  /** A match has a banner only (no picture). */
  async uploadMatchBanner(ctx: RequestContext, matchId: unknown, upload: ImageUpload): Promise<Match> {
    requireViewer(ctx);
    const match = await matchesService.getMatch(ctx, matchId);
    await assertCanEdit(ctx, 'match', (c) => pagePermissions.match(c, match));
    const banner = await storeImage(ctx, 'match', 'banner', upload);
    return saveMatch(ctx, match, changedFields<Match>(match, { banner }));
  },

  /** viewerCanEdit of each page type (false when signed out). */
  canEditUser: (ctx: RequestContext, user: User) => pagePermissions.user(ctx, user),
  canEditTeam: (ctx: RequestContext, team: Team) => pagePermissions.team(ctx, team),
  canEditOrganizer: (ctx: RequestContext, organizer: Organizer) => pagePermissions.organizer(ctx, organizer),
  canEditLeague: (ctx: RequestContext, league: League) => pagePermissions.league(ctx, league),
};
