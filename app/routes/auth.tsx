import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { Alert } from "~/components/ui/alert.tsx";
import { Button } from "~/components/ui/button.tsx";
import { ErrorList, Field } from "~/components/ui/field.tsx";
import { getFormProps, getInputProps, useServerForm } from "~/components/server-form.ts";
import { parseWithZod } from "~/platform/parse-form.server.ts";
import { PersonFields } from "~/components/ui/person-fields.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { getSettings } from "~/platform/settings.server.ts";
import { allowedDomains, register, signIn } from "~/features/accounts/accounts.server.ts";
import { resendVerification } from "~/features/accounts/email-verification.server.ts";
import { replyWith } from "~/platform/form-replies.ts";
import { failureHeaders, retryAfterHeaders, statusOf } from "~/platform/http.server.ts";
import { startGuest } from "~/features/accounts/guest-access.server.ts";
import { requireAnonymous } from "~/platform/guards.server.ts";
import { SESSION_EXPIRED_MESSAGE } from "../../contract/session-expired.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";
import { LoginSchema, RegisterSchema, ResendVerificationSchema } from "~/features/accounts/schemas.server.ts";
import { safeRedirect, SIGN_IN_FAILED, SIGNED_IN_TOAST } from "~/features/accounts/sign-in.ts";
import * as styles from "~/features/accounts/auth.css.ts";
import { clientAddress } from "~/platform/request.server.ts";
import { readForm } from "~/platform/request-body.server.ts";

export const headers = retryAfterHeaders;

export const meta: MetaFunction = () => [{ title: "Sign in — Notewell" }];

/** Shown instead of the Register tab while the practice has registration turned off. */
export const REGISTRATION_OFF_NOTE = "Accounts are created by your practice administrator.";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const settings = await getSettings();
  const { enableRegistration, enableGuestAccess } = settings;
  return json({ enableRegistration, enableGuestAccess, registrationDomains: allowedDomains(settings) });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAnonymous(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");

  if (intent === "guest") {
    const outcome = await startGuest(request);
    if (!outcome.ok) {
      const headers = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
      return json({ intent: "guest" as const, message: outcome.message }, { status: statusOf(outcome), headers });
    }
    return redirect("/", { headers: { "Set-Cookie": outcome.cookie } });
  }

  if (intent === "resend-verification") {
    const submission = parseWithZod(formData, { schema: ResendVerificationSchema });
    if (submission.status === "success") {
      const outcome = await resendVerification(submission.value.email, { address: clientAddress(request) });
      if (!outcome.ok) {
        return redirectWithToast(
          "/auth",
          { title: "Please wait", description: outcome.message, type: "destructive" },
          { status: statusOf(outcome), headers: failureHeaders(outcome) },
        );
      }
    }
    return redirectWithToast("/auth", {
      title: "Check your email",
      description: "If that account is waiting for verification, we've sent a new link.",
    });
  }

  if (intent !== "register") {
    const submission = parseWithZod(formData, { schema: LoginSchema });
    if (submission.status !== "success") {
      return json(
        { intent: "login" as const, result: submission.reply({ hideFields: ["password"] }) },
        { status: 400 },
      );
    }
    const outcome = await signIn(request, submission.value);
    if (!outcome.ok) {
      return json(
        {
          intent: "login" as const,
          unverified: outcome.reason === "unverified",
          result: replyWith(submission, outcome, ["password"]),
        },
        { status: statusOf(outcome), headers: failureHeaders(outcome) },
      );
    }
    return redirectWithToast(safeRedirect(submission.value.redirectTo), SIGNED_IN_TOAST, {
      headers: { "Set-Cookie": outcome.cookie },
    });
  }

  const submission = parseWithZod(formData, { schema: RegisterSchema });
  if (submission.status !== "success") {
    return json(
      { intent: "register" as const, result: submission.reply({ hideFields: ["password", "confirmPassword"] }) },
      { status: 400 },
    );
  }
  const outcome = await register(request, submission.value);
  if (!outcome.ok) {
    const reply = replyWith(submission, outcome, ["password", "confirmPassword"]);
    return json(
      { intent: "register" as const, result: reply },
      { status: statusOf(outcome), headers: failureHeaders(outcome) },
    );
  }
  if (!outcome.cookie) {
    return redirectWithToast("/auth", {
      title: "Verify your email",
      description: `Your account has been created successfully. We've sent a verification link to ${outcome.email}.`,
      type: "success",
    });
  }
  return redirectWithToast(
    "/",
    {
      title: `Welcome to Notewell, ${outcome.user?.firstName ?? submission.value.firstName}!`,
      description: "Your account has been created successfully",
      type: "success",
    },
    { headers: { "Set-Cookie": outcome.cookie } },
  );
}

