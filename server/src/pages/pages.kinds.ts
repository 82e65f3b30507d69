import type DataLoader from 'dataloader';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import type { RequestContext } from '../core/context';
import type { KnownLoader } from '../core/known-loader';
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
  page?: { entity: EntityTarget<P>; ownerKey: keyof P & string; byOwnerId(ctx: RequestContext): KnownLoader<string, P | null> };
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

/** The kinds whose page fields live on a page row of their own. */
type PagedKind = Exclude<PageKind, 'match'>;

/** The owner a kind's edit permission takes. */
type OwnerOf<K extends PagedKind> = Parameters<(typeof pagePermissions)[K]>[1];

const capitalize = <S extends string>(s: S) => (s.charAt(0).toUpperCase() + s.slice(1)) as Capitalize<S>;

/** What the standard row of a paged kind reads from its page row, and what it edits. */
const standardReads = { ...pictureAndBanner, bio: 'bio' } as const;
const standardEditable = (): Record<string, EditableField> => ({ bio: bio(), videoUrl: video() });

/**
 * A row of a kind with a page row of its own. The row states what differs; the rest is the standard page: label,
 * GraphQL type and forbidden message named after the kind, picture and banner on the page row, bio and video read
 * and edited there, the kind's edit permission, the standard REST family (`{entity}_bio`, `{entity}_video_data`)
 * answering with the owner and its page.
 */
function pagedKind<K extends PagedKind, P extends ObjectLiteral, O extends OwnerOf<K> = OwnerOf<K>>(row: {
  kind: K;
  /** The owner's entity and its by-id loader, as `page` names the page row's. */
  owner: { entity: EntityTarget<O>; byId(ctx: RequestContext): DataLoader<string, O | null> };
  page: { entity: EntityTarget<P>; ownerKey: keyof P & string; byOwnerId(ctx: RequestContext): KnownLoader<string, P | null> };
  readFromPage?: Record<string, keyof P & string>;
  editable?: Record<string, EditableField>;
  /** The REST family: its path and multipart stem (default: the kind), its update-profile body, its documented variants. */
  rest?: { entity?: string; profileBody?: Record<string, string>; extra?: Parameters<typeof family>[2] };
  toRest(owner: O, page: P | null): unknown;
}): PageKindSpec<O, P> {
  const label = capitalize(row.kind);
  const entity = row.rest?.entity ?? row.kind;
  // The kind's permission takes that kind's owner (OwnerOf<K>); TypeScript cannot call an indexed generic member.
  const canEdit = pagePermissions[row.kind] as unknown as (ctx: RequestContext, owner: O) => boolean | Promise<boolean>;
  return {
    kind: row.kind,
    label,
    graphqlType: label,
    owner: row.owner.entity,
    ownerById: row.owner.byId,
    page: row.page,
    readFromPage: row.readFromPage ?? (standardReads as Record<string, keyof P & string>),
    editable: row.editable ?? standardEditable(),
    images: pageImages,
    canEdit: (ctx, owner) => canEdit(ctx, owner),
    forbidden: `edit${label}Forbidden` as const,
    rest: {
      routes: family(entity, row.rest?.profileBody ?? { [`${entity}_bio`]: 'bio', [`${entity}_video_data`]: 'videoUrl' }, row.rest?.extra),
      respond: async (ctx, owner) => row.toRest(owner, await row.page.byOwnerId(ctx).load(owner.id)),
    },
  };
}

/** A user's bio and display name live on the user row. */
const user = pagedKind({
  kind: 'user',
  owner: { entity: User, byId: (ctx) => ctx.loaders.userById },
  page: { entity: UserPage, ownerKey: 'userId', byOwnerId: (ctx) => ctx.loaders.userPageByUserId },
  readFromPage: pictureAndBanner,
  editable: {
    displayName: { column: 'displayName', on: 'owner', parse: optionalDisplayName },
    bio: { ...bio(), on: 'owner' },
    videoUrl: video(),
  },
  rest: { profileBody: { display_name: 'displayName', user_bio: 'bio', user_video_data: 'videoUrl' } },
  toRest: toRestUser,
});

const team = pagedKind({
  kind: 'team',
  owner: { entity: Team, byId: (ctx) => ctx.loaders.teamById },
  page: { entity: TeamPage, ownerKey: 'teamId', byOwnerId: (ctx) => ctx.loaders.teamPageByTeamId },
  rest: { extra: { pictureFiles: ['team_pic'] } },
  toRest: toRestTeamPage,
});

const organizer = pagedKind({
  kind: 'organizer',
  owner: { entity: Organizer, byId: (ctx) => ctx.loaders.organizerById },
  page: { entity: OrganizerPage, ownerKey: 'organizerId', byOwnerId: (ctx) => ctx.loaders.organizerPageByOrganizerId },
  toRest: toRestOrganizerPage,
});

/** A league page also carries rules, prize and settings, and an announcement wall. */
const league = pagedKind({
  kind: 'league',
  owner: { entity: League, byId: (ctx) => ctx.loaders.leagueById },
  page: { entity: LeaguePage, ownerKey: 'leagueId', byOwnerId: (ctx) => ctx.loaders.leaguePageByLeagueId },
  readFromPage: { ...standardReads, rules: 'rules', prize: 'prize', settings: 'settings', announcementWallId: 'announcementWallId' },
  editable: {
    ...standardEditable(),
    rules: text('rules', LIMITS.rules, 'rulesTooLong'),
    prize: text('prize', LIMITS.prize, 'prizeTooLong'),
    settings: text('settings', LIMITS.settings, 'settingsTooLong'),
  },
  rest: {
    profileBody: { league_video_data: 'videoUrl', league_bio: 'bio', rules: 'rules', prize: 'prize', settings: 'settings' },
    extra: { bannerFiles: ['league_banner'], pictureFiles: ['league_pic'], picturePaths: ['/league/update-league-pic/:id'], profilePaths: ['/league/update-league-page/:id'] },
  },
  toRest: toRestLeaguePage,
});

/** A tournament page has a comment wall; its REST family is spelled `tourney`. */
const tournament = pagedKind({
  kind: 'tournament',
  owner: { entity: Tournament, byId: (ctx) => ctx.loaders.tournamentById },
  page: { entity: TournamentPage, ownerKey: 'tournamentId', byOwnerId: (ctx) => ctx.loaders.tournamentPageByTournamentId },
  readFromPage: { ...standardReads, commentWallId: 'commentWallId' },
  rest: { entity: 'tourney' },
  toRest: toRestTourneyPage,
});

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
