/**
 * Text normalisation shared by the query side (here) and the index side (the
 * FTS5 tokenizer on SQLite, the search_document() function on PostgreSQL):
 * lower case, accents folded ('Chikankārī' is 'chikankari'), words are runs of
 * letters and digits, everything else separates them.
 */

/** Most words a query is cut to: longer queries are sentences, not searches. */
export const MAX_QUERY_WORDS = 8;

/** Words that say nothing about a product; a query made only of them finds nothing. */
const STOPWORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'in',
  'is',
  'it',
  'its',
  'of',
  'on',
  'or',
  'not',
  'the',
  'this',
  'that',
  'to',
  'with',
]);

/** Lower case with accents and other combining marks removed. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Words of any text, as the index sees them. */
export function textWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/**
 * The words of a search query worth looking up: folded, without stopwords
 * and single letters, at most MAX_QUERY_WORDS. Punctuation, quotes and
 * search-engine syntax ('NEAR(', '"', '%', '*') are separators, never syntax.
 */
export function queryWords(query: string): string[] {
  return textWords(query)
    .filter((word) => word.length > 1 && !STOPWORDS.has(word))
    .slice(0, MAX_QUERY_WORDS);
}

/**
 * A light English stemmer for matching word forms, not for linguistics:
 * plurals (cushions, dresses, throws, daisies), -ed and -ing on longer words
 * (printed, printing, quilted) and a final e or y, so that 'dhurrie' and
 * 'dhurries' meet at 'dhurri'. Query words and index words go through the same
 * function, so its mistakes only ever join word forms, never split them.
 */
export function stemWord(word: string): string {
  if (word.length <= 3 || !/^\p{L}+$/u.test(word)) return word;
  let stem = word;
  if (stem.endsWith('ies') && stem.length > 4) stem = stem.slice(0, -2);
  else if (/(ss|x|ch|sh|z)es$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.endsWith('s') && !/(ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);
  else if (stem.endsWith('ed') && stem.length >= 6) stem = undouble(stem.slice(0, -2));
  else if (stem.endsWith('ing') && stem.length >= 7) stem = undouble(stem.slice(0, -3));
  if (stem.length > 4 && stem.endsWith('e')) stem = stem.slice(0, -1);
  if (stem.length > 3 && /[^aeiou]y$/.test(stem)) stem = `${stem.slice(0, -1)}i`;
  return stem;
}

/** knott → knot, bedd → bed; ll, ss and zz stay (rolled → roll, dressed → dress). */
function undouble(stem: string): string {
  return /([^aeiouylsz])\1$/.test(stem) ? stem.slice(0, -1) : stem;
}
