/**
 * Query understanding without a database: words, word forms, spelling
 * distance, the vocabulary and how a query becomes an index match that no
 * input can turn into query syntax.
 */
import { editDistance } from './edit-distance';
import { foldText, queryWords, stemWord } from './normalize';
import { parseSearchQuery, toFts5Query, toTsQuery, type SearchMatch } from './query';
import { SearchVocabulary } from './vocabulary';

const vocabulary = new SearchVocabulary(
  [
    ['kantha', 20],
    ['quilt', 3],
    ['quilted', 10],
    ['cushion', 9],
    ['cushions', 1],
    ['cover', 12],
    ['dress', 15],
    ['dresses', 2],
    ['sundress', 1],
    ['bandhani', 11],
    ['chikankari', 11],
    ['bag', 9],
    ['bags', 2],
    ['bagru', 20],
    ['block', 30],
    ['print', 40],
    ['printed', 50],
    ['hand', 60],
    ['indigo', 30],
    ['cotton', 90],
    ['kurta', 4],
    ['kurti', 8],
    ['dhurrie', 4],
    ['rug', 6],
    ['near', 3],
  ].map(([term, documents]) => ({ term: term as string, documents: documents as number })),
);

/** Every index word a match could hit, for readable expectations. */
function words(match: SearchMatch): string[] {
  if (match.kind === 'term') return [match.prefix ? `${match.text}*` : match.text];
  return [...new Set(match.of.flatMap(words))].sort();
}

/** The index words each group looks for; unknown words in brackets. */
function groups(query: string): string[][] {
  return parseSearchQuery(query, vocabulary).groups.map((group) =>
    group.known ? words(group.match) : words(group.match).map((word) => `[${word}]`),
  );
}

describe('queryWords', () => {
  it('folds case and accents and splits on anything but letters and digits', () => {
    expect(queryWords('Chikankārī KURTA, block-print!')).toEqual(['chikankari', 'kurta', 'block', 'print']);
    expect(foldText('Ṭie Dyé')).toBe('tie dye');
  });

  it('drops stopwords, single letters and search syntax, and keeps at most eight words', () => {
    expect(queryWords('a OR b')).toEqual([]);
    expect(queryWords('NEAR(kantha, 2) "quilt" -dabu *')).toEqual(['near', 'kantha', 'quilt', 'dabu']);
    expect(queryWords('% _ \' " ; --')).toEqual([]);
    expect(queryWords('one two three four five six seven eight nine ten')).toHaveLength(8);
  });
});

describe('stemWord', () => {
  it.each([
    ['cushions', 'cushion'],
    ['throws', 'throw'],
    ['dresses', 'dress'],
    ['dress', 'dress'],
    ['pouches', 'pouch'],
    ['printed', 'print'],
    ['printing', 'print'],
    ['quilted', 'quilt'],
    ['kanthas', 'kantha'],
  ])('%s meets %s', (word, base) => {
    expect(stemWord(word)).toBe(stemWord(base));
  });

  it('joins dhurrie with dhurries and daisy with daisies, and leaves short words alone', () => {
    expect(stemWord('dhurries')).toBe(stemWord('dhurrie'));
    expect(stemWord('daisies')).toBe(stemWord('daisy'));
    expect(stemWord('bag')).toBe('bag');
    expect(stemWord('dyed')).toBe('dyed');
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent transpositions', () => {
    expect(editDistance('kanta', 'kantha', 2)).toBe(1);
    expect(editDistance('kanhta', 'kantha', 2)).toBe(1);
    expect(editDistance('chikenkari', 'chikankari', 2)).toBe(1);
    expect(editDistance('bandani', 'bandhani', 2)).toBe(1);
    expect(editDistance('bandhani', 'bandhani', 2)).toBe(0);
  });

  it('gives up past the limit', () => {
    expect(editDistance('zzqqxx', 'kantha', 2)).toBe(3);
    expect(editDistance('ab', 'abcdef', 1)).toBe(2);
  });
});

