/**
 * A table looked up by words taken from a text. It has no prototype, so a word such as "constructor" or
 * "toString" in a note is not mistaken for one of its keys.
 */
export function wordTable<T>(entries: Record<string, T>): Readonly<Record<string, T | undefined>> {
  return Object.assign(Object.create(null) as Record<string, T | undefined>, entries);
}
