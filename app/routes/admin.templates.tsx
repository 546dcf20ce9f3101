import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { requireAdmin } from "~/platform/guards.server.ts";
import { listTemplates } from "~/features/templates/templates.server.ts";
import { templatesAction } from "~/features/templates/template-actions.server.ts";
import { TemplatesPage } from "~/features/templates/templates-page.tsx";

export const meta: MetaFunction = () => [{ title: "Practice templates — Notewell" }];

/**
 * /admin/templates: the practice's note templates (issue 25, decision 065), which every clinician may choose on the
 * dictation screen. Administrators only (anyone else is sent to /, as everywhere under /admin). Adding, changing,
 * deleting and importing are in the audit log.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const templates = await listTemplates({ scope: "practice" });
  const edit = Number(new URL(request.url).searchParams.get("edit"));
  return json({ templates, editing: templates.find((t) => t.id === edit) ?? null });
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  return templatesAction(request, { scope: "practice" }, admin, "/admin/templates");
}

export default function PracticeTemplates() {
  const { templates, editing } = useLoaderData<typeof loader>();
  return (
    <TemplatesPage
      title="Practice templates"
      subtitle="Note formats every clinician can choose on the dictation screen, beside Narrative, SOAP, SBAR and Structured GP."
      path="/admin/templates"
      templates={templates}
      editing={editing}
      actionData={useActionData<typeof action>()}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
