import { z } from "zod";
import { EmailSchema, NameSchema, NewPasswordSchema } from "~/platform/user-fields.ts";

/**
 * User Management's forms (product.md §5: the register fields plus role), each shared by its dialog, the page's
 * action and the JSON API: Create New User (with a password the user must change at first sign-in), Invite (no
 * password: the invitee chooses it from the e-mailed link), and Edit (name and role).
 */
export const ROLE_OPTIONS = [
  { value: "user", label: "User" },
  { value: "admin", label: "Admin" },
] as const;

const role = z.enum(["user", "admin"], { error: "Role must be User or Admin" }).default("user");

export const InviteUserSchema = z.object({
  firstName: NameSchema("First name"),
  lastName: NameSchema("Last name"),
  email: EmailSchema,
  role,
});

export const CreateUserSchema = InviteUserSchema.extend({ password: NewPasswordSchema });

export const EditUserSchema = z.object({
  firstName: NameSchema("First name"),
  lastName: NameSchema("Last name"),
  role,
});

/** What each form does: its intent, its schema, its fields and its words. */
export const USER_FORMS = {
  create: {
    schema: CreateUserSchema,
    title: "Create New User",
    description: "They sign in with this email and password, and must choose their own password when they first do.",
    submit: "Create User",
    busy: "Creating user…",
    failed: "Failed to create user",
  },
  invite: {
    schema: InviteUserSchema,
    title: "Invite User",
    description: "They get an email with a link to choose their own password. The link works for 7 days.",
    submit: "Send invitation",
    busy: "Sending invitation…",
    failed: "Failed to invite user",
  },
  edit: {
    schema: EditUserSchema,
    title: "Edit User",
    description: "Their name as Notewell shows it, and whether they administer the practice.",
    submit: "Save user",
    busy: "Saving…",
    failed: "Failed to update user",
  },
} as const;
export type UserFormMode = keyof typeof USER_FORMS;
