/**
 * The floor under the sidecar's memory per stream: what Deno's own server WebSocket (`Deno.upgradeWebSocket`,
 * the browser's leg of every recording) costs per connection, with no relay, no upstream and no database.
 * Serves an echo endpoint, has a Node process (probe-server-memory-client.ts) open N connections to it, and
 * prints this process's RSS growth per connection, idle and then with a recording's traffic (a 3,200-byte frame
 * every 100 ms, answered by a small JSON message, as the provider's Turn messages are). Decision 031 quotes it.
 *
 *   node_modules/deno/deno run -A bench/relay/probe-server-memory.deno.ts --streams 500
 *   DENO_V8_FLAGS=--max-semi-space-size=1 node_modules/deno/deno run -A bench/relay/probe-server-memory.deno.ts
 */
import { parseArgs } from "node:util";

const { values } = parseArgs({
  args: Deno.args,
  options: { streams: { type: "string", default: "500" }, seconds: { type: "string", default: "5" } },
});
const streams = Number(values.streams);
const mib = (bytes: number) => (bytes / 1_048_576).toFixed(1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let open = 0;
const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, (request) => {
  const { socket, response } = Deno.upgradeWebSocket(request);
  socket.binaryType = "arraybuffer";
  socket.onopen = () => open++;
  socket.onmessage = () => socket.send('{"type":"Echo"}');
  return response;
});

const client = new Deno.Command("node", {
  args: [
    "--import",
    "tsx",
    new URL("./probe-server-memory-client.ts", import.meta.url).pathname,
    `ws://127.0.0.1:${server.addr.port}/`,
    String(streams),
    values.seconds,
  ],
  stdin: "piped",
  stdout: "piped",
}).spawn();
const lines = client.stdout.pipeThrough(new TextDecoderStream()).getReader();
const next = async (): Promise<string> => (await lines.read()).value?.trim() ?? "";

await sleep(500);
const before = Deno.memoryUsage().rss;
if ((await next()) !== "open") throw new Error("the client did not open its connections");
await sleep(1000);
const idle = Deno.memoryUsage().rss;
if ((await next()) !== "streamed") throw new Error("the client did not stream");
const busy = Deno.memoryUsage();
console.log(
  `Deno ${Deno.version.deno}, V8 flags: ${Deno.env.get("DENO_V8_FLAGS") ?? "(none)"}; ${open} connections`,
);
console.log(`RSS before ${mib(before)} MiB, idle ${mib(idle)} MiB, streaming ${mib(busy.rss)} MiB`);
console.log(
  `per connection: idle ${((idle - before) / 1024 / streams).toFixed(1)} KiB, ` +
    `streaming ${((busy.rss - before) / 1024 / streams).toFixed(1)} KiB ` +
    `(V8 heap used ${mib(busy.heapUsed)} MiB of ${mib(busy.heapTotal)} MiB)`,
);
await client.stdin.close();
await client.status;
await server.shutdown();