export default function AuthPage() {
  const { enableRegistration, enableGuestAccess } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <header className={styles.header}>
          <h1 className={styles.title}>Notewell</h1>
          <p className={styles.tagline}>Professional Medical Dictation Assistant</p>
        </header>
        {searchParams.get("expired") ? (
          <Alert tone="warning" role="status" title="Signed out">
            {SESSION_EXPIRED_MESSAGE} Anything you had not saved is kept in this browser and comes back when you do.
          </Alert>
        ) : null}
        {enableRegistration ? <SignInOrRegister /> : <SignInOnly />}
        {enableGuestAccess ? <GuestForm /> : null}
      </div>
    </main>
  );
}

const tabIn = (params: URLSearchParams) => (params.get("tab") === "register" ? "register" : "login");

function SignInOrRegister() {
  const [searchParams] = useSearchParams();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  // A tab is a link (it works without JavaScript). Its panel shows as soon as it is clicked, not when the server's
  // answer arrives: on a slow connection the clinician would otherwise type into the other tab's form meanwhile.
  const goingTo =
    navigation.state === "loading" && !navigation.formMethod && navigation.location.pathname === "/auth"
      ? new URLSearchParams(navigation.location.search)
      : null;
  const tab = goingTo
    ? tabIn(goingTo)
    : actionData?.intent === "login" || actionData?.intent === "register"
      ? actionData.intent
      : tabIn(searchParams);
  const tabHref = (value: string) => {
    const next = new URLSearchParams(searchParams);
    next.set("tab", value);
    return `?${next}`;
  };
  return (
    <Tabs value={tab}>
      <TabsList aria-label="Sign in or register">
        <TabsTrigger value="login" asChild>
          <Link to={tabHref("login")} replace preventScrollReset>
            Sign in
          </Link>
        </TabsTrigger>
        <TabsTrigger value="register" asChild>
          <Link to={tabHref("register")} replace preventScrollReset>
            Register
          </Link>
        </TabsTrigger>
      </TabsList>
      <TabsContent value="login">
        <LoginForm />
        <ResendVerificationForm />
      </TabsContent>
      <TabsContent value="register">
        <RegisterForm />
      </TabsContent>
    </Tabs>
  );
}

/**
 * Registration is off: no Register tab and no register form, only sign-in and a line saying where accounts
 * come from. A register post that arrives anyway (an old page, a forged form) is refused by the action.
 */
function SignInOnly() {
  const actionData = useActionData<typeof action>();
  const refused = actionData?.intent === "register" ? actionData.result.error?.[""]?.[0] : undefined;
  return (
    <section aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading" className={styles.sectionTitle}>
        Sign in
      </h2>
      {refused ? (
        <Alert tone="danger" role="alert" title="Registration failed">
          {refused}
        </Alert>
      ) : null}
      <LoginForm />
      <ResendVerificationForm />
      <p className={styles.registrationOff}>{REGISTRATION_OFF_NOTE}</p>
    </section>
  );
}

function useFailureToast(intent: "login" | "register", title: string) {
  const actionData = useActionData<typeof action>();
  const toast = useToast();
  const message = actionData?.intent === intent ? actionData.result.error?.[""]?.[0] : undefined;
  useEffect(() => {
    if (message) toast({ title, description: message, type: "destructive" });
  }, [actionData, message, title, toast]);
  return message;
}

function GoogleButton() {
  return (
    <Button asChild variant="secondary" style={{ width: "100%" }}>
      <a href="/api/auth/google">Continue with Google</a>
    </Button>
  );
}

