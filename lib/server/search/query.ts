import { itemAt } from '../../list';
import { foldText, queryWords, stemWord, textWords } from './normalize';
import { KINDS_OF, SAME_MEANING } from './synonyms';
import type { SearchVocabulary } from './vocabulary';

/**
 * What the index is asked: a word (or, with prefix, any word starting so),
 * any of several matches, or all of them. Words are folded letters and
 * digits only, so neither database ever sees query syntax from the shopper.
 */
export type SearchMatch =
  | { kind: 'term'; text: string; prefix: boolean }
  | { kind: 'any'; of: SearchMatch[] }
  | { kind: 'all'; of: SearchMatch[] };

/** One word of the query (or a phrase with a synonym, such as 'block print'). */
export interface SearchGroup {
  /** The shopper's words this group stands for. */
  words: string[];
  /** How the words were understood, for tests and logs: 'exact', 'prefix', 'corrected to …', 'synonym …'. */
  notes: string[];
  match: SearchMatch;
  /**
   * False when the vocabulary knows no form, synonym, prefix or spelling of
   * it: it is still looked up as typed (a product added a moment ago may hold
   * it), but a search for some of the words leaves it out.
   */
  known: boolean;
}

/** A parsed query: a product matches it when it matches every group. */
export interface SearchPlan {
  groups: SearchGroup[];
}

/** Longest synonym phrase, in words. */
const MAX_PHRASE_WORDS = 3;

interface Synonyms {
  /** Stemmed phrase → other phrases (each a list of words) it also looks for. */
  byPhrase: Map<string, string[][]>;
  /** Every synonym word, as spelling-correction candidates. */
  words: Set<string>;
}

function phraseKey(words: string[]): string {
  return words.map(stemWord).join(' ');
}

function buildSynonyms(): Synonyms {
  const byPhrase = new Map<string, string[][]>();
  const words = new Set<string>();
  const add = (from: string, to: string) => {
    const fromWords = textWords(from);
    const toWords = textWords(to);
    for (const word of [...fromWords, ...toWords]) words.add(foldText(word));
    const key = phraseKey(fromWords);
    const list = byPhrase.get(key) ?? [];
    if (!list.some((other) => phraseKey(other) === phraseKey(toWords))) list.push(toWords);
    byPhrase.set(key, list);
  };
  for (const group of SAME_MEANING) for (const from of group) for (const to of group) if (from !== to) add(from, to);
  for (const [from, kinds] of Object.entries(KINDS_OF)) for (const to of kinds) add(from, to);
  return { byPhrase, words };
}

const synonyms = buildSynonyms();

function term(text: string, prefix = false): SearchMatch {
  return { kind: 'term', text, prefix };
}

function anyOf(of: SearchMatch[]): SearchMatch | null {
  const unique = [...new Map(of.map((match) => [JSON.stringify(match), match])).values()];
  const [first, ...others] = unique;
  if (first === undefined) return null;
  return others.length === 0 ? first : { kind: 'any', of: unique };
}

function allOf(of: (SearchMatch | null)[]): SearchMatch | null {
  const present = of.filter((match) => match !== null);
  const [first, ...others] = present;
  if (first === undefined || present.length < of.length) return null;
  return others.length === 0 ? first : { kind: 'all', of: present };
}

/** A word as the index holds it: its forms, or itself when it has digits (codes, sizes). */
function wordForms(word: string, vocabulary: SearchVocabulary): SearchMatch | null {
  if (/\p{N}/u.test(word)) return term(word);
  return anyOf(vocabulary.forms(word).map((form) => term(form)));
}

/** Every word of a phrase, each in any of its forms. */
function phraseMatch(words: string[], vocabulary: SearchVocabulary): SearchMatch | null {
  return allOf(words.map((word) => wordForms(word, vocabulary)));
}

function synonymMatches(words: string[], vocabulary: SearchVocabulary, notes: string[]): SearchMatch[] {
  const found: SearchMatch[] = [];
  for (const other of synonyms.byPhrase.get(phraseKey(words)) ?? []) {
    const match = phraseMatch(other, vocabulary);
    if (match) {
      found.push(match);
      notes.push(`synonym ${other.join(' ')}`);
    }
  }
  return found;
}

