/**
 * Indexed reads for tests and benchmarks. A missing item there is a failure to report, not an
 * `undefined` to carry into the next assertion, so these throw with the index and the length.
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
