import { loadConfig } from "./config.ts";
import { startSidecar } from "./server.ts";

if (import.meta.main) {
  const config = loadConfig(Deno.env.toObject());
  const sidecar = await startSidecar(config);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await sidecar.shutdown();
    Deno.exit(0);
  };
  Deno.addSignalListener("SIGTERM", stop);
  Deno.addSignalListener("SIGINT", stop);
  // Started by `npm start`: if the launcher is killed outright, do not linger as an orphan.
  if (Deno.env.get("NOTEWELL_EXIT_WITH_PARENT") === "1") {
    const parent = Deno.ppid;
    const watch = setInterval(() => {
      if (Deno.ppid !== parent) {
        clearInterval(watch);
        void stop();
      }
    }, 1000);
  }
}
