import { getFormProps, getInputProps, useServerForm } from "~/components/server-form.ts";
import { parseWithZod } from "~/platform/parse-form.server.ts";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type InputHTMLAttributes } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { useHydrated } from "~/components/use-hydrated.ts";
import { Badge } from "~/components/ui/badge.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { AlertDialog } from "~/components/ui/dialog.tsx";
import { ErrorList, Field } from "~/components/ui/field.tsx";
import { PersonFields } from "~/components/ui/person-fields.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { changePassword, deleteAccount, editProfile, saveSignature } from "~/features/accounts/profile.server.ts";
import { endSession, requireUser } from "~/platform/guards.server.ts";
import { formatDate, formatMonthYear } from "~/components/format.ts";
import { replyWith } from "~/platform/form-replies.ts";
import { failureHeaders, retryAfterHeaders, statusOf } from "~/platform/http.server.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";
import {
  ChangePasswordSchema,
  DeleteAccountSchema,
  ProfileSchema,
  SignatureSchema,
} from "~/features/accounts/schemas.server.ts";
import * as styles from "~/features/accounts/account.css.ts";
import { readForm } from "~/platform/request-body.server.ts";

export const headers = retryAfterHeaders;

export const meta: MetaFunction = () => [{ title: "Profile — Notewell" }];

export async function loader({ request }: LoaderFunctionArgs) {
  return json({ user: await requireUser(request) });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");

  if (intent === "profile") {
    const submission = parseWithZod(formData, { schema: ProfileSchema });
    if (submission.status !== "success") {
      const result = submission.reply({ hideFields: ["currentPassword"] });
      return json({ intent, result, message: "Failed to update profile" }, { status: 400 });
    }
    const outcome = await editProfile(request, user.id, submission.value);
    if (!outcome.ok) {
      return json(
        { intent, result: replyWith(submission, outcome, ["currentPassword"]), message: outcome.message },
        { status: statusOf(outcome), headers: failureHeaders(outcome) },
      );
    }
    return redirectWithToast("/profile", { title: "Profile updated", type: "success" });
  }

  if (intent === "signature") {
    const submission = parseWithZod(formData, { schema: SignatureSchema });
    if (submission.status !== "success") {
      return json({ intent, result: submission.reply(), message: "Failed to update profile" }, { status: 400 });
    }
    await saveSignature(user.id, submission.value);
    return redirectWithToast("/profile", { title: "Signature updated", type: "success" });
  }

  if (intent === "password") {
    const submission = parseWithZod(formData, { schema: ChangePasswordSchema });
    const hide = { hideFields: ["currentPassword", "newPassword", "confirmPassword"] };
    if (submission.status !== "success") {
      return json({ intent, result: submission.reply(hide), message: "Failed to change password" }, { status: 400 });
    }
    const outcome = await changePassword(request, user.id, submission.value);
    if (!outcome.ok) {
      const result = replyWith(submission, outcome, hide.hideFields);
      return json({ intent, result, message: outcome.message }, { status: statusOf(outcome) });
    }
    return redirectWithToast("/profile", {
      title: "Password changed",
      description: "You have been signed out on your other devices.",
      type: "success",
    });
  }

  if (intent === "delete") {
    const submission = parseWithZod(formData, { schema: DeleteAccountSchema });
    const hide = { hideFields: ["currentPassword"] };
    if (submission.status !== "success") {
      return json({ intent, result: submission.reply(hide), message: "Failed to delete account" }, { status: 400 });
    }
    const outcome = await deleteAccount(request, user.id, submission.value);
    if (!outcome.ok) {
      const result = replyWith(submission, outcome, hide.hideFields);
      return json(
        { intent, result, message: outcome.message },
        { status: statusOf(outcome), headers: failureHeaders(outcome) },
      );
    }
    return redirectWithToast(
      "/auth",
      { title: "Account deleted", description: "Your account and all its data have been deleted." },
      { headers: { "Set-Cookie": await endSession(request) } },
    );
  }
  throw redirect("/profile");
}

