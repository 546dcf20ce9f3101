import { Buffer } from "node:buffer";
import { createHash } from "node:crypto";

/**
 * A WebSocket client for the relay's upstream leg, on Deno's own TCP/TLS connections (RFC 6455, client side:
 * masked frames out, text/binary/ping/close in, fragmentation handled). It exists for speed: Deno's built-in
 * client leaves TCP_NODELAY off and stalls each small frame ~40 ms, and the npm `ws` client runs through the
 * Node-compatibility socket layer; this one sets no-delay and does one write per frame.
 */
export type ProviderSocketEvents = {
  onOpen: () => void;
  onText: (text: string) => void;
  /** The server closed (or the connection dropped: 1006). */
  onClose: (code: number, reason: string) => void;
  /** The server answered the upgrade with an HTTP status instead of 101. */
  onRejected: (status: number) => void;
  onError: (error: Error) => void;
};

const CONNECTING = 0;
const OPEN = 1;
const CLOSING = 2;
const CLOSED = 3;
const GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";
const encoder = new TextEncoder();
const decoder = new TextDecoder();

export class ProviderSocket {
  static readonly CONNECTING = CONNECTING;
  static readonly OPEN = OPEN;
  readyState = CONNECTING;
  #conn: Deno.Conn | Deno.TlsConn | null = null;
  /** Frames waiting to be written, in order; one write loop drains them. */
  #outbox: Uint8Array[] = [];
  #writing = false;
  /** One reusable frame buffer: used whenever the socket is idle (nearly always), so audio allocates nothing. */
  #scratch: Uint8Array | null = null;
  #scratchInUse = false;
  /** Bytes handed to the socket and not yet written (the relay's back-pressure signal). */
  #queued = 0;
  #closeSent = false;
  #finished = false;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    url: string,
    private readonly options: { headers: Record<string, string>; handshakeTimeoutMs: number },
    private readonly events: ProviderSocketEvents,
  ) {
    this.#timer = setTimeout(() => this.#fail(new Error("handshake timed out")), options.handshakeTimeoutMs);
    void this.#connect(new URL(url));
  }

  get bufferedAmount(): number {
    return this.#queued;
  }

  /** Sends a text message (control messages such as Terminate). */
  sendText(text: string): void {
    this.#send(0x1, encoder.encode(text));
  }

  /** Sends a binary message (audio). */
  sendBinary(data: Uint8Array): void {
    this.#send(0x2, data);
  }

  /** Starts the closing handshake; the server's close frame (or a drop) finishes it. */
  close(code = 1000): void {
    if (this.readyState === CONNECTING) return this.terminate();
    if (this.readyState !== OPEN) return;
    this.readyState = CLOSING;
    this.#sendClose(code);
  }

  /** Drops the connection at once. */
  terminate(): void {
    this.#finish(1006, "");
  }

  async #connect(url: URL): Promise<void> {
    try {
      const secure = url.protocol === "wss:";
      const port = Number(url.port || (secure ? 443 : 80));
      const tcp = await Deno.connect({ hostname: url.hostname, port });
      // No Nagle: every audio frame leaves at once (the built-in client's 40 ms stall).
      tcp.setNoDelay(true);
      const conn = secure ? await Deno.startTls(tcp, { hostname: url.hostname }) : tcp;
      this.#conn = conn;
      if (this.#finished) return conn.close();
      const key = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
      const headers = {
        Host: url.host,
        Upgrade: "websocket",
        Connection: "Upgrade",
        "Sec-WebSocket-Key": key,
        "Sec-WebSocket-Version": "13",
        ...this.options.headers,
      };
      const request = `GET ${url.pathname}${url.search} HTTP/1.1\r\n` +
        Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join("") + "\r\n";
      await writeAll(conn, encoder.encode(request));
      await this.#read(conn, key);
    } catch (error) {
      this.#fail(error instanceof Error ? error : new Error(String(error)));
    }
  }

  /**
   * Reads the handshake answer, then frames, until the connection ends. Reads go straight into one small
   * buffer per connection (grown only for a message larger than it), not through a web stream.
   */
  async #read(conn: Deno.Conn | Deno.TlsConn, key: string): Promise<void> {
    let buffer = new Uint8Array(READ_BUFFER_BYTES);
    let start = 0;
    let end = 0;
    const fill = async (): Promise<boolean> => {
      if (start > 0 && start === end) start = end = 0;
      if (end === buffer.length) {
        // Make room: move what is unread to the front, or grow for a large message.
        const unread = end - start;
        const next = unread > buffer.length / 2 ? new Uint8Array(buffer.length * 2) : buffer;
        next.copyWithin(0, start, end);
        if (next !== buffer) next.set(buffer.subarray(start, end));
        buffer = next;
        start = 0;
        end = unread;
      }
      const read = await conn.read(buffer.subarray(end)).catch(() => null);
      if (read === null) return false;
      end += read;
      return true;
    };
    // Handshake.
    let headerEnd = -1;
    while (headerEnd < 0) {
      if (!(await fill())) return this.#fail(new Error("connection closed during the handshake"));
      headerEnd = indexOfHeaderEnd(buffer.subarray(start, end));
    }
    const head = decoder.decode(buffer.subarray(start, start + headerEnd));
    start += headerEnd + 4;
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
    if (status !== 101) {
      clearTimeout(this.#timer);
      this.#finished = true;
      this.readyState = CLOSED;
      conn.close();
      return this.events.onRejected(status);
    }
    const accept = /^sec-websocket-accept:\s*(\S+)/im.exec(head)?.[1];
    const expected = createHash("sha1").update(key + GUID).digest("base64");
    if (accept !== expected) return this.#fail(new Error("bad Sec-WebSocket-Accept"));
    clearTimeout(this.#timer);
    this.readyState = OPEN;
    this.events.onOpen();
    // Frames.
    const fragments: Uint8Array[] = [];
    let fragmentOpcode = 0;
    for (;;) {
      let frame = parseFrame(buffer.subarray(start, end));
      while (frame) {
        start += frame.size;
        const { opcode, fin, payload } = frame;
        if (opcode === 0x9) this.#send(0xa, payload.slice());
        else if (opcode === 0x8) {
          const code = payload.length >= 2 ? (payload[0] << 8) | payload[1] : 1005;
          const reason = decoder.decode(payload.subarray(2));
          if (!this.#closeSent) this.#sendClose(code === 1005 ? 1000 : code);
          return this.#finish(code, reason);
        } else if (opcode === 0x1 || opcode === 0x2 || opcode === 0x0) {
          if (opcode !== 0x0) fragmentOpcode = opcode;
          if (!fin) fragments.push(payload.slice());
          else {
            const whole = fragments.length ? concat([...fragments.splice(0), payload]) : payload;
            if (fragmentOpcode === 0x1) this.events.onText(decoder.decode(whole));
          }
        }
        frame = parseFrame(buffer.subarray(start, end));
      }
      if (!(await fill())) return this.#finish(1006, "");
    }
  }

  #send(opcode: number, payload: Uint8Array): void {
    if (this.readyState !== OPEN && !(opcode === 0x8 && this.readyState === CLOSING)) return;
    let frame: Uint8Array;
    if (!this.#scratchInUse && opcode === 0x2) {
      const size = frameSize(payload.length);
      if (!this.#scratch || this.#scratch.length < size) this.#scratch = new Uint8Array(size);
      frame = encodeFrame(opcode, payload, this.#scratch.subarray(0, size));
      this.#scratchInUse = true;
    } else {
      frame = encodeFrame(opcode, payload);
    }
    this.#queued += frame.length;
    this.#outbox.push(frame);
    if (!this.#writing) void this.#drain();
  }

  async #drain(): Promise<void> {
    const conn = this.#conn;
    if (!conn) return;
    this.#writing = true;
    try {
      while (this.#outbox.length > 0) {
        const frame = this.#outbox.shift()!;
        await writeAll(conn, frame);
        this.#queued -= frame.length;
        if (this.#scratch && frame.buffer === this.#scratch.buffer) this.#scratchInUse = false;
      }
    } catch {
      this.#finish(1006, "");
    } finally {
      this.#writing = false;
    }
  }

  #sendClose(code: number): void {
    this.#closeSent = true;
    const payload = new Uint8Array([code >> 8, code & 0xff]);
    this.#send(0x8, payload);
  }

  #fail(error: Error): void {
    if (this.#finished) return;
    this.events.onError(error);
    this.#finish(1006, "");
  }

  #finish(code: number, reason: string): void {
    if (this.#finished) return;
    this.#finished = true;
    clearTimeout(this.#timer);
    this.readyState = CLOSED;
    try {
      this.#conn?.close();
    } catch {
      // already closed
    }
    this.events.onClose(code, reason);
  }
}

/** Per-connection read buffer: provider messages are a few hundred bytes; larger ones grow it. */
const READ_BUFFER_BYTES = 8 * 1024;

async function writeAll(conn: Deno.Conn, data: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < data.length) offset += await conn.write(data.subarray(offset));
}

/** Masking keys come from a pool filled 4 KiB at a time, not one random call per frame. */
const maskPool = new Uint8Array(4096);
let maskOffset = maskPool.length;
function nextMask(): number {
  if (maskOffset >= maskPool.length) {
    crypto.getRandomValues(maskPool);
    maskOffset = 0;
  }
  const m = maskPool[maskOffset] | (maskPool[maskOffset + 1] << 8) | (maskPool[maskOffset + 2] << 16) |
    (maskPool[maskOffset + 3] << 24);
  maskOffset += 4;
  return m >>> 0;
}

function indexOfHeaderEnd(buffer: Uint8Array): number {
  for (let i = 3; i < buffer.length; i++) {
    if (buffer[i] === 10 && buffer[i - 1] === 13 && buffer[i - 2] === 10 && buffer[i - 3] === 13) {
      return i - 3;
    }
  }
  return -1;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Bytes a client frame with this payload length takes. */
export function frameSize(length: number): number {
  return (length < 126 ? 2 : length < 65536 ? 4 : 10) + 4 + length;
}

/**
 * One client frame: FIN set, masked with a fresh random key (RFC 6455 §5.3), in a single buffer — `into`
 * when given (exactly frameSize(payload.length) bytes), else a new one.
 */
export function encodeFrame(opcode: number, payload: Uint8Array, into?: Uint8Array): Uint8Array {
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 65536 ? 4 : 10;
  const start = headerLength + 4;
  const frame = into ?? new Uint8Array(start + length);
  frame[0] = 0x80 | opcode;
  if (length < 126) frame[1] = 0x80 | length;
  else if (length < 65536) {
    frame[1] = 0x80 | 126;
    frame[2] = length >> 8;
    frame[3] = length & 0xff;
  } else {
    frame[1] = 0x80 | 127;
    new DataView(frame.buffer, frame.byteOffset).setBigUint64(2, BigInt(length));
  }
  const mask = nextMask(); // little-endian: byte i of the key is (mask >> 8i) & 0xff
  frame[headerLength] = mask & 0xff;
  frame[headerLength + 1] = (mask >>> 8) & 0xff;
  frame[headerLength + 2] = (mask >>> 16) & 0xff;
  frame[headerLength + 3] = mask >>> 24;
  frame.set(payload, start);
  // Mask a 32-bit word at a time where the payload is word-aligned (audio frames: header 4 + key 4 bytes).
  const words = (frame.byteOffset + start) % 4 === 0 ? length >>> 2 : 0;
  if (words > 0) {
    const view = new Uint32Array(frame.buffer, frame.byteOffset + start, words);
    for (let i = 0; i < words; i++) view[i] ^= mask;
  }
  for (let i = words * 4; i < length; i++) frame[start + i] ^= frame[headerLength + (i & 3)];
  return frame;
}

/** A complete server frame at the start of `buffer`, or null if more bytes are needed. */
export function parseFrame(
  buffer: Uint8Array,
): { opcode: number; fin: boolean; payload: Uint8Array; size: number } | null {
  if (buffer.length < 2) return null;
  const fin = (buffer[0] & 0x80) !== 0;
  const opcode = buffer[0] & 0x0f;
  const masked = (buffer[1] & 0x80) !== 0;
  let length = buffer[1] & 0x7f;
  let offset = 2;
  if (length === 126) {
    if (buffer.length < 4) return null;
    length = (buffer[2] << 8) | buffer[3];
    offset = 4;
  } else if (length === 127) {
    if (buffer.length < 10) return null;
    length = Number(new DataView(buffer.buffer, buffer.byteOffset + 2, 8).getBigUint64(0));
    offset = 10;
  }
  const maskOffset = offset;
  if (masked) offset += 4;
  if (buffer.length < offset + length) return null;
  let payload = buffer.subarray(offset, offset + length);
  if (masked) {
    payload = payload.slice();
    for (let i = 0; i < payload.length; i++) payload[i] ^= buffer[maskOffset + (i & 3)];
  }
  return { opcode, fin, payload, size: offset + length };
}
