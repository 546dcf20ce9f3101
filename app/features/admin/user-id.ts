/** A user id from a URL or a form: a positive whole number that fits the column, else null. */
export function parseUserId(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
