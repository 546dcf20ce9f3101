import { json } from "@remix-run/node";
import { parseWithZod } from "~/platform/parse-form.server.ts";
import { readForm } from "~/platform/request-body.server.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";
import type { PublicUser } from "~/platform/users.server.ts";
import { TemplateFormSchema, readTemplateFile } from "./template-schemas.server.ts";
import {
  createTemplate,
  deleteTemplate,
  exportTemplates,
  importTemplates,
  updateTemplate,
  type Owner,
} from "./templates.server.ts";

/**
 * What the two template pages post (/admin/templates for the practice's, /templates for a clinician's own): save
 * (a new template, or `id`'s changes), delete `id`, import a file. Each success goes back to the page with a
 * message; a refused form comes back with its messages beside the fields, an import with one message. Nothing a
 * user can post is a 500.
 */
export async function templatesAction(request: Request, owner: Owner, actor: PublicUser, back: string) {
  const form = await readForm(request, { files: ["file"] });
  const intent = String(form.get("intent") ?? "");
  const id = Number(form.get("id"));
  const hasId = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;

  if (intent === "delete") {
    const name = hasId ? await deleteTemplate(owner, id, actor, request) : null;
    return redirectWithToast(
      back,
      name === null
        ? { title: "That template was already deleted", type: "destructive" }
        : { title: `Template “${name}” deleted`, type: "success" },
    );
  }

  if (intent === "import") {
    const file = form.get("file");
    const text = file && typeof file === "object" ? await file.text() : "";
    const read =
      file && typeof file === "object" ? readTemplateFile(text) : { error: "Choose a templates file to import." };
    const outcome = "error" in read ? read : await importTemplates(owner, read.templates, actor, request);
    if ("error" in outcome) return json({ intent, importError: outcome.error, result: null }, { status: 400 });
    return redirectWithToast(back, {
      title: "Templates imported",
      description: `${outcome.added} added, ${outcome.replaced} replaced.`,
      type: "success",
    });
  }

  const submission = parseWithZod(form, { schema: TemplateFormSchema });
  if (submission.status !== "success") {
    return json({ intent: "save", importError: null, result: submission.reply() }, { status: 400 });
  }
  const refused = hasId
    ? await updateTemplate(owner, id, submission.value, actor, request)
    : await createTemplate(owner, submission.value, actor, request);
  if (refused === "not-found") {
    return redirectWithToast(back, { title: "That template was deleted", type: "destructive" });
  }
  if (refused) {
    const reply =
      refused.field === "name"
        ? submission.reply({ fieldErrors: { name: [refused.message] } })
        : submission.reply({ formErrors: [refused.message] });
    return json({ intent: "save", importError: null, result: reply }, { status: 400 });
  }
  return redirectWithToast(back, { title: `Template “${submission.value.name}” saved`, type: "success" });
}

/** The owner's templates as a file to download. */
export async function templatesDownload(owner: Owner, filename: string): Promise<Response> {
  const file = await exportTemplates(owner);
  return new Response(`${JSON.stringify(file, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
