import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { deleteUser, parseUserId, USER_NOT_FOUND } from "~/features/admin/users.server.ts";
import { failure } from "~/platform/errors.ts";
import { answering, failureResponse, methodNotAllowed } from "~/platform/http.server.ts";
import { requireAdmin } from "~/platform/guards.server.ts";

/** DELETE /api/admin/users/:id: the user and (by cascade) their sessions, transcripts and recordings. */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
  const id = parseUserId(params.id);
  if (id === null) return failureResponse(failure("not-found", USER_NOT_FOUND));
  return answering(async () => {
    await deleteUser(admin, id);
    return json({ deleted: id });
  });
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed(["DELETE"]);
}
