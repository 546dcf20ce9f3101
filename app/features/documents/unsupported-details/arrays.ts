/**
 * `items.map(f)` as a packed array, always. V8's optimised `Array.prototype.map` returns a holey array where the
 * unoptimised one returns a packed one: every function that read such an array was thrown out of its optimised
 * code each time the kind it had seen changed — in a check of a long note, a few dozen times over the first
 * hundreds of checks, each costing a slow run (decision 034, "The worst run"). The checker's code calls this,
 * never `.map` (a lint rule holds it).
 */
export function mapped<T, U>(items: readonly T[], f: (item: T, index: number) => U): U[] {
  const result: U[] = [];
  for (let i = 0; i < items.length; i++) result.push(f(items[i], i));
  return result;
}
