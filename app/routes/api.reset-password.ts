import { json, type ActionFunctionArgs } from "@remix-run/node";
import { resetPassword } from "~/features/accounts/password-reset.server.ts";
import { failureResponse, methodNotAllowed } from "~/platform/http.server.ts";
import { readJson } from "~/platform/request-body.server.ts";
import { assertSameOrigin } from "~/platform/request-body.server.ts";
import { ResetPasswordSchema } from "~/features/accounts/schemas.ts";

/** POST /api/reset-password {token, password, confirmPassword}; failures are `{error}` (product.md §7). */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  assertSameOrigin(request);
  const { token, password } = await readJson(request, ResetPasswordSchema);
  const outcome = await resetPassword(token, password);
  if (!outcome.ok) return failureResponse(outcome);
  return json({ message: "Password Reset Successful" });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
