import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { requireUser } from "~/platform/guards.server.ts";
import { listTemplates } from "~/features/templates/templates.server.ts";
import { templatesAction } from "~/features/templates/template-actions.server.ts";
import { TemplatesPage } from "~/features/templates/templates-page.tsx";

export const meta: MetaFunction = () => [{ title: "My templates — Notewell" }];

/**
 * /templates: a clinician's own note templates (issue 25, decision 065), offered to them alone on the dictation
 * screen beside the built-in formats and the practice's templates. Linked from the screen and from Preferences.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const templates = await listTemplates({ scope: "personal", userId: user.id });
  const edit = Number(new URL(request.url).searchParams.get("edit"));
  return json({ templates, editing: templates.find((t) => t.id === edit) ?? null });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return templatesAction(request, { scope: "personal", userId: user.id }, user, "/templates");
}

export default function MyTemplates() {
  const { templates, editing } = useLoaderData<typeof loader>();
  return (
    <TemplatesPage
      title="My templates"
      subtitle="Your own note formats: only you see them, on the dictation screen beside the built-in formats and your practice's templates."
      path="/templates"
      templates={templates}
      editing={editing}
      actionData={useActionData<typeof action>()}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
