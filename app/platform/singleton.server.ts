/**
 * Process-wide singletons: the one database pool, the one housekeeping timer, Node's own fetch.
 *
 * Why not a module-level variable: `remix dev` re-evaluates the server build after every change, so module
 * state would be created again on each rebuild (another connection pool, another timer) while the old one
 * lives on. A value kept on globalThis survives re-evaluation. A production build is evaluated once, so there
 * this is not needed, but it is harmless.
 *
 * The rule (docs/architecture.md, "Process-wide state"): whatever holds an outside resource (a pool, a timer, a
 * limiter, a saved function) is a singleton; a value only computed from configuration may be a module-level
 * `x ??= …`, since making it again leaks nothing.
 *
 * A singleton named `x` lives at `globalThis[Symbol.for("notewell:x")]`, so code outside the build can share
 * one too (scripts/lib/app-preload.js saves Node's fetch before the app's server installs Remix's globals, which replace it).
 */
const store = globalThis as typeof globalThis & Record<symbol, unknown>;
const keyOf = (name: string) => Symbol.for(`notewell:${name}`);

/** The value named `name`, created by `create` the first time it is asked for in this process. */
export function singleton<T>(name: string, create: () => T): T {
  const key = keyOf(name);
  if (!(key in store)) store[key] = create();
  return store[key] as T;
}

/** Forgets the value named `name` and returns it, for a caller that disposes of it (tests close the pool). */
export function releaseSingleton<T>(name: string): T | undefined {
  const key = keyOf(name);
  const value = store[key] as T | undefined;
  delete store[key];
  return value;
}
