// Preloaded into the app process by the launcher (node --import), before remix-serve starts.

// remix-serve replaces the global fetch with Remix's polyfill, which fails every second request after a
// streamed response on a kept-alive connection (the language model's streams). Keep Node's own fetch for
// the language-model client (app/services/language-model.server.ts).
globalThis.__notewellNativeFetch = globalThis.fetch;

// If the launcher is killed outright (SIGKILL leaves it no chance to stop its children), this process
// notices it was orphaned and exits too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, "SIGTERM");
}, 1000).unref();
