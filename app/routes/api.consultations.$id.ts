import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import {
  CONSULTATION_NOT_FOUND,
  ConsultationPatchSchema,
  deleteConsultation,
  openConsultation,
  saveConsultation,
} from "~/features/consultations/consultations.server.ts";
import { failure } from "~/platform/errors.ts";
import { answering, failureResponse, methodNotAllowed } from "~/platform/http.server.ts";
import { readJson } from "~/platform/request-body.server.ts";
import { requireUser } from "~/platform/guards.server.ts";

/** GET /api/consultations/:id → one of the user's own consultations (404 for anyone else's). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const consultation = await openConsultation(request, user.id, params.id ?? "");
  if (!consultation) return failureResponse(failure("not-found", CONSULTATION_NOT_FOUND));
  return json(consultation, { headers: { "Cache-Control": "no-store" } });
}

/**
 * PATCH /api/consultations/:id {only the parts that changed} → {id, revision, updatedAt}; it becomes the screen's
 * current consultation. DELETE /api/consultations/:id removes it.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH" && request.method !== "DELETE") return methodNotAllowed(["GET", "PATCH", "DELETE"]);
  const user = await requireUser(request);
  return answering(async () => {
    if (request.method === "DELETE") {
      await deleteConsultation(request, user.id, params.id ?? "");
      return json({ deleted: params.id });
    }
    const patch = await readJson(request, ConsultationPatchSchema);
    return json(await saveConsultation(user.id, params.id ?? "", patch));
  });
}
