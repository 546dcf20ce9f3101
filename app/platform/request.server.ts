/**
 * The client's address. The sidecar replaces X-Forwarded-For with the one address it vouches for (its peer, or
 * the client a trusted proxy names: stream-sidecar/forward.ts); the last entry is read so that an ingress in
 * front of a bare app container, which appends, is read the same way.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("X-Forwarded-For");
  const last = forwarded?.split(",").at(-1)?.trim();
  return last || "unknown";
}
