/**
 * Only a path on this site may be redirected to after sign-in. Browsers drop tabs and line breaks from a URL and
 * read "\\" as "/", so "/\t/evil.example" or "/\\evil.example" would leave the site: anything with a control
 * character or a backslash is refused, and what remains must resolve to this site's own origin.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (typeof to !== "string" || !to.startsWith("/") || /[\u0000-\u001F\u007F\\]/.test(to)) return fallback;
  const here = "http://notewell.invalid";
  let url: URL;
  try {
    url = new URL(to, here);
  } catch {
    return fallback;
  }
  return url.origin === here ? url.pathname + url.search + url.hash : fallback;
}

/**
 * Signing in is called one thing everywhere (issue 26 item 8, decision 059): the tab, the button, the welcome and
 * the failure. The spec's "Login" and "logged in" are retired for "sign in": its "Login failed" is "Sign-in failed",
 * "Logout failed" is "Sign-out failed", and "You have been logged in successfully" is "You have been signed in
 * successfully".
 */
export const SIGNED_IN_TOAST = {
  title: "Welcome back!",
  description: "You have been signed in successfully",
  type: "success",
} as const;
export const SIGN_IN_FAILED = "Sign-in failed";
