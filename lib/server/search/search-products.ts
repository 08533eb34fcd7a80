import 'server-only';
import type { Executor, ShopDatabase } from '../db/connection';
import * as products from '../services/catalogue/repositories/products';
import { estimateMatches, matchAll, parseSearchQuery, type SearchGroup, type SearchPlan } from './query';
import { SearchVocabulary } from './vocabulary';

interface CachedVocabulary {
  /** The version being loaded or loaded last. */
  version: number;
  loading: Promise<SearchVocabulary>;
  /** The last vocabulary that finished loading (served while a newer one loads), and its version. */
  ready: SearchVocabulary | null;
  readyVersion: number;
}

/** One vocabulary per open database, reloaded when its search_state version moves. */
const vocabularies = new WeakMap<Executor, CachedVocabulary>();

interface CurrentVocabulary {
  vocabulary: SearchVocabulary;
  /** False while a newer vocabulary loads (a product's words changed a moment ago). */
  fresh: boolean;
}

async function currentVocabulary({ db, dialect }: ShopDatabase, wait: boolean): Promise<CurrentVocabulary> {
  const version = await products.readSearchIndexVersion(db);
  let cached = vocabularies.get(db);
  if (!cached || cached.version !== version) {
    const loading = products.listSearchTerms(db, dialect).then((terms) => new SearchVocabulary(terms));
    const entry: CachedVocabulary = {
      version,
      loading,
      ready: cached?.ready ?? null,
      readyVersion: cached?.readyVersion ?? Number.NaN,
    };
    vocabularies.set(db, entry);
    loading.then(
      (vocabulary) => {
        entry.ready = vocabulary;
        entry.readyVersion = version;
      },
      () => {
        if (vocabularies.get(db) === entry) vocabularies.set(db, { ...entry, version: Number.NaN });
      },
    );
    cached = entry;
  }
  if (!wait && cached.ready) return { vocabulary: cached.ready, fresh: cached.readyVersion === version };
  return { vocabulary: await cached.loading, fresh: true };
}

/**
 * The words of the catalogue's active products. Each call costs one tiny
 * read (the index version). When a product's words have changed (in this
 * process or another) the words load again in the background: reading them
 * takes 80 ms at 100,000 products on SQLite, so searches meanwhile use the
 * previous words, unless `fresh` asks to wait for the new ones.
 */
export async function getSearchVocabulary(
  database: ShopDatabase,
  options: { fresh?: boolean } = {},
): Promise<SearchVocabulary> {
  return (await currentVocabulary(database, options.fresh ?? false)).vocabulary;
}

/** Name matches first, then best sellers, then the newest. */
function compareHits(a: products.SearchHit, b: products.SearchHit): number {
  return a.tier - b.tier || b.top_selling - a.top_selling || b.id - a.id;
}

/**
 * Ids of the best active products for a parsed query, best first. Products
 * with every word come before products with only some: those are looked for
 * only when no product has every word, leaving out the words the catalogue
 * does not know or, when all are known, each word in turn. Words unknown to
 * a fresh vocabulary are in no product, so they are never looked up; while
 * the vocabulary reloads they are, as typed (a new product may hold them).
 */
export async function findProductIds(
  { db, dialect }: ShopDatabase,
  plan: SearchPlan,
  limit: number,
  vocabulary: CurrentVocabulary,
): Promise<number[]> {
  const { groups } = plan;
  const search = (subset: SearchGroup[]) => {
    const match = matchAll(subset);
    const share = estimateMatches(match, vocabulary.vocabulary) / Math.max(1, vocabulary.vocabulary.products);
    return products.searchProductIds(db, dialect, match, limit, share);
  };
  const known = groups.filter((group) => group.known);
  if (known.length === 0 && vocabulary.fresh) return [];
  if (known.length === groups.length || !vocabulary.fresh) {
    const hits = await search(groups);
    if (hits.length > 0 || groups.length === 1) return hits.map((hit) => hit.id);
  }
  const subsets = known.length < groups.length ? [known] : known.map((_, skip) => known.filter((__, i) => i !== skip));
  const merged = new Map<number, products.SearchHit>();
  for (const subset of subsets) {
    if (subset.length === 0) continue;
    for (const hit of await search(subset)) {
      const seen = merged.get(hit.id);
      if (!seen || compareHits(hit, seen) < 0) merged.set(hit.id, hit);
    }
  }
  return [...merged.values()]
    .sort(compareHits)
    .slice(0, limit)
    .map((hit) => hit.id);
}

/** The shop's product search: active products for a shopper's query, best first, at most `limit`. */
export async function searchActiveProducts(
  database: ShopDatabase,
  query: string,
  limit: number,
): Promise<products.ProductRow[]> {
  const vocabulary = await currentVocabulary(database, false);
  const ids = await findProductIds(database, parseSearchQuery(query, vocabulary.vocabulary), limit, vocabulary);
  const rows = await products.listActiveProductsByIds(database.db, ids);
  const order = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}
