import { json, type ActionFunctionArgs } from "@remix-run/node";
import { requestPasswordReset } from "~/features/accounts/password-reset.server.ts";
import { failureResponse, methodNotAllowed } from "~/platform/http.server.ts";
import { clientAddress } from "~/platform/request.server.ts";
import { readJson } from "~/platform/request-body.server.ts";
import { assertSameOrigin } from "~/platform/request-body.server.ts";
import { ForgotPasswordSchema } from "~/features/accounts/schemas.ts";

/** POST /api/forgot-password {email}: the same answer whether or not the address has an account. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  assertSameOrigin(request);
  const { email } = await readJson(request, ForgotPasswordSchema);
  const outcome = await requestPasswordReset(email, { address: clientAddress(request) });
  if (!outcome.ok) return failureResponse(outcome);
  return json({
    message: "If an account with that email exists, we've sent you a password reset link; the link expires in 1 hour",
  });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
