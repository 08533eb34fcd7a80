import './zod-browser-config';
import { z } from 'zod';
import { pictureVariant } from './admin-pictures';
import { endpoint } from './define';
import { routes } from './routes';
import { MAX_ID, idField, calendarDateField, moneyAmount, pageField, pageSizeField, sizeField } from './fields';
import { COLOUR_OPTIONS, CRAFT_VALUES, PRICE_BAND_VALUES, SIZE_OPTIONS, SORT_VALUES } from '../catalogue-filters';

/** A product as the lists (best sellers, category lists, search, related) return it. */
export const productSummary = z.object({
  id: z.number().int().positive(),
  product_code: z.number().int(),
  product_name: z.string(),
  description: z.string(),
  main_image: z.string(),
  offer_price: moneyAmount,
  mrp: moneyAmount,
  rating: z.number().int().min(0).max(5),
  review_count: z.number().int().nonnegative(),
  top_selling: z.boolean(),
  new_arrival: z.boolean(),
  is_active: z.boolean(),
  category_pk: z.number().int().positive(),
  sub_category_pk: z.number().int().positive().nullable(),
  /** When the product last changed (ISO 8601): the sitemap's lastmod. */
  updated_at: z.string(),
});
export type ProductSummary = z.infer<typeof productSummary>;

// GET /api/get-top-selling-product/ — data.data is the list.
export const topSellingQuery = z.object({});
export const topSellingResponse = z.object({
  data: z.object({ data: z.array(productSummary) }),
});

// GET /api/product-category/ — the home page's category tiles.
export const categoryTile = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  media: z.string(),
  navigate_link: z.string(),
});
export type CategoryTile = z.infer<typeof categoryTile>;
export const productCategoryQuery = z.object({});
export const productCategoryResponse = z.object({ data: z.array(categoryTile) });

// GET /api/get-all-category-list/ — navigation.
export const subcategoryRef = z.object({ id: z.number().int().positive(), name: z.string() });
export const categoryWithSubcategories = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** The category page's banner picture (set in the back office); absent from a backend that does not send it. */
  banner_image: z.string().optional(),
  subcategories: z.array(subcategoryRef),
});
export type CategoryWithSubcategories = z.infer<typeof categoryWithSubcategories>;
export const categoryListQuery = z.object({});
export const categoryListResponse = z.object({ categories: z.array(categoryWithSubcategories) });

// GET /api/category-redirect/?category=&sub_category= — where the page of a former category or subcategory
// name lives now (issue 29, item 5: a rename keeps old links working); 404 when the path names no former name.
const pathSegmentField = z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(200);
export const categoryRedirectQuery = z.object({
  category: pathSegmentField,
  sub_category: pathSegmentField.optional(),
});
export const categoryRedirectResponse = z.object({ path: z.string() });

/** Sort and filters of listings and search (lib/catalogue-filters.ts); an unknown value answers 400. */
/** One of a listing option's values, refused in a sentence that lists them. */
function optionOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values, { error: `must be one of ${values.join(', ')}` }).optional();
}
const listingOptionFields = {
  sort: optionOf(SORT_VALUES),
  size: optionOf(SIZE_OPTIONS),
  price: optionOf(PRICE_BAND_VALUES),
  craft: optionOf(CRAFT_VALUES),
  colour: optionOf(COLOUR_OPTIONS),
  /** `true`: also answer `facets` (the listing pages' filter form asks; plain API calls skip the work). */
  facets: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
};

/** Which filter values the unfiltered listing (or search) has products for. */
export const listingFacets = z.object({
  sizes: z.array(z.enum(SIZE_OPTIONS)),
  prices: z.array(z.enum(PRICE_BAND_VALUES)),
  crafts: z.array(z.enum(CRAFT_VALUES)),
  colours: z.array(z.enum(COLOUR_OPTIONS)),
});

// GET /api/get-all-products/?category_pk=&sub_category_pk=&page=&page_size=&sort=&size=&price=&craft=&colour=
export const DEFAULT_PAGE_SIZE = 24;
export const allProductsQuery = z.object({
  category_pk: idField.optional(),
  sub_category_pk: idField.optional(),
  page: pageField.optional(),
  page_size: pageSizeField.optional(),
  ...listingOptionFields,
});
export const allProductsResponse = z.object({
  /** With `facets=true`, on page 1 only: the filter values the unfiltered listing offers. */
  facets: listingFacets.optional(),
  data: z.array(productSummary),
  /** How many active products match, over all pages. */
  count: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
  next_page: z.number().int().positive().nullable(),
});
export type AllProductsResponse = z.infer<typeof allProductsResponse>;

