import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { personalData, personalDataResponse } from "~/features/accounts/personal-data.server.ts";
import { consultationsOf } from "~/features/consultations/consultations.server.ts";
import { documentsOf } from "~/features/documents/generate.server.ts";
import { methodNotAllowed } from "~/platform/http.server.ts";
import { requireUser } from "~/platform/guards.server.ts";

/** GET /profile/export: everything Notewell holds about the signed-in user, as one JSON file (decision 056). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const file = await personalData(request, user, user.id, { consultations: consultationsOf, documents: documentsOf });
  return personalDataResponse(file);
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  return methodNotAllowed(["GET"]);
}
