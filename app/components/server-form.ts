import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useState } from "react";

/**
 * A form validated on the server only (decision 069): the same inline messages as conform's `useForm`, without
 * sending zod and conform's client validation to the browser (about 100 KB gzipped). The action still parses the
 * post with `parseWithZod` and answers with `submission.reply(…)`; this shows that answer beside each field, with
 * JavaScript (Remix's `<Form>` or a fetcher) and without (the page rendered with the action's data) alike.
 *
 * Converting a conform form: import `useServerForm`, `getFormProps` and `getInputProps` from here instead of
 * `@conform-to/react`, and drop `constraint`, `onValidate` and `shouldValidate`/`shouldRevalidate` from the options.
 * `form.errors`, `form.reset`, `fields.x.errors`, `fields.x.id`, `fields.x.errorId` and `fields.x.initialValue` are as
 * conform's; the ids are conform's too (`<form id>-<name>`, `…-error`), so pages and tests keep theirs. A refused
 * post focuses the first field refused.
 */
export type ServerFormResult = SubmissionResult<string[]>;

export type ServerField = {
  formId: string;
  name: string;
  id: string;
  errorId: string;
  errors: string[] | undefined;
  /** The field's messages and those of its parts (`keyTerms[3]` of a list), as conform's `allErrors`, each once. */
  allErrors: string[] | undefined;
  /** What the post carried (a refused post's value, never a field the action hid), else the default. */
  initialValue: string | undefined;
};

export type ServerFormMetadata = {
  id: string;
  errorId: string;
  /** The form's own messages (`reply({ formErrors })`), undefined when there are none. */
  errors: string[] | undefined;
  /** Puts every field back to its default and clears the messages (after a save that should empty the form). */
  reset: () => void;
};

const messages = (list: string[] | null | undefined) => (list && list.length > 0 ? list : undefined);

export function useServerForm<Name extends string = string>(options: {
  id: string;
  /** The action's `submission.reply(…)` for this form, if it answered. */
  lastResult?: ServerFormResult | null;
  defaultValue?: Record<string, string | undefined>;
}): [ServerFormMetadata, Record<Name, ServerField>] {
  const { id, lastResult, defaultValue } = options;
  const [cleared, setCleared] = useState<ServerFormResult | null | undefined>(undefined);
  const result = lastResult && lastResult !== cleared ? lastResult : undefined;

  // A new answer: the first field refused is focused. (With JavaScript the fields keep what was typed, as conform's
  // did; without it the page is rendered again with what the answer carries, a hidden password emptied.)
  useEffect(() => {
    if (!result) return;
    const form = document.getElementById(id);
    form?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [id, result]);

  const field = (name: string): ServerField => {
    const sent = result?.initialValue?.[name];
    const fallback = defaultValue?.[name];
    return {
      formId: id,
      name,
      id: `${id}-${name}`,
      errorId: `${id}-${name}-error`,
      errors: messages(result?.error?.[name]),
      allErrors: messages([
        ...new Set(
          Object.entries(result?.error ?? {})
            .filter(([key]) => key === name || key.startsWith(`${name}[`) || key.startsWith(`${name}.`))
            .flatMap(([, list]) => list ?? []),
        ),
      ]),
      initialValue: result ? (typeof sent === "string" ? sent : undefined) : fallback,
    };
  };
  const fields = new Proxy({} as Record<Name, ServerField>, {
    get: (_target, name) => (typeof name === "string" ? field(name) : undefined),
  });
  const form: ServerFormMetadata = {
    id,
    errorId: `${id}-error`,
    errors: messages(result?.error?.[""]),
    reset: () => {
      setCleared(lastResult);
      const element = document.getElementById(id);
      if (element instanceof HTMLFormElement) element.reset();
    },
  };
  return [form, fields];
}

/** The `<form>`'s props: its id, and no browser validation (the server's messages are the ones shown). */
export function getFormProps(form: ServerFormMetadata) {
  return {
    id: form.id,
    noValidate: true,
    "aria-describedby": form.errors ? form.errorId : undefined,
  };
}

/** An `<input>`'s props: id, name, type, its value after a refused post, and the error's description. */
export function getInputProps(field: ServerField, options: { type: string }) {
  return { ...controlProps(field), type: options.type };
}

/** A `<textarea>`'s props: id, name, its value after a refused post, and the error's description. */
export function getTextareaProps(field: ServerField) {
  return controlProps(field);
}

/** What every control of the form carries (a `<textarea>` takes these as they are). */
function controlProps(field: ServerField) {
  return {
    id: field.id,
    name: field.name,
    form: field.formId,
    defaultValue: field.initialValue,
    // A list's problems may be its parts' (`keyTerms[3]`): the control is invalid if any of them is.
    "aria-invalid": field.allErrors ? true : undefined,
    "aria-describedby": field.allErrors ? field.errorId : undefined,
  };
}
