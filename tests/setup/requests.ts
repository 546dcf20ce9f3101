/** Helpers for calling loaders and actions directly, as Remix would. */
const TEST_ORIGIN = "http://notewell.test";

export function formRequest(
  path: string,
  fields: Record<string, string>,
  options: { cookie?: string; origin?: string | null } = {},
): Request {
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded", Host: "notewell.test" });
  if (options.origin !== null) headers.set("Origin", options.origin ?? TEST_ORIGIN);
  if (options.cookie) headers.set("Cookie", options.cookie);
  return new Request(TEST_ORIGIN + path, { method: "POST", headers, body: new URLSearchParams(fields) });
}

export function jsonRequest(
  path: string,
  body: unknown,
  options: { method?: string; cookie?: string; raw?: string; forwardedFor?: string } = {},
): Request {
  const headers = new Headers({ "Content-Type": "application/json", Host: "notewell.test" });
  if (options.cookie) headers.set("Cookie", options.cookie);
  if (options.forwardedFor) headers.set("X-Forwarded-For", options.forwardedFor);
  return new Request(TEST_ORIGIN + path, {
    method: options.method ?? "POST",
    headers,
    body: options.raw ?? JSON.stringify(body),
  });
}

export function getRequest(path: string, options: { cookie?: string } = {}): Request {
  const headers = new Headers({ Host: "notewell.test" });
  if (options.cookie) headers.set("Cookie", options.cookie);
  return new Request(TEST_ORIGIN + path, { headers });
}

/** Runs a loader or action; a thrown Response (redirect, 4xx) is returned like a returned one. */
export async function settle(run: () => Promise<unknown> | unknown): Promise<Response> {
  try {
    const result = await run();
    if (result instanceof Response) return result;
    throw new Error(`Expected a Response, got ${JSON.stringify(result)}`);
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

/** The Cookie header a browser would send back after these Set-Cookie headers. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export const args = (request: Request) => ({ request, params: {}, context: {} });
