import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/platform/guards.server.ts";
import { templatesDownload } from "~/features/templates/template-actions.server.ts";

/** GET /templates/export: the clinician's own templates as a JSON file (decision 065). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return templatesDownload({ scope: "personal", userId: user.id }, "notewell-my-templates.json");
}
