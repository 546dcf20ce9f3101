import { Form, Link, useNavigation, useSearchParams } from "@remix-run/react";
import { getFormProps, getInputProps, useServerForm, type ServerFormResult } from "~/components/server-form.ts";
import { PageHeader } from "~/components/layout/page-header.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { ErrorList, Field, TextareaField } from "~/components/ui/field.tsx";
import * as styles from "./templates.css.ts";
import { TEMPLATE_LIMITS, type TemplateChoice } from "./note-formats.ts";

/**
 * The page that keeps one owner's note templates (decision 065): the practice's at /admin/templates, a
 * clinician's own at /templates. A list with Edit and Delete, the form to add or change one (`?edit=<id>`),
 * Export as a file and Import one. Every form is the server's (decision 069) and works without JavaScript.
 */
export function TemplatesPage({
  title,
  subtitle,
  path,
  templates,
  editing,
  actionData,
}: {
  title: string;
  subtitle: string;
  path: string;
  templates: TemplateChoice[];
  editing: TemplateChoice | null;
  actionData: { intent: string; importError: string | null; result: ServerFormResult | null } | undefined;
}) {
  const navigation = useNavigation();
  // Delete asks first, on the page itself (`?delete=<id>`), so it works the same without JavaScript.
  const [searchParams] = useSearchParams();
  const deleting = templates.find((t) => String(t.id) === searchParams.get("delete")) ?? null;
  const busy = (intent: string) => navigation.formData?.get("intent") === intent;
  const [form, fields] = useServerForm<"name" | "sections" | "instructions">({
    id: "template-form",
    lastResult: actionData?.intent === "save" ? actionData.result : undefined,
    defaultValue: {
      name: editing?.name ?? "",
      sections: editing?.sections.join("\n") ?? "",
      instructions: editing?.instructions ?? "",
    },
  });
  // A save or delete reloads the list: the form starts again, empty (or with the template being edited).
  const formKey = `${editing?.id ?? "new"}:${templates.map((t) => `${t.id}.${t.name}`).join(",")}`;
  return (
    <div className={styles.page}>
      <PageHeader title={title} subtitle={subtitle}>
        {templates.length ? (
          <Button asChild variant="secondary">
            <a href={`${path}/export`} download>
              Export as JSON
            </a>
          </Button>
        ) : null}
      </PageHeader>

      <Card title="Templates">
        {templates.length === 0 ? <p>There are no templates yet. Add one below, or import a file.</p> : null}
        <ul className={styles.list} aria-label="Templates">
          {templates.map((t) => (
            <li key={t.id}>
              <h3>{t.name}</h3>
              <p>Sections: {t.sections.join(" · ")}</p>
              {t.instructions ? <p>Instructions: {t.instructions}</p> : null}
              {deleting?.id === t.id ? (
                <Form method="post" action={path} className={styles.row} aria-label={`Delete ${t.name}?`}>
                  <input type="hidden" name="id" value={t.id} />
                  <p role="alert">
                    Delete “{t.name}”? It can no longer be chosen for a note. Notes already written with it are kept.
                  </p>
                  <Button type="submit" name="intent" value="delete" variant="danger" disabled={busy("delete")}>
                    Delete template
                  </Button>
                  <Button asChild variant="secondary">
                    <Link to={path}>Cancel</Link>
                  </Button>
                </Form>
              ) : (
                <div className={styles.row}>
                  <Button asChild variant="secondary">
                    <Link to={`${path}?edit=${t.id}`} aria-label={`Edit ${t.name}`}>
                      Edit
                    </Link>
                  </Button>
                  <Button asChild variant="secondary">
                    <Link to={`${path}?delete=${t.id}`} aria-label={`Delete ${t.name}`}>
                      Delete
                    </Link>
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      </Card>

      <Card title={editing ? `Edit “${editing.name}”` : "New template"}>
        <Form
          method="post"
          action={editing ? `${path}?edit=${editing.id}` : path}
          {...getFormProps(form)}
          key={formKey}
          className={styles.form}
        >
          {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
          <Field
            label="Name"
            hint={`Up to ${TEMPLATE_LIMITS.name} characters, for example Asthma review.`}
            autoComplete="off"
            errors={fields.name.errors}
            {...getInputProps(fields.name, { type: "text" })}
          />
          <TextareaField
            label="Sections"
            hint={`One heading to a line, in order: up to ${TEMPLATE_LIMITS.sections} headings of up to ${TEMPLATE_LIMITS.section} characters.`}
            rows={6}
            id={fields.sections.id}
            name={fields.sections.name}
            defaultValue={fields.sections.initialValue}
            errors={fields.sections.errors}
          />
          <TextareaField
            label="Instructions"
            hint={`How to write under the headings (up to ${TEMPLATE_LIMITS.instructions.toLocaleString("en-GB")} characters). Notewell's rules always come first: only what the transcript says, in UK English, unsupported details flagged.`}
            rows={4}
            id={fields.instructions.id}
            name={fields.instructions.name}
            defaultValue={fields.instructions.initialValue}
            errors={fields.instructions.errors}
          />
          <ErrorList id={form.errorId} errors={form.errors} />
          <div className={styles.row}>
            <Button type="submit" name="intent" value="save" disabled={busy("save")}>
              {editing ? "Save Changes" : "Add Template"}
            </Button>
            {editing ? (
              <Button asChild variant="secondary">
                <Link to={path}>Cancel</Link>
              </Button>
            ) : null}
          </div>
        </Form>
      </Card>

      <Card
        title="Import"
        description="A templates file exported from Notewell (JSON). A template with the same name as one here replaces it; the others are added."
      >
        <Form method="post" encType="multipart/form-data" className={styles.form}>
          <div>
            <label htmlFor="template-file">Templates file</label>{" "}
            <input
              id="template-file"
              type="file"
              name="file"
              accept="application/json,.json"
              aria-invalid={actionData?.importError ? true : undefined}
              aria-describedby={actionData?.importError ? "template-file-error" : undefined}
            />
          </div>
          <ErrorList id="template-file-error" errors={actionData?.importError ? [actionData.importError] : null} />
          <div>
            <Button type="submit" name="intent" value="import" variant="secondary" disabled={busy("import")}>
              Import
            </Button>
          </div>
        </Form>
      </Card>
    </div>
  );
}
