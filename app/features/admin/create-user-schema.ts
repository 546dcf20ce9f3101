import { z } from "zod";
import { EmailSchema, NameSchema, NewPasswordSchema } from "~/platform/user-fields.ts";

/**
 * Admin 'Create New User' (product.md §5: the register fields plus role), shared by the dialog, the page's action and
 * POST /api/admin/users. Registration's rules without the confirmation field.
 */
export const ROLE_OPTIONS = [
  { value: "user", label: "User" },
  { value: "admin", label: "Admin" },
] as const;

export const CreateUserSchema = z.object({
  firstName: NameSchema("First name"),
  lastName: NameSchema("Last name"),
  email: EmailSchema,
  password: NewPasswordSchema,
  role: z.enum(["user", "admin"], { error: "Role must be User or Admin" }).default("user"),
});
export type CreateUserInput = z.output<typeof CreateUserSchema>;
