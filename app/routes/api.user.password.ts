import { json, type ActionFunctionArgs } from "@remix-run/node";
import { changePassword } from "~/services/profile.server.ts";
import { apiError, methodNotAllowed, readJson } from "~/utils/api.server.ts";
import { requireUser } from "~/utils/auth.server.ts";
import { ChangePasswordSchema } from "~/utils/user-validation.ts";

/** PUT /api/user/password {currentPassword, newPassword, confirmPassword}; other sessions end. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed(["PUT"]);
  const user = await requireUser(request);
  const outcome = await changePassword(request, user.id, await readJson(request, ChangePasswordSchema));
  if (!outcome.ok) return apiError(outcome.status, outcome.message);
  return json({ message: "Password changed" });
}

export function loader() {
  return methodNotAllowed(["PUT"]);
}
