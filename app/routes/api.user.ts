import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/utils/auth.server.ts";
import { methodNotAllowed } from "~/utils/api.server.ts";

/** GET /api/user: the current user; 401 means nobody is signed in. */
export async function loader({ request }: LoaderFunctionArgs) {
  return json(await requireUser(request));
}

export function action(_: ActionFunctionArgs) {
  return methodNotAllowed(["GET"]);
}
