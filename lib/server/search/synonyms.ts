/**
 * Names shoppers use for the same thing: Hindi and English names of crafts,
 * common spellings of transliterated words, and a few kinds-of entries (a
 * search for 'tie dye' should find bandhani and leheriya). Written in plain
 * words; they are folded and stemmed like any query, and stopwords ('and',
 * 'of') are dropped from queries, so phrases should not need them.
 *
 * Add entries when the search log shows shoppers missing products; keep each
 * one true for every product it could match.
 */

/** Phrases that mean the same: a query for any of them also looks for the others. */
export const SAME_MEANING: readonly (readonly string[])[] = [
  ['bandhani', 'bandhej', 'bandini', 'bandhni'],
  ['chikankari', 'chikan', 'chikan kari', 'chikankaari'],
  ['razai', 'rajai', 'quilt'],
  ['dabu', 'daboo', 'mud resist'],
  ['kalamkari', 'kalamkaari'],
  ['block print', 'hand block printed', 'blockprint'],
  ['ajrakh', 'ajrak'],
  ['leheriya', 'lehariya', 'leheria'],
  ['sanganeri', 'sanganer'],
  ['shisha', 'mirror work', 'abhla'],
  ['gota patti', 'gota'],
  ['kurta', 'kurti'],
  ['pyjama', 'pajama'],
  ['dhurrie', 'dhurry', 'durrie'],
  ['toran', 'door valance', 'valance', 'valence'],
  ['pouf', 'ottoman'],
  ['kaftan', 'caftan'],
  ['jhola', 'tote bag'],
  ['dupatta', 'stole'],
  ['colour', 'color'],
  ['multicolour', 'multicolor'],
];

/** Broader names that should also find the kinds they cover (one way: bandhani does not find leheriya). */
export const KINDS_OF: Readonly<Record<string, readonly string[]>> = {
  'tie dye': ['bandhani', 'leheriya'],
  rug: ['dhurrie'],
  carpet: ['dhurrie', 'rug'],
  'bed cover': ['bedcover'],
  'bed spread': ['bedcover'],
  bedspread: ['bedcover'],
};
