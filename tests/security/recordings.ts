import WebSocket from "ws";
import { HOST, ORIGIN } from "./http.ts";

export type Stream = {
  socket: WebSocket;
  begun: Promise<boolean>;
  closed: Promise<{ code: number; reason: string }>;
};

/**
 * Opens a recording as the browser does (its cookie, our page's Origin unless another is given); `begun` is whether
 * Begin arrived.
 */
export function openStream(cookie: string, origin: string = ORIGIN): Stream {
  const socket = new WebSocket(
    `ws://127.0.0.1:${new URL(ORIGIN).port}/ws-proxy?sample_rate=16000&encoding=pcm_s16le&consent=patient`,
    {
      headers: { Cookie: cookie, Origin: origin, Host: HOST },
    },
  );
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const begun = new Promise<boolean>((resolve) => {
    socket.on("message", (data) => {
      if (String(data).includes('"Begin"')) resolve(true);
    });
    void closed.then(() => resolve(false));
  });
  socket.on("error", () => {});
  return { socket, begun, closed };
}
