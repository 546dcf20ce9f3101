import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { CreateUserSchema } from "~/features/admin/user-schemas.ts";
import { createUser, listUsers } from "~/features/accounts/user-management.server.ts";
import { answering, methodNotAllowed } from "~/platform/http.server.ts";
import { readJson } from "~/platform/request-body.server.ts";
import { requireAdmin } from "~/platform/guards.server.ts";

/** GET /api/admin/users: every user with recordingTime30Days (product.md §7). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json(await listUsers(), { headers: { "Cache-Control": "no-store" } });
}

/**
 * POST /api/admin/users {email, password, firstName, lastName, role}: 201 with the new user, who must change the
 * password at first sign-in (decision 056).
 */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const input = await readJson(request, CreateUserSchema);
  return answering(async () => json(await createUser(request, admin, input), { status: 201 }));
}