/** One shopper word: its forms or synonyms; failing those, a prefix (last word) or the nearest spellings. */
function wordGroup(word: string, isLast: boolean, vocabulary: SearchVocabulary): SearchGroup {
  const notes: string[] = [];
  const alternatives: SearchMatch[] = [];
  const own = wordForms(word, vocabulary);
  if (own) {
    alternatives.push(own);
    notes.push('exact');
  } else if (isLast) {
    const prefix = vocabulary.withPrefix(word);
    if (prefix.kind === 'prefix') alternatives.push(term(word, true));
    if (prefix.kind === 'words') alternatives.push(...prefix.words.map((form) => term(form)));
    if (prefix.kind !== 'none') notes.push('prefix');
  }
  alternatives.push(...synonymMatches([word], vocabulary, notes));
  if (alternatives.length === 0) {
    for (const correction of vocabulary.corrections(word, synonyms.words)) {
      const corrected = wordForms(correction, vocabulary);
      if (corrected) alternatives.push(corrected);
      const before = alternatives.length;
      alternatives.push(...synonymMatches([correction], vocabulary, notes));
      if (corrected || alternatives.length > before) notes.push(`corrected to ${correction}`);
    }
  }
  const match = anyOf(alternatives);
  if (!match) notes.push('unknown');
  return { words: [word], notes, match: match ?? term(word), known: match !== null };
}

/**
 * Reads a shopper's query against the catalogue's vocabulary: plurals and
 * other word forms, synonyms (Hindi and English craft names, spellings), the
 * last word as a prefix while typing, and misspellings corrected to the
 * nearest words the catalogue holds.
 */
export function parseSearchQuery(query: string, vocabulary: SearchVocabulary): SearchPlan {
  const words = queryWords(query);
  const groups: SearchGroup[] = [];
  let index = 0;
  while (index < words.length) {
    let phraseLength = 0;
    for (let length = Math.min(MAX_PHRASE_WORDS, words.length - index); length >= 2; length -= 1) {
      if (synonyms.byPhrase.has(phraseKey(words.slice(index, index + length)))) {
        phraseLength = length;
        break;
      }
    }
    if (phraseLength > 0) {
      const phrase = words.slice(index, index + phraseLength);
      const notes: string[] = [];
      const own = phraseMatch(phrase, vocabulary);
      if (own) notes.push('exact');
      const match = anyOf([...(own ? [own] : []), ...synonymMatches(phrase, vocabulary, notes)]);
      if (!match) notes.push('unknown');
      groups.push({
        words: phrase,
        notes,
        match: match ?? { kind: 'all', of: phrase.map((word) => term(word)) },
        known: match !== null,
      });
      index += phraseLength;
      continue;
    }
    groups.push(wordGroup(itemAt(words, index), index === words.length - 1, vocabulary));
    index += 1;
  }
  return { groups };
}

/**
 * About how many active products match, for choosing a query plan: exact for
 * one word (the vocabulary counts them), words taken as independent for
 * several. Numbers count as 1; a prefix too broad to list as every product.
 */
export function estimateMatches(match: SearchMatch, vocabulary: SearchVocabulary): number {
  const products = Math.max(1, vocabulary.products);
  switch (match.kind) {
    case 'term':
      if (match.prefix) return products;
      return /\p{N}/u.test(match.text) ? 1 : vocabulary.documentCount(match.text);
    case 'any':
      return Math.min(
        products,
        match.of.reduce((sum, part) => sum + estimateMatches(part, vocabulary), 0),
      );
    case 'all':
      return match.of.reduce((estimate, part) => (estimate * estimateMatches(part, vocabulary)) / products, products);
  }
}

/** All the groups' matches together. */
export function matchAll(groups: SearchGroup[]): SearchMatch {
  const [first, ...others] = groups;
  return first !== undefined && others.length === 0
    ? first.match
    : { kind: 'all', of: groups.map((group) => group.match) };
}

/** The query for SQLite's FTS5: every word quoted, so FTS5 syntax in the input is never syntax. */
export function toFts5Query(match: SearchMatch): string {
  switch (match.kind) {
    case 'term':
      return `"${match.text.replace(/"/g, '""')}"${match.prefix ? ' *' : ''}`;
    case 'any':
      return `(${match.of.map(toFts5Query).join(' OR ')})`;
    case 'all':
      return `(${match.of.map(toFts5Query).join(' AND ')})`;
  }
}

/** The query for PostgreSQL's tsquery, every lexeme quoted. */
export function toTsQuery(match: SearchMatch): string {
  switch (match.kind) {
    case 'term':
      return `'${match.text.replace(/['\\]/g, (char) => `\\${char}`)}'${match.prefix ? ':*' : ''}`;
    case 'any':
      return `(${match.of.map(toTsQuery).join(' | ')})`;
    case 'all':
      return `(${match.of.map(toTsQuery).join(' & ')})`;
  }
}