type ActionData = { intent: string; message?: string };

/** Shows the spec's failure toast (title from the action) with the server's message. */
function useFailureToast(intent: string) {
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const toast = useToast();
  useEffect(() => {
    if (actionData?.intent !== intent || !actionData.message) return;
    const title = intent === "password" ? "Failed to change password" : "Failed to update profile";
    toast({ title, description: actionData.message === title ? undefined : actionData.message, type: "destructive" });
  }, [actionData, intent, toast]);
}

export default function ProfilePage() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <h1 style={{ margin: 0 }}>Profile</h1>
      <Card title="Account overview">
        <dl className={styles.facts}>
          <dt className={styles.term}>Name</dt>
          <dd className={styles.definition}>
            {user.firstName} {user.lastName}
          </dd>
          <dt className={styles.term}>Email</dt>
          <dd className={styles.definition}>{user.email}</dd>
          <dt className={styles.term}>Joined</dt>
          <dd className={styles.definition}>{formatMonthYear(user.createdAt)}</dd>
          <dt className={styles.term}>Role</dt>
          <dd className={styles.definition}>
            <Badge tone={user.role === "admin" ? "brand" : "neutral"}>{user.role === "admin" ? "Admin" : "User"}</Badge>
          </dd>
        </dl>
      </Card>
      <EditProfile user={user} />
      <LetterSignature signature={user.signature} />
      <ChangePassword hasPassword={user.hasPassword} />
      <Card
        title="Your data"
        description="Everything Notewell holds about you — your account, consultations, documents and the audit log's entries about you — as one file (JSON)."
      >
        <div>
          <Button asChild variant="secondary">
            {/* A file from the server (so the download is recorded): a plain link, not a page navigation. */}
            <a href="/profile/export" download>
              Download my data
            </a>
          </Button>
        </div>
      </Card>
      <DangerZone hasPassword={user.hasPassword} />
      <Card title="Account Activity">
        <dl className={styles.facts}>
          <dt className={styles.term}>Status</dt>
          <dd className={styles.definition}>
            <Badge tone={user.isActive ? "success" : "danger"}>{user.isActive ? "Active" : "Inactive"}</Badge>
          </dd>
          <dt className={styles.term}>Member since</dt>
          <dd className={styles.definition}>{formatDate(user.createdAt)}</dd>
          <dt className={styles.term}>Last updated</dt>
          <dd className={styles.definition}>{formatDate(user.updatedAt)}</dd>
        </dl>
      </Card>
    </div>
  );
}

function EditProfile({ user }: { user: { firstName: string; lastName: string; email: string } }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  useFailureToast("profile");
  const [form, fields] = useServerForm<"firstName" | "lastName" | "email" | "currentPassword">({
    id: "profile-form",
    lastResult: actionData?.intent === "profile" ? actionData.result : undefined,
    defaultValue: { ...user, currentPassword: "" },
  });
  return (
    <Card title="Edit profile">
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <input type="hidden" name="intent" value="profile" />
        <PersonFields fields={fields} autoFill="self" />
        <Field
          label="Current password"
          hint="Needed only to change your email address."
          autoComplete="current-password"
          errors={fields.currentPassword.errors}
          {...getInputProps(fields.currentPassword, { type: "password" })}
        />
        <div>
          <Button type="submit" disabled={navigation.formData?.get("intent") === "profile"}>
            Save Changes
          </Button>
        </div>
      </Form>
    </Card>
  );
}

