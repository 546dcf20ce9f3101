import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { CONSENT_KINDS } from "../../contract/consent.ts";
import { recordConsent } from "~/features/consultations/consultations.server.ts";
import { answering, methodNotAllowed } from "~/platform/http.server.ts";
import { readJson } from "~/platform/request-body.server.ts";
import { requireUser } from "~/platform/guards.server.ts";

const ConsentSchema = z.strictObject({
  id: z.uuid({ error: "id must be a consultation id or null" }).nullable(),
  consent: z.enum(CONSENT_KINDS, { error: "consent must be patient or clinician" }),
});

/**
 * POST /api/consultations/consent {id, consent} → {id, consent: {kind, at}}: what the clinician confirmed before the
 * consultation's first recording (decision 060), on their consultation `id` or on a new one (id null), which becomes
 * the dictation screen's current consultation — the one the sidecar checks before a recording starts.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = await requireUser(request);
  const { id, consent } = await readJson(request, ConsentSchema);
  return answering(async () => json(await recordConsent(request, user.id, id, consent)));
}

/** GET: 405, saying POST is the method. */
export function loader() {
  return methodNotAllowed(["POST"]);
}