describe('SearchVocabulary', () => {
  it('finds word forms by stem and compounds that end in the word', () => {
    expect(vocabulary.forms('cushions').sort()).toEqual(['cushion', 'cushions']);
    expect(vocabulary.forms('dress').sort()).toEqual(['dress', 'dresses', 'sundress']);
    expect(vocabulary.forms('zzqqxx')).toEqual([]);
  });

  it('lists words by prefix', () => {
    expect(vocabulary.withPrefix('quil')).toEqual({ kind: 'words', words: ['quilt', 'quilted'] });
    expect(vocabulary.withPrefix('zz')).toEqual({ kind: 'none' });
  });

  it('corrects within one edit, two from seven letters, never words under five letters', () => {
    expect(vocabulary.corrections('kanta')).toEqual(['kantha']);
    expect(vocabulary.corrections('chikenkary')).toEqual(['chikankari']);
    expect(vocabulary.corrections('kantaaa')).toEqual(['kantha']);
    expect(vocabulary.corrections('kntaa')).toEqual([]);
    expect(vocabulary.corrections('bga')).toEqual([]);
    expect(vocabulary.corrections('naer')).toEqual([]);
  });

  it('keeps letters-only words with products', () => {
    const mixed = new SearchVocabulary([
      { term: 'kantha', documents: 1 },
      { term: '10101', documents: 1 },
      { term: 'co-ord', documents: 1 },
      { term: 'gone', documents: 0 },
    ]);
    expect(mixed.size).toBe(1);
  });
});

describe('parseSearchQuery', () => {
  it('reads plurals, prefixes of the last word and misspellings', () => {
    expect(groups('cushions')).toEqual([['cushion', 'cushions']]);
    expect(groups('quil')).toEqual([['quilt', 'quilted']]);
    expect(groups('kanta')).toEqual([['kantha']]);
    expect(groups('bandani')).toEqual([['bandhani']]);
  });

  it('only treats the last word as a prefix, and never a word the catalogue knows', () => {
    // 'bag' is a word: bagru is not a bag.
    expect(groups('bag')).toEqual([['bag', 'bags']]);
    expect(groups('kantha ban')).toEqual([['kantha'], ['bandhani']]);
    expect(groups('ban kantha')).toEqual([['[ban]'], ['kantha']]);
  });

  it('adds synonyms, including phrases and one-way kinds', () => {
    expect(groups('bandhej')).toEqual([['bandhani']]);
    expect(groups('kurta')).toEqual([['kurta', 'kurti']]);
    expect(groups('razai')).toEqual([['quilt', 'quilted']]);
    expect(groups('block print cushion')).toEqual([
      ['block', 'hand', 'print', 'printed'],
      ['cushion', 'cushions'],
    ]);
    expect(groups('rug')).toEqual([['dhurrie', 'rug']]);
    expect(groups('dhurrie')).toEqual([['dhurrie']]);
  });

  it('looks up unknown words and numbers as typed', () => {
    expect(groups('zzqqxx')).toEqual([['[zzqqxx]']]);
    expect(groups('10101')).toEqual([['10101']]);
  });
});

describe('query syntax', () => {
  const hostile: SearchMatch = {
    kind: 'any',
    of: [
      { kind: 'term', text: 'a"b', prefix: false },
      { kind: 'term', text: "it's", prefix: true },
    ],
  };

  it('quotes every FTS5 term', () => {
    expect(toFts5Query(hostile)).toBe(`("a""b" OR "it's" *)`);
    expect(toFts5Query({ kind: 'all', of: [{ kind: 'term', text: 'near', prefix: false }] })).toBe('("near")');
  });

  it('quotes every tsquery lexeme', () => {
    expect(toTsQuery(hostile)).toBe(`('a"b' | 'it\\'s':*)`);
  });

  it('never hands the index a word with syntax in it', () => {
    const plan = parseSearchQuery('kantha" OR "x NEAR(a b) {name}: * ^kantha', vocabulary);
    const all = plan.groups.flatMap((group) => words(group.match));
    for (const word of all) expect(word).toMatch(/^[\p{L}\p{N}]+\*?$/u);
  });
});
