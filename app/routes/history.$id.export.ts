import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { CONSULTATION_NOT_FOUND, exportConsultation } from "~/features/consultations/consultations.server.ts";
import { failure } from "~/platform/errors.ts";
import { failureResponse, methodNotAllowed } from "~/platform/http.server.ts";
import { requireUser } from "~/platform/guards.server.ts";

/** GET /history/:id/export: one of the clinician's own consultations as a text file (audited; anyone else's: 404). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const file = await exportConsultation(request, user.id, params.id ?? "");
  if (!file) return failureResponse(failure("not-found", CONSULTATION_NOT_FOUND));
  return new Response(file.text.replace(/\r?\n/g, "\r\n"), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  return methodNotAllowed(["GET"]);
}
