/**
 * The relay a team would write first in Node: a `ws` WebSocketServer that, for every browser socket, opens
 * a `ws` client to the provider (with the Authorization header) and pipes messages both ways unchanged.
 * No authentication, no limits, no re-chunking, no Terminate handshake: the comparison point for the
 * sidecar. Messages that arrive before the provider connection opens are queued.
 *
 *   PROVIDER_URL=ws://127.0.0.1:PORT/v3/ws PROVIDER_API_KEY=KEY node --import tsx bench/relay/node-relay.ts
 *
 * Listens on 127.0.0.1:$PORT (0 = a free port) and prints one line, `{"port":12345}`.
 */
import WebSocket, { type RawData, WebSocketServer } from "ws";
import { exitWithParent } from "./exit-with-parent.ts";

const providerUrl = process.env.PROVIDER_URL;
const apiKey = process.env.PROVIDER_API_KEY;
if (!providerUrl || !apiKey) {
  console.error("node-relay: PROVIDER_URL and PROVIDER_API_KEY are required");
  process.exit(2);
}

/** Close codes a peer may send (1005/1006 only describe what happened locally). */
function sendableCode(code: number): number {
  return code === 1000 || (code >= 1001 && code <= 1003) || (code >= 1007 && code <= 1014) || code >= 3000
    ? code
    : 1011;
}

const server = new WebSocketServer({
  host: "127.0.0.1",
  port: Number(process.env.PORT ?? 0),
  perMessageDeflate: false,
});

server.on("connection", (browser, request) => {
  const query = new URL(request.url ?? "/", "http://relay").search;
  const upstream = new WebSocket(providerUrl + query, {
    headers: { Authorization: apiKey },
    perMessageDeflate: false,
  });
  const queued: Array<{ data: RawData; binary: boolean }> = [];

  browser.on("message", (data, binary) => {
    if (upstream.readyState === WebSocket.OPEN) upstream.send(data, { binary });
    else if (upstream.readyState === WebSocket.CONNECTING) queued.push({ data, binary });
  });
  upstream.on("open", () => {
    for (const { data, binary } of queued.splice(0)) upstream.send(data, { binary });
  });
  upstream.on("message", (data, binary) => {
    if (browser.readyState === WebSocket.OPEN) browser.send(data, { binary });
  });

  browser.on("close", (code) => {
    if (upstream.readyState === WebSocket.OPEN) upstream.close(sendableCode(code));
    else if (upstream.readyState === WebSocket.CONNECTING) upstream.terminate();
  });
  upstream.on("close", (code, reason) => {
    if (browser.readyState === WebSocket.OPEN) browser.close(sendableCode(code), reason);
  });
  browser.on("error", () => upstream.terminate());
  upstream.on("error", () => {
    if (browser.readyState === WebSocket.OPEN) browser.close(1011, "provider unreachable");
  });
});

server.on("listening", () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === "object" && address ? address.port : 0 }));
});

const stop = () => process.exit(0);
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
exitWithParent(stop);
