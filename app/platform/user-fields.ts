import { z } from "zod";

/**
 * Rules for a person's fields, shared by every form that takes them (sign-in, registration, profile, an
 * administrator creating a user) in the browser and on the server, and the JSON API. Messages are the spec's.
 */
const EMAIL_MESSAGE = "Please enter a valid email address";

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
 * Every new password (register, reset, change, admin create): at least 8 characters, the spec's reset rule, for
 * all of them (issue 21: change-password's 6 too). The upper bound keeps a pasted novel from tying up the hasher.
 * The server also refuses a common one (platform/password.server.ts: hashNewPassword), which the browser does not
 * check: the list stays out of the page.
 */
export const NewPasswordSchema = z
  .string({ error: "Password must be at least 8 characters" })
  .min(8, "Password must be at least 8 characters")
  .max(200, "Password must be at most 200 characters");
