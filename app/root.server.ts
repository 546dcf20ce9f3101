import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getUser } from "~/platform/guards.server.ts";
import { clientConfig } from "~/platform/config.server.ts";
import { getToast } from "~/platform/toast.server.ts";

/**
 * The root route's server half: what every page's shell is given (root.tsx re-exports it). Kept apart so the browser
 * build meets one empty stand-in for the server code instead of one for each server module (decision 029).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [user, { toast, headers }] = await Promise.all([getUser(request), getToast(request)]);
  const shellUser = user
    ? { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, role: user.role }
    : null;
  return json({ user: shellUser, toast, ENV: clientConfig() }, { headers: headers ?? undefined });
}
