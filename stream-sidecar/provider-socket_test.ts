import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { encodeFrame, frameSize, parseFrame, ProviderSocket } from "./provider-socket.ts";

Deno.test("client frames are masked and decode back to the payload, at every length encoding", () => {
  for (const length of [0, 5, 125, 126, 3200, 65535, 65536, 100_000]) {
    const payload = new Uint8Array(length).map((_, i) => i * 7);
    const frame = encodeFrame(0x2, payload);
    const parsed = parseFrame(frame);
    assert.ok(parsed, `length ${length}`);
    assert.equal(parsed.opcode, 0x2);
    assert.equal(parsed.fin, true);
    assert.equal(parsed.size, frame.length);
    assert.deepEqual(parsed.payload, payload);
    if (length >= 8) {
      assert.notDeepEqual(frame.subarray(frame.length - length), payload, "the payload is masked");
    }
  }
  assert.equal(
    parseFrame(encodeFrame(0x1, new Uint8Array(300)).subarray(0, 100)),
    null,
    "an incomplete frame waits",
  );
});

Deno.test("a frame encoded into a reused buffer is the same frame", () => {
  const scratch = new Uint8Array(frameSize(3200) + 16);
  for (const length of [3200, 1600, 7]) {
    const payload = new Uint8Array(length).map((_, i) => i);
    const frame = encodeFrame(0x2, payload, scratch.subarray(0, frameSize(length)));
    assert.equal(frame.buffer, scratch.buffer);
    assert.deepEqual(parseFrame(frame)?.payload, payload);
  }
});

/** A raw TCP "server" that answers the upgrade by hand and then writes the frames it is told to. */
function rawServer(
  script: (conn: Deno.Conn, key: string) => Promise<void>,
): { url: string; done: Promise<void> } {
  const listener = Deno.listen({ port: 0, hostname: "127.0.0.1" });
  const done = (async () => {
    const conn = await listener.accept();
    listener.close();
    const reader = conn.readable.getReader();
    let head = "";
    while (!head.includes("\r\n\r\n")) head += new TextDecoder().decode((await reader.read()).value);
    reader.releaseLock();
    const key = /sec-websocket-key: (\S+)/i.exec(head)![1];
    await script(conn, key);
  })();
  return { url: `ws://127.0.0.1:${(listener.addr as Deno.NetAddr).port}/v3/ws`, done };
}

const accept = (key: string) =>
  `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${
    createHash("sha1").update(key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").digest("base64")
  }\r\n\r\n`;
const serverFrame = (opcode: number, payload: string, fin = true) => {
  const bytes = new TextEncoder().encode(payload);
  return new Uint8Array([(fin ? 0x80 : 0) | opcode, bytes.length, ...bytes]);
};

Deno.test("fragmented text is joined, pings are answered, and the server's close is echoed", async () => {
  const received: string[] = [];
  let closed: [number, string] | undefined;
  let pong = "";
  const server = rawServer(async (conn, key) => {
    const writer = conn.writable.getWriter();
    await writer.write(new TextEncoder().encode(accept(key)));
    await writer.write(serverFrame(0x1, '{"type":', false));
    await writer.write(serverFrame(0x0, '"Begin"}'));
    await writer.write(serverFrame(0x9, "hi"));
    const reader = conn.readable.getReader();
    const reply = parseFrame((await reader.read()).value!);
    pong = `${reply?.opcode}:${new TextDecoder().decode(reply?.payload)}`;
    await writer.write(new Uint8Array([0x88, 6, 0x03, 0xe8, ...new TextEncoder().encode("done")]));
    const echoed = parseFrame((await reader.read()).value!);
    assert.equal(echoed?.opcode, 0x8);
    conn.close();
  });
  await new Promise<void>((resolve) => {
    new ProviderSocket(server.url, { headers: { Authorization: "k" }, handshakeTimeoutMs: 2000 }, {
      onOpen: () => {},
      onText: (text) => received.push(text),
      onRejected: () => {},
      onError: () => {},
      onClose: (code, reason) => {
        closed = [code, reason];
        resolve();
      },
    });
  });
  await server.done;
  assert.deepEqual(received, ['{"type":"Begin"}']);
  assert.equal(pong, "10:hi");
  assert.deepEqual(closed, [1000, "done"]);
});

Deno.test("an HTTP refusal before the upgrade is reported with its status; a bad accept key is an error", async () => {
  const refused = rawServer(async (conn) => {
    await conn.write(new TextEncoder().encode("HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\n\r\n"));
  });
  const status = await new Promise<number>((resolve) => {
    new ProviderSocket(refused.url, { headers: {}, handshakeTimeoutMs: 2000 }, {
      onOpen: () => {},
      onText: () => {},
      onRejected: resolve,
      onError: () => {},
      onClose: () => {},
    });
  });
  await refused.done;
  assert.equal(status, 401);

  const forged = rawServer(async (conn) => {
    await conn.write(new TextEncoder().encode(accept("not-the-key")));
    await new Promise((r) => setTimeout(r, 50));
    conn.close();
  });
  const outcome = await new Promise<string>((resolve) => {
    new ProviderSocket(forged.url, { headers: {}, handshakeTimeoutMs: 2000 }, {
      onOpen: () => resolve("open"),
      onText: () => {},
      onRejected: () => resolve("rejected"),
      onError: (error) => resolve(error.message),
      onClose: () => {},
    });
  });
  await forged.done;
  assert.equal(outcome, "bad Sec-WebSocket-Accept");
});

Deno.test("a server that never answers the upgrade times out", async () => {
  const silent = rawServer(async (conn) => {
    await new Promise((r) => setTimeout(r, 400));
    conn.close();
  });
  const error = await new Promise<string>((resolve) => {
    new ProviderSocket(silent.url, { headers: {}, handshakeTimeoutMs: 150 }, {
      onOpen: () => {},
      onText: () => {},
      onRejected: () => {},
      onError: (e) => resolve(e.message),
      onClose: () => {},
    });
  });
  await silent.done;
  assert.equal(error, "handshake timed out");
});
