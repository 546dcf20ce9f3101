import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useLoaderData, useSearchParams } from "@remix-run/react";
import { memo, Suspense, useMemo, useState, type ComponentProps } from "react";
import type { UserActionFailure } from "~/features/admin/user-form.tsx";
import * as onServer from "~/features/admin/user-form.server.tsx";
import { USER_FORMS, type UserFormMode } from "~/features/admin/user-forms.ts";
import { StatusSwitch } from "~/features/admin/status-switch.tsx";
import { useFetcherOutcome } from "~/components/use-fetcher-outcome.ts";
import { useHydrated } from "~/components/use-hydrated.ts";
import { parseUserId } from "~/features/admin/user-id.ts";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { renderedThenLoaded } from "~/components/on-demand.tsx";
import { Alert } from "~/components/ui/alert.tsx";
import { Badge } from "~/components/ui/badge.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { AlertDialog, Dialog } from "~/components/ui/dialog.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { formatDate, formatRecordingTime } from "~/components/format.ts";
import { PageHeader } from "~/components/layout/page-header.tsx";
import * as styles from "~/features/admin/admin.css.ts";
import type { action, loader } from "./admin.users.server.ts";

export { action, headers, loader } from "./admin.users.server.ts";

export const meta: MetaFunction = () => [{ title: "User Management — Notewell" }];

export const DELETE_CONFIRMATION =
  "Are you absolutely sure you want to delete this user? This action cannot be undone.";

type UserFormProps = ComponentProps<typeof onServer.UserForm>;

/**
 * The user forms (Create, Invite, Edit): rendered at once by the server (the forms shown on the page without
 * JavaScript), loaded in the browser the first time one is shown — a dialog opened, or a form on the page — and the
 * server's markup kept until it arrives (decision 069). If its script cannot be fetched, the form says so.
 */
const LazyUserForm = renderedThenLoaded(
  onServer.UserForm as typeof onServer.UserForm | undefined,
  () => import("~/features/admin/user-form.tsx").then((module) => module.UserForm),
  () => (
    <Alert tone="danger" role="alert" title="This form could not be loaded">
      Check your connection and reload the page.
    </Alert>
  ),
);
/** Memoised: a page render before the form has arrived leaves the server's markup as it is. */
const UserForm = memo(function UserForm(props: UserFormProps) {
  return (
    <Suspense fallback={null}>
      <LazyUserForm {...props} />
    </Suspense>
  );
});

