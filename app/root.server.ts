import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getUser } from "~/platform/guards.server.ts";
import { getToast } from "~/platform/toast.server.ts";
import { getSettings } from "~/platform/settings.server.ts";
import { Reason } from "../contract/close-codes.ts";

/**
 * The root route's server half (root.tsx re-exports it; kept apart so the browser build meets one empty stand-in
 * for the server code: decision 029). What every page's shell needs, and only that: who is signed in (for the
 * sidebar: name, address, role), a flash toast, and while maintenance mode is on the administrator's message for the
 * signed-in shell's banner (issue 26 item 4; the settings come from the process's 5-second copy, so a page view
 * costs no extra query: decision 030). It is serialised into every page, and a page's own data comes from its own
 * loader.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [user, { toast, headers }, settings] = await Promise.all([getUser(request), getToast(request), getSettings()]);
  const shellUser = user
    ? { firstName: user.firstName, lastName: user.lastName, email: user.email, role: user.role }
    : null;
  const maintenance =
    user && settings.systemMaintenance ? settings.maintenanceMessage.trim() || Reason.maintenance : null;
  // A password an administrator set must be changed first: no menu to pages the guards would refuse (decision 056).
  const passwordChangeRequired = user?.mustChangePassword ?? false;
  return json({ user: shellUser, toast, maintenance, passwordChangeRequired }, { headers: headers ?? undefined });
}
