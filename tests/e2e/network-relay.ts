import net from "node:net";

/**
 * The network between the browser and Notewell, made breakable (issue 22): a TCP relay the page is opened
 * through, which a test can
 *
 * - **stall** — hold every byte in both directions (connections stay up, nothing arrives), then `release()` them
 *   in order, as a congested or roaming link does;
 * - **cut** — reset every connection (both ends see a reset) and refuse new ones until `restore()`, as a laptop
 *   that left its access point does.
 *
 * The page keeps its address (the relay's host and port) throughout, so the app's own origin checks see nothing
 * unusual. Used by the browser tests (tests/e2e/network-faults.spec.ts) and `npm run bench:outage`.
 */
export type NetworkRelay = {
  port: number;
  /** `http://localhost:PORT` + path: the address to open the page at. */
  url: (path?: string) => string;
  /** Holds every byte from now on, both ways, on every connection (new ones included). */
  stall: () => void;
  /** Delivers what was held, in order, and lets traffic flow again. */
  release: () => void;
  /** Resets every connection and refuses new ones. */
  cut: () => void;
  /** Accepts connections again. */
  restore: () => void;
  /** Connections opened through the relay so far, and refused while it was cut. */
  stats: () => { opened: number; refused: number };
  close: () => Promise<void>;
};

type Pair = { client: net.Socket; server: net.Socket; held: Array<{ to: net.Socket; chunk: Buffer }> };

/** Starts a relay on a free port of this machine, forwarding to `target` (127.0.0.1). */
export async function startNetworkRelay(target: { port: number; host?: string }): Promise<NetworkRelay> {
  const pairs = new Set<Pair>();
  let mode: "open" | "stalled" | "cut" = "open";
  let opened = 0;
  let refused = 0;

  const forward = (pair: Pair, to: net.Socket) => (chunk: Buffer) => {
    if (mode === "stalled" || pair.held.length > 0) pair.held.push({ to, chunk });
    else to.write(chunk);
  };
  const drop = (pair: Pair) => {
    pairs.delete(pair);
    pair.held.length = 0;
    for (const socket of [pair.client, pair.server]) if (!socket.destroyed) socket.resetAndDestroy();
  };

  const server = net.createServer((client) => {
    client.on("error", () => {});
    if (mode === "cut") {
      refused++;
      client.resetAndDestroy();
      return;
    }
    opened++;
    const upstream = net.connect({ port: target.port, host: target.host ?? "127.0.0.1" });
    upstream.on("error", () => {});
    upstream.setNoDelay(true);
    client.setNoDelay(true);
    const pair: Pair = { client, server: upstream, held: [] };
    pairs.add(pair);
    client.on("data", forward(pair, upstream));
    upstream.on("data", forward(pair, client));
    // One side ending ends the other (after what is held, if anything: a stalled link delivers it later).
    const end = (other: net.Socket) => () => {
      if (pair.held.length === 0) other.end();
      else pair.held.push({ to: other, chunk: Buffer.alloc(0) });
    };
    client.on("end", end(upstream));
    upstream.on("end", end(client));
    const gone = () => {
      if (!pairs.has(pair)) return;
      pairs.delete(pair);
      for (const socket of [client, upstream]) if (!socket.destroyed) socket.destroy();
    };
    client.on("close", gone);
    upstream.on("close", gone);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    url: (path = "/") => `http://localhost:${port}${path}`,
    stall() {
      if (mode === "open") mode = "stalled";
    },
    release() {
      if (mode !== "stalled") return;
      mode = "open";
      for (const pair of pairs) {
        for (const { to, chunk } of pair.held.splice(0)) {
          if (chunk.length === 0) to.end();
          else if (!to.destroyed) to.write(chunk);
        }
      }
    },
    cut() {
      mode = "cut";
      for (const pair of [...pairs]) drop(pair);
    },
    restore() {
      if (mode === "cut") mode = "open";
    },
    stats: () => ({ opened, refused }),
    async close() {
      for (const pair of [...pairs]) drop(pair);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
