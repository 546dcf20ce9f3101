import { createHash, timingSafeEqual } from "node:crypto";
import { isLoopback } from "../contract/trusted-proxies.ts";

/** Counters for operators (GET /metrics, Prometheus text format). Never user data. */
export class Metrics {
  streamsLive = 0;
  streamsTotal = 0;
  audioBytesTotal = 0;
  readonly refusals = new Map<string, number>();
  readonly closes = new Map<number, number>();

  refused(reason: string): void {
    this.refusals.set(reason, (this.refusals.get(reason) ?? 0) + 1);
  }

  closed(code: number, audioBytes: number): void {
    this.closes.set(code, (this.closes.get(code) ?? 0) + 1);
    this.audioBytesTotal += audioBytes;
  }

  /** The Prometheus exposition text. */
  render(): string {
    const lines = [
      "# HELP notewell_streams_live Recordings being relayed now by this replica.",
      "# TYPE notewell_streams_live gauge",
      `notewell_streams_live ${this.streamsLive}`,
      "# HELP notewell_streams_total Recordings accepted since start.",
      "# TYPE notewell_streams_total counter",
      `notewell_streams_total ${this.streamsTotal}`,
      "# HELP notewell_audio_bytes_total Audio bytes relayed to the provider since start.",
      "# TYPE notewell_audio_bytes_total counter",
      `notewell_audio_bytes_total ${this.audioBytesTotal}`,
      "# HELP notewell_stream_refusals_total Recordings refused, by reason.",
      "# TYPE notewell_stream_refusals_total counter",
      ...[...this.refusals].map(([reason, n]) => `notewell_stream_refusals_total{reason="${reason}"} ${n}`),
      "# HELP notewell_stream_closes_total Recordings ended, by the close code sent to the browser.",
      "# TYPE notewell_stream_closes_total counter",
      ...[...this.closes].map(([code, n]) => `notewell_stream_closes_total{code="${code}"} ${n}`),
    ];
    return lines.join("\n") + "\n";
  }
}

/** Headers a proxy adds when it passes a request on: any of them means someone else is asking through it. */
const PROXY_MARKS = [
  "Forwarded",
  "X-Forwarded-For",
  "X-Forwarded-Host",
  "X-Forwarded-Proto",
  "X-Real-IP",
  "Via",
];

/**
 * Whether this request may read /metrics; null when it may, else the answer to give. With METRICS_TOKEN set,
 * only a request bearing it (`Authorization: Bearer <token>`) may, from anywhere. Without one, only this
 * machine asking directly may: a loopback peer, while no proxy is named in front (TRUSTED_PROXIES) and the request
 * carries no proxy's marks (Forwarded, X-Forwarded-*, X-Real-IP, Via). A proxy in front — named, or on this machine
 * and saying so — means the token is needed; a proxy on this machine must be named in TRUSTED_PROXIES anyway, or
 * every client would share its address (docs/security.md). Decision 026.
 */
export function metricsRefusal(
  request: Request,
  access: { peer: string; token: string | undefined; proxyInFront?: boolean },
): Response | null {
  if (access.token !== undefined) {
    const presented = /^Bearer\s+(.+)$/i.exec(request.headers.get("Authorization") ?? "")?.[1]?.trim() ?? "";
    if (sameSecret(presented, access.token)) return null;
    return new Response("A metrics token is required.", {
      status: 401,
      headers: { "WWW-Authenticate": 'Bearer realm="metrics"', "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const proxied = PROXY_MARKS.some((name) => request.headers.has(name));
  if (isLoopback(access.peer) && !proxied && !access.proxyInFront) return null;
  const why = access.proxyInFront
    ? "Metrics need METRICS_TOKEN when a proxy is in front (TRUSTED_PROXIES)."
    : "Metrics are served on this machine only, unless METRICS_TOKEN is set.";
  return new Response(why, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** Compares two secrets in constant time (their digests, so a length difference tells nothing either). */
function sameSecret(presented: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}
