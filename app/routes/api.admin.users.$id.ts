import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { changeUser, deleteUser, USER_NOT_FOUND } from "~/features/accounts/user-management.server.ts";
import { parseUserId } from "~/features/admin/user-id.ts";
import { EditUserSchema } from "~/features/admin/user-schemas.ts";
import { failure } from "~/platform/errors.ts";
import { answering, failureResponse, methodNotAllowed } from "~/platform/http.server.ts";
import { readJson } from "~/platform/request-body.server.ts";
import { requireAdmin } from "~/platform/guards.server.ts";

/**
 * DELETE /api/admin/users/:id: the user and (by cascade) their sessions, transcripts and recordings.
 * PATCH /api/admin/users/:id {firstName, lastName, role}: their name and role (decision 056) → the user.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  if (request.method !== "DELETE" && request.method !== "PATCH") return methodNotAllowed(["PATCH", "DELETE"]);
  const id = parseUserId(params.id);
  if (id === null) return failureResponse(failure("not-found", USER_NOT_FOUND));
  if (request.method === "PATCH") {
    const changes = await readJson(request, EditUserSchema);
    return answering(async () => json(await changeUser(request, admin, id, changes)));
  }
  return answering(async () => {
    await deleteUser(request, admin, id);
    return json({ deleted: id });
  });
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed(["PATCH", "DELETE"]);
}
