import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import {
  ConsultationPatchSchema,
  listConsultations,
  saveConsultation,
} from "~/features/consultations/consultations.server.ts";
import { methodNotAllowed } from "~/platform/http.server.ts";
import { readJson } from "~/platform/request-body.server.ts";
import { requireUser } from "~/platform/guards.server.ts";

/** GET /api/consultations?q=word&page=1 → the signed-in user's own consultations, newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const page = Number(url.searchParams.get("page") ?? 1);
  return json(
    await listConsultations(user.id, {
      filter: url.searchParams.get("q") ?? "",
      page: Number.isFinite(page) ? page : 1,
    }),
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** POST /api/consultations {transcript?, consultationNote?, …} → a new consultation, now the screen's current one. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await requireUser(request);
  const saved = await saveConsultation(user.id, null, await readJson(request, ConsultationPatchSchema));
  return json(saved ?? { id: null }, { status: saved ? 201 : 200 });
}
