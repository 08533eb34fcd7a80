import 'server-only';
import type { z } from 'zod';
import { ApiError } from '../../../contract';
import type { adminEndpoints } from '../../../contract/admin';
import { BLOG_POST_MESSAGES, type AdminBlogPost, type createBlogPostBody } from '../../../contract/admin-blog';
import { sanitizeArticleHtml, htmlToExcerpt } from '../../../sanitize-html';
import { CACHE_TAGS, expireCachedReads } from '../../cached-reads';
import { getDatabase, type Executor } from '../../db/connection';
import type { StaffRequestContext } from '../request-context';
import { recordAudit } from '../staff/audit';
import { actorOf } from '../staff/staff-auth';
import * as blog from './repositories/blog';

type Endpoints = typeof adminEndpoints;
type Input<N extends keyof Endpoints> = z.output<Endpoints[N]['input']>;
type Output<N extends keyof Endpoints> = z.output<Endpoints[N]['response']>;
type PostFields = z.output<typeof createBlogPostBody>;

export const BLOG_POST_NOT_FOUND_MESSAGE = 'Blog post not found';
export const BLOG_BODY_EMPTY_MESSAGE = 'is required: write the post';
export const BLOG_PRODUCT_UNKNOWN_MESSAGE = 'is not a product of the shop';
export const BLOG_POST_PUBLIC_ALREADY_MESSAGE =
  'This post is already public. Unpublish it first if it should wait for a later time.';

/** Today's date (UTC) of an ISO time: the date a post shows. */
function dayOf(iso: string): string {
  return iso.slice(0, 10);
}

function statusOf(row: blog.BlogPostRow, now: string): AdminBlogPost['status'] {
  if (row.draft === 1) return 'draft';
  return row.publish_at !== null && row.publish_at > now ? 'scheduled' : 'published';
}

function postOf(row: blog.AdminBlogPostRow, now: string): AdminBlogPost {
  const status = statusOf(row, now);
  return {
    id: row.id,
    title: row.title,
    description_html: row.description_html,
    picture: { url: row.image, alt: row.image_alt },
    product_id: row.product_id,
    product_link: row.product_id === null ? null : `/product/${row.product_id}`,
    status,
    publish_at: row.publish_at,
    date: row.published_on,
    created_at: row.created_at,
    updated_at: row.updated_at,
    updated_by: row.updated_by_name,
    version: row.version,
    storefront_path: `/blog/${row.id}`,
    allowed_actions:
      status === 'published'
        ? ['edit', 'unpublish']
        : status === 'scheduled'
          ? ['edit', 'publish', 'unpublish']
          : ['edit', 'publish'],
  };
}

/** What an audit entry keeps of a post. */
function auditFieldsOf(row: blog.BlogPostRow) {
  return {
    title: row.title,
    description_html: row.description_html,
    picture: { url: row.image, alt: row.image_alt },
    product_id: row.product_id,
    draft: row.draft === 1,
    publish_at: row.publish_at,
    date: row.published_on,
  };
}

async function findOr404(db: Executor, id: number): Promise<blog.AdminBlogPostRow> {
  const row = await blog.findPostForAdmin(db, id);
  if (!row) throw new ApiError('not_found', BLOG_POST_NOT_FOUND_MESSAGE, { field: 'post_id' });
  return row;
}

/** The columns a save writes: the body sanitised (the storefront's own sanitiser), the product checked. */
async function columnsOf(db: Executor, fields: PostFields) {
  const html = sanitizeArticleHtml(fields.description_html).trim();
  if (htmlToExcerpt(html, 10) === '')
    throw new ApiError('invalid_request', BLOG_BODY_EMPTY_MESSAGE, { field: 'description_html' });
  const productId = fields.product_link ?? null;
  if (productId !== null && !(await blog.productExists(db, productId)))
    throw new ApiError('invalid_request', BLOG_PRODUCT_UNKNOWN_MESSAGE, { field: 'product_link' });
  return {
    title: fields.title,
    description_html: html,
    image: fields.picture.url,
    image_alt: fields.picture.alt,
    product_id: productId,
  };
}

const FIELD_LABELS: Record<string, string> = {
  title: 'title',
  description_html: 'text',
  picture: 'picture',
  product_id: 'product link',
};

/** 409: made from an older version; says who changed it since and which fields now differ from this one. */
function staleError(current: blog.AdminBlogPostRow, mine: Record<string, unknown> | null) {
  const theirs: Record<string, unknown> = auditFieldsOf(current);
  const differing =
    mine === null
      ? []
      : Object.keys(FIELD_LABELS).filter((field) => JSON.stringify(theirs[field]) !== JSON.stringify(mine[field]));
  const who = current.updated_by_name ?? 'someone else';
  return new ApiError(
    'conflict',
    `${who} changed this post since you opened it${differing.length > 0 ? `; their version differs from yours in: ${differing.map((field) => FIELD_LABELS[field]).join(', ')}` : ''}. Reload to see their changes, then make yours again.`,
    {
      field: 'version',
      errors: differing.map((field) => ({ field, message: `was saved by ${who} differently` })),
    },
  );
}

/**
 * One change of a post in a transaction: over the version it was made from (409 otherwise), audited with
 * before and after; the blog's cached reads expire after it.
 */
