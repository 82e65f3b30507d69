import type DataLoader from 'dataloader';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import type { RequestContext } from '../core/context';
import type { MessageKey } from '../core/messages';
import { League, LeaguePage, toRestLeaguePage } from '../leagues';
import { Match, toRestMatchInfo } from '../matches';
import { Organizer, OrganizerPage, toRestOrganizerPage } from '../organizers';
import { Team, TeamPage, toRestTeamPage } from '../teams';
import { Tournament, TournamentPage, toRestTourneyPage } from '../tournaments';
import { User, UserPage, toRestUser } from '../users';
import type { ImageSlot } from './pages.images';
import { pagePermissions } from './pages.permissions';
import { LIMITS, optionalDisplayName, optionalText, optionalVideoUrl } from './pages.validation';

/** What a page belongs to. */
export type PageKind = 'user' | 'team' | 'organizer' | 'league' | 'tournament' | 'match';

/** Where a page field is stored: on the owner's own row (users, matches) or on its page row. */
type Storage = 'owner' | 'page';

/** An editable text field: its column, where it lives, and how an edit's raw value is checked (undefined = unchanged). */
export interface EditableField {
  column: string;
  on: Storage;
  parse(value: unknown, field: string): string | null | undefined;
}

/** One REST route of a page's path family (document 2, section 7). */
export interface PageRoute {
  method: 'put' | 'post';
  path: string;
  action: 'image' | 'edit';
  /** image: which slot, and the multipart field names accepted (the first names the field in errors). */
  slot?: ImageSlot;
  files?: string[];
  /** edit: body field name -> editable input name. */
  body?: Record<string, string>;
  /** Where the id comes from when not the `:id` path parameter (a body field). */
  idField?: string;
}

/** A row of the page table: everything reading, editing, uploading and the REST families need to know of a kind. */
export interface PageKindSpec<O extends ObjectLiteral = ObjectLiteral, P extends ObjectLiteral = ObjectLiteral> {
  kind: PageKind;
  /** NOT_FOUND label. */
  label: string;
  /** The GraphQL type the page fields and viewerCanEdit are served on. */
  graphqlType: 'User' | 'Team' | 'Organizer' | 'League' | 'Tournament' | 'Match';
  owner: EntityTarget<O>;
  ownerById(ctx: RequestContext): DataLoader<string, O | null>;
  /** The page row (absent when the page fields live on the owner itself). */
  page?: { entity: EntityTarget<P>; ownerKey: keyof P & string; byOwnerId(ctx: RequestContext): DataLoader<string, P | null> };
  /** Fields read from the page row for GraphQL (field name -> page column). */
  readFromPage: Record<string, keyof P & string>;
  /** Editable text fields by input name. */
  editable: Record<string, EditableField>;
  /** The column each image slot fills. */
  images: Partial<Record<ImageSlot, { column: string; on: Storage }>>;
  canEdit(ctx: RequestContext, owner: O): boolean | Promise<boolean>;
  forbidden: MessageKey;
  /** The REST path family and the answer its routes send. */
  rest: { routes: PageRoute[]; respond(ctx: RequestContext, owner: O): Promise<unknown> };
}

const bio = (limit: number = LIMITS.bio): EditableField => ({ column: 'bio', on: 'page', parse: (v, f) => optionalText(v, f, limit, 'bioTooLong') });
const video = (on: Storage = 'page'): EditableField => ({ column: 'videoUrl', on, parse: optionalVideoUrl });
const text = (column: string, limit: number, tooLong: MessageKey): EditableField => ({
  column,
  on: 'page',
  parse: (v, f) => optionalText(v, f, limit, tooLong),
});
const pageImages = { picture: { column: 'profilePicture', on: 'page' }, banner: { column: 'banner', on: 'page' } } as const;
const pictureAndBanner = { profilePicture: 'profilePicture', banner: 'banner', videoUrl: 'videoUrl' } as const;

