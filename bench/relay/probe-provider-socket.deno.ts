/**
 * The sidecar's own upstream client (stream-sidecar/provider-socket.ts) under the same load as
 * probe-upstream.ts: N connections to the fake provider in echo mode, a 100 ms frame each every 100 ms.
 * Prints RSS per stream and the CPU the process used per stream-second.
 *
 *   node_modules/deno/deno run -A bench/relay/probe-provider-socket.deno.ts --url ws://127.0.0.1:PORT/v3/ws --key KEY
 */
import { parseArgs } from "node:util";
import { ProviderSocket } from "../../stream-sidecar/provider-socket.ts";

const { values } = parseArgs({
  args: Deno.args,
  options: {
    url: { type: "string" },
    key: { type: "string" },
    streams: { type: "string", default: "1000" },
    seconds: { type: "string", default: "10" },
  },
});
if (!values.url || !values.key) throw new Error("--url and --key are required");
const url = `${values.url}?sample_rate=16000&encoding=pcm_s16le&format_turns=false`;
const streams = Number(values.streams);
const frame = new Uint8Array(3200);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const kib = () => Math.round(Deno.memoryUsage().rss / 1024);
const cpuMs = () => {
  const fields = Deno.readTextFileSync("/proc/self/stat").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

await sleep(500);
const before = kib();
let answers = 0;
const sockets = await Promise.all(
  Array.from({ length: streams }, async (_, i) => {
    await sleep(i);
    return await new Promise<ProviderSocket>((resolve, reject) => {
      const socket: ProviderSocket = new ProviderSocket(url, {
        headers: { Authorization: values.key ?? "" },
        handshakeTimeoutMs: 10_000,
      }, {
        onOpen: () => {},
        onText: (text) => (text.includes('"Begin"') ? resolve(socket) : answers++),
        onClose: () => {},
        onRejected: (status) => reject(new Error(`HTTP ${status}`)),
        onError: reject,
      });
    });
  }),
);
const opened = kib();
const intervals = sockets.map((socket, i) => {
  let id: ReturnType<typeof setInterval> | undefined;
  setTimeout(() => (id = setInterval(() => socket.sendBinary(frame), 100)), (i / streams) * 100);
  return () => clearInterval(id);
});
await sleep(2000);
const cpuBefore = cpuMs();
let peak = 0;
for (let s = 0; s < Number(values.seconds); s++) {
  await sleep(1000);
  peak = Math.max(peak, kib());
}
const cpu = cpuMs() - cpuBefore;
for (const stop of intervals) stop();
for (const socket of sockets) socket.close(1000);
await sleep(500);
console.log(JSON.stringify({
  client: "ProviderSocket (Deno)",
  streams,
  answers,
  idleKiBPerStream: Math.round((opened - before) / streams),
  streamingKiBPerStream: Math.round((peak - before) / streams),
  cpuMsPerStreamSecond: +(cpu / (streams * Number(values.seconds))).toFixed(3),
}));
Deno.exit(0);
