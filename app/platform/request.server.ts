import { config } from "./config.server.ts";

/**
 * The client's address. The sidecar (or an ingress) appends the address it saw to X-Forwarded-For, so the
 * last entry is the one a trusted proxy vouches for; earlier entries are whatever the client claimed.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("X-Forwarded-For");
  const last = forwarded?.split(",").at(-1)?.trim();
  return last || "unknown";
}

/**
 * Where links in e-mails point. PUBLIC_URL when set (production should set it: a forged Host header must
 * never put an attacker's address in a password-reset e-mail); otherwise the address this request came to.
 */
export function publicOrigin(request: Request): string {
  const configured = config().PUBLIC_URL;
  if (configured) return configured.replace(/\/+$/, "");
  const url = new URL(request.url);
  const proto = request.headers.get("X-Forwarded-Proto") ?? url.protocol.replace(":", "");
  const host = request.headers.get("X-Forwarded-Host") ?? request.headers.get("Host") ?? url.host;
  return `${proto}://${host}`;
}