/**
 * The standard REST family of a page kind: PUT {family}/update-{entity}-banner/{id} (multipart {entity}_banner_pic),
 * update-{entity}-profile-pic/{id} ({entity}_profile_pic), update-{entity}-video-url/{id} ({entity}_video_data) and
 * update-profile/{id}; `extra` adds a kind's documented variants.
 */
function family(entity: string, profileBody: Record<string, string>, extra: { bannerFiles?: string[]; pictureFiles?: string[]; picturePaths?: string[]; profilePaths?: string[] } = {}): PageRoute[] {
  const base = `/${entity}`;
  return [
    { method: 'put', path: `${base}/update-${entity}-banner/:id`, action: 'image', slot: 'banner', files: [`${entity}_banner_pic`, ...(extra.bannerFiles ?? [])] },
    ...[`${base}/update-${entity}-profile-pic/:id`, ...(extra.picturePaths ?? [])].map(
      (path): PageRoute => ({ method: 'put', path, action: 'image', slot: 'picture', files: [`${entity}_profile_pic`, ...(extra.pictureFiles ?? [])] }),
    ),
    { method: 'put', path: `${base}/update-${entity}-video-url/:id`, action: 'edit', body: { [`${entity}_video_data`]: 'videoUrl' } },
    ...[`${base}/update-profile/:id`, ...(extra.profilePaths ?? [])].map((path): PageRoute => ({ method: 'put', path, action: 'edit', body: profileBody })),
  ];
}

const user: PageKindSpec<User, UserPage> = {
  kind: 'user',
  label: 'User',
  graphqlType: 'User',
  owner: User,
  ownerById: (ctx) => ctx.loaders.userById,
  page: { entity: UserPage, ownerKey: 'userId', byOwnerId: (ctx) => ctx.loaders.userPageByUserId },
  readFromPage: pictureAndBanner,
  editable: {
    displayName: { column: 'displayName', on: 'owner', parse: optionalDisplayName },
    bio: { ...bio(), on: 'owner' },
    videoUrl: video(),
  },
  images: pageImages,
  canEdit: (ctx, owner) => pagePermissions.user(ctx, owner),
  forbidden: 'editUserForbidden',
  rest: {
    routes: family('user', { display_name: 'displayName', user_bio: 'bio', user_video_data: 'videoUrl' }),
    respond: async (ctx, owner) => toRestUser(owner, await ctx.loaders.userPageByUserId.load(owner.id)),
  },
};

const team: PageKindSpec<Team, TeamPage> = {
  kind: 'team',
  label: 'Team',
  graphqlType: 'Team',
  owner: Team,
  ownerById: (ctx) => ctx.loaders.teamById,
  page: { entity: TeamPage, ownerKey: 'teamId', byOwnerId: (ctx) => ctx.loaders.teamPageByTeamId },
  readFromPage: { ...pictureAndBanner, bio: 'bio' },
  editable: { bio: bio(), videoUrl: video() },
  images: pageImages,
  canEdit: (ctx, owner) => pagePermissions.team(ctx, owner),
  forbidden: 'editTeamForbidden',
  rest: {
    routes: family('team', { team_bio: 'bio', team_video_data: 'videoUrl' }, { pictureFiles: ['team_pic'] }),
    respond: async (ctx, owner) => toRestTeamPage(owner, await ctx.loaders.teamPageByTeamId.load(owner.id)),
  },
};

const organizer: PageKindSpec<Organizer, OrganizerPage> = {
  kind: 'organizer',
  label: 'Organizer',
  graphqlType: 'Organizer',
  owner: Organizer,
  ownerById: (ctx) => ctx.loaders.organizerById,
  page: { entity: OrganizerPage, ownerKey: 'organizerId', byOwnerId: (ctx) => ctx.loaders.organizerPageByOrganizerId },
  readFromPage: { ...pictureAndBanner, bio: 'bio' },
  editable: { bio: bio(), videoUrl: video() },
  images: pageImages,
  canEdit: (ctx, owner) => pagePermissions.organizer(ctx, owner),
  forbidden: 'editOrganizerForbidden',
  rest: {
    routes: family('organizer', { organizer_bio: 'bio', organizer_video_data: 'videoUrl' }),
    respond: async (ctx, owner) => toRestOrganizerPage(owner, await ctx.loaders.organizerPageByOrganizerId.load(owner.id)),
  },
};

