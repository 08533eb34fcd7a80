/**
 * Blog posts from the back office (issue 29, item 7) through the route handlers, on a real database: every
 * member writes a draft, edits it over its version (409 naming what differs), publishes it now or at a later
 * time, and unpublishes it; the body is sanitised on write with the storefront's sanitiser; the product link
 * must name a product of the shop; 400 naming the field; every change audited with before and after; and the
 * storefront's reads (list, post, the cache's lifetime) follow: a scheduled post is not public before its
 * time and is after it, by itself.
 */
import { allBlogsResponse, apiErrorBody, blogDetailResponse } from '@/lib/contract';
import {
  BLOG_POST_MESSAGES,
  blogPostChangeResponse,
  blogPostResponse,
  listBlogPostsResponse,
} from '@/lib/contract/admin';
import {
  BLOG_BODY_EMPTY_MESSAGE,
  BLOG_POST_NOT_FOUND_MESSAGE,
  BLOG_POST_PUBLIC_ALREADY_MESSAGE,
  BLOG_PRODUCT_UNKNOWN_MESSAGE,
} from '@/lib/server/services/catalogue/admin-blog';
import { secondsUntilNextBlogPost } from '@/lib/server/services/catalogue/blog';
import { createTestStaff, type TestStaff } from '@/lib/testing/staff';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { GET as listPosts, POST as createPost } from './admin/blog/route';
import { GET as getPost, POST as updatePost } from './admin/blog/[post_id]/route';
import { POST as publishPost } from './admin/blog/[post_id]/publish/route';
import { POST as unpublishPost } from './admin/blog/[post_id]/unpublish/route';
import { GET as getAllBlogs } from './get-all-blogs/route';
import { GET as getBlogDetail } from './get-blog-detail/route';

jest.setTimeout(60_000);
const database = withTestDatabase();

