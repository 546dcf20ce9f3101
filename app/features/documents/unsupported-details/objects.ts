/**
 * `item` with `fields` it does not have yet, as a new object. Never `{ ...item, field }` for a field `item` lacks:
 * V8 (Node 20's) leaves a spread copy no room for another property, and a copy extended that way is made in the
 * old generation — so every claim given its role, every mention its source, outlived the check that made it until
 * a full collection, and the full collections fell inside checks (decision 034). Overriding a field `item` has
 * (`{ ...claim, subject }`) is not affected.
 */
export function extended<T extends object, F extends object>(item: T, fields: F): T & F {
  return Object.assign({}, item, fields);
}
