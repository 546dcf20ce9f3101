/**
 * A stand-in for the Remix app behind the sidecar: answers every request with the same ~20 KB HTML page, so
 * the benchmark measures the forwarding, not page rendering.
 *
 *   node --import tsx bench/relay/page-app.ts      # listens on 127.0.0.1:$PORT (0 = free), prints {"port":N}
 */
import http from "node:http";
import { exitWithParent } from "./exit-with-parent.ts";
import { pageBody } from "./page.ts";

const body = pageBody();
const server = http.createServer((request, response) => {
  request.resume();
  response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
  response.end(body);
});
server.keepAliveTimeout = 30_000;
server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === "object" && address ? address.port : 0 }));
});

const stop = () => process.exit(0);
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
exitWithParent(stop);
