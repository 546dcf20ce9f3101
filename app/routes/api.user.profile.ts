import { json, type ActionFunctionArgs } from "@remix-run/node";
import { editProfile } from "~/features/accounts/profile.server.ts";
import { failureResponse, methodNotAllowed } from "~/platform/http.server.ts";
import { readJson } from "~/platform/request-body.server.ts";
import { requireUser } from "~/platform/guards.server.ts";
import { ProfileSchema } from "~/features/accounts/schemas.ts";

/**
 * PUT /api/user/profile {firstName, lastName, email} (each optional) → the updated user. A new email also needs
 * {currentPassword}.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed(["PUT"]);
  const user = await requireUser(request);
  const outcome = await editProfile(request, user.id, await readJson(request, ProfileSchema));
  if (!outcome.ok) return failureResponse(outcome);
  return json(outcome.user);
}

export function loader() {
  return methodNotAllowed(["PUT"]);
}