const fullName = (user: { firstName: string; lastName: string; email: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

const FORM_INTENTS: readonly string[] = ["create", "invite", "edit"] satisfies UserFormMode[];

const FAILURE_TITLES: Record<string, string> = {
  ...Object.fromEntries(Object.entries(USER_FORMS).map(([mode, form]) => [mode, form.failed])),
  "set-status": "Failed to update user status",
  "send-link": "Failed to send the link",
  delete: "Failed to delete user",
};

const lastSignIn = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString("en-GB", {
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        timeZone: "Europe/London",
      })
    : "Never";

export default function UserManagementPage() {
  const { users, currentUserId, auditRetentionDays } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const [dialog, setDialog] = useState<"create" | "invite" | null>(null);
  const hydrated = useHydrated();
  // The same element at every render, so the memoised form on the page is left as the server sent it until it loads.
  const backToList = useMemo(
    () => (
      <Button asChild variant="secondary">
        <Link to="/admin/users">Cancel</Link>
      </Button>
    ),
    [],
  );

  // Without JavaScript, the dialogs are links (?new=1, ?invite=1, ?edit=ID, ?confirmDelete=ID) shown inline.
  const inline: UserFormMode | null =
    actionData && FORM_INTENTS.includes(actionData.intent)
      ? (actionData.intent as UserFormMode)
      : searchParams.get("new") === "1"
        ? "create"
        : searchParams.get("invite") === "1"
          ? "invite"
          : searchParams.get("edit")
            ? "edit"
            : null;
  const editId = parseUserId(searchParams.get("edit") ?? actionData?.result?.initialValue?.userId);
  const editing = users.find((user) => user.id === editId);
  const confirmId = parseUserId(searchParams.get("confirmDelete"));
  const confirmUser = users.find((user) => user.id === confirmId && user.id !== currentUserId);
  const pageFailure = actionData && !FORM_INTENTS.includes(actionData.intent) ? actionData : null;
  const kept = `Audit log entries about them (sign-ins and changes, never clinical content) are kept for ${auditRetentionDays} days, as the practice's record of who did what.`;

  const dialogFor = (mode: "create" | "invite", trigger: string) =>
    hydrated ? (
      <Dialog
        open={dialog === mode}
        onOpenChange={(open) => setDialog(open ? mode : null)}
        trigger={<Button variant={mode === "create" ? "primary" : "secondary"}>{trigger}</Button>}
        title={USER_FORMS[mode].title}
        description={USER_FORMS[mode].description}
        page={mode === "create" ? "?new=1" : "?invite=1"}
      >
        <UserForm
          mode={mode}
          id={`${mode}-user-dialog`}
          onDone={() => setDialog(null)}
          cancel={
            <Button variant="secondary" onClick={() => setDialog(null)}>
              Cancel
            </Button>
          }
        />
      </Dialog>
    ) : (
      <Button asChild variant={mode === "create" ? "primary" : "secondary"}>
        <Link to={mode === "create" ? "?new=1" : "?invite=1"}>{trigger}</Link>
      </Button>
    );

  return (
    <>
      <PageHeader
        title="User Management"
        subtitle="Create or invite accounts, change names and roles, turn access on or off, and remove users."
      >
        <div className={styles.rowActions}>
          {dialogFor("invite", "Invite User")}
          {dialogFor("create", "Add User")}
        </div>
      </PageHeader>

      {pageFailure ? (
        <Alert
          tone="danger"
          role="alert"
          title={
            Object.hasOwn(FAILURE_TITLES, pageFailure.intent)
              ? FAILURE_TITLES[pageFailure.intent]
              : "Something went wrong"
          }
        >
          {pageFailure.error}
        </Alert>
      ) : null}

      {inline && (inline !== "edit" || editing) ? (
        <Card title={USER_FORMS[inline].title} aria-label={USER_FORMS[inline].title}>
          <p className={styles.muted}>{USER_FORMS[inline].description}</p>
          {actionData?.intent === inline ? (
            <Alert tone="danger" role="alert" title={USER_FORMS[inline].failed}>
              {actionData.error}
            </Alert>
          ) : null}
          <UserForm
            mode={inline}
            id={`${inline}-user-inline`}
            user={inline === "edit" ? editing : undefined}
            lastResult={actionData?.intent === inline ? actionData.result : undefined}
            cancel={backToList}
          />
        </Card>
      ) : null}

      {confirmUser ? <InlineDeleteConfirmation user={confirmUser} kept={kept} /> : null}

      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">Users</caption>
          <thead className={styles.tableHead}>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
              <th scope="col">Recording Time (30d)</th>
              <th scope="col">Last sign-in</th>
              <th scope="col">Created</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.length === 0 ? (
              <tr>
                <td colSpan={8} className={styles.emptyRow}>
                  No users yet.
                </td>
              </tr>
            ) : (
              users.map((user) => <UserRow key={user.id} user={user} isSelf={user.id === currentUserId} kept={kept} />)
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}

type RowUser = ReturnType<typeof useLoaderData<typeof loader>>["users"][number];

function UserRow({ user, isSelf, kept }: { user: RowUser; isSelf: boolean; kept: string }) {
  const toast = useToast();
  const statusFetcher = useFetcher<UserActionFailure>();
  const deleteFetcher = useFetcher<UserActionFailure>();
  const linkFetcher = useFetcher<UserActionFailure>();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const hydrated = useHydrated();
  useFetcherOutcome(statusFetcher, {
    onFailure: (data) => toast({ title: "Failed to update user status", description: data.error, type: "destructive" }),
  });
  useFetcherOutcome(deleteFetcher, {
    onFailure: (data) => toast({ title: "Failed to delete user", description: data.error, type: "destructive" }),
  });
  useFetcherOutcome(linkFetcher, {
    onFailure: (data) => toast({ title: "Failed to send the link", description: data.error, type: "destructive" }),
  });

  const name = fullName(user);
  const domainAt = user.email.lastIndexOf("@") + 1;
  // Optimistic: while the change is on its way, the switch shows where it is going.
  const pending = statusFetcher.formData?.get("isActive");
  const isActive = typeof pending === "string" ? pending === "true" : user.isActive;
  const deleting = deleteFetcher.state !== "idle";

  return (
    // data-label: on narrow screens each row is a card, and each value is shown with its column's name.
    <tr aria-busy={deleting || undefined}>
      <td className={styles.nameCell}>
        {name} {isSelf ? <Badge tone="neutral">You</Badge> : null}{" "}
        {user.invited ? <Badge tone="neutral">Invited</Badge> : null}
      </td>
      <td className={styles.emailCell}>
        {/* A narrow column breaks the address after its @ first, rather than anywhere inside it. */}
        {user.email.slice(0, domainAt)}
        <wbr />
        {user.email.slice(domainAt)}
      </td>
      <td data-label="Role">
        {user.role === "admin" ? <Badge tone="brand">Admin</Badge> : <Badge tone="neutral">User</Badge>}
      </td>
      <td data-label="Status">
        <statusFetcher.Form method="post" action="/admin/users" preventScrollReset className={styles.statusForm}>
          <input type="hidden" name="intent" value="set-status" />
          <input type="hidden" name="userId" value={user.id} />
          <input type="hidden" name="isActive" value={String(!isActive)} />
          <span className={styles.statusCell}>
            <StatusSwitch
              checked={isActive}
              label={`${name} active`}
              disabled={isSelf && isActive}
              title={isSelf ? "You cannot deactivate your own account" : undefined}
            />
            <span aria-hidden="true">{isActive ? "Active" : "Inactive"}</span>
          </span>
        </statusFetcher.Form>
      </td>
      <td data-label="Recording Time (30d)" className={styles.nowrap}>
        {formatRecordingTime(user.recordingTime30Days)}
      </td>
      <td data-label="Last sign-in" className={styles.dateCell}>
        {user.lastSignInAt ? <time dateTime={user.lastSignInAt}>{lastSignIn(user.lastSignInAt)}</time> : "Never"}
      </td>
      <td data-label="Created" className={styles.dateCell}>
        {formatDate(user.createdAt)}
      </td>
      <td className={styles.actionsCell}>
        <div className={styles.rowActionsStacked}>
          {hydrated ? (
            <Dialog
              open={editOpen}
              onOpenChange={setEditOpen}
              trigger={
                <Button variant="ghost" size="sm" aria-label={`Edit ${name}`}>
                  Edit
                </Button>
              }
              title={`Edit ${name}`}
              description={USER_FORMS.edit.description}
            >
              <UserForm
                mode="edit"
                id={`edit-user-${user.id}`}
                user={user}
                onDone={() => setEditOpen(false)}
                cancel={
                  <Button variant="secondary" onClick={() => setEditOpen(false)}>
                    Cancel
                  </Button>
                }
              />
            </Dialog>
          ) : (
            <Button asChild variant="ghost" size="sm">
              <Link to={`?edit=${user.id}`} aria-label={`Edit ${name}`}>
                Edit
              </Link>
            </Button>
          )}
          {user.isActive && (user.hasPassword || user.invited) ? (
            <linkFetcher.Form method="post" action="/admin/users" preventScrollReset className={styles.statusForm}>
              <input type="hidden" name="intent" value="send-link" />
              <input type="hidden" name="userId" value={user.id} />
              <Button
                type="submit"
                variant="ghost"
                size="sm"
                disabled={linkFetcher.state !== "idle"}
                aria-label={`${user.invited ? "Resend invitation to" : "Send a password reset link to"} ${name}`}
              >
                {user.invited ? "Resend invitation" : "Send reset link"}
              </Button>
            </linkFetcher.Form>
          ) : null}
          <Button asChild variant="ghost" size="sm">
            <a href={`/admin/users/${user.id}/export`} download aria-label={`Download ${name}'s data`}>
              Download data
            </a>
          </Button>
          {isSelf ? (
            <Button variant="ghost" size="sm" disabled title="You cannot delete your own account">
              Delete
            </Button>
          ) : hydrated ? (
            <AlertDialog
              open={confirmOpen}
              onOpenChange={setConfirmOpen}
              trigger={
                <Button variant="ghost" size="sm" aria-label={`Delete ${name}`} disabled={deleting}>
                  {deleting ? "Deleting…" : "Delete"}
                </Button>
              }
              title={`Delete ${name}?`}
              description={DELETE_CONFIRMATION}
              cancel={<Button variant="secondary">Cancel</Button>}
              action={
                <Button
                  variant="danger"
                  onClick={() =>
                    deleteFetcher.submit(
                      { intent: "delete", userId: String(user.id) },
                      { method: "post", action: "/admin/users", preventScrollReset: true },
                    )
                  }
                >
                  Delete user
                </Button>
              }
            >
              <DeletedAndKept user={user} kept={kept} />
            </AlertDialog>
          ) : (
            <Button asChild variant="ghost" size="sm">
              <Link to={`?confirmDelete=${user.id}`} aria-label={`Delete ${name}`}>
                Delete
              </Link>
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}

/** What deleting (erasing) a user removes, and what the audit trail keeps (decision 056). */
function DeletedAndKept({ user, kept }: { user: RowUser; kept: string }) {
  return (
    <>
      <p>
        {fullName(user)} ({user.email}) and all their consultations, transcripts, documents, recordings, usage figures
        and sessions will be removed.
      </p>
      <p>{kept}</p>
    </>
  );
}

/** The delete confirmation without JavaScript (the dialog needs it): a card above the table. */
function InlineDeleteConfirmation({ user, kept }: { user: RowUser; kept: string }) {
  const name = fullName(user);
  return (
    <Card title={`Delete ${name}?`} role="alertdialog" aria-label={`Delete ${name}?`}>
      <p>{DELETE_CONFIRMATION}</p>
      <DeletedAndKept user={user} kept={kept} />
      <Form method="post" action="/admin/users" className={styles.actions}>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="userId" value={user.id} />
        <Button asChild variant="secondary">
          <Link to="/admin/users">Cancel</Link>
        </Button>
        <Button type="submit" variant="danger">
          Delete user
        </Button>
      </Form>
    </Card>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
