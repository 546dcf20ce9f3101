import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Field } from "~/components/ui/field.tsx";
import { verifyEmail } from "~/features/accounts/email-verification.server.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";
import * as styles from "~/features/accounts/auth.css.ts";

export const meta: MetaFunction = () => [{ title: "Verify your email — Notewell" }];

/** The link from the verification e-mail. A live link verifies the address and goes to sign-in. */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (token && (await verifyEmail(token))) {
    return redirectWithToast("/auth", {
      title: "Email verified",
      description: "Thank you. You can now sign in.",
      type: "success",
    });
  }
  return json({}, { status: 400, headers: { "Cache-Control": "no-store" } });
}

export default function VerifyEmailPage() {
  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <h1 className={styles.title}>This link has expired</h1>
        <p>This verification link has expired or has already been used. Enter your email to get a new one.</p>
        <Form method="post" action="/auth" className={styles.form}>
          <input type="hidden" name="intent" value="resend-verification" />
          <Field label="Email" name="email" type="email" autoComplete="email" required />
          <Button type="submit">Send a new verification link</Button>
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
