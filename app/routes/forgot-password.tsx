import { parseWithZod } from "~/platform/parse-form.server.ts";
import { json, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { Alert } from "~/components/ui/alert.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Field } from "~/components/ui/field.tsx";
import { getFormProps, getInputProps, useServerForm } from "~/components/server-form.ts";
import { requestPasswordReset } from "~/features/accounts/password-reset.server.ts";
import { failureHeaders, retryAfterHeaders, statusOf } from "~/platform/http.server.ts";
import { assertSameOrigin, readForm } from "~/platform/request-body.server.ts";
import { clientAddress } from "~/platform/request.server.ts";
import { ForgotPasswordSchema } from "~/features/accounts/schemas.server.ts";
import * as styles from "~/features/accounts/auth.css.ts";

export const headers = retryAfterHeaders;

export const meta: MetaFunction = () => [{ title: "Forgot password — Notewell" }];

export const SEND_FAILED = "Failed to send reset email";

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const submission = parseWithZod(await readForm(request), { schema: ForgotPasswordSchema });
  if (submission.status !== "success") return json({ sent: false, result: submission.reply() }, { status: 400 });
  let outcome;
  try {
    outcome = await requestPasswordReset(submission.value.email, { address: clientAddress(request) });
  } catch (error) {
    console.error(error);
    return json({ sent: false, result: submission.reply({ formErrors: [SEND_FAILED] }) }, { status: 503 });
  }
  if (!outcome.ok) {
    const result = submission.reply({ formErrors: [outcome.message] });
    return json({ sent: false, result }, { status: statusOf(outcome), headers: failureHeaders(outcome) });
  }
  // The same answer whether or not the address has an account.
  return json({ sent: true, result: submission.reply() });
}

export default function ForgotPasswordPage() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useServerForm<"email">({ id: "forgot-password-form", lastResult: actionData?.result });
  if (actionData?.sent) {
    return (
      <main className={styles.page}>
        <div className={styles.panel}>
          <h1 className={styles.title}>Check Your Email</h1>
          <p>If an account with that email exists, we've sent you a password reset link; the link expires in 1 hour.</p>
          <p>Check your spam folder if it has not arrived in a few minutes.</p>
          <Button asChild variant="secondary">
            <Link to="/login">Back to Sign In</Link>
          </Button>
        </div>
      </main>
    );
  }
  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <h1 className={styles.title}>Forgot your password?</h1>
        <p className={styles.tagline}>Enter your email address and we'll send you a link to choose a new password.</p>
        <Form method="post" {...getFormProps(form)} className={styles.form}>
          {form.errors?.length ? (
            <Alert tone="danger" role="alert">
              {form.errors.join(" ")}
            </Alert>
          ) : null}
          <Field
            label="Email"
            autoComplete="email"
            errors={fields.email.errors}
            {...getInputProps(fields.email, { type: "email" })}
          />
          <Button type="submit" disabled={navigation.state !== "idle"}>
            Send Reset Link
          </Button>
          <p className={styles.inlineLink}>
            <Link to="/auth">Back to Sign In</Link>
          </p>
        </Form>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