/** The signature block Notewell puts on the clinician's referral letters (decision 064). */
function LetterSignature({ signature }: { signature: { name: string; role: string; registration: string } }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  useFailureToast("signature");
  // Checked by the server only (decision 069): Profile sends no zod to the browser.
  const [form, fields] = useServerForm<"signatureName" | "signatureRole" | "signatureRegistration">({
    id: "signature-form",
    lastResult: actionData?.intent === "signature" ? actionData.result : undefined,
    defaultValue: {
      signatureName: signature.name,
      signatureRole: signature.role,
      signatureRegistration: signature.registration,
    },
  });
  return (
    <Card
      title="Letter signature"
      description="Notewell signs your referral letters with this, under the practice's letterhead. Leave the name empty to sign with your account's name."
    >
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <input type="hidden" name="intent" value="signature" />
        <Field
          label="Name as signed"
          hint="For example Dr Jane Smith."
          autoComplete="off"
          errors={fields.signatureName.errors}
          {...getInputProps(fields.signatureName, { type: "text" })}
        />
        <Field
          label="Role"
          hint="For example General Practitioner."
          autoComplete="organization-title"
          errors={fields.signatureRole.errors}
          {...getInputProps(fields.signatureRole, { type: "text" })}
        />
        <Field
          label="Professional registration number"
          hint="For example GMC 1234567, NMC 12A3456E or HCPC PA12345."
          autoComplete="off"
          errors={fields.signatureRegistration.errors}
          {...getInputProps(fields.signatureRegistration, { type: "text" })}
        />
        <div>
          <Button type="submit" disabled={navigation.formData?.get("intent") === "signature"}>
            Save Signature
          </Button>
        </div>
      </Form>
    </Card>
  );
}

function ChangePassword({ hasPassword }: { hasPassword: boolean }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  useFailureToast("password");
  const [form, fields] = useServerForm({
    id: "password-form",
    lastResult: actionData?.intent === "password" ? actionData.result : undefined,
  });
  useClearedAfterSuccess("password", form.reset);
  if (!hasPassword) {
    return (
      <Card title="Change Password">
        <p>
          You sign in with Google, so there is no Notewell password to change. To set one, use{" "}
          <a href="/forgot-password">Forgot your password</a> with your email address.
        </p>
      </Card>
    );
  }
  return (
    <Card title="Change Password" description="Changing your password signs you out on your other devices.">
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <input type="hidden" name="intent" value="password" />
        <Field
          label="Current password"
          autoComplete="current-password"
          errors={fields.currentPassword.errors}
          {...getInputProps(fields.currentPassword, { type: "password" })}
        />
        <Field
          label="New password"
          autoComplete="new-password"
          hint="At least 8 characters."
          errors={fields.newPassword.errors}
          {...getInputProps(fields.newPassword, { type: "password" })}
        />
        <Field
          label="Confirm new password"
          autoComplete="new-password"
          errors={fields.confirmPassword.errors}
          {...getInputProps(fields.confirmPassword, { type: "password" })}
        />
        <div>
          <Button type="submit" disabled={navigation.formData?.get("intent") === "password"}>
            Change Password
          </Button>
        </div>
      </Form>
    </Card>
  );
}

/**
 * Passwords are not left in the fields after they have been changed. A successful change redirects back here
 * (no action data for the form); without JavaScript that is a fresh page with empty fields, and with it the
 * page stays, so the form is reset once the submission has settled. A refusal keeps the form as it is.
 */
function useClearedAfterSuccess(intent: string, reset: () => void) {
  const navigation = useNavigation();
  const actionData = useActionData<typeof action>();
  const submitting = navigation.formData?.get("intent") === intent;
  const submitted = useRef(false);
  useEffect(() => {
    if (submitting) {
      submitted.current = true;
      return;
    }
    if (!submitted.current || navigation.state !== "idle") return;
    submitted.current = false;
    if (actionData?.intent !== intent) reset();
  }, [submitting, navigation.state, actionData, intent, reset]);
}

