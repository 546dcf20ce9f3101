import { json, type ActionFunctionArgs } from "@remix-run/node";
import { deleteAccount } from "~/features/accounts/profile.server.ts";
import { failureResponse, methodNotAllowed } from "~/platform/http.server.ts";
import { endSession, requireUser } from "~/platform/guards.server.ts";

/** DELETE /api/user/account: deletes the account and everything it owns, and ends this session. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
  const user = await requireUser(request);
  const outcome = await deleteAccount(request, user.id);
  if (!outcome.ok) return failureResponse(outcome);
  return json({ message: "Account deleted" }, { headers: { "Set-Cookie": await endSession(request) } });
}

export function loader() {
  return methodNotAllowed(["DELETE"]);
}
