import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import {
  continueConsultation,
  currentConsultation,
  startNewConsultation,
} from "~/features/consultations/consultations.server.ts";
import { answering, methodNotAllowed } from "~/platform/http.server.ts";
import { readJson } from "~/platform/request-body.server.ts";
import { requireUser } from "~/platform/guards.server.ts";

const CurrentSchema = z.strictObject({ id: z.uuid({ error: "id must be a consultation id or null" }).nullable() });

/** GET /api/consultations/current → the consultation the dictation screen opens with, or null. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json(await currentConsultation(user.id), { headers: { "Cache-Control": "no-store" } });
}

/** PUT /api/consultations/current {id: null} starts a new consultation ("Clear All"); {id} continues one. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed(["GET", "PUT"]);
  const user = await requireUser(request);
  const { id } = await readJson(request, CurrentSchema);
  return answering(async () => {
    if (id === null) await startNewConsultation(user.id);
    else await continueConsultation(user.id, id);
    return json({ id });
  });
}
