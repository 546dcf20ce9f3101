import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { setUserActive, USER_NOT_FOUND } from "~/features/accounts/user-management.server.ts";
import { parseUserId } from "~/features/admin/user-id.ts";
import { failure } from "~/platform/errors.ts";
import { answering, failureResponse, methodNotAllowed } from "~/platform/http.server.ts";
import { readJson } from "~/platform/request-body.server.ts";
import { requireAdmin } from "~/platform/guards.server.ts";

const StatusSchema = z.object({ isActive: z.boolean({ error: "isActive must be true or false" }) });

/** PUT /api/admin/users/:id/status {isActive}: deactivating ends the user's sessions. Returns the user. */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  if (request.method !== "PUT") return methodNotAllowed(["PUT"]);
  const id = parseUserId(params.id);
  if (id === null) return failureResponse(failure("not-found", USER_NOT_FOUND));
  const { isActive } = await readJson(request, StatusSchema);
  return answering(async () => {
    return json(await setUserActive(request, admin, id, isActive));
  });
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed(["PUT"]);
}
