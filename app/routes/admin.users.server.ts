import { parseWithZod } from "~/platform/parse-form.server.ts";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { UserActionFailure } from "~/features/admin/user-form.tsx";
import { CreateUserSchema, EditUserSchema, InviteUserSchema } from "~/features/admin/user-schemas.server.ts";
import type { UserFormMode } from "~/features/admin/user-forms.ts";
import type { z } from "zod";
import { parseUserId } from "~/features/admin/user-id.ts";
import {
  changeUser,
  createUser,
  deleteUser,
  inviteUser,
  listUsers,
  sendPasswordLink,
  setUserActive,
  USER_NOT_FOUND,
  type ManagedUser,
} from "~/features/accounts/user-management.server.ts";
import { requireAdmin } from "~/platform/guards.server.ts";
import { attempt, failure, refuse, type Failure } from "~/platform/errors.ts";
import { replyWith } from "~/platform/form-replies.ts";
import { failureHeaders, retryAfterHeaders, statusOf } from "~/platform/http.server.ts";
import { getSettings } from "~/platform/settings.server.ts";
import { redirectWithToast, type ToastInput } from "~/platform/toast.server.ts";
import { readForm } from "~/platform/request-body.server.ts";

/*
 * User Management's server half (admin.users.tsx re-exports its loader and action): what only the server runs
 * stays out of the page's scripts (decision 069).
 */

export const headers = retryAfterHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const [users, { auditRetentionDays }] = await Promise.all([listUsers(), getSettings()]);
  return json({ users, currentUserId: admin.id, auditRetentionDays });
}

/** Back to the list with a toast; a fetcher's redirect replaces the history entry instead of adding one. */
function backToList(toast: ToastInput) {
  return redirectWithToast("/admin/users", toast, { headers: { "X-Remix-Replace": "true" } });
}

/** Every refusal the one way (platform/errors.ts): its message, its status, beside the form's fields when it has one. */
function refused(intent: string, why: Failure, result?: UserActionFailure["result"]) {
  return json<UserActionFailure>(result ? { intent, error: why.message, result } : { intent, error: why.message }, {
    status: statusOf(why),
    headers: failureHeaders(why),
  });
}

const fullName = (user: Pick<ManagedUser, "firstName" | "lastName" | "email">) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

/** A user form's post: its schema's rules (beside the fields), then the work; a redirect with a toast when done. */
async function submitUserForm<S extends z.ZodType>(
  formData: FormData,
  schema: S,
  mode: UserFormMode,
  run: (value: z.output<S>) => Promise<ManagedUser>,
  done: (who: string) => ToastInput,
) {
  const submission = parseWithZod(formData, { schema });
  const hide = ["password"];
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat()[0] ?? "Please check the form.";
    return refused(mode, failure("invalid", first), submission.reply({ hideFields: hide }));
  }
  const outcome = await attempt(async () => ({ user: await run(submission.value) }));
  if (!outcome.ok) return refused(mode, outcome, replyWith(submission, outcome, hide));
  return backToList({ ...done(`${fullName(outcome.user)} (${outcome.user.email})`), type: "success" });
}

/**
 * One action for the page's forms (product.md §2 User Management; issue 26 item 2): create, invite, edit,
 * set-status, send-link, delete. Success redirects back with a flash toast (works without JavaScript); a refusal
 * is a 4xx with the reason. The rules are the accounts feature's (user-management.server.ts).
 */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "");
  const userId = parseUserId(formData.get("userId"));

  if (intent === "create") {
    return submitUserForm(
      formData,
      CreateUserSchema,
      "create",
      (value) => createUser(request, admin, value),
      (who) => ({
        title: "User created",
        description: `${who} must choose their own password when they first sign in.`,
      }),
    );
  }
  if (intent === "invite") {
    return submitUserForm(
      formData,
      InviteUserSchema,
      "invite",
      (value) => inviteUser(request, admin, value),
      (who) => ({
        title: "Invitation sent",
        description: `${who} has been sent a link to choose their password.`,
      }),
    );
  }
  if (intent === "edit") {
    return submitUserForm(
      formData,
      EditUserSchema,
      "edit",
      (value) => (userId === null ? refuse("not-found", USER_NOT_FOUND) : changeUser(request, admin, userId, value)),
      (who) => ({ title: "User updated", description: `${who} is saved.` }),
    );
  }

  if (intent !== "set-status" && intent !== "send-link" && intent !== "delete") {
    return refused(intent, failure("invalid", "Unknown action"));
  }
  if (userId === null) return refused(intent, failure("not-found", USER_NOT_FOUND));
  const isActive = formData.get("isActive");
  if (intent === "set-status" && isActive !== "true" && isActive !== "false") {
    return refused(intent, failure("invalid", "isActive must be true or false"));
  }
  const outcome = await attempt(async (): Promise<{ toast: ToastInput }> => {
    if (intent === "delete") {
      await deleteUser(request, admin, userId);
      return { toast: { title: "User deleted" } };
    }
    if (intent === "send-link") {
      const { user, invitation } = await sendPasswordLink(request, admin, userId);
      return invitation
        ? { toast: { title: "Invitation sent", description: `${fullName(user)} has been sent a new invitation.` } }
        : {
            toast: { title: "Reset link sent", description: `${fullName(user)} has been sent a password reset link.` },
          };
    }
    const user = await setUserActive(request, admin, userId, isActive === "true");
    return {
      toast: {
        title: "User status updated",
        description: `${fullName(user)} is now ${user.isActive ? "active" : "inactive"}.`,
      },
    };
  });
  if (!outcome.ok) return refused(intent, outcome);
  return backToList({ ...outcome.toast, type: "success" });
}
