/**
 * Blog, search and contact calls of spec section 7, through their route
 * handlers, on a real database seeded with the demo catalogue.
 */
import {
  allBlogsResponse,
  apiErrorBody,
  blogDetailResponse,
  createQueryResponse,
  searchResponse,
} from '@/lib/contract';
import { MAX_BODY_BYTES } from '@/lib/server/http/route';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { withTemporaryOutbox } from '@/lib/testing/outbox';
import { GET as getAllBlogs } from './get-all-blogs/route';
import { GET as getBlogDetail } from './get-blog-detail/route';
import { GET as search } from './search/route';
import { POST as createQuery } from './create-query/route';

const database = withTestDatabase();
// A query owes the shop an e-mail (the enquiries inbox): written here, not into data/outbox.
withTemporaryOutbox();

describe('GET /api/get-all-blogs/', () => {
  it('lists every post, newest first, with its fields', async () => {
    const { status, body } = await callRoute(getAllBlogs, '/api/get-all-blogs/');
    expect(status).toBe(200);
    const posts = allBlogsResponse.parse(body).data;
    const count = await database()
      .db.selectFrom('blog_posts')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(posts).toHaveLength(Number(count.n));
    expect(posts.length).toBeGreaterThanOrEqual(8);
    const dates = posts.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(posts.some((p) => p.product_link !== null)).toBe(true);
    for (const post of posts) {
      if (post.product_link) expect(post.product_link).toMatch(/^\/product\/\d+$/);
      expect(post.description).toContain('<p>');
    }
  });
});

