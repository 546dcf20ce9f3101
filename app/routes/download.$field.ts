import type { ActionFunctionArgs } from "@remix-run/node";
import { withFooterLine } from "~/platform/provenance.ts";
import { DOWNLOAD_NAMES, type DocumentField } from "~/platform/document-kinds.ts";
import { methodNotAllowed } from "~/platform/http.server.ts";
import { requireUserOrGuest } from "~/platform/guards.server.ts";
import { readForm } from "~/platform/request-body.server.ts";

/**
 * Download without JavaScript: a Download button submits the dictation form here, and the chosen field
 * comes back as a text file, with the practice's provenance line after it when the page put one in the form
 * (`footer.<field>`, as Copy and Download with JavaScript add it). (With JavaScript the page builds the file
 * itself.) Nothing is stored, so guests may use it too.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireUserOrGuest(request);
  const field = params.field as DocumentField;
  if (!Object.hasOwn(DOWNLOAD_NAMES, field)) return new Response("Unknown document", { status: 404 });
  const form = await readForm(request);
  const text = String(form.get(field) ?? "");
  const footer = String(form.get(`footer.${field}`) ?? "")
    .split(/[\r\n]/)[0]
    .trim()
    .slice(0, 500);
  return new Response(withFooterLine(text, footer).replace(/\r?\n/g, "\r\n"), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Disposition": `attachment; filename="${DOWNLOAD_NAMES[field]}"`,
      "Cache-Control": "no-store",
    },
  });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
