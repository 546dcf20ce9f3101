import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { updatePreferences } from "~/models/user.server.ts";
import { methodNotAllowed, readJson } from "~/utils/api.server.ts";
import { requireUser } from "~/utils/auth.server.ts";
import { PreferencesSchema } from "~/utils/user-validation.ts";

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
  const saved = await updatePreferences(user.id, await readJson(request, PreferencesSchema));
  return json({
    consultationConciseness: saved.consultationConciseness,
    consultationFormat: saved.consultationFormat,
    keyTerms: saved.keyTerms,
  });
}