async function changePost(
  context: StaffRequestContext,
  postId: number,
  version: number,
  action: string,
  change: (before: blog.AdminBlogPostRow, now: string, trx: Executor) => Promise<Record<string, unknown> | null>,
  mine: Record<string, unknown> | null,
): Promise<{ changed: boolean; post: AdminBlogPost }> {
  const { db } = await getDatabase();
  const changed = await db.transaction().execute(async (trx) => {
    const before = await findOr404(trx, postId);
    if (before.version !== version) throw staleError(before, mine);
    const now = new Date().toISOString();
    const values = await change(before, now, trx);
    if (values === null) return false;
    if (
      !(await blog.updatePostAtVersion(trx, postId, version, {
        ...values,
        updated_at: now,
        updated_by_staff_id: context.staff.id,
      }))
    )
      throw staleError(await findOr404(trx, postId), mine);
    const after = await findOr404(trx, postId);
    await recordAudit(trx, actorOf(context), {
      action,
      entityType: 'blog_post',
      entityId: postId,
      before: auditFieldsOf(before),
      after: auditFieldsOf(after),
      at: now,
    });
    return true;
  });
  if (changed) await expireCachedReads(CACHE_TAGS.blog);
  return { changed, post: postOf(await findOr404(db, postId), new Date().toISOString()) };
}

/** GET /api/admin/blog/ */
export async function listBlogPosts(
  _input: Input<'listBlogPosts'>,
  _context: StaffRequestContext,
): Promise<Output<'listBlogPosts'>> {
  const { db } = await getDatabase();
  const now = new Date().toISOString();
  return { data: (await blog.listPostsForAdmin(db)).map((row) => postOf(row, now)) };
}

/** GET /api/admin/blog/{post_id}/ */
export async function getBlogPost(
  input: Input<'getBlogPost'>,
  _context: StaffRequestContext,
): Promise<Output<'getBlogPost'>> {
  const { db } = await getDatabase();
  return { post: postOf(await findOr404(db, input.post_id), new Date().toISOString()) };
}

/** POST /api/admin/blog/: a new draft, audited. */
export async function createBlogPost(
  input: Input<'createBlogPost'>,
  context: StaffRequestContext,
): Promise<Output<'createBlogPost'>> {
  const { db } = await getDatabase();
  const id = await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const created = await blog.insertPost(trx, {
      ...(await columnsOf(trx, input)),
      draft: 1,
      publish_at: null,
      published_on: dayOf(now),
      created_at: now,
      updated_at: now,
      updated_by_staff_id: context.staff.id,
    });
    await recordAudit(trx, actorOf(context), {
      action: 'blog_post.create',
      entityType: 'blog_post',
      entityId: created,
      before: null,
      after: auditFieldsOf(await findOr404(trx, created)),
      at: now,
    });
    return created;
  });
  // A draft shows nowhere, but the expiry keeps every change of the blog one rule.
  await expireCachedReads(CACHE_TAGS.blog);
  return {
    message: BLOG_POST_MESSAGES.created,
    changed: true,
    post: postOf(await findOr404(db, id), new Date().toISOString()),
  };
}

/** POST /api/admin/blog/{post_id}/: every field over the version it was made from; its status stays. */
export async function updateBlogPost(
  input: Input<'updateBlogPost'>,
  context: StaffRequestContext,
): Promise<Output<'updateBlogPost'>> {
  let columns: Awaited<ReturnType<typeof columnsOf>> | undefined;
  const mine = {
    title: input.title,
    description_html: sanitizeArticleHtml(input.description_html).trim(),
    picture: input.picture,
    product_id: input.product_link ?? null,
  };
  const { changed, post } = await changePost(
    context,
    input.post_id,
    input.version,
    'blog_post.update',
    async (before, _now, trx) => {
      columns = await columnsOf(trx, input);
      const same =
        columns.title === before.title &&
        columns.description_html === before.description_html &&
        columns.image === before.image &&
        columns.image_alt === before.image_alt &&
        columns.product_id === before.product_id;
      return same ? null : columns;
    },
    mine,
  );
  return { message: BLOG_POST_MESSAGES.saved, changed, post };
}

/** POST /api/admin/blog/{post_id}/publish/: public now, or scheduled for a later publish_at; the post shows that day's date. */
export async function publishBlogPost(
  input: Input<'publishBlogPost'>,
  context: StaffRequestContext,
): Promise<Output<'publishBlogPost'>> {
  const requested = input.publish_at ? new Date(input.publish_at) : null;
  let scheduled = false;
  const { changed, post } = await changePost(
    context,
    input.post_id,
    input.version,
    'blog_post.publish',
    async (before, now) => {
      // A time already past publishes now (a form left open): never a date in the past on a fresh post.
      const at = requested && requested.toISOString() > now ? requested.toISOString() : now;
      scheduled = at > now;
      const isPublic = before.draft === 0 && (before.publish_at === null || before.publish_at <= now);
      // Shoppers may already have read or shared it: taking it back is an unpublish, never a silent reschedule.
      if (isPublic && scheduled)
        throw new ApiError('conflict', BLOG_POST_PUBLIC_ALREADY_MESSAGE, { field: 'publish_at' });
      if (isPublic) return null;
      return { draft: 0, publish_at: at, published_on: dayOf(at) };
    },
    null,
  );
  return {
    message: scheduled
      ? BLOG_POST_MESSAGES.scheduled
      : changed
        ? BLOG_POST_MESSAGES.published
        : BLOG_POST_MESSAGES.alreadyPublished,
    changed,
    post,
  };
}

/** POST /api/admin/blog/{post_id}/unpublish/: a draft again, gone from the blog, the sitemap and every cached read. */
export async function unpublishBlogPost(
  input: Input<'unpublishBlogPost'>,
  context: StaffRequestContext,
): Promise<Output<'unpublishBlogPost'>> {
  const { changed, post } = await changePost(
    context,
    input.post_id,
    input.version,
    'blog_post.unpublish',
    async (before) => (before.draft === 1 ? null : { draft: 1 }),
    null,
  );
  return { message: changed ? BLOG_POST_MESSAGES.unpublished : BLOG_POST_MESSAGES.alreadyDraft, changed, post };
}
