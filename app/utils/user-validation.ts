import { z } from "zod";

/** Field rules shared by the forms (browser and server) and the JSON API. Messages are the spec's. */
export const EMAIL_MESSAGE = "Please enter a valid email address";

export const EmailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(254, EMAIL_MESSAGE)
  .pipe(z.email({ error: EMAIL_MESSAGE }))
  .transform((email) => email.toLowerCase());

export const NameSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

/**
 * New passwords (register, reset, admin create): at least 8 characters, as the spec's reset rule.
 * The upper bound keeps a pasted novel from tying up the hasher.
 */
export const NewPasswordSchema = z
  .string({ error: "Password must be at least 8 characters" })
  .min(8, "Password must be at least 8 characters")
  .max(200, "Password must be at most 200 characters");

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200, "Password is too long"),
  redirectTo: z.string().optional(),
});

export const RegisterSchema = z
  .object({
    firstName: NameSchema("First name"),
    lastName: NameSchema("Last name"),
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: z.string({ error: "Passwords don't match" }),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });

/** Only same-site paths may be redirected to after sign-in. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
}
