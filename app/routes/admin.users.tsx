import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useLoaderData, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { CreateUserForm, type UserActionFailure } from "~/features/admin/create-user-form.tsx";
import { CreateUserSchema } from "~/features/admin/create-user-schema.ts";
import { StatusSwitch } from "~/features/admin/status-switch.tsx";
import { useFetcherOutcome } from "~/components/use-fetcher-outcome.ts";
import { useHydrated } from "~/components/use-hydrated.ts";
import { parseUserId } from "~/features/admin/user-id.ts";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { Alert } from "~/components/ui/alert.tsx";
import { Badge } from "~/components/ui/badge.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { AlertDialog, Dialog } from "~/components/ui/dialog.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import {
  createUser,
  deleteUser,
  listUsers,
  setUserActive,
  USER_NOT_FOUND,
  type AdminUser,
} from "~/features/admin/users.server.ts";
import { requireAdmin } from "~/platform/guards.server.ts";
import { formatDate, formatRecordingTime } from "~/components/format.ts";
import { attempt, Refusal } from "~/platform/errors.ts";
import { replyWith } from "~/platform/form-replies.ts";
import { statusOf } from "~/platform/http.server.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";
import { PageHeader } from "~/components/layout/page-header.tsx";
import * as styles from "~/features/admin/admin.css.ts";
import { readForm } from "~/platform/request-body.server.ts";

export const meta: MetaFunction = () => [{ title: "User Management — Notewell" }];

export const DELETE_CONFIRMATION =
  "Are you absolutely sure you want to delete this user? This action cannot be undone.";

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return json({ users: await listUsers(), currentUserId: admin.id });
}

/** Back to the list with a toast; a fetcher's redirect replaces the history entry instead of adding one. */
function backToList(toast: Parameters<typeof redirectWithToast>[1]) {
  return redirectWithToast("/admin/users", toast, { headers: { "X-Remix-Replace": "true" } });
}

function failure(intent: string, error: string, status: number, result?: UserActionFailure["result"]) {
  return json<UserActionFailure>(result ? { intent, error, result } : { intent, error }, { status });
}

const fullName = (user: Pick<AdminUser, "firstName" | "lastName" | "email">) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

/**
 * One action for the page's forms (product.md §2 User Management): intent create, set-status or delete. Success
 * redirects back with a flash toast (works without JavaScript); a refusal is a 4xx with the reason.
 */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "");

  if (intent === "create") {
    const submission = parseWithZod(formData, { schema: CreateUserSchema });
    if (submission.status !== "success") {
      const first = Object.values(submission.error ?? {}).flat()[0] ?? "Please check the form.";
      return failure(intent, first, 400, submission.reply({ hideFields: ["password"] }));
    }
    const outcome = await attempt(() => createUser(submission.value, admin).then((user) => ({ user })));
    if (!outcome.ok)
      return failure(intent, outcome.message, statusOf(outcome), replyWith(submission, outcome, ["password"]));
    return backToList({
      title: "User created",
      description: `${fullName(outcome.user)} (${outcome.user.email}) can now sign in.`,
      type: "success",
    });
  }

  if (intent === "set-status" || intent === "delete") {
    const userId = parseUserId(formData.get("userId"));
    if (userId === null) return failure(intent, USER_NOT_FOUND, 404);
    try {
      if (intent === "delete") {
        await deleteUser(admin, userId);
        return backToList({ title: "User deleted", type: "success" });
      }
      const isActive = formData.get("isActive");
      if (isActive !== "true" && isActive !== "false") return failure(intent, "isActive must be true or false", 400);
      const user = await setUserActive(admin, userId, isActive === "true");
      return backToList({
        title: "User status updated",
        description: `${fullName(user)} is now ${user.isActive ? "active" : "inactive"}.`,
        type: "success",
      });
    } catch (error) {
      if (error instanceof Refusal) return failure(intent, error.message, statusOf(error.failure));
      throw error;
    }
  }

  return failure(intent, "Unknown action", 400);
}

const FAILURE_TITLES: Record<string, string> = {
  create: "Failed to create user",
  "set-status": "Failed to update user status",
  delete: "Failed to delete user",
};

