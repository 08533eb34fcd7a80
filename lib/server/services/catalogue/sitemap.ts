import 'server-only';
import type { EndpointOutput, EndpointParsedInput } from '../../../contract';
import { getDatabase } from '../../db/connection';
import * as sitemap from './repositories/sitemap';

/**
 * The sitemap's reads (issue 32, docs/decisions/041). A product file of the sitemap is a range of page_size ids,
 * so what a file holds never moves when products elsewhere come or go, and it holds at most page_size URLs
 * whatever the gaps; the index lists the ranges holding an active product.
 */
export async function getSitemapFiles(
  input: EndpointParsedInput<'getSitemapFiles'>,
): Promise<EndpointOutput<'getSitemapFiles'>> {
  const { db } = await getDatabase();
  const ranges = await sitemap.listSitemapRanges(db, input.page_size);
  return {
    files: ranges.map((range) => ({ after: range * input.page_size, through: (range + 1) * input.page_size })),
  };
}

/** The active products of a range of ids, in id order, with their change date and pictures. */
export async function getSitemapProducts(
  input: EndpointParsedInput<'getSitemapProducts'>,
): Promise<EndpointOutput<'getSitemapProducts'>> {
  const { db } = await getDatabase();
  const rows = await sitemap.listSitemapProducts(db, input);
  return {
    data: rows.map((row) => ({
      id: row.id,
      updated_at: row.updated_at,
      pictures: picturesOf(row),
    })),
  };
}

/** The newest change of an active product per category and subcategory (their pages' lastmod). */
export async function getSitemapListings(): Promise<EndpointOutput<'getSitemapListings'>> {
  const { db } = await getDatabase();
  const rows = await sitemap.listNewestChanges(db);
  return {
    data: rows.map((row) => ({
      category_pk: row.category_id,
      sub_category_pk: row.sub_category_id,
      updated_at: row.updated_at,
    })),
  };
}

/** The pictures the product page shows: the five slots, empty ones left out, each picture once. */
function picturesOf(row: sitemap.SitemapProductRow): string[] {
  const all = [row.main_image, row.second_media, row.third_media, row.fourth_media, row.fifth_media];
  return all.filter((picture, index) => picture.trim() !== '' && all.indexOf(picture) === index);
}
