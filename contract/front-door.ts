/**
 * What the public entry (the sidecar) refuses before a request reaches the app, and the words it uses — shared
 * with the app, which keeps the same checks for requests that reach it another way (decision 028).
 */

/** The methods the site answers at all; anything else (TRACE, CONNECT, made-up ones) is 405 at the door. */
export const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** Methods that change nothing, so need no origin check. */
const SAFE_METHODS: readonly string[] = ["GET", "HEAD", "OPTIONS"];

export const DoorMessage = {
  crossSite: "Cross-site request refused",
  tooLarge: "The request is too large.",
  method: "This address does not take that kind of request.",
  address: "This address is not valid.",
} as const;

/**
 * Whether a state change comes from one of the site's own pages. `origin` is the Origin header (null when the
 * request has none: not a browser's cross-site request, judged by its session alone); `allowed` are the origins
 * the site is reached at (the scheme and host this request came to, and PUBLIC_URL's). `Origin: null`
 * (sandboxed frames, some redirects), an unparseable origin, another scheme or host, and a browser's own
 * `Sec-Fetch-Site: cross-site` are refused.
 */
export function isSameOrigin(
  request: { method: string; origin: string | null; fetchSite: string | null },
  allowed: readonly string[],
): boolean {
  if (SAFE_METHODS.includes(request.method)) return true;
  if (request.fetchSite === "cross-site") return false;
  if (request.origin === null) return true;
  return isAllowedOrigin(request.origin, allowed);
}

/**
 * Whether an Origin header names one of `allowed` exactly: scheme, host and port (`https://host` is not
 * `http://host`, nor `http://host:8080`). `null` and anything that does not parse are not. The one comparison for
 * state changes (above) and the recording socket's upgrade, which must always carry an Origin (issue 21).
 */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  let given: string;
  try {
    given = new URL(origin).origin;
  } catch {
    return false;
  }
  return given !== "null" && allowed.some((entry) => URL.canParse(entry) && new URL(entry).origin === given);
}

/** Whether a path decodes to text (a lone surrogate's bytes, `%ED%A0%80`, do not). */
export function isReadablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
