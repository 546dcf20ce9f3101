import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getUser } from "~/platform/guards.server.ts";
import { getToast } from "~/platform/toast.server.ts";

/**
 * The root route's server half (root.tsx re-exports it; kept apart so the browser build meets one empty stand-in
 * for the server code: decision 029). What every page's shell needs, and only that: who is signed in (for the
 * sidebar: name, address, role) and a flash toast. It is serialised into every page, and a page's own data comes
 * from its own loader (decision 030).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [user, { toast, headers }] = await Promise.all([getUser(request), getToast(request)]);
  const shellUser = user
    ? { firstName: user.firstName, lastName: user.lastName, email: user.email, role: user.role }
    : null;
  return json({ user: shellUser, toast }, { headers: headers ?? undefined });
}
