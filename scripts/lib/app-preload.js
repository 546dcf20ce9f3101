// Preloaded into the app process by the launcher (node --import), before its server (app-server.js) starts.
import { subscribe } from "node:diagnostics_channel";
import { baselineHeaders, reachedOverTls } from "../../contract/response-headers.js";

// The app's server installs Remix's globals, which replace the global fetch with Remix's polyfill, which fails every second request after a
// streamed response on a kept-alive connection (the language model's streams). Keep Node's own fetch for
// the language-model client (app/platform/language-model.server.ts), as the singleton "native-fetch" (see
// app/platform/singleton.server.ts: this plain-JS preload cannot import it, so it uses the same key).
globalThis[Symbol.for("notewell:native-fetch")] = globalThis.fetch;

// If the launcher is killed outright (SIGKILL leaves it no chance to stop its children), this process
// notices it was orphaned and exits too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, "SIGTERM");
}, 1000).unref();

// The app's server stops listening on SIGINT/SIGTERM, but kept-alive connections and the database pool would
// hold the process open until the launcher's grace period ends in SIGKILL. Count the requests in flight
// and exit once the last has finished: a document still streaming to a clinician completes first.
let inFlight = 0;
subscribe("http.server.request.start", ({ request, response }) => {
  inFlight++;
  response.once("close", () => inFlight--);
  // The header policy on every response (contract/response-headers.js), before the app writes its own.
  const path = (request.url ?? "/").split("?")[0];
  const tls = reachedOverTls(request.headers["x-forwarded-proto"]?.toString(), Boolean(request.socket?.encrypted));
  for (const [name, value] of Object.entries(baselineHeaders({ path, tls }))) response.setHeader(name, value);
  // An answer given before the request's body was read (a 401 before the body, a refusal): the rest of the body is
  // read and dropped, as Node does for a body nobody listens to, so the connection can carry the next request. Left
  // unread, it held the connection until the idle time-out, and the front door's next request on it got a 502.
  response.once("finish", () => {
    if (request.complete || request.destroyed) return;
    request.removeAllListeners("data");
    request.resume();
  });
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    const exitWhenIdle = () => (inFlight === 0 ? process.exit(0) : setTimeout(exitWhenIdle, 50));
    setImmediate(exitWhenIdle);
  });
}
