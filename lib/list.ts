/**
 * Indexed reads that fail loudly where a missing item would be a bug: a
 * missing colour or shot would otherwise end up as the text "undefined" inside
 * an SVG, a missing row as a TypeError far from its cause, a missing element
 * in a test as an `undefined` carried into the next assertion. They accept any
 * ArrayLike (DOM node lists, mock calls, regex matches).
 */
export function itemAt<T>(list: ArrayLike<T>, index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`expected an item at ${index} in a list of ${list.length}`);
  return item;
}

export function firstItem<T>(list: ArrayLike<T>): T {
  return itemAt(list, 0);
}

export function lastItem<T>(list: ArrayLike<T>): T {
  return itemAt(list, list.length - 1);
}

/** The item at `index`, wrapping around the end of the list. */
export function cycle<T>(list: ArrayLike<T>, index: number): T {
  return itemAt(list, index % list.length);
}
