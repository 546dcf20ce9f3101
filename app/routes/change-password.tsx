import { getFormProps, getInputProps, useServerForm } from "~/components/server-form.ts";
import { parseWithZod } from "~/platform/parse-form.server.ts";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { Alert } from "~/components/ui/alert.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Field } from "~/components/ui/field.tsx";
import { changePassword } from "~/features/accounts/profile.server.ts";
import { ChangePasswordSchema } from "~/features/accounts/schemas.server.ts";
import * as styles from "~/features/accounts/auth.css.ts";
import { replyWith } from "~/platform/form-replies.ts";
import { requireUser } from "~/platform/guards.server.ts";
import { failureHeaders, retryAfterHeaders, statusOf } from "~/platform/http.server.ts";
import { readForm } from "~/platform/request-body.server.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Choose your password — Notewell" }];

export const headers = retryAfterHeaders;

/**
 * The first page of an account an administrator created with a password (decision 056): the user chooses their own
 * before anything else. Every other guard sends them here until they have; once they have, it goes to /.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { passwordChange: "allowed" });
  return json({ required: user.mustChangePassword, email: user.email });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, { passwordChange: "allowed" });
  const submission = parseWithZod(await readForm(request), { schema: ChangePasswordSchema });
  const hide = ["currentPassword", "newPassword", "confirmPassword"];
  if (submission.status !== "success") return json({ result: submission.reply({ hideFields: hide }) }, { status: 400 });
  const outcome = await changePassword(request, user.id, submission.value);
  if (!outcome.ok) {
    return json(
      { result: replyWith(submission, outcome, hide) },
      { status: statusOf(outcome), headers: failureHeaders(outcome) },
    );
  }
  return redirectWithToast("/", { title: "Password changed", description: "Welcome to Notewell.", type: "success" });
}

export default function ChangePasswordPage() {
  const { required, email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useServerForm({
    id: "first-password-form",
    lastResult: actionData?.result,
  });
  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <h1 className={styles.title}>Choose your own password</h1>
        <p>
          {required
            ? `Your administrator set up ${email} with a password. Choose one that only you know before you continue.`
            : "Your password is your own. You can change it again from your Profile."}
        </p>
        {required ? (
          <Form method="post" {...getFormProps(form)} className={styles.form}>
            {form.errors?.length ? (
              <Alert tone="danger" role="alert" title="Failed to change password">
                {form.errors.join(" ")}
              </Alert>
            ) : null}
            <Field
              label="Password you were given"
              autoComplete="current-password"
              errors={fields.currentPassword.errors}
              {...getInputProps(fields.currentPassword, { type: "password" })}
            />
            <Field
              label="New Password"
              autoComplete="new-password"
              hint="At least 8 characters, not a common password."
              errors={fields.newPassword.errors}
              {...getInputProps(fields.newPassword, { type: "password" })}
            />
            <Field
              label="Confirm New Password"
              autoComplete="new-password"
              errors={fields.confirmPassword.errors}
              {...getInputProps(fields.confirmPassword, { type: "password" })}
            />
            <Button type="submit" disabled={navigation.state !== "idle"}>
              Change Password
            </Button>
          </Form>
        ) : (
          <Button asChild>
            <a href="/">Go to Notewell</a>
          </Button>
        )}
        <form method="post" action="/api/logout" className={styles.form}>
          <Button type="submit" variant="ghost">
            Sign Out
          </Button>
        </form>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