function LoginForm() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const failure = useFailureToast("login", SIGN_IN_FAILED);
  const [form, fields] = useServerForm<"email" | "password">({
    id: "login-form",
    lastResult: actionData?.intent === "login" ? actionData.result : undefined,
  });
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "login";
  return (
    <Form method="post" {...getFormProps(form)} className={styles.form}>
      <input type="hidden" name="intent" value="login" />
      <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
      {failure ? (
        <Alert tone="danger" role="alert" title={SIGN_IN_FAILED}>
          {failure}
          {actionData?.intent === "login" && "unverified" in actionData && actionData.unverified ? (
            <p style={{ margin: "8px 0 0" }}>
              <Button type="submit" form="resend-verification-form" size="sm" variant="secondary">
                Send a new verification link
              </Button>
            </p>
          ) : null}
        </Alert>
      ) : null}
      <Field
        label="Email"
        autoComplete="email"
        errors={fields.email.errors}
        {...getInputProps(fields.email, { type: "email" })}
      />
      <Field
        label="Password"
        autoComplete="current-password"
        errors={fields.password.errors}
        {...getInputProps(fields.password, { type: "password" })}
      />
      <p className={styles.inlineLink}>
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
      <Button type="submit" disabled={busy}>
        {busy ? "Signing in…" : "Sign In"}
      </Button>
      <div className={styles.divider}>or</div>
      <GoogleButton />
    </Form>
  );
}

/** "Continue as guest" (only offered while the practice allows guests): a plain form post, no JavaScript needed. */
function GuestForm() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "guest";
  return (
    <Form method="post" className={styles.guest}>
      <input type="hidden" name="intent" value="guest" />
      {actionData?.intent === "guest" ? (
        <Alert tone="danger" role="alert" title="Guest access">
          {actionData.message}
        </Alert>
      ) : null}
      <Button type="submit" variant="ghost" disabled={busy}>
        Continue as guest
      </Button>
      <p className={styles.smallPrint}>Try Notewell without an account. Guest sessions are not saved.</p>
    </Form>
  );
}

/** Re-sends the verification link for the address typed into the sign-in form (submitted from the alert). */
function ResendVerificationForm() {
  const actionData = useActionData<typeof action>();
  const email = actionData?.intent === "login" ? String(actionData.result.initialValue?.email ?? "") : "";
  return (
    <Form method="post" id="resend-verification-form" hidden>
      <input type="hidden" name="intent" value="resend-verification" />
      <input type="hidden" name="email" value={email} />
    </Form>
  );
}

/** What registration accepts, said where the address is typed (decision 059). */
function emailHint(domains: string[]): string | undefined {
  if (domains.length === 0) return undefined;
  return `Your practice email address: ${domains.map((domain) => `@${domain}`).join(", ")}.`;
}

function RegisterForm() {
  const { registrationDomains } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const failure = useFailureToast("register", "Registration failed");
  const [form, fields] = useServerForm<"firstName" | "lastName" | "email" | "password" | "confirmPassword">({
    id: "register-form",
    lastResult: actionData?.intent === "register" ? actionData.result : undefined,
  });
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "register";
  return (
    <Form method="post" {...getFormProps(form)} className={styles.form}>
      <input type="hidden" name="intent" value="register" />
      {failure ? (
        <Alert tone="danger" role="alert" title="Registration failed">
          {failure}
        </Alert>
      ) : null}
      <PersonFields fields={fields} autoFill="self" emailHint={emailHint(registrationDomains)} />
      <Field
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters."
        errors={fields.password.errors}
        {...getInputProps(fields.password, { type: "password" })}
      />
      <Field
        label="Confirm password"
        autoComplete="new-password"
        errors={fields.confirmPassword.errors}
        {...getInputProps(fields.confirmPassword, { type: "password" })}
      />
      <Alert tone="success" title="Your data is protected">
        Notewell is UK GDPR compliant and built to NHS standards. Audio is never stored; transcripts and documents are
        encrypted and kept only as your practice's retention policy allows, and never shared beyond the speech-to-text
        and AI providers that process them.
      </Alert>
      <ErrorList errors={form.errors} />
      <Button type="submit" disabled={busy}>
        {busy ? "Creating account…" : "Create Account - Free Trial"}
      </Button>
      <div className={styles.divider}>or</div>
      <GoogleButton />
      <p className={styles.smallPrint}>
        By creating an account you agree to our <Link to="/terms-of-service">Terms of Service</Link> and{" "}
        <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    </Form>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
