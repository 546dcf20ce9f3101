import { getFormProps, getInputProps, useServerForm } from "~/components/server-form.ts";
import { parseWithZod } from "~/platform/parse-form.server.ts";
import { failure } from "~/platform/errors.ts";
import { statusOf } from "~/platform/http.server.ts";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { Alert } from "~/components/ui/alert.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Field } from "~/components/ui/field.tsx";
import { resetLinkFor, resetPassword } from "~/features/accounts/password-reset.server.ts";
import { assertSameOrigin, readForm } from "~/platform/request-body.server.ts";
import { ResetPasswordSchema } from "~/features/accounts/schemas.server.ts";
import * as styles from "~/features/accounts/auth.css.ts";

export const meta: MetaFunction = () => [{ title: "Reset password — Notewell" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  // An expired or used link gets the same 'Invalid Reset Link' view as a missing one. An invitation (decision 056)
  // is the same link, worded as the welcome it is.
  const link = token ? await resetLinkFor(token) : null;
  return json(
    { token: link ? token : null, invitation: link?.invitation ?? false },
    { headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } },
  );
}

export const RESET_FAILED = "Failed to reset password";

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const submission = parseWithZod(await readForm(request), { schema: ResetPasswordSchema });
  if (submission.status !== "success") {
    return json(
      { done: false, result: submission.reply({ hideFields: ["password", "confirmPassword"] }) },
      { status: 400 },
    );
  }
  let outcome: Awaited<ReturnType<typeof resetPassword>>;
  try {
    outcome = await resetPassword(submission.value.token, submission.value.password);
  } catch (error) {
    // The server's own error text when there is one; otherwise the spec's general message (and the operator's log).
    console.error(error);
    outcome = failure("unavailable", RESET_FAILED);
  }
  if (!outcome.ok) {
    return json(
      {
        done: false,
        result: submission.reply({ formErrors: [outcome.message], hideFields: ["password", "confirmPassword"] }),
      },
      { status: statusOf(outcome) },
    );
  }
  return json({ done: true, invitation: outcome.invitation, result: submission.reply({ resetForm: true }) });
}

function InvalidLink() {
  return (
    <>
      <h1 className={styles.title}>Invalid Reset Link</h1>
      <p>The password reset link is invalid or missing. Links expire after 1 hour and can be used once.</p>
      <div className={styles.form}>
        <Button asChild>
          <Link to="/forgot-password">Request New Reset Link</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/auth">Back to Sign In</Link>
        </Button>
      </div>
    </>
  );
}

export default function ResetPasswordPage() {
  const { token, invitation } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useServerForm({
    id: "reset-password-form",
    lastResult: actionData?.result,
  });
  let content;
  if (actionData?.done) {
    const invited = "invitation" in actionData && actionData.invitation;
    content = (
      <>
        <h1 className={styles.title}>{invited ? "Your password is set" : "Password Reset Successful"}</h1>
        <p>
          {invited
            ? "Welcome to Notewell. Sign in with your email address and the password you have just chosen."
            : "Your password has been changed and you have been signed out everywhere else. Sign in with your new password."}
        </p>
        <Button asChild>
          <Link to="/auth">Sign In</Link>
        </Button>
      </>
    );
  } else if (!token) {
    content = <InvalidLink />;
  } else {
    content = (
      <>
        <h1 className={styles.title}>
          {invitation ? "Welcome to Notewell: choose your password" : "Choose a new password"}
        </h1>
        <Form method="post" {...getFormProps(form)} className={styles.form}>
          <input type="hidden" name="token" value={token} />
          {form.errors?.length ? (
            <Alert tone="danger" role="alert">
              {form.errors.join(" ")}
            </Alert>
          ) : null}
          <Field
            label="New Password"
            autoComplete="new-password"
            hint="At least 8 characters."
            errors={fields.password.errors}
            {...getInputProps(fields.password, { type: "password" })}
          />
          <Field
            label="Confirm New Password"
            autoComplete="new-password"
            errors={fields.confirmPassword.errors}
            {...getInputProps(fields.confirmPassword, { type: "password" })}
          />
          <Button type="submit" disabled={navigation.state !== "idle"}>
            Update Password
          </Button>
        </Form>
      </>
    );
  }
  return (
    <main className={styles.page}>
      <div className={styles.panel}>{content}</div>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
