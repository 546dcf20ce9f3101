import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/platform/http.server.ts";
import { requireAdmin } from "~/platform/guards.server.ts";
import { templatesDownload } from "~/features/templates/template-actions.server.ts";

/** GET /admin/templates/export: the practice's templates as a JSON file another practice can import (decision 065). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return templatesDownload({ scope: "practice" }, "notewell-practice-templates.json");
}

/** Any other method: refused as the page is to whoever may not use it, else 405 saying GET is the method. */
export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed(["GET"]);
}
