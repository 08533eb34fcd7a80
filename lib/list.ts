/**
 * Indexed reads that fail loudly where a missing item would be a bug: a
 * missing colour or shot would otherwise end up as the text "undefined" inside
 * an SVG, a missing row as a TypeError far from its cause.
 */
export function itemAt<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`No item at ${index} in a list of ${list.length}`);
  return item;
}

/** The item at `index`, wrapping around the end of the list. */
export function cycle<T>(list: readonly T[], index: number): T {
  return itemAt(list, index % list.length);
}
