import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { updatePreferences } from "~/features/accounts/preferences.server.ts";
import { failureResponse, methodNotAllowed } from "~/platform/http.server.ts";
import { readJson } from "~/platform/request-body.server.ts";
import { requireUser } from "~/platform/guards.server.ts";
import { PreferencesSchema } from "~/features/accounts/schemas.ts";

/** GET /api/user/preferences → {consultationConciseness, consultationFormat}. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({
    consultationConciseness: user.consultationConciseness,
    consultationFormat: user.consultationFormat,
    keyTerms: user.keyTerms,
  });
}

/** PUT /api/user/preferences {consultationConciseness} or {consultationFormat} (or both; or {keyTerms: [...]}) */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed(["GET", "PUT"]);
  const user = await requireUser(request);
  const outcome = await updatePreferences(user.id, await readJson(request, PreferencesSchema));
  if (!outcome.ok) return failureResponse(outcome);
  const saved = outcome.user;
  return json({
    consultationConciseness: saved.consultationConciseness,
    consultationFormat: saved.consultationFormat,
    keyTerms: saved.keyTerms,
  });
}
