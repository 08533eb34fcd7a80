import { itemAt } from '../../list';
import { editDistance } from './edit-distance';
import { stemWord } from './normalize';

/** A word of the index and how many active products hold it. */
export interface VocabularyTerm {
  term: string;
  documents: number;
}

/** Prefixes matching more words than this are asked of the index as prefixes, not as a list of words. */
export const MAX_PREFIX_WORDS = 24;
/** Corrections kept for one misspelt word (the most common words at the smallest distance). */
const MAX_CORRECTIONS = 3;
/** Words shorter than this are never corrected: 'name' is one edit from 'same', 'bag' from 'rag', 'big' and 'bad'. */
const MIN_CORRECTED_LENGTH = 5;
/** From this length a word may be two edits away ('chikenkary' → 'chikankari'). */
const TWO_EDITS_FROM_LENGTH = 7;
/** A compound must add this many letters to count ('sun' + 'dress'), and the word inside it must be this long. */
const MIN_COMPOUND_HEAD = 3;
const MIN_COMPOUND_WORD = 5;

export type PrefixMatch = { kind: 'none' } | { kind: 'words'; words: string[] } | { kind: 'prefix' };

/**
 * The words of active products (letters only: codes and sizes are looked up
 * as typed), grouped by stem, in order for prefixes and by length for
 * spelling corrections. A few thousand words even at 100,000 products.
 */
export class SearchVocabulary {
  private readonly documents = new Map<string, number>();
  private readonly families = new Map<string, string[]>();
  private readonly sorted: string[];
  private readonly byLength = new Map<number, string[]>();

  constructor(terms: Iterable<VocabularyTerm>) {
    for (const { term, documents } of terms) {
      if (!/^\p{L}+$/u.test(term) || documents <= 0) continue;
      this.documents.set(term, (this.documents.get(term) ?? 0) + documents);
    }
    for (const term of this.documents.keys()) {
      const stem = stemWord(term);
      const family = this.families.get(stem);
      if (family) family.push(term);
      else this.families.set(stem, [term]);
      const sameLength = this.byLength.get(term.length);
      if (sameLength) sameLength.push(term);
      else this.byLength.set(term.length, [term]);
    }
    this.sorted = [...this.documents.keys()].sort();
  }

  get size(): number {
    return this.documents.size;
  }

  /** About how many active products there are: as many as hold the commonest word ('and', 'in', 'the'). */
  get products(): number {
    let most = 0;
    for (const count of this.documents.values()) if (count > most) most = count;
    return most;
  }

  has(word: string): boolean {
    return this.documents.has(word);
  }

  /** Products holding the word (0 when unknown). */
  documentCount(word: string): number {
    return this.documents.get(word) ?? 0;
  }

  /**
   * Index words that are a form of `word`: the same stem (cushion, cushions;
   * print, printed, printing) and compounds ending in it (sundress for dress,
   * handwoven for woven). Empty when the catalogue has no such word.
   */
  forms(word: string): string[] {
    const stem = stemWord(word);
    const forms = new Set(this.families.get(stem) ?? []);
    if (stem.length >= MIN_COMPOUND_WORD) {
      for (const [otherStem, family] of this.families) {
        if (otherStem.length - stem.length >= MIN_COMPOUND_HEAD && otherStem.endsWith(stem))
          for (const form of family) forms.add(form);
      }
    }
    return [...forms];
  }

  /** Index words starting with `prefix`: a short list, 'prefix' when there are too many to list, or none. */
  withPrefix(prefix: string): PrefixMatch {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (itemAt(this.sorted, middle) < prefix) low = middle + 1;
      else high = middle;
    }
    const words: string[] = [];
    for (let i = low; i < this.sorted.length; i += 1) {
      const word = itemAt(this.sorted, i);
      if (!word.startsWith(prefix)) break;
      if (words.length === MAX_PREFIX_WORDS) return { kind: 'prefix' };
      words.push(word);
    }
    return words.length === 0 ? { kind: 'none' } : { kind: 'words', words };
  }

  /**
   * The nearest spellings of an unknown word: within one edit (two for words
   * of 7 letters or more), the most common first. `extra` words (synonyms the
   * index may not hold) are candidates too.
   */
  corrections(word: string, extra: Iterable<string> = []): string[] {
    if (word.length < MIN_CORRECTED_LENGTH || !/^\p{L}+$/u.test(word)) return [];
    const limit = word.length >= TWO_EDITS_FROM_LENGTH ? 2 : 1;
    let best = limit + 1;
    let found: string[] = [];
    const consider = (candidate: string) => {
      const distance = editDistance(word, candidate, limit);
      if (distance > limit || distance === 0 || distance > best) return;
      if (distance < best) {
        best = distance;
        found = [];
      }
      if (!found.includes(candidate)) found.push(candidate);
    };
    for (let length = word.length - limit; length <= word.length + limit; length += 1) {
      for (const candidate of this.byLength.get(length) ?? []) consider(candidate);
    }
    for (const candidate of extra) if (Math.abs(candidate.length - word.length) <= limit) consider(candidate);
    return found
      .sort((a, b) => this.documentCount(b) - this.documentCount(a) || a.localeCompare(b))
      .slice(0, MAX_CORRECTIONS);
  }
}