describe('GET /api/get-blog-detail/', () => {
  it('gives one post with its HTML body and product link', async () => {
    const row = await database()
      .db.selectFrom('blog_posts')
      .selectAll()
      .where('product_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const { status, body } = await callRoute(getBlogDetail, `/api/get-blog-detail/?blog_pk=${row.id}`);
    expect(status).toBe(200);
    const { data } = blogDetailResponse.parse(body);
    expect(data).toEqual({
      id: Number(row.id),
      title: row.title,
      image: row.image,
      image_alt: row.image_alt,
      description: row.description_html,
      product_link: `/product/${Number(row.product_id)}`,
      date: row.published_on,
    });
  });

  it.each([
    ['blog_pk=424242', 404, undefined],
    ['blog_pk=x', 400, 'blog_pk'],
    ['', 400, 'blog_pk'],
  ])('answers %s with %i', async (query, status, field) => {
    const response = await callRoute(getBlogDetail, `/api/get-blog-detail/?${query}`);
    expect(response.status).toBe(status);
    const error = apiErrorBody.parse(response.body);
    if (field) expect(error.field).toBe(field);
  });
});

describe('GET /api/search', () => {
  it('finds active products by a craft word, in any case', async () => {
    const { db } = database();
    const { status, body } = await callRoute(search, '/api/search?query=KANTHA');
    expect(status).toBe(200);
    const results = searchResponse.parse(body).data;
    expect(results.length).toBeGreaterThan(0);
    const rows = await db
      .selectFrom('products')
      .select(['id', 'search_text', 'is_active'])
      .where(
        'id',
        'in',
        results.map((r) => r.id),
      )
      .execute();
    expect(rows.every((r) => r.search_text.includes('kantha') && Number(r.is_active) === 1)).toBe(true);
  });

  it('needs every word of a multi-word query and ranks name matches first', async () => {
    const { body } = await callRoute(search, `/api/search?query=${encodeURIComponent('block print cushion')}`);
    const results = searchResponse.parse(body).data;
    expect(results.length).toBeGreaterThan(0);
    const rows = await database()
      .db.selectFrom('products')
      .select(['id', 'search_text'])
      .where(
        'id',
        'in',
        results.map((r) => r.id),
      )
      .execute();
    for (const row of rows) {
      for (const word of ['block', 'print', 'cushion']) expect(row.search_text).toContain(word);
    }
  });

  it('leaves out inactive products', async () => {
    const { db } = database();
    const inactive = await db
      .selectFrom('products')
      .select(['id', 'name'])
      .where('is_active', '=', 0)
      .executeTakeFirstOrThrow();
    const { body } = await callRoute(search, `/api/search?query=${encodeURIComponent(inactive.name)}`);
    expect(searchResponse.parse(body).data.map((p) => p.id)).not.toContain(Number(inactive.id));
  });

  it('treats wildcard characters as text', async () => {
    const { body } = await callRoute(search, `/api/search?query=${encodeURIComponent('%')}`);
    expect(searchResponse.parse(body).data).toEqual([]);
    const underscore = await callRoute(search, `/api/search?query=${encodeURIComponent('_')}`);
    expect(searchResponse.parse(underscore.body).data).toEqual([]);
  });

  it('answers an empty list when nothing matches', async () => {
    const { status, body } = await callRoute(search, '/api/search?query=zzqqxx');
    expect(status).toBe(200);
    expect(searchResponse.parse(body).data).toEqual([]);
  });

  it.each([
    ['', 'query'],
    ['query=', 'query'],
    ['query=%20%20', 'query'],
    [`query=${'a'.repeat(101)}`, 'query'],
  ])('answers 400 for "%s"', async (query, field) => {
    const { status, body } = await callRoute(search, `/api/search?${query}`);
    expect(status).toBe(400);
    expect(apiErrorBody.parse(body).field).toBe(field);
  });
});

describe('POST /api/create-query/', () => {
  const valid = {
    name: 'Meera Shah',
    email: 'meera@example.com',
    country_code: '+91',
    mobile_number: '98290 12345',
    query: 'Do you take wholesale orders of 200 cushion covers?',
  };

  it('stores the query and answers 201', async () => {
    const { status, body } = await callRoute(createQuery, '/api/create-query/', postJson(valid));
    expect(status).toBe(201);
    const { id, message } = createQueryResponse.parse(body);
    expect(message).toBe('Your query has been submitted successfully.');
    const row = await database()
      .db.selectFrom('contact_queries')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Meera Shah',
      email: 'meera@example.com',
      country_code: '+91',
      mobile_number: '9829012345',
      query: valid.query,
    });
  });

  it.each(['name', 'email', 'country_code', 'mobile_number', 'query'] as const)(
    'answers 400 naming %s when it is missing',
    async (field) => {
      const { [field]: _dropped, ...rest } = valid;
      const { status, body } = await callRoute(createQuery, '/api/create-query/', postJson(rest));
      expect(status).toBe(400);
      const error = apiErrorBody.parse(body);
      expect(error.field).toBe(field);
      expect(error.message).toContain(field);
    },
  );

  it.each([
    ['email', 'not-an-email'],
    ['mobile_number', '12ab'],
    ['country_code', 'India'],
    ['name', '   '],
    ['query', 'x'.repeat(5001)],
    ['name', 42],
  ])('answers 400 for a bad %s', async (field, value) => {
    const { status, body } = await callRoute(createQuery, '/api/create-query/', postJson({ ...valid, [field]: value }));
    expect(status).toBe(400);
    expect(apiErrorBody.parse(body).field).toBe(field);
  });

  it('refuses a body that is not JSON', async () => {
    const wrongType = await callRoute(createQuery, '/api/create-query/', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(valid),
    });
    expect(wrongType.status).toBe(415);
    expect(apiErrorBody.parse(wrongType.body).field).toBe('body');

    const malformed = await callRoute(createQuery, '/api/create-query/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": "Meera",',
    });
    expect(malformed.status).toBe(400);
    expect(apiErrorBody.parse(malformed.body)).toMatchObject({ field: 'body', message: 'body: must be valid JSON' });

    const array = await callRoute(createQuery, '/api/create-query/', postJson([valid]));
    expect(array.status).toBe(400);

    const empty = await callRoute(createQuery, '/api/create-query/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '',
    });
    expect(empty.status).toBe(400);
  });

  it('refuses an oversized body and stores nothing', async () => {
    const { db } = database();
    const before = await db
      .selectFrom('contact_queries')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const huge = { ...valid, query: 'x'.repeat(MAX_BODY_BYTES + 10) };
    const { status, body } = await callRoute(createQuery, '/api/create-query/', postJson(huge));
    expect(status).toBe(413);
    expect(apiErrorBody.parse(body).field).toBe('body');
    const after = await db
      .selectFrom('contact_queries')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
