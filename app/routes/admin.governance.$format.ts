import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { packToMarkdown } from "~/features/admin/governance-pack.ts";
import { governancePack, packToHtml } from "~/features/admin/governance.server.ts";
import { getKeySources } from "~/features/settings/settings.server.ts";
import { audit } from "~/platform/audit.server.ts";
import { failure } from "~/platform/errors.ts";
import { failureResponse, methodNotAllowed } from "~/platform/http.server.ts";
import { requireAdmin } from "~/platform/guards.server.ts";

/**
 * GET /admin/governance/markdown and /admin/governance/html: the governance pack as a file (decision 058), made from
 * the settings as they are now. The HTML file carries its own print styles (it is opened from disk and printed).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const format = params.format;
  if (format !== "markdown" && format !== "html") return failureResponse(failure("not-found", "No such format"));
  const pack = await governancePack(await getKeySources());
  await audit(request, "governance.downloaded", { actorId: admin.id, details: { format } });
  const day = pack.madeAt.slice(0, 10);
  const file = (body: string, type: string, extension: string) =>
    new Response(body, {
      headers: {
        "Content-Type": `${type}; charset=utf-8`,
        "Content-Disposition": `attachment; filename="notewell-governance-pack-${day}.${extension}"`,
        "Cache-Control": "no-store",
      },
    });
  if (format === "markdown") return file(packToMarkdown(pack), "text/markdown", "md");
  return file(packToHtml(pack), "text/html", "html");
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed(["GET"]);
}
