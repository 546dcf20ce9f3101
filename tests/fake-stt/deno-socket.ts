/**
 * Two things a fake server needs that Deno's server-side WebSocket cannot do through its public API.
 * Both reach into Deno's internals (checked on Deno 2.9.6; the fake-stt tests fail if an upgrade moves
 * them) and report false when they cannot, so callers can fall back to a plain `close()`.
 */

type Core = { close(rid: number): void };
type Internals = Record<symbol, number>;

const OPEN = 1;

function symbolOf(socket: WebSocket, description: string): symbol | undefined {
  return Object.getOwnPropertySymbols(socket).find((s) => s.description === description);
}

/**
 * Ends the connection the way a network failure would: no close frame, the TCP connection just goes, so
 * the peer reports close code 1006.
 *
 * `close()` always sends a close frame (the peer sees 1000 or 1005) and `Deno.serve` never exposes the
 * connection. So this closes the socket's Rust resource, which owns the upgraded TCP stream, with Deno's
 * internal `core.close(rid)`; the rid sits under the socket's `[[rid]]` symbol. The local socket then
 * fires `error` ("Bad resource") and `close`.
 */
export function dropConnection(socket: WebSocket): boolean {
  const internal = (Deno as unknown as Record<symbol, { core?: Core } | undefined>)[
    (Deno as unknown as { internal: symbol }).internal
  ];
  const ridSymbol = symbolOf(socket, "[[rid]]");
  const rid = ridSymbol && (socket as unknown as Internals)[ridSymbol];
  if (!internal?.core || typeof rid !== "number") return false;
  try {
    internal.core.close(rid);
    return true;
  } catch {
    return false;
  }
}

/**
 * Sends a close frame and keeps reading until the client answers, so the client sees `code` even when it
 * was still sending.
 *
 * In Deno 2.9.6 a *server* socket that has called `close()` tears the connection down on the next data
 * frame it reads, without waiting for the close frame it queued to go out. A client still streaming audio
 * therefore sees 1006 instead of the code. Putting `[[readyState]]` back to OPEN right after `close()`
 * keeps Deno's read loop on its normal path: later frames arrive as `message` events (the caller must
 * ignore them), and the client's close reply ends the socket cleanly.
 */
export function closeAndDrain(socket: WebSocket, code: number, reason: string): boolean {
  const stateSymbol = symbolOf(socket, "[[readyState]]");
  socket.close(code, reason);
  if (!stateSymbol) return false;
  (socket as unknown as Internals)[stateSymbol] = OPEN;
  return true;
}
