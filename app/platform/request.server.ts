import { clientOf } from "../../contract/trusted-proxies.ts";
import { config } from "./config.server.ts";

/**
 * The client's address, for rate limits and the audit log. The last X-Forwarded-For entry is what the app's own
 * peer stated: the sidecar names the one client it vouches for (stream-sidecar/forward.ts), an ingress in front of
 * a bare app container appends the address it saw. From there the chain is read leftwards past TRUSTED_PROXIES,
 * as the sidecar reads it; the first address that is not a trusted proxy is the client, and whatever lies left of
 * it is the client's own claim.
 */
export function clientAddress(request: Request): string {
  const entries = (request.headers.get("X-Forwarded-For") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const stated = entries.pop();
  if (!stated) return "unknown";
  return clientOf(entries.join(","), stated, config().TRUSTED_PROXIES);
}