export default function UserManagementPage() {
  const { users, currentUserId } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const [dialogOpen, setDialogOpen] = useState(false);
  const hydrated = useHydrated();

  // Without JavaScript, 'Add User' and 'Delete' are links to ?new=1 and ?confirmDelete=ID, shown inline.
  const showInlineCreate = searchParams.get("new") === "1" || actionData?.intent === "create";
  const confirmId = parseUserId(searchParams.get("confirmDelete"));
  const confirmUser = users.find((user) => user.id === confirmId && user.id !== currentUserId);
  const pageFailure = actionData && actionData.intent !== "create" ? actionData : null;

  return (
    <>
      <PageHeader title="User Management" subtitle="Create accounts, turn access on or off, and remove users.">
        {hydrated ? (
          <Dialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            trigger={<Button>Add User</Button>}
            title="Create New User"
            description="The new user can sign in straight away with this email and password."
          >
            <CreateUserForm
              id="create-user-dialog"
              onCreated={() => setDialogOpen(false)}
              cancel={
                <Button variant="secondary" onClick={() => setDialogOpen(false)}>
                  Cancel
                </Button>
              }
            />
          </Dialog>
        ) : (
          <Button asChild>
            <Link to="?new=1">Add User</Link>
          </Button>
        )}
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

      {showInlineCreate ? (
        <Card title="Create New User" aria-label="Create New User">
          {actionData?.intent === "create" ? (
            <Alert tone="danger" role="alert" title="Failed to create user">
              {actionData.error}
            </Alert>
          ) : null}
          <CreateUserForm
            id="create-user-inline"
            lastResult={actionData?.intent === "create" ? actionData.result : undefined}
            cancel={
              <Button asChild variant="secondary">
                <Link to="/admin/users">Cancel</Link>
              </Button>
            }
          />
        </Card>
      ) : null}

      {confirmUser ? <InlineDeleteConfirmation user={confirmUser} /> : null}

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
              <th scope="col">Created</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.length === 0 ? (
              <tr>
                <td colSpan={7} className={styles.emptyRow}>
                  No users yet.
                </td>
              </tr>
            ) : (
              users.map((user) => <UserRow key={user.id} user={user} isSelf={user.id === currentUserId} />)
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}

type RowUser = ReturnType<typeof useLoaderData<typeof loader>>["users"][number];

function UserRow({ user, isSelf }: { user: RowUser; isSelf: boolean }) {
  const toast = useToast();
  const statusFetcher = useFetcher<UserActionFailure>();
  const deleteFetcher = useFetcher<UserActionFailure>();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const hydrated = useHydrated();
  useFetcherOutcome(statusFetcher, {
    onFailure: (data) => toast({ title: "Failed to update user status", description: data.error, type: "destructive" }),
  });
  useFetcherOutcome(deleteFetcher, {
    onFailure: (data) => toast({ title: "Failed to delete user", description: data.error, type: "destructive" }),
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
        {name} {isSelf ? <Badge tone="neutral">You</Badge> : null}
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
      <td data-label="Created" className={styles.nowrap}>
        {formatDate(user.createdAt)}
      </td>
      <td className={styles.actionsCell}>
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
            <p>
              {name} ({user.email}) and all their transcripts, recordings and sessions will be removed.
            </p>
          </AlertDialog>
        ) : (
          <Button asChild variant="ghost" size="sm">
            <Link to={`?confirmDelete=${user.id}`} aria-label={`Delete ${name}`}>
              Delete
            </Link>
          </Button>
        )}
      </td>
    </tr>
  );
}

/** The delete confirmation without JavaScript (the dialog needs it): a card above the table. */
function InlineDeleteConfirmation({ user }: { user: RowUser }) {
  const name = fullName(user);
  return (
    <Card title={`Delete ${name}?`} role="alertdialog" aria-label={`Delete ${name}?`}>
      <p>{DELETE_CONFIRMATION}</p>
      <p>
        {name} ({user.email}) and all their transcripts, recordings and sessions will be removed.
      </p>
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
