import type { ObjectLiteral } from 'typeorm';
import type { RequestContext } from '../core/context';
import { getEntityOrThrow } from '../core/entities';
import { AppError } from '../core/errors';
import { Messages } from '../core/messages';
import { inTransaction } from '../core/transaction';
import { mapKnown } from '../core/known-loader';
import { requireViewer } from '../core/viewer';
import { processImage, type ImageSlot, type ImageUpload } from './pages.images';
import { PAGE_KINDS, type PageKind, type PageKindSpec } from './pages.kinds';
import { changedFields } from './pages.validation';

type Row = ObjectLiteral;

/** The owner row (strictly by id), after the viewer is known to be signed in, and the edit permission checked. */
async function editableOwner(ctx: RequestContext, spec: PageKindSpec, id: unknown): Promise<Row> {
  requireViewer(ctx);
  const owner = await getEntityOrThrow(ctx, spec.owner, id, spec.label, spec.ownerById(ctx));
  if (!(await spec.canEdit(ctx, owner))) throw AppError.forbidden(Messages[spec.forbidden]);
  return owner;
}

/**
 * Writes owner-row and page-row changes in one transaction (the page row is created on first edit, one upsert on the
 * owner's unique key), then refreshes the request's loaders so the answer shows the new values.
 */
async function save(ctx: RequestContext, spec: PageKindSpec, owner: Row, ownerChanges: Row, pageChanges: Row): Promise<void> {
  const hasOwner = Object.keys(ownerChanges).length > 0;
  const hasPage = Object.keys(pageChanges).length > 0;
  if (!hasOwner && !hasPage) return;
  const page = await inTransaction(ctx, async (tx) => {
    if (hasOwner) await tx.db.getRepository(spec.owner).update({ id: owner.id }, ownerChanges);
    if (!hasPage || !spec.page) return null;
    const repo = tx.db.getRepository(spec.page.entity);
    await repo.upsert({ ...pageChanges, [spec.page.ownerKey]: owner.id }, { conflictPaths: [spec.page.ownerKey] });
    return repo.findOneByOrFail({ [spec.page.ownerKey]: owner.id });
  });
  Object.assign(owner, ownerChanges);
  spec.ownerById(ctx).clear(owner.id).prime(owner.id, owner);
  if (page && spec.page) spec.page.byOwnerId(ctx).clear(owner.id).prime(owner.id, page);
}

/** The owner's page row: at once when the request already holds it, else once loaded. */
function currentPage(ctx: RequestContext, spec: PageKindSpec, owner: Row): Row | null | Promise<Row | null> {
  return spec.page ? spec.page.byOwnerId(ctx).loadKnown(owner.id) : null;
}

/**
 * Page editing for every page kind of the table (spec 02 section 6). Every edit checks in the same order: signed in
 * (UNAUTHENTICATED), a well-formed id (BAD_USER_INPUT), the page exists (NOT_FOUND), the viewer may edit it
 * (FORBIDDEN), the input is valid (BAD_USER_INPUT); then only changed fields are written. A refused edit or upload
 * writes nothing.
 */
export const pagesService = {
  /** Text fields of a page (fields the kind does not have are ignored; omitted means unchanged). */
  async update(ctx: RequestContext, kind: PageKind, id: unknown, input: Record<string, unknown>): Promise<Row> {
    const spec = PAGE_KINDS[kind];
    const owner = await editableOwner(ctx, spec, id);
    const next: Record<'owner' | 'page', Row> = { owner: {}, page: {} };
    for (const [name, field] of Object.entries(spec.editable)) {
      const value = field.parse(input[name], name);
      if (value !== undefined) next[field.on][field.column] = value;
    }
    const page = await currentPage(ctx, spec, owner);
    await save(ctx, spec, owner, changedFields(owner, next.owner), changedFields(page, next.page));
    return owner;
  },

  /**
   * A picture or banner upload: checked by content, resized, re-encoded to WebP and stored under its content hash,
   * and its URL saved on the page.
   */
  /**
   * Checked before an upload's multipart body is read: an anonymous caller gets 401 without us buffering megabytes.
   * (Which page it is, and the edit permission, need the parsed body; uploadImage checks them.)
   */
  assertMayUpload(ctx: RequestContext): void {
    requireViewer(ctx);
  },

  async uploadImage(ctx: RequestContext, kind: PageKind, id: unknown, slot: ImageSlot, upload: ImageUpload): Promise<Row> {
    const spec = PAGE_KINDS[kind];
    const owner = await editableOwner(ctx, spec, id);
    const target = spec.images[slot];
    if (!target) throw AppError.badInput(Messages.imageSlotUnknown);
    if (!upload.bytes || upload.bytes.length === 0) {
      const message = Messages.imageRequired.replace('{field}', upload.field);
      throw AppError.badInput(message, { [upload.field]: message });
    }
    const image = await processImage({ field: upload.field, bytes: upload.bytes }, slot);
    const url = await ctx.app.storage.put(`${kind}/${slot}/${image.hash}.webp`, image.bytes, 'image/webp');
    const change = { [target.column]: url };
    if (target.on === 'owner') await save(ctx, spec, owner, changedFields(owner, change), {});
    else await save(ctx, spec, owner, {}, changedFields(await currentPage(ctx, spec, owner), change));
    return owner;
  },

  /** viewerCanEdit of a page (false when signed out). */
  canEdit(ctx: RequestContext, kind: PageKind, owner: Row): boolean | Promise<boolean> {
    return ctx.viewer ? PAGE_KINDS[kind].canEdit(ctx, owner) : false;
  },

  /** A field stored on the page row (null until the page exists). */
  pageField(ctx: RequestContext, kind: PageKind, owner: Row, column: string): unknown {
    // A page the request already holds (e.g. primed by a list's own statement) answers without a promise.
    return mapKnown(currentPage(ctx, PAGE_KINDS[kind], owner), (row) => row?.[column] ?? null);
  },
};
