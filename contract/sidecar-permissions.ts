/**
 * The Deno permissions the stream sidecar runs with, defined once: `npm start` and both containers
 * (scripts/lib/services.ts), the tests that run the sidecar as a process (stream-sidecar/_testing.ts,
 * tests/integration/sidecar-session.test.ts) and the relay benchmark all start it with exactly these.
 * Dependency-free, so Node (the launcher) and Deno (the sidecar's tests) both import it.
 *
 * Network (listen, PostgreSQL, the provider, the app), its environment, reading its own files, and the few
 * system facts the `pg` and `os` modules ask for. No writes, no subprocesses, no FFI.
 */
export const SIDECAR_PERMISSIONS: readonly string[] = [
  "--allow-net",
  "--allow-env",
  "--allow-read",
  "--allow-sys=hostname,osRelease,uid,gid,homedir,networkInterfaces",
];