// GET /api/get-product-detail/?product_pk=&size=
export const productSize = z.object({ size: z.string(), stock: z.number().int().nonnegative() });
export const productDetail = productSummary.extend({
  name: z.string(),
  second_media: z.string(),
  third_media: z.string(),
  fourth_media: z.string(),
  fifth_media: z.string(),
  /** What main_image to fifth_media show, in their order, as staff described them ('' when not described). */
  picture_alts: z.array(z.string()),
  /**
   * Every width stored of main_image to fifth_media, in their order (five lists, as picture_alts), narrowest first,
   * for `srcset`: the last is the widest (up to 2048 px, never wider than the picture uploaded). [] for a picture
   * the upload pipeline did not make (the demo catalogue's files, a blank): it has only its own URL. Absent from a
   * backend that does not send it (docs/decisions/052).
   */
  picture_variants: z.array(z.array(pictureVariant)).optional(),
  category_name: z.string(),
  sub_category_name: z.string().nullable(),
  /** The size this answer is for, and its stock. */
  size: z.string(),
  stock: z.number().int().nonnegative(),
  sizes: z.array(productSize),
});
export type ProductDetail = z.infer<typeof productDetail>;
/** One stored width of a product picture (picture_variants). */
export type ProductPictureVariant = z.infer<typeof pictureVariant>;
export const productDetailQuery = z.object({
  product_pk: idField,
  size: sizeField.optional(),
});
export const productDetailResponse = z.object({
  data: productDetail,
  related_product: z.array(productSummary),
});
export type ProductDetailResponse = z.infer<typeof productDetailResponse>;

// GET /api/get-all-blogs/ and /api/get-blog-detail/?blog_pk=
export const blogPost = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  image: z.string(),
  /** What the picture shows ('' for posts written before the back office: the title stands for it). */
  image_alt: z.string(),
  /** The article body as HTML. */
  description: z.string(),
  product_link: z.string().nullable(),
  date: calendarDateField,
});
export type BlogPost = z.infer<typeof blogPost>;
export const allBlogsQuery = z.object({});
export const allBlogsResponse = z.object({ data: z.array(blogPost) });
export const blogDetailQuery = z.object({ blog_pk: idField });
export const blogDetailResponse = z.object({ data: blogPost });

// GET /api/search?query=
export const SEARCH_QUERY_MAX = 100;
export const SEARCH_RESULT_LIMIT = 48;
export const searchQuery = z.object({
  query: z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(SEARCH_QUERY_MAX, { error: `must be at most ${SEARCH_QUERY_MAX} characters` }),
  ...listingOptionFields,
});
export const searchResponse = z.object({
  data: z.array(productSummary),
  /** With `facets=true`: the filter values the unfiltered results offer. */
  facets: listingFacets.optional(),
});

// GET /api/products-by-id/?ids=3,1,2 — the cards of products the browser names (recently viewed, decision 050):
// the active ones among them, in the order asked, each once; unknown and inactive ids are left out.
export const PRODUCTS_BY_ID_MAX = 12;
const productIdsMessage = `must be a list of 1 to ${PRODUCTS_BY_ID_MAX} product ids separated by commas`;
export const productsByIdQuery = z.object({
  // One message for the whole list, named `ids` (a bad id is not an error of "ids.3").
  ids: z
    .union(
      [
        z
          .string()
          .trim()
          .regex(/^\d{1,10}( *, *\d{1,10})*$/, { error: productIdsMessage })
          .transform((text) => text.split(',').map(Number)),
        z.array(z.number()),
      ],
      { error: productIdsMessage },
    )
    .pipe(
      z
        .array(z.number(), { error: productIdsMessage })
        .min(1, { error: productIdsMessage })
        .max(PRODUCTS_BY_ID_MAX, { error: productIdsMessage })
        .refine((ids) => ids.every((id) => Number.isInteger(id) && id >= 1 && id <= MAX_ID), {
          error: productIdsMessage,
        }),
    ),
});
export const productsByIdResponse = z.object({ data: z.array(productSummary) });

/**
 * Search engines read at most 50,000 URLs from one sitemap file: the most a sitemap file of the shop lists and
 * a sitemap call answers (SITEMAP_PAGE_SIZE, lib/server/config.ts, is at most this).
 */
