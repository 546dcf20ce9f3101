import { json, type ActionFunctionArgs } from "@remix-run/node";
import { requestPasswordReset } from "~/features/accounts/password-reset.server.ts";
import { methodNotAllowed } from "~/platform/http.server.ts";
import { readJson } from "~/platform/request-body.server.ts";
import { assertSameOrigin } from "~/platform/request-body.server.ts";
import { ForgotPasswordSchema } from "~/features/accounts/schemas.ts";

/** POST /api/forgot-password {email}: the same answer whether or not the address has an account. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  assertSameOrigin(request);
  const { email } = await readJson(request, ForgotPasswordSchema);
  await requestPasswordReset(email);
  return json({
    message: "If an account with that email exists, we've sent you a password reset link; the link expires in 1 hour",
  });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
