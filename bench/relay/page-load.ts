/**
 * The page traffic generator: a worker process (forked by run.ts) that issues GET requests at a fixed rate
 * (open loop: a slow answer does not delay the next request) over keep-alive connections, as browsers do,
 * and reports how long each full page took to arrive.
 */
import http from "node:http";
import { PAGE_BYTES } from "./page.ts";
import { type FailureCounts, type PageCommand, type PageResult, tally } from "./protocol.ts";

const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

function fetchPage(url: URL, timeoutMs: number): Promise<{ ms: number } | { error: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { agent, timeout: timeoutMs }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => {
        if (response.statusCode !== 200) resolve({ error: `HTTP ${response.statusCode}` });
        else if (bytes !== PAGE_BYTES) resolve({ error: `${bytes} bytes` });
        else resolve({ ms: performance.now() - started });
      });
      response.on("error", (error) => resolve({ error: error.message }));
    });
    request.on("timeout", () => request.destroy(new Error("time-out")));
    request.on("error", (error) => resolve({ error: error.message }));
  });
}

async function run(command: PageCommand): Promise<PageResult> {
  const url = new URL(command.url);
  const origin = command.startAt - performance.timeOrigin;
  const count = Math.floor((command.durationMs / 1000) * command.rate);
  const latencies: number[] = [];
  const errors: FailureCounts = {};
  const pending: Array<Promise<void>> = [];
  for (let i = 0; i < count; i++) {
    const due = origin + (i * 1000) / command.rate;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    pending.push(
      fetchPage(url, command.timeoutMs).then((outcome) => {
        if ("ms" in outcome) latencies.push(outcome.ms);
        else tally(errors, outcome.error);
      }),
    );
  }
  await Promise.all(pending);
  return { type: "pages", latencies: Float64Array.from(latencies), requests: count, errors };
}

process.on("message", (command: PageCommand) => {
  void run(command).then((result) => process.send?.(result));
});
process.on("disconnect", () => process.exit(0));
process.send?.({ type: "ready" });
