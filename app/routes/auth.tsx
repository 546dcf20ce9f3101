import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { AuthorizationError } from "remix-auth";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { Alert } from "~/components/ui/alert.tsx";
import { Button } from "~/components/ui/button.tsx";
import { ErrorList, Field } from "~/components/ui/field.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { getSettings } from "~/models/system-settings.server.ts";
import { createLocalUser, EmailTakenError } from "~/models/user.server.ts";
import { authenticateWithForm, requireAnonymous, startUserSession } from "~/utils/auth.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { LoginSchema, RegisterSchema, safeRedirect } from "~/utils/user-validation.ts";
import * as styles from "~/styles/auth.css.ts";

export const meta: MetaFunction = () => [{ title: "Sign in — Notewell" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const { enableRegistration } = await getSettings();
  return json({ enableRegistration });
}

export const REGISTRATION_CLOSED = "Registration is currently closed. Please ask your practice administrator for an account.";

export async function action({ request }: ActionFunctionArgs) {
  await requireAnonymous(request);
  const formData = await request.formData();
  const intent = formData.get("intent") === "register" ? "register" : "login";

  if (intent === "login") {
    const submission = parseWithZod(formData, { schema: LoginSchema });
    if (submission.status !== "success") {
      return json({ intent, result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
    }
    try {
      const user = await authenticateWithForm(request, formData);
      return redirectWithToast(
        safeRedirect(submission.value.redirectTo),
        { title: "Welcome back!", description: "You have been logged in successfully", type: "success" },
        { headers: { "Set-Cookie": await startUserSession(request, user.id) } },
      );
    } catch (error) {
      if (!(error instanceof AuthorizationError)) throw error;
      return json(
        { intent, result: submission.reply({ formErrors: [error.message], hideFields: ["password"] }) },
        { status: 401 },
      );
    }
  }

  const submission = parseWithZod(formData, { schema: RegisterSchema });
  if (submission.status !== "success") {
    return json({ intent, result: submission.reply({ hideFields: ["password", "confirmPassword"] }) }, { status: 400 });
  }
  if (!(await getSettings()).enableRegistration) {
    return json({ intent, result: submission.reply({ formErrors: [REGISTRATION_CLOSED] }) }, { status: 403 });
  }
  try {
    const user = await createLocalUser(submission.value);
    return redirectWithToast(
      "/",
      {
        title: `Welcome to Notewell, ${user.firstName}!`,
        description: "Your account has been created successfully",
        type: "success",
      },
      { headers: { "Set-Cookie": await startUserSession(request, user.id) } },
    );
  } catch (error) {
    if (!(error instanceof EmailTakenError)) throw error;
    return json(
      { intent, result: submission.reply({ fieldErrors: { email: [error.message] }, hideFields: ["password", "confirmPassword"] }) },
      { status: 409 },
    );
  }
}

export default function AuthPage() {
  const [searchParams] = useSearchParams();
  const actionData = useActionData<typeof action>();
  const tab = actionData?.intent ?? (searchParams.get("tab") === "register" ? "register" : "login");
  const tabHref = (value: string) => {
    const next = new URLSearchParams(searchParams);
    next.set("tab", value);
    return `?${next}`;
  };
  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <header className={styles.header}>
          <h1 className={styles.title}>Notewell</h1>
          <p className={styles.tagline}>Professional Medical Dictation Assistant</p>
        </header>
        <Tabs value={tab}>
          <TabsList aria-label="Sign in or register">
            <TabsTrigger value="login" asChild>
              <Link to={tabHref("login")} replace preventScrollReset>
                Login
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
          </TabsContent>
          <TabsContent value="register">
            <RegisterForm />
          </TabsContent>
        </Tabs>
      </div>
    </main>
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
  const failure = useFailureToast("login", "Login failed");
  const [form, fields] = useForm({
    id: "login-form",
    constraint: getZodConstraint(LoginSchema),
    lastResult: actionData?.intent === "login" ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
    shouldRevalidate: "onBlur",
  });
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "login";
  return (
    <Form method="post" {...getFormProps(form)} className={styles.form}>
      <input type="hidden" name="intent" value="login" />
      <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
      {failure ? (
        <Alert tone="danger" role="alert" title="Login failed">
          {failure}
        </Alert>
      ) : null}
      <Field label="Email" autoComplete="email" errors={fields.email.errors} {...getInputProps(fields.email, { type: "email" })} />
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

function RegisterForm() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const failure = useFailureToast("register", "Registration failed");
  const [form, fields] = useForm({
    id: "register-form",
    constraint: getZodConstraint(RegisterSchema),
    lastResult: actionData?.intent === "register" ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegisterSchema }),
    shouldRevalidate: "onBlur",
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
      <div className={styles.twoColumns}>
        <Field label="First name" autoComplete="given-name" errors={fields.firstName.errors} {...getInputProps(fields.firstName, { type: "text" })} />
        <Field label="Last name" autoComplete="family-name" errors={fields.lastName.errors} {...getInputProps(fields.lastName, { type: "text" })} />
      </div>
      <Field label="Email" autoComplete="email" errors={fields.email.errors} {...getInputProps(fields.email, { type: "email" })} />
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
        Notewell is UK GDPR compliant and built to NHS standards. Audio is never stored; transcripts and documents
        are encrypted and kept only as your practice's retention policy allows, and never shared beyond the
        speech-to-text and AI providers that process them.
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
