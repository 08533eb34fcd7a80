/**
 * The sitemap in the growth section (issue 32): its index and one product file, written as the routes write
 * them (lib/sitemap.ts through the in-process API client), and their sizes. The index is timed at the production SITEMAP_PAGE_SIZE (50,000: one to three files at these sizes);
 * the file at a fixed SITEMAP_BENCH_PAGE_SIZE of ids, the last full range of the catalogue, so each size times
 * the same number of URLs at the far end of the keyset and a step's ratio shows what depth costs.
 */
import { SITEMAP_MAX_URLS } from '../../lib/contract/catalogue';
import { renderSitemapFile, renderSitemapIndex } from '../../lib/sitemap';

/** Ids per product file in the timed file: every catalogue size of the bench fills such a file. */
export const SITEMAP_BENCH_PAGE_SIZE = 1_000;
/** What a search engine reads of one sitemap file at most: 50 MB, uncompressed. */
const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

/** The last range of SITEMAP_BENCH_PAGE_SIZE ids wholly inside a catalogue whose ids end at `lastId`. */
export function lastFullSitemapFile(lastId: number): number {
  return Math.max(1, Math.floor(lastId / SITEMAP_BENCH_PAGE_SIZE));
}

export function renderIndex(): Promise<string> {
  return renderSitemapIndex();
}

export function renderProductFile(file: number): Promise<string> {
  return renderSitemapFile(file, SITEMAP_BENCH_PAGE_SIZE);
}

export interface SitemapSizes {
  indexBytes: number;
  /** Files the index names at the production page size (the pages' file and the product files). */
  indexFiles: number;
  fileUrls: number;
  fileBytes: number;
  /** A full production file (SITEMAP_MAX_URLS URLs) at this file's bytes per URL, in MB. */
  fullFileMb: number;
}

export async function measureSitemapSizes(file: number): Promise<SitemapSizes> {
  const index = await renderIndex();
  const xml = await renderProductFile(file);
  const fileUrls = xml.match(/<url>/g)?.length ?? 0;
  const fileBytes = Buffer.byteLength(xml);
  return {
    indexBytes: Buffer.byteLength(index),
    indexFiles: index.match(/<sitemap>/g)?.length ?? 0,
    fileUrls,
    fileBytes,
    fullFileMb: fileUrls === 0 ? 0 : Math.round(((fileBytes / fileUrls) * SITEMAP_MAX_URLS * 100) / 2 ** 20) / 100,
  };
}

export const SITEMAP_SIZE_COLUMNS = [
  'products',
  'index bytes',
  'files in index',
  `file URLs (${SITEMAP_BENCH_PAGE_SIZE.toLocaleString('en-US')} ids)`,
  'file bytes',
  'bytes per URL',
  `MB of a full ${SITEMAP_MAX_URLS.toLocaleString('en-US')}-URL file (max ${SITEMAP_MAX_BYTES / 2 ** 20})`,
];

export function sitemapSizeRow(size: number, sizes: SitemapSizes): (string | number)[] {
  return [
    size.toLocaleString('en-US'),
    sizes.indexBytes,
    sizes.indexFiles,
    sizes.fileUrls,
    sizes.fileBytes,
    sizes.fileUrls === 0 ? 0 : Math.round(sizes.fileBytes / sizes.fileUrls),
    sizes.fullFileMb,
  ];
}
