import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/platform/http.server.ts";
import { requireUser } from "~/platform/guards.server.ts";
import { templatesDownload } from "~/features/templates/template-actions.server.ts";

/** GET /templates/export: the clinician's own templates as a JSON file (decision 065). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return templatesDownload({ scope: "personal", userId: user.id }, "notewell-my-templates.json");
}

/** Any other method: refused as the page is to whoever may not use it, else 405 saying GET is the method. */
export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  return methodNotAllowed(["GET"]);
}
