import { json, type ActionFunctionArgs } from "@remix-run/node";
import { changePassword } from "~/features/accounts/profile.server.ts";
import { failureResponse, methodNotAllowed } from "~/platform/http.server.ts";
import { readJson } from "~/platform/request-body.server.ts";
import { requireUser } from "~/platform/guards.server.ts";
import { ChangePasswordSchema } from "~/features/accounts/schemas.ts";

/** PUT /api/user/password {currentPassword, newPassword, confirmPassword}; other sessions end. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed(["PUT"]);
  // Also the way out of a password an administrator set (decision 056).
  const user = await requireUser(request, { passwordChange: "allowed" });
  const outcome = await changePassword(request, user.id, await readJson(request, ChangePasswordSchema));
  if (!outcome.ok) return failureResponse(outcome);
  return json({ message: "Password changed" });
}

export function loader() {
  return methodNotAllowed(["PUT"]);
}
