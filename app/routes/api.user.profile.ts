import { json, type ActionFunctionArgs } from "@remix-run/node";
import { editProfile } from "~/services/profile.server.ts";
import { apiError, methodNotAllowed, readJson } from "~/utils/api.server.ts";
import { requireUser } from "~/utils/auth.server.ts";
import { ProfileSchema } from "~/utils/user-validation.ts";

/** PUT /api/user/profile {firstName, lastName, email} (each optional) → the updated user. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed(["PUT"]);
  const user = await requireUser(request);
  const outcome = await editProfile(request, user.id, await readJson(request, ProfileSchema));
  if (!outcome.ok) return apiError(outcome.status, outcome.message);
  return json(outcome.user);
}

export function loader() {
  return methodNotAllowed(["PUT"]);
}
