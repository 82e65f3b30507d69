import { Column, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, type Relation } from 'typeorm';

/**
 * The two properties that tie a row to the row owning it, named after the owner `N`: `{N}Id`, the owner's uuid in the
 * column `{N}_id`, and `{N}`, the owner row itself over the same column (the row goes when its owner is deleted).
 */
export type OwnedBy<N extends string, Owner> = { [K in `${N}Id`]: string } & { [K in N]: Relation<Owner> };

/** An owner: its entity (as TypeORM's relation decorators take it, late-bound) and the name of its properties. */
export interface Owner<N extends string, O> {
  entity: () => abstract new (...args: any[]) => O;
  name: N;
}

/**
 * The owner's half of a composite primary key (an entry's competition, a membership's group: many rows per owner), as
 * an abstract base class the row's columns extend (TypeORM reads a parent's columns as the entity's own; the key
 * stays first): `{name}Id` in `{name}_id` and the owner row.
 *
 *   const TeamMembershipKey = OwnerKey({ entity: () => Team, name: 'team' }); // teamId (team_id) and team
 */
export function OwnerKey<N extends string, O>({ entity, name }: Owner<N, O>) {
  abstract class Key {}
  PrimaryColumn('uuid', { name: `${name}_id` })(Key.prototype, `${name}Id`);
  ManyToOne(entity, { onDelete: 'CASCADE' })(Key.prototype, name);
  JoinColumn({ name: `${name}_id` })(Key.prototype, name);
  return Key as abstract new () => OwnedBy<N, O>;
}

/**
 * Adds a page's owner to a page columns class (one page per owner): `{name}Id` in `{name}_id` (`unique` where the
 * table says so) and the owner row, one to one.
 */
export function withPageOwner<Page extends object, N extends string, O>(
  PageClass: abstract new () => Page,
  { entity, name, unique }: Owner<N, O> & { unique?: boolean },
) {
  Column({ name: `${name}_id`, type: 'uuid', ...(unique ? { unique } : {}) })(PageClass.prototype, `${name}Id`);
  OneToOne(entity, { onDelete: 'CASCADE' })(PageClass.prototype, name);
  JoinColumn({ name: `${name}_id` })(PageClass.prototype, name);
  return PageClass as abstract new () => Page & OwnedBy<N, O>;
}
