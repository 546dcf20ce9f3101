import { json, type ActionFunctionArgs } from "@remix-run/node";
import { deleteAccount } from "~/features/accounts/profile.server.ts";
import { failureResponse, methodNotAllowed } from "~/platform/http.server.ts";
import { endSession, requireUser } from "~/platform/guards.server.ts";
import { readJson } from "~/platform/request-body.server.ts";
import { DeleteAccountSchema } from "~/features/accounts/schemas.ts";

/**
 * DELETE /api/user/account {currentPassword}: deletes the account and everything it owns, and ends this session.
 * The current password is needed (a session alone is not enough), or — for an account that signs in with Google —
 * a Google sign-in in the last 5 minutes.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
  const user = await requireUser(request);
  const outcome = await deleteAccount(request, user.id, await readJson(request, DeleteAccountSchema));
  if (!outcome.ok) return failureResponse(outcome);
  return json({ message: "Account deleted" }, { headers: { "Set-Cookie": await endSession(request) } });
}

export function loader() {
  return methodNotAllowed(["DELETE"]);
}
