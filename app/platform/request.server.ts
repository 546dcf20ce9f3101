/**
 * The client's address. The sidecar (or an ingress) appends the address it saw to X-Forwarded-For, so the
 * last entry is the one a trusted proxy vouches for; earlier entries are whatever the client claimed.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("X-Forwarded-For");
  const last = forwarded?.split(",").at(-1)?.trim();
  return last || "unknown";
}
