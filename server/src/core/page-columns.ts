import { Column, PrimaryGeneratedColumn } from 'typeorm';
import { withPageOwner, type Owner } from './owner-columns';

/** How a page table names its columns, and the row the page belongs to. */
export interface PageNames<N extends string, O> {
  idColumn: string;
  prefix: string;
  /** The owner, `{name}Id` (`{name}_id`) and `{name}` on the page; `unique` where the table's owner column is. */
  owner: Owner<N, O> & { unique?: boolean };
}

/**
 * The columns every public page table shares, as an abstract base class its entity extends (TypeORM reads a
 * parent's columns as the entity's own, so each table keeps its column names and no migration is involved):
 * the page's own id `{idColumn}`, its owner (`owner`) and the media the page editor fills, named after the
 * table's `prefix`: `{prefix}_video_data`, `{prefix}_profile_pic`, `{prefix}_banner`.
 *
 *   @Entity('team_page')
 *   export class TeamPage extends PageColumnsWithBio({ idColumn: 'team_page_id', prefix: 'team', owner: { entity: () => Team, name: 'team' } }) { ... }
 */
export function PageColumns<N extends string, O>(names: PageNames<N, O>) {
  return withPageOwner(PageMediaColumns(names), names.owner);
}

/** `PageColumns` plus the page's bio, `{prefix}_bio` (a user's bio lives on the user row instead). */
export function PageColumnsWithBio<N extends string, O>(names: PageNames<N, O>) {
  abstract class PageMediaAndBioColumns extends PageMediaColumns(names) {
    @Column({ name: `${names.prefix}_bio`, type: 'text', nullable: true })
    bio: string | null;
  }
  return withPageOwner(PageMediaAndBioColumns, names.owner);
}

function PageMediaColumns({ idColumn, prefix }: { idColumn: string; prefix: string }) {
  abstract class PageMediaColumns {
    @PrimaryGeneratedColumn('uuid', { name: idColumn })
    id: string;

    @Column({ name: `${prefix}_video_data`, type: 'text', nullable: true })
    videoUrl: string | null;

    @Column({ name: `${prefix}_profile_pic`, type: 'text', nullable: true })
    profilePicture: string | null;

    @Column({ name: `${prefix}_banner`, type: 'text', nullable: true })
    banner: string | null;
  }
  return PageMediaColumns;
}

/** The media columns of a page as read, whatever its kind. */
interface PageMedia {
  videoUrl: string | null;
  profilePicture: string | null;
  banner: string | null;
}

/** A page's media as the REST facade names them, after the page table's prefix `P`. */
type RestPageMedia<P extends string> = Record<`${P}_video_data` | `${P}_profile_pic` | `${P}_banner`, string | null>;

/**
 * A page's media in the REST facade's names, which are its columns' names (`{prefix}_video_data`,
 * `{prefix}_profile_pic`, `{prefix}_banner`); null before the page exists.
 */
export function toRestPageMedia<P extends string>(prefix: P, page: PageMedia | null): RestPageMedia<P> {
  return {
    [`${prefix}_video_data`]: page?.videoUrl ?? null,
    [`${prefix}_profile_pic`]: page?.profilePicture ?? null,
    [`${prefix}_banner`]: page?.banner ?? null,
  } as RestPageMedia<P>;
}

/** `toRestPageMedia` after the page's bio, `{prefix}_bio`. */
export function toRestPageMediaWithBio<P extends string>(prefix: P, page: (PageMedia & { bio: string | null }) | null) {
  return { [`${prefix}_bio`]: page?.bio ?? null, ...toRestPageMedia(prefix, page) } as Record<`${P}_bio`, string | null> & RestPageMedia<P>;
}
