/**
 * A table looked up by words taken from a text: a Map, so that a word such as "constructor" or "toString" in a
 * note is never mistaken for one of its keys, and so that looking up words that are not keys stays quick.
 */
export function wordTable<T>(entries: Record<string, T>): ReadonlyMap<string, T> {
  return new Map(Object.entries(entries));
}
