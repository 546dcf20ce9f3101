/**
 * Runs the fake STT server until SIGTERM or SIGINT.
 *
 *   deno run --allow-net --allow-env tests/fake-stt/main.ts --port 0 --api-key KEY \
 *     [--hostname 127.0.0.1] [--format-mode trailing|inline] [--rate-lookahead 2] [--echo] [--loop-script]
 *     [--words-in-audio]
 *
 * `--api-key` falls back to $FAKE_STT_API_KEY. Once listening it prints one line, `{"port":12345}`.
 */
import { parseArgs } from "node:util";
import { DEFAULT_RATE_LOOKAHEAD_SECONDS, startFakeStt } from "./server.ts";

const { values } = parseArgs({
  args: Deno.args,
  options: {
    port: { type: "string", default: "0" },
    hostname: { type: "string", default: "127.0.0.1" },
    "api-key": { type: "string" },
    "format-mode": { type: "string", default: "trailing" },
    "rate-lookahead": { type: "string", default: String(DEFAULT_RATE_LOOKAHEAD_SECONDS) },
    echo: { type: "boolean", default: false },
    "loop-script": { type: "boolean", default: false },
    "words-in-audio": { type: "boolean", default: false },
  },
});

function fail(message: string): never {
  console.error(`fake-stt: ${message}`);
  Deno.exit(2);
}

const apiKey = values["api-key"] ?? Deno.env.get("FAKE_STT_API_KEY");
if (!apiKey) fail("--api-key (or FAKE_STT_API_KEY) is required");
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail("--port must be 0..65535");
const formatMode = values["format-mode"];
if (formatMode !== "trailing" && formatMode !== "inline") fail("--format-mode must be trailing or inline");
const rateLookaheadSeconds = Number(values["rate-lookahead"]);
if (!(rateLookaheadSeconds >= 0)) fail("--rate-lookahead must be a number of seconds");

const started = startFakeStt({
  apiKey,
  port,
  hostname: values.hostname,
  formatMode,
  rateLookaheadSeconds,
  echo: values.echo,
  loopScript: values["loop-script"],
  wordsInAudio: values["words-in-audio"],
});

// Listen for signals before announcing the port, so a supervisor that saw the port can always stop us.
let stopping: Promise<void> | null = null;
const stop = (): void => {
  stopping ??= started.then((fake) => fake.close()).finally(() => Deno.exit(0));
};
Deno.addSignalListener("SIGTERM", stop);
Deno.addSignalListener("SIGINT", stop);

console.log(JSON.stringify({ port: (await started).port }));