let owner: TestStaff;
let staff: TestStaff;
let productId: number;
beforeAll(async () => {
  owner = await createTestStaff(database().db, 'owner');
  staff = await createTestStaff(database().db, 'staff');
  const product = await database()
    .db.selectFrom('products')
    .select('id')
    .where('is_active', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  productId = product.id;
});

const draft = {
  title: 'Indigo Season in Bagru',
  description_html:
    '<h2>Why indigo</h2><p>The vats wake in <strong>October</strong>, <em>after</em> the rains.</p><ul><li>Hand block printed</li><li>Natural dyes</li></ul><blockquote><p>Every cloth keeps the hand that made it.</p></blockquote><p>Read <a href="/blog">more stories</a>.</p>',
  picture: { url: '/media/pictures/abc123/w960.webp', alt: 'Indigo cloth drying on lines in the sun' },
  product_link: null as string | number | null,
};

async function create(body: Record<string, unknown>, member = staff) {
  return callRoute(createPost, '/api/admin/blog/', postJson(body, member.headers));
}

async function created(body: Record<string, unknown> = draft, member = staff) {
  const answer = await create(body, member);
  expect(answer.status).toBe(201);
  return blogPostChangeResponse.parse(answer.body).post;
}

async function publish(id: number, version: number, publishAt?: string, member = staff) {
  return callRoute(
    publishPost,
    `/api/admin/blog/${id}/publish/`,
    postJson({ version, ...(publishAt ? { publish_at: publishAt } : {}) }, member.headers),
  );
}

async function publicList() {
  return allBlogsResponse.parse((await callRoute(getAllBlogs, '/api/get-all-blogs/')).body).data;
}

async function publicStatus(id: number) {
  return (await callRoute(getBlogDetail, `/api/get-blog-detail/?blog_pk=${id}`)).status;
}

async function auditOf(id: number) {
  return database()
    .db.selectFrom('audit_log')
    .select(['action', 'staff_id', 'before_json', 'after_json'])
    .where('entity_type', '=', 'blog_post')
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();
}

describe('blog posts in the back office', () => {
  it('a member writes a draft: stored, audited, not public', async () => {
    const answer = await create({ ...draft, product_link: `/product/${productId}` });
    expect(answer.status).toBe(201);
    const { message, post } = blogPostChangeResponse.parse(answer.body);
    expect(message).toBe(BLOG_POST_MESSAGES.created);
    expect(post).toMatchObject({
      title: draft.title,
      description_html: draft.description_html,
      picture: draft.picture,
      product_id: productId,
      product_link: `/product/${productId}`,
      status: 'draft',
      publish_at: null,
      version: 1,
      storefront_path: `/blog/${post.id}`,
      allowed_actions: ['edit', 'publish'],
    });
    expect(await auditOf(post.id)).toEqual([
      expect.objectContaining({ action: 'blog_post.create', staff_id: staff.id, before_json: null }),
    ]);
    expect(await publicStatus(post.id)).toBe(404);
    expect((await publicList()).map((entry) => entry.id)).not.toContain(post.id);
    const listed = listBlogPostsResponse.parse(
      (await callRoute(listPosts, '/api/admin/blog/', { headers: owner.headers })).body,
    ).data;
    expect(listed[0]).toMatchObject({ id: post.id, status: 'draft' });
  });

  it('takes the product link as an id or its page address; an unknown product is refused naming product_link', async () => {
    expect((await created({ ...draft, product_link: productId })).product_id).toBe(productId);
    expect((await created({ ...draft, product_link: `http://localhost:3000/product/${productId}/` })).product_id).toBe(
      productId,
    );
    const unknown = await create({ ...draft, product_link: 999_999 });
    expect(unknown.status).toBe(400);
    expect(apiErrorBody.parse(unknown.body)).toMatchObject({
      field: 'product_link',
      message: expect.stringContaining(BLOG_PRODUCT_UNKNOWN_MESSAGE),
    });
  });

  it('sanitises the body on write with the storefront sanitiser: a script and an onclick go, the text stays', async () => {
    const post = await created({
      ...draft,
      description_html:
        '<p onclick="steal()">Hello <script>alert(1)</script><a href="javascript:alert(2)">there</a> <a href="https://example.com/x" target="_blank">out</a></p><img src=x onerror="alert(3)">',
    });
    expect(post.description_html).toBe(
      '<p>Hello <a>there</a> <a href="https://example.com/x" rel="noopener noreferrer">out</a></p>',
    );
    const row = await database()
      .db.selectFrom('blog_posts')
      .select('description_html')
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(row.description_html).not.toMatch(/script|onclick|onerror|javascript:/);
  });

  it.each([
    ['no title', { title: '' }, 'title'],
    ['a body that is only a script', { description_html: '<script>alert(1)</script>' }, 'description_html'],
    [
      'a picture not from the upload pipeline',
      { picture: { url: 'https://evil.example/a.jpg', alt: 'x' } },
      'picture.url',
    ],
    ['a picture without alt text', { picture: { url: '/media/pictures/abc/w960.webp', alt: ' ' } }, 'picture.alt'],
    ['no picture', { picture: undefined }, 'picture'],
    ['a product link that is not a product', { product_link: '/women/dresses' }, 'product_link'],
  ])('answers 400 naming the field for %s, writing nothing', async (_what, change, field) => {
    const before = await database().db.selectFrom('blog_posts').select('id').execute();
    const answer = await create({ ...draft, ...change });
    expect(answer.status).toBe(400);
    expect(apiErrorBody.parse(answer.body).field).toBe(field);
    if (field === 'description_html')
      expect(apiErrorBody.parse(answer.body).message).toContain(BLOG_BODY_EMPTY_MESSAGE);
    expect(await database().db.selectFrom('blog_posts').select('id').execute()).toHaveLength(before.length);
  });

  it('an edit over an older version is refused (409) naming what differs, never written over', async () => {
    const post = await created();
    const first = await callRoute(
      updatePost,
      `/api/admin/blog/${post.id}/`,
      postJson({ ...draft, title: 'Indigo Season, Again', version: post.version }, owner.headers),
    );
    expect(first.status).toBe(200);
    const saved = blogPostChangeResponse.parse(first.body).post;
    expect(saved).toMatchObject({ title: 'Indigo Season, Again', version: 2, updated_by: expect.any(String) });
    const stale = await callRoute(
      updatePost,
      `/api/admin/blog/${post.id}/`,
      postJson({ ...draft, description_html: '<p>Mine</p>', version: post.version }, staff.headers),
    );
    expect(stale.status).toBe(409);
    const error = apiErrorBody.parse(stale.body);
    expect(error.field).toBe('version');
    expect(error.message).toMatch(/title, text/);
    expect(error.errors?.map((entry) => entry.field)).toEqual(['title', 'description_html']);
    const now = blogPostResponse.parse(
      (await callRoute(getPost, `/api/admin/blog/${post.id}/`, { headers: staff.headers })).body,
    ).post;
    expect(now).toMatchObject({ title: 'Indigo Season, Again', description_html: draft.description_html, version: 2 });
    const audit = await auditOf(post.id);
    expect(audit.map((entry) => entry.action)).toEqual(['blog_post.create', 'blog_post.update']);
    expect(JSON.parse(audit[1]?.before_json ?? '{}')).toMatchObject({ title: draft.title });
    expect(JSON.parse(audit[1]?.after_json ?? '{}')).toMatchObject({ title: 'Indigo Season, Again' });
  });

  it('publishes now: on the blog and its page at once; unpublished, gone again; both audited', async () => {
    const post = await created();
    const answer = await publish(post.id, post.version);
    expect(answer.status).toBe(200);
    const published = blogPostChangeResponse.parse(answer.body);
    expect(published.message).toBe(BLOG_POST_MESSAGES.published);
    expect(published.post).toMatchObject({ status: 'published', allowed_actions: ['edit', 'unpublish'] });
    expect(published.post.date).toBe(new Date().toISOString().slice(0, 10));
    expect(await publicStatus(post.id)).toBe(200);
    // A public post is not sent back into waiting (409, as its allowed_actions say); publishing again changes nothing.
    const later = await publish(post.id, published.post.version, new Date(Date.now() + 86_400_000).toISOString());
    expect(later.status).toBe(409);
    expect(apiErrorBody.parse(later.body)).toMatchObject({
      field: 'publish_at',
      message: BLOG_POST_PUBLIC_ALREADY_MESSAGE,
    });
    const again = blogPostChangeResponse.parse((await publish(post.id, published.post.version)).body);
    expect(again).toMatchObject({ changed: false, post: { version: published.post.version } });
    const shown = (await publicList()).find((entry) => entry.id === post.id);
    expect(shown).toMatchObject({ title: draft.title, image: draft.picture.url, image_alt: draft.picture.alt });

    const off = await callRoute(
      unpublishPost,
      `/api/admin/blog/${post.id}/unpublish/`,
      postJson({ version: published.post.version }, owner.headers),
    );
    expect(off.status).toBe(200);
    expect(blogPostChangeResponse.parse(off.body)).toMatchObject({
      message: BLOG_POST_MESSAGES.unpublished,
      changed: true,
      post: { status: 'draft' },
    });
    expect(await publicStatus(post.id)).toBe(404);
    expect((await publicList()).map((entry) => entry.id)).not.toContain(post.id);
    const audit = await auditOf(post.id);
    expect(audit.map((entry) => [entry.action, entry.staff_id])).toEqual([
      ['blog_post.create', staff.id],
      ['blog_post.publish', staff.id],
      ['blog_post.unpublish', owner.id],
    ]);
    expect(JSON.parse(audit[1]?.before_json ?? '{}')).toMatchObject({ draft: true });
    expect(JSON.parse(audit[1]?.after_json ?? '{}')).toMatchObject({ draft: false });
  });

  it('a scheduled post is not public before its time, and is after it by itself; the cache lives no longer than the wait', async () => {
    const post = await created();
    const at = new Date(Date.now() + 3_600_000);
    const answer = await publish(post.id, post.version, at.toISOString());
    expect(answer.status).toBe(200);
    const scheduled = blogPostChangeResponse.parse(answer.body);
    expect(scheduled).toMatchObject({
      message: BLOG_POST_MESSAGES.scheduled,
      post: { status: 'scheduled', publish_at: at.toISOString(), date: at.toISOString().slice(0, 10) },
    });
    expect(await publicStatus(post.id)).toBe(404);
    expect((await publicList()).map((entry) => entry.id)).not.toContain(post.id);
    const listed = listBlogPostsResponse.parse(
      (await callRoute(listPosts, '/api/admin/blog/', { headers: staff.headers })).body,
    ).data;
    expect(listed.find((entry) => entry.id === post.id)).toMatchObject({
      status: 'scheduled',
      allowed_actions: ['edit', 'publish', 'unpublish'],
    });
    const wait = await secondsUntilNextBlogPost();
    expect(wait).not.toBeNull();
    expect(wait).toBeLessThanOrEqual(3600);
    expect(wait).toBeGreaterThan(3500);

    // An hour later (only the clock is moved: the database's own timers stay real).
    jest.useFakeTimers({
      now: at.getTime() + 1000,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    try {
      expect(await publicStatus(post.id)).toBe(200);
      expect((await publicList()).map((entry) => entry.id)).toContain(post.id);
      expect(await secondsUntilNextBlogPost()).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('answers 404 naming post_id for an unknown post', async () => {
    const answer = await callRoute(getPost, '/api/admin/blog/999999/', { headers: staff.headers });
    expect(answer.status).toBe(404);
    expect(apiErrorBody.parse(answer.body)).toMatchObject({ field: 'post_id', message: BLOG_POST_NOT_FOUND_MESSAGE });
    const publishing = await publish(999_999, 1);
    expect(publishing.status).toBe(404);
  });

  it('the demo posts stay public (published before scheduling existed)', async () => {
    const demo = await database()
      .db.selectFrom('blog_posts')
      .select('id')
      .where('publish_at', 'is', null)
      .where('draft', '=', 0)
      .execute();
    expect(demo.length).toBeGreaterThanOrEqual(8);
    const shown = (await publicList()).map((entry) => entry.id);
    for (const row of demo) expect(shown).toContain(row.id);
    const detail = blogDetailResponse.parse(
      (await callRoute(getBlogDetail, `/api/get-blog-detail/?blog_pk=${demo[0]?.id}`)).body,
    ).data;
    expect(detail.image_alt).toBe('');
  });
});
