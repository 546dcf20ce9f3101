import { authenticateStream, readHandshake } from "./auth.ts";
import { CloseCode, Reason } from "./close-codes.ts";
import type { SidecarConfig } from "./config.ts";
import { deriveKey } from "./crypto.ts";
import { SidecarDb } from "./db.ts";
import { AppForwarder } from "./forward.ts";
import { mapStreamParams } from "./params.ts";
import { closeBrowser, relay, type RelayOptions } from "./relay.ts";

export type Sidecar = {
  port: number;
  db: SidecarDb;
  /** Stops accepting, ends running streams, closes the database pool. */
  shutdown: () => Promise<void>;
};

type Log = (entry: Record<string, unknown>) => void;
const jsonLog: Log = (entry) => console.log(JSON.stringify({ time: new Date().toISOString(), ...entry }));

/**
 * The public entry: /ws-proxy (audio relay), /healthz, and everything else forwarded to the app.
 */
export type SidecarOptions = {
  log?: Log;
  /** Relay timings (tests shorten them). */
  relay?: Pick<RelayOptions, "beginTimeoutMs" | "terminationTimeoutMs" | "maxPendingMs">;
};

export function startSidecar(config: SidecarConfig, options: SidecarOptions = {}): Promise<Sidecar> {
  const log = options.log ?? jsonLog;
  const db = new SidecarDb(config.databaseUrl, deriveKey(config.encryptionKey));
  const forwarder = new AppForwarder(config.appUrl);
  const streams = new Set<WebSocket>();

  async function openStream(request: Request): Promise<Response> {
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") {
      return new Response("This address accepts WebSocket connections only.", { status: 426 });
    }
    const handshake = readHandshake(request);
    const query = new URL(request.url).searchParams;
    const { socket, response } = Deno.upgradeWebSocket(request);
    const refuse = (code: number, reason: string, why: string) => {
      closeBrowser(socket, code, reason);
      log({ event: "stream.refused", code, why });
      return response;
    };
    let auth;
    let settings;
    try {
      auth = await authenticateStream(handshake, {
        db,
        secrets: config.sessionSecrets,
        allowedOrigins: config.allowedOrigins,
      });
      settings = await db.settings();
    } catch (error) {
      const why = `database: ${error instanceof Error ? error.message : String(error)}`;
      return refuse(
        CloseCode.providerUnreachable,
        "Notewell could not check your session. Please try again.",
        why,
      );
    }
    if (!auth.ok) return refuse(auth.code, auth.reason, auth.reason);
    const mapped = mapStreamParams(query);
    if (!mapped.ok) return refuse(CloseCode.badRequest, mapped.reason, "params");
    const apiKey = settings.speechKey || config.envSpeechKey;
    if (!apiKey) return refuse(CloseCode.notConfigured, Reason.notConfigured, "no key");

    const upstreamUrl = `${config.streamingUrl}?${mapped.params.providerQuery}`;
    streams.add(socket);
    const userId = auth.userId;
    void relay({ ...options.relay, browser: socket, upstreamUrl, apiKey, params: mapped.params }).then(
      (summary) => {
        streams.delete(socket);
        log({ event: "stream.closed", userId, ...summary });
      },
    );
    return response;
  }

  return new Promise((resolve) => {
    const server = Deno.serve({
      port: config.port,
      hostname: config.host,
      onListen: ({ port }) => {
        resolve({
          port,
          db,
          shutdown: async () => {
            for (const socket of streams) {
              closeBrowser(socket, CloseCode.providerError, "The server is restarting.");
            }
            await server.shutdown();
            forwarder.close();
            await db.close();
          },
        });
      },
    }, async (request, info) => {
      const { pathname } = new URL(request.url);
      if (pathname === "/ws-proxy") return await openStream(request);
      if (pathname === "/healthz") {
        return (await db.ping())
          ? new Response("ok", { headers: { "Content-Type": "text/plain" } })
          : new Response("database unreachable", { status: 503 });
      }
      const address = info.remoteAddr.transport === "tcp" ? info.remoteAddr.hostname : "unknown";
      return await forwarder.forward(request, address);
    });
  });
}
