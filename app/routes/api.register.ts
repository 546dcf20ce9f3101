import { json, type ActionFunctionArgs } from "@remix-run/node";
import { failure } from "~/platform/errors.ts";
import { register } from "~/features/accounts/accounts.server.ts";
import { failureResponse, methodNotAllowed } from "~/platform/http.server.ts";
import { readJson } from "~/platform/request-body.server.ts";
import { getUser } from "~/platform/guards.server.ts";
import { assertSameOrigin } from "~/platform/request-body.server.ts";
import { RegisterSchema } from "~/features/accounts/schemas.ts";

/**
 * POST /api/register {firstName, lastName, email, password, confirmPassword} → 201 with the user, signed in at
 * once; or, when the practice requires e-mail verification, 202 {email, verificationRequired: true} and no cookie
 * (the same whether or not the address already had an account).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  assertSameOrigin(request);
  if (await getUser(request)) return failureResponse(failure("invalid", "You are already signed in."));
  const values = await readJson(request, RegisterSchema);
  const outcome = await register(request, values);
  if (!outcome.ok) return failureResponse(outcome);
  // With verification on, the same answer whether or not the address already had an account (no user yet).
  if (!outcome.cookie) return json({ email: outcome.email, verificationRequired: true }, { status: 202 });
  return json(
    { ...outcome.user, verificationRequired: false },
    { status: 201, headers: { "Set-Cookie": outcome.cookie } },
  );
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
