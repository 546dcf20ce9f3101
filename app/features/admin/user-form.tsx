import { getFormProps, getInputProps, useServerForm, type ServerFormResult } from "~/components/server-form.ts";
import { useFetcher } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button.tsx";
import { ErrorList, Field } from "~/components/ui/field.tsx";
import { PersonFields } from "~/components/ui/person-fields.tsx";
import { Select } from "~/components/ui/select.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import * as styles from "~/features/admin/admin.css.ts";
import { ROLE_OPTIONS, USER_FORMS, type UserFormMode } from "./user-forms.ts";
import { useFetcherOutcome } from "../../components/use-fetcher-outcome.ts";

/** What the User Management action answers when it refuses something (success is a redirect). */
export type UserActionFailure = { intent: string; error: string; result?: ServerFormResult };

/**
 * User Management's forms (user-schemas.ts): Create New User, Invite User and Edit User. Each posts its intent to
 * /admin/users: a plain post without JavaScript, a fetcher (no page load) with it. Success redirects back with a
 * toast; a refusal shows the server's message in a toast titled for the form and beside the fields.
 */
export function UserForm({
  mode,
  id,
  user,
  lastResult,
  onDone,
  cancel,
}: {
  mode: UserFormMode;
  id: string;
  /** Edit: whose account, and what it holds now. */
  user?: { id: number; firstName: string; lastName: string; email: string; role: string };
  /** The result of a post made without JavaScript (from useActionData). */
  lastResult?: ServerFormResult;
  onDone?: () => void;
  cancel?: ReactNode;
}) {
  const form$ = USER_FORMS[mode];
  const fetcher = useFetcher<UserActionFailure>();
  const toast = useToast();
  const [role, setRole] = useState<string>(user?.role ?? "user");
  const [form, fields] = useServerForm<"firstName" | "lastName" | "email" | "password" | "role">({
    id,
    lastResult: fetcher.data?.result ?? lastResult,
    defaultValue: user ? { firstName: user.firstName, lastName: user.lastName, email: user.email } : undefined,
  });
  useFetcherOutcome(fetcher, {
    onSuccess: () => onDone?.(),
    onFailure: (data) => toast({ title: form$.failed, description: data.error, type: "destructive" }),
  });
  const busy = fetcher.state !== "idle";
  const roleId = `${id}-role`;
  return (
    <fetcher.Form method="post" action="/admin/users" {...getFormProps(form)} className={styles.form}>
      <input type="hidden" name="intent" value={mode} />
      {user ? <input type="hidden" name="userId" value={user.id} /> : null}
      {mode === "edit" ? (
        <>
          <div className={styles.twoFields}>
            <Field
              label="First name"
              autoComplete="off"
              errors={fields.firstName.errors}
              {...getInputProps(fields.firstName, { type: "text" })}
            />
            <Field
              label="Last name"
              autoComplete="off"
              errors={fields.lastName.errors}
              {...getInputProps(fields.lastName, { type: "text" })}
            />
          </div>
          <p className={styles.muted}>{user?.email}</p>
        </>
      ) : (
        <PersonFields fields={fields} autoFill="off" />
      )}
      {mode === "create" ? (
        <Field
          label="Password"
          autoComplete="new-password"
          hint="At least 8 characters. Share it with the user securely: they must change it when they first sign in."
          errors={fields.password?.errors}
          {...getInputProps(fields.password, { type: "password" })}
        />
      ) : null}
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
          {busy ? form$.busy : form$.submit}
        </Button>
      </div>
    </fetcher.Form>
  );
}
