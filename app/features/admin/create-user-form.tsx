import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button.tsx";
import { ErrorList, Field } from "~/components/ui/field.tsx";
import { PersonFields } from "~/components/ui/person-fields.tsx";
import { Select } from "~/components/ui/select.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import * as styles from "~/features/admin/admin.css.ts";
import { CreateUserSchema, ROLE_OPTIONS } from "./create-user-schema.ts";
import { useFetcherOutcome } from "../../components/use-fetcher-outcome.ts";

/** What the User Management action answers when it refuses something (success is a redirect). */
export type UserActionFailure = { intent: string; error: string; result?: SubmissionResult<string[]> };

/**
 * The 'Create New User' form. Posts intent=create to /admin/users: a plain post without JavaScript, a fetcher
 * (no page load) with it. Success redirects back with the 'User created' toast; failure shows the server's
 * message in a 'Failed to create user' toast and next to the fields.
 */
export function CreateUserForm({
  id,
  lastResult,
  onCreated,
  cancel,
}: {
  id: string;
  /** The result of a post made without JavaScript (from useActionData). */
  lastResult?: SubmissionResult<string[]>;
  onCreated?: () => void;
  cancel?: ReactNode;
}) {
  const fetcher = useFetcher<UserActionFailure>();
  const toast = useToast();
  const [role, setRole] = useState("user");
  const [form, fields] = useForm({
    id,
    constraint: getZodConstraint(CreateUserSchema),
    lastResult: fetcher.data?.result ?? lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CreateUserSchema }),
    shouldRevalidate: "onBlur",
  });
  useFetcherOutcome(fetcher, {
    onSuccess: () => onCreated?.(),
    onFailure: (data) => toast({ title: "Failed to create user", description: data.error, type: "destructive" }),
  });
  const busy = fetcher.state !== "idle";
  const roleId = `${id}-role`;
  return (
    <fetcher.Form method="post" action="/admin/users" {...getFormProps(form)} className={styles.form}>
      <input type="hidden" name="intent" value="create" />
      <PersonFields fields={fields} autoFill="off" />
      <Field
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters. Share it with the user securely."
        errors={fields.password.errors}
        {...getInputProps(fields.password, { type: "password" })}
      />
      <div className={styles.roleField}>
        <label htmlFor={roleId} className={styles.fieldLabel}>
          Role
        </label>
        <Select id={roleId} name="role" value={role} onValueChange={setRole} options={[...ROLE_OPTIONS]} />
        <ErrorList errors={fields.role.errors} />
      </div>
      <ErrorList errors={form.errors} />
      <div className={styles.actions}>
        {cancel}
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? "Creating user…" : "Create User"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
