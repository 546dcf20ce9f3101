import { z } from "zod";
import { EmailSchema, NameSchema, NewPasswordSchema } from "~/platform/user-fields.ts";

/**
 * User Management's forms (product.md §5: the register fields plus role), each shared by its dialog, the page's
 * action and the JSON API: Create New User (with a password the user must change at first sign-in), Invite (no
 * password: the invitee chooses it from the e-mailed link), and Edit (name and role). What the forms show is in
 * ./user-forms.ts, without zod, so the page's browser build has no zod (decision 069); the page's action imports
 * these through ./user-schemas.server.ts.
 */
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
