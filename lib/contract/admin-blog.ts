import './zod-browser-config';
import { z } from 'zod';
import { required } from './admin-fields';
import { calendarDateField, idField } from './fields';
import { pictureShape } from './admin-products';

/**
 * Blog posts written in the back office (issue 29, item 7). Every member writes, publishes, schedules and
 * unpublishes posts (docs/BACK-OFFICE.md). The body is HTML from the editor, sanitised on write with the
 * storefront's sanitiser (lib/sanitize-html.ts) and again when rendered. A post is a draft until published;
 * published with a later publish_at, it is scheduled and becomes public by itself at that time.
 */
export const BLOG_POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
/** publish: now or at a time (a draft, or a scheduled post moved); unpublish: back to a draft. */
export const BLOG_POST_ACTIONS = ['edit', 'publish', 'unpublish'] as const;

/** What each change answers (the server's message), also shown by the screens after the change. */
export const BLOG_POST_MESSAGES = {
  created: 'Draft saved. Shoppers do not see it until you publish it.',
  saved: 'Post saved.',
  published: 'Post published: shoppers see it on the blog now.',
  scheduled: 'Post scheduled: shoppers see it from the time you chose.',
  unpublished: 'Post unpublished: it is a draft again and shoppers no longer see it.',
  alreadyPublished: 'This post was already published.',
  alreadyDraft: 'This post was already a draft.',
} as const;

const MAX_BLOG_TITLE = 150;
const MAX_BLOG_BODY = 100_000;
const PRODUCT_LINK_MESSAGE = 'must be a product id (such as 12) or its page address (such as /product/12)';

/** A product id, or the address of its page on the shop (/product/12, https://shop/product/12/): the id, or null when empty. */
const productLinkField = z
  .union([z.number(), z.string().trim().max(500, { error: 'must be at most 500 characters' })], {
    error: PRODUCT_LINK_MESSAGE,
  })
  .nullish()
  .transform((value, context) => {
    if (value === null || value === undefined || value === '') return null;
    const text = String(value);
    const match = /^(?:\d{1,9}|(?:https?:\/\/[^/\s]+)?\/product\/(\d{1,9})\/?(?:[?#]\S*)?)$/i.exec(text);
    const id = match ? Number(match[1] ?? text) : NaN;
    if (!Number.isInteger(id) || id < 1) {
      context.addIssue({ code: 'custom', message: PRODUCT_LINK_MESSAGE });
      return z.NEVER;
    }
    return id;
  });

const postShape = z.object({
  title: z
    .string(required)
    .trim()
    .min(3, { error: 'must be at least 3 characters' })
    .max(MAX_BLOG_TITLE, { error: `must be at most ${MAX_BLOG_TITLE} characters` }),
  /** The body as HTML (the editor's); sanitised before it is stored. */
  description_html: z.string(required).max(MAX_BLOG_BODY, { error: `must be at most ${MAX_BLOG_BODY} characters` }),
  /** The cover picture from the upload pipeline, with what it shows. */
  picture: pictureShape,
  product_link: productLinkField,
});

export const adminBlogPost = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  /** The stored (sanitised) body. */
  description_html: z.string(),
  picture: z.object({ url: z.string(), alt: z.string() }),
  product_id: z.number().int().positive().nullable(),
  /** Where the post's Shop Now leads (null: no product). */
  product_link: z.string().nullable(),
  status: z.enum(BLOG_POST_STATUSES),
  /** When it becomes (or became) public; null for a draft never published, and for posts from before scheduling. */
  publish_at: z.string().nullable(),
  /** The date shown on the post. */
  date: calendarDateField,
  created_at: z.string(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
  /** Send it back with a change: one made from an older version is refused (409). */
  version: z.number().int().positive(),
  storefront_path: z.string(),
  allowed_actions: z.array(z.enum(BLOG_POST_ACTIONS)),
});
export type AdminBlogPost = z.infer<typeof adminBlogPost>;

// GET /api/admin/blog/ — every post newest first: drafts, scheduled and published.
export const listBlogPostsQuery = z.object({});
export const listBlogPostsResponse = z.object({ data: z.array(adminBlogPost) });
// GET /api/admin/blog/{post_id}/
export const getBlogPostQuery = z.object({ post_id: idField });
export const blogPostResponse = z.object({ post: adminBlogPost });
// POST /api/admin/blog/ — a new draft (201).
export const createBlogPostBody = postShape;
// POST /api/admin/blog/{post_id}/ — every field again, with the version it was made from; 409 when stale.
export const updateBlogPostBody = postShape.extend({
  post_id: idField,
  version: z.number({ error: 'is required' }).int().positive(),
});
// POST /api/admin/blog/{post_id}/publish/ — public now, or at publish_at (a later time: scheduled).
export const publishBlogPostBody = z.object({
  post_id: idField,
  version: z.number({ error: 'is required' }).int().positive(),
  publish_at: z.iso
    .datetime({ offset: true, error: 'must be a date and time (ISO 8601, such as 2026-12-01T09:00:00Z)' })
    .nullish(),
});
// POST /api/admin/blog/{post_id}/unpublish/ — back to a draft shoppers do not see.
export const unpublishBlogPostBody = z.object({
  post_id: idField,
  version: z.number({ error: 'is required' }).int().positive(),
});
export const blogPostChangeResponse = z.object({ message: z.string(), changed: z.boolean(), post: adminBlogPost });
