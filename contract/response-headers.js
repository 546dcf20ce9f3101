// @ts-check
/**
 * The header policy, defined once, for every response the app sends: pages, data, the JSON API, downloads,
 * static files. Plain JavaScript with no dependency, because the app process's preload
 * (scripts/lib/app-preload.js, which runs before remix-serve and sets these on every response) is plain
 * JavaScript too; entry.server.tsx adds the pages' Content-Security-Policy, which needs each page's nonce.
 */

/**
 * Whether the browser reached us over TLS: the front door says so (X-Forwarded-Proto), or the app itself was.
 * @param {string | undefined | null} forwardedProto
 * @param {boolean} encrypted
 * @returns {boolean}
 */
export function reachedOverTls(forwardedProto, encrypted) {
  return (forwardedProto ?? "").split(",")[0].trim().toLowerCase() === "https" || encrypted;
}

/**
 * The headers every response carries. Dynamic responses are never stored by a browser or a proxy: a signed-in
 * page holds clinical text. Built files (`/build/…`, fingerprinted) keep remix-serve's long caching.
 * @param {{ path: string; tls: boolean }} request
 * @returns {Record<string, string>}
 */
export function baselineHeaders({ path, tls }) {
  /** @type {Record<string, string>} */
  const headers = {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "same-origin",
    "Permissions-Policy": "microphone=(self), camera=(), geolocation=(), payment=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (!path.startsWith("/build/")) headers["Cache-Control"] = "no-store";
  if (tls) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

/**
 * A page's Content-Security-Policy: scripts only from this site and the page's own inline scripts (Remix's,
 * carrying the nonce), nothing framed, no plugins, forms only to this site, and connections to this site and the
 * recording socket (`socket`: the site's public address; 'self' covers a socket to the page's own host in current
 * browsers). Inline style attributes are allowed (React's `style`), inline style elements too (they cannot run code).
 * @param {{ nonce: string; tls: boolean; socket: { host: string; tls: boolean } }} page
 * @returns {string}
 */
export function contentSecurityPolicy({ nonce, tls, socket }) {
  const recordings = `${socket.tls ? "wss" : "ws"}://${socket.host}`;
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self' ${recordings}`,
    "media-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(tls ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}
