import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { personalData, personalDataResponse } from "~/features/accounts/personal-data.server.ts";
import { USER_NOT_FOUND } from "~/features/accounts/user-management.server.ts";
import { parseUserId } from "~/features/admin/user-id.ts";
import { consultationsOf } from "~/features/consultations/consultations.server.ts";
import { documentsOf } from "~/features/documents/generate.server.ts";
import { failure } from "~/platform/errors.ts";
import { answering, failureResponse, methodNotAllowed } from "~/platform/http.server.ts";
import { requireAdmin } from "~/platform/guards.server.ts";

/**
 * GET /admin/users/:id/export: everything Notewell holds about that user, as one JSON file (a subject access request
 * the practice answers; decision 056). Administrators only; recorded in the audit log.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = parseUserId(params.id);
  if (id === null) return failureResponse(failure("not-found", USER_NOT_FOUND));
  return answering(async () =>
    personalDataResponse(
      await personalData(request, admin, id, { consultations: consultationsOf, documents: documentsOf }),
    ),
  );
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed(["GET"]);
}
