import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/platform/guards.server.ts";
import { methodNotAllowed } from "~/platform/http.server.ts";

/** GET /api/user: the current user; 401 means nobody is signed in. */
export async function loader({ request }: LoaderFunctionArgs) {
  // Answers a user who must still change their password too (mustChangePassword says so).
  return json(await requireUser(request, { passwordChange: "allowed" }));
}

export function action(_: ActionFunctionArgs) {
  return methodNotAllowed(["GET"]);
}