export const SITEMAP_MAX_URLS = 50_000;

/** A product id to read after (0: from the first), or through: text in a query, a number in-process. */
function productIdBound(error: string) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/, { error }),
      ],
      { error },
    )
    .transform(Number)
    .pipe(z.number().int({ error }).min(0, { error }).max(MAX_ID, { error: 'is too large' }));
}
const sitemapLimitMessage = `must be a whole number from 1 to ${SITEMAP_MAX_URLS}`;
const sitemapLimitField = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,5}$/, { error: sitemapLimitMessage }),
    ],
    {
      error: sitemapLimitMessage,
    },
  )
  .transform(Number)
  .pipe(
    z
      .number()
      .int({ error: sitemapLimitMessage })
      .min(1, { error: sitemapLimitMessage })
      .max(SITEMAP_MAX_URLS, { error: sitemapLimitMessage }),
  );

// GET /api/sitemap-files/?page_size= — the sitemap's product files (docs/decisions/041): the ranges of page_size
// ids, (after, through], holding at least one active product, in id order; found without reading every product.
export const sitemapFilesQuery = z.object({ page_size: sitemapLimitField });
export const sitemapFilesResponse = z.object({
  files: z.array(z.object({ after: z.number().int().nonnegative(), through: z.number().int().positive() })),
});

// GET /api/sitemap-products/?after=&through=&limit= — the active products with after < id <= through (no
// through: any id past after), in id order, at most limit: a keyset read of the primary key.
export const sitemapProductsQuery = z.object({
  after: productIdBound('must be a whole number from 0'),
  through: productIdBound('must be a whole number from 0').optional(),
  limit: sitemapLimitField,
});
export const sitemapProduct = z.object({
  id: z.number().int().positive(),
  /** When the product last changed (ISO 8601): its lastmod. */
  updated_at: z.string(),
  /** Its pictures, main first, each once (paths on this site or absolute URLs, as stored). */
  pictures: z.array(z.string()),
});
export const sitemapProductsResponse = z.object({ data: z.array(sitemapProduct) });

// GET /api/sitemap-listings/ — the newest change of an active product per category and subcategory
// (sub_category_pk null: the category's products without one), the lastmod of their pages.
export const sitemapListingsQuery = z.object({});
export const sitemapListingsResponse = z.object({
  data: z.array(
    z.object({
      category_pk: z.number().int().positive(),
      sub_category_pk: z.number().int().positive().nullable(),
      updated_at: z.string(),
    }),
  ),
});

export const catalogueEndpoints = {
  getTopSellingProducts: endpoint({
    ...routes.getTopSellingProducts,
    input: topSellingQuery,
    response: topSellingResponse,
  }),
  getProductCategories: endpoint({
    ...routes.getProductCategories,
    input: productCategoryQuery,
    response: productCategoryResponse,
  }),
  getCategoryList: endpoint({ ...routes.getCategoryList, input: categoryListQuery, response: categoryListResponse }),
  getCategoryRedirect: endpoint({
    ...routes.getCategoryRedirect,
    input: categoryRedirectQuery,
    response: categoryRedirectResponse,
  }),
  getAllProducts: endpoint({ ...routes.getAllProducts, input: allProductsQuery, response: allProductsResponse }),
  getProductDetail: endpoint({
    ...routes.getProductDetail,
    input: productDetailQuery,
    response: productDetailResponse,
  }),
  getAllBlogs: endpoint({ ...routes.getAllBlogs, input: allBlogsQuery, response: allBlogsResponse }),
  getBlogDetail: endpoint({ ...routes.getBlogDetail, input: blogDetailQuery, response: blogDetailResponse }),
  searchProducts: endpoint({ ...routes.searchProducts, input: searchQuery, response: searchResponse }),
  getProductsById: endpoint({ ...routes.getProductsById, input: productsByIdQuery, response: productsByIdResponse }),
  getSitemapFiles: endpoint({ ...routes.getSitemapFiles, input: sitemapFilesQuery, response: sitemapFilesResponse }),
  getSitemapProducts: endpoint({
    ...routes.getSitemapProducts,
    input: sitemapProductsQuery,
    response: sitemapProductsResponse,
  }),
  getSitemapListings: endpoint({
    ...routes.getSitemapListings,
    input: sitemapListingsQuery,
    response: sitemapListingsResponse,
  }),
} as const;