const league: PageKindSpec<League, LeaguePage> = {
  kind: 'league',
  label: 'League',
  graphqlType: 'League',
  owner: League,
  ownerById: (ctx) => ctx.loaders.leagueById,
  page: { entity: LeaguePage, ownerKey: 'leagueId', byOwnerId: (ctx) => ctx.loaders.leaguePageByLeagueId },
  readFromPage: { ...pictureAndBanner, bio: 'bio', rules: 'rules', prize: 'prize', settings: 'settings', announcementWallId: 'announcementWallId' },
  editable: {
    bio: bio(),
    videoUrl: video(),
    rules: text('rules', LIMITS.rules, 'rulesTooLong'),
    prize: text('prize', LIMITS.prize, 'prizeTooLong'),
    settings: text('settings', LIMITS.settings, 'settingsTooLong'),
  },
  images: pageImages,
  canEdit: (ctx, owner) => pagePermissions.league(ctx, owner),
  forbidden: 'editLeagueForbidden',
  rest: {
    routes: family(
      'league',
      { league_video_data: 'videoUrl', league_bio: 'bio', rules: 'rules', prize: 'prize', settings: 'settings' },
      { bannerFiles: ['league_banner'], pictureFiles: ['league_pic'], picturePaths: ['/league/update-league-pic/:id'], profilePaths: ['/league/update-league-page/:id'] },
    ),
    respond: async (ctx, owner) => toRestLeaguePage(owner, await ctx.loaders.leaguePageByLeagueId.load(owner.id)),
  },
};

const tournament: PageKindSpec<Tournament, TournamentPage> = {
  kind: 'tournament',
  label: 'Tournament',
  graphqlType: 'Tournament',
  owner: Tournament,
  ownerById: (ctx) => ctx.loaders.tournamentById,
  page: { entity: TournamentPage, ownerKey: 'tournamentId', byOwnerId: (ctx) => ctx.loaders.tournamentPageByTournamentId },
  readFromPage: { ...pictureAndBanner, bio: 'bio', commentWallId: 'commentWallId' },
  editable: { bio: bio(), videoUrl: video() },
  images: pageImages,
  canEdit: (ctx, owner) => pagePermissions.tournament(ctx, owner),
  forbidden: 'editTournamentForbidden',
  rest: {
    routes: family('tourney', { tourney_bio: 'bio', tourney_video_data: 'videoUrl' }),
    respond: async (ctx, owner) => toRestTourneyPage(owner, await ctx.loaders.tournamentPageByTournamentId.load(owner.id)),
  },
};

/** A match keeps its banner and video on its own row and has no picture. */
const match: PageKindSpec<Match> = {
  kind: 'match',
  label: 'Match',
  graphqlType: 'Match',
  owner: Match,
  ownerById: (ctx) => ctx.loaders.matchById,
  readFromPage: {},
  editable: { videoUrl: video('owner') },
  images: { banner: { column: 'banner', on: 'owner' } },
  canEdit: (ctx, owner) => pagePermissions.match(ctx, owner),
  forbidden: 'editMatchForbidden',
  rest: {
    routes: [
      { method: 'post', path: '/league/update-match-video', action: 'edit', idField: 'match_id', body: { video_data: 'videoUrl' } },
      { method: 'put', path: '/league/update-match-banner/:id', action: 'image', slot: 'banner', files: ['league_match_banner', 'match_banner', 'match_banner_pic'] },
    ],
    respond: async (_ctx, owner) => toRestMatchInfo(owner),
  },
};

/** The page table: adding a page kind is adding a row here. */
export const PAGE_KINDS: Record<PageKind, PageKindSpec<any, any>> = { user, team, organizer, league, tournament, match };