const WHAT_IS_DELETED = [
  "Your transcription history",
  "Your processed documents",
  "Your profile information",
  "Your account preferences",
];
/** What deleting keeps, and why (decision 056): the practice's record of who did what, never clinical content. */
const WHAT_IS_KEPT =
  "The audit log keeps its entries about your account (sign-ins and account changes, never clinical content) for the practice's audit period, as its record of who did what.";

type DeleteFailure = { intent: string; message?: string };

/**
 * Deleting the account, behind the spec's confirmation. Like an e-mail change it needs the current password (a
 * session left open is not enough), or — for an account that signs in with Google and has no password — a Google
 * sign-in in the last 5 minutes (issue 21).
 */
function DangerZone({ hasPassword }: { hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const [currentPassword, setCurrentPassword] = useState("");
  const fetcher = useFetcher<DeleteFailure>();
  const toast = useToast();
  const busy = fetcher.state !== "idle";
  const refused = fetcher.state === "idle" && fetcher.data?.intent === "delete" ? fetcher.data.message : undefined;
  useEffect(() => {
    if (refused) toast({ title: "Failed to delete account", description: refused, type: "destructive" });
  }, [refused, toast]);
  // Without JavaScript the form below posts, and the page comes back with the refusal.
  const actionData = useActionData<typeof action>() as DeleteFailure | undefined;
  const refusedWithoutScript = actionData?.intent === "delete" ? actionData.message : undefined;
  return (
    <Card title="Danger Zone" className={styles.danger}>
      <div className={styles.row}>
        <p style={{ margin: 0 }}>Delete your account and everything in it. This cannot be undone.</p>
        {hydrated ? (
          <AlertDialog
            open={open}
            onOpenChange={setOpen}
            trigger={<Button variant="danger">Delete Account</Button>}
            title="Are you absolutely sure?"
            description={
              <>
                <p style={{ margin: 0 }}>This permanently deletes your account and removes:</p>
                <ul className={styles.list}>
                  {WHAT_IS_DELETED.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                <p style={{ margin: 0 }}>{WHAT_IS_KEPT}</p>
              </>
            }
            cancel={<Button variant="secondary">Cancel</Button>}
            action={
              <Button
                variant="danger"
                disabled={busy}
                onClick={(event) => {
                  event.preventDefault();
                  fetcher.submit({ intent: "delete", currentPassword }, { method: "post" });
                }}
              >
                Yes, delete my account
              </Button>
            }
          >
            <DeleteConfirmation
              hasPassword={hasPassword}
              refused={refused}
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
            />
          </AlertDialog>
        ) : null}
      </div>
      {/* Without JavaScript the dialog cannot open: the same confirmation, as a plain form (until the page hydrates). */}
      {hydrated ? null : (
        <details open={Boolean(refusedWithoutScript)}>
          <summary>Delete Account</summary>
          <p>
            Are you absolutely sure? This permanently deletes your transcription history, processed documents, profile
            information and account preferences.
          </p>
          <p>{WHAT_IS_KEPT}</p>
          <Form method="post" className={styles.form}>
            <input type="hidden" name="intent" value="delete" />
            <DeleteConfirmation hasPassword={hasPassword} refused={refusedWithoutScript} />
            <div>
              <Button type="submit" variant="danger">
                Yes, delete my account
              </Button>
            </div>
          </Form>
        </details>
      )}
    </Card>
  );
}

/** What confirms the deletion: the current password, or for an account without one, a fresh Google sign-in. */
function DeleteConfirmation({
  hasPassword,
  refused,
  ...input
}: { hasPassword: boolean; refused: string | undefined } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "value" | "onChange"
>) {
  const errors = refused ? [refused] : undefined;
  if (hasPassword) {
    return (
      <Field
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        errors={errors}
        {...input}
      />
    );
  }
  return (
    <>
      <p style={{ margin: 0 }}>
        You sign in with Google: <a href="/api/auth/google">sign in with Google again</a>, then delete your account
        within 5 minutes.
      </p>
      <ErrorList errors={errors} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
