/**
 * How much memory one upstream provider connection costs, in Node and in Deno: opens N `ws` clients (the
 * sidecar's upstream client) to the fake provider in echo mode, streams 100 ms frames at real time, and
 * prints RSS before and while streaming, per stream. The same file runs on both runtimes:
 *
 *   node --import tsx bench/relay/probe-upstream.ts --url ws://127.0.0.1:PORT/v3/ws --key KEY --streams 1000
 *   node_modules/deno/deno run -A bench/relay/probe-upstream.ts --url … --key … --streams 1000
 */
import process from "node:process";
import { parseArgs } from "node:util";
// @ts-types="@types/ws"
import WebSocket from "ws";

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    url: { type: "string" },
    key: { type: "string" },
    streams: { type: "string", default: "1000" },
    seconds: { type: "string", default: "10" },
  },
});
if (!values.url || !values.key) {
  console.error("probe-upstream: --url and --key are required");
  process.exit(2);
}
const url = `${values.url}?sample_rate=16000&encoding=pcm_s16le&format_turns=false`;
const streams = Number(values.streams);
const frame = new Uint8Array(3200);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const kib = () => Math.round(process.memoryUsage().rss / 1024);

await sleep(500);
const before = kib();
const sockets = await Promise.all(
  Array.from({ length: streams }, async (_, i) => {
    await sleep(i); // ~1 ms apart, not one burst
    const socket = new WebSocket(url, {
      headers: { Authorization: values.key ?? "" },
      perMessageDeflate: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.on("message", () => resolve());
      socket.on("error", reject);
    });
    return socket;
  }),
);
const opened = kib();
const timers = sockets.map((socket, i) => {
  let timer: ReturnType<typeof setInterval> | undefined;
  setTimeout(() => (timer = setInterval(() => socket.send(frame), 100)), (i / streams) * 100);
  return () => clearInterval(timer);
});
await sleep(2000);
const cpuBefore = process.cpuUsage();
let peak = 0;
for (let s = 0; s < Number(values.seconds); s++) {
  await sleep(1000);
  peak = Math.max(peak, kib());
}
const cpu = process.cpuUsage(cpuBefore);
const memory = process.memoryUsage();
for (const stop of timers) stop();
for (const socket of sockets) socket.close(1000);
await sleep(500);
console.log(
  JSON.stringify({
    runtime: "Deno" in globalThis ? "deno" : "node",
    streams,
    rssBeforeKiB: before,
    rssOpenIdleKiB: opened,
    rssStreamingPeakKiB: peak,
    idleKiBPerStream: Math.round((opened - before) / streams),
    streamingKiBPerStream: Math.round((peak - before) / streams),
    cpuMsPerStreamSecond: +((cpu.user + cpu.system) / 1000 / (streams * Number(values.seconds))).toFixed(3),
    heapUsedMiB: Math.round(memory.heapUsed / 1048576),
    externalMiB: Math.round(memory.external / 1048576),
    arrayBuffersMiB: Math.round(memory.arrayBuffers / 1048576),
  }),
);
process.exit(0);
