import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/platform/guards.server.ts";
import { templatesDownload } from "~/features/templates/template-actions.server.ts";

/** GET /admin/templates/export: the practice's templates as a JSON file another practice can import (decision 065). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return templatesDownload({ scope: "practice" }, "notewell-practice-templates.json");
}
