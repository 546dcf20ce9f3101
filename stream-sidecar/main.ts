import { loadConfig } from "./config.ts";
import { startSidecar } from "./server.ts";

if (import.meta.main) {
  const config = loadConfig(Deno.env.toObject());
  const sidecar = await startSidecar(config);
  let stopping = false;
  /** SIGTERM (a deploy): drain for the grace period. SIGINT (Ctrl-C): end streams cleanly at once. */
  const stop = async (graceMs: number) => {
    if (stopping) return;
    stopping = true;
    await sidecar.drain(graceMs);
    Deno.exit(0);
  };
  Deno.addSignalListener("SIGTERM", () => void stop(config.drainGraceMs));
  Deno.addSignalListener("SIGINT", () => void stop(0));
  // Started by `npm start`: if the launcher is killed outright, do not linger as an orphan.
  if (Deno.env.get("NOTEWELL_EXIT_WITH_PARENT") === "1") {
    const parent = Deno.ppid;
    const watch = setInterval(() => {
      if (Deno.ppid !== parent) {
        clearInterval(watch);
        void stop(0);
      }
    }, 1000);
  }
}
