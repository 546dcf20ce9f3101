import { z } from "zod";
import { CONCISENESS_LEVELS, NOTE_FORMATS } from "~/platform/note-styles.ts";
import { EmailSchema, NameSchema, NewPasswordSchema } from "~/platform/user-fields.ts";
import { MAX_KEY_TERM_LENGTH, MAX_KEY_TERMS } from "../../../contract/key-terms.ts";

// What the sign-in pages show, kept free of zod so a page can import it without the schemas (decision 069).
export { safeRedirect, SIGN_IN_FAILED, SIGNED_IN_TOAST } from "./sign-in.ts";

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

export const ForgotPasswordSchema = z.object({ email: EmailSchema });

/** "Send a new verification link", from the sign-in page. */
export const ResendVerificationSchema = z.object({ email: EmailSchema });

export const ResetPasswordSchema = z
  .object({
    token: z
      .string({ error: "Reset token is required" })
      .min(1, "Reset token is required")
      .max(200, "Reset token is invalid"),
    password: NewPasswordSchema,
    confirmPassword: z.string({ error: "Passwords don't match" }),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });

const SAME_PASSWORD_MESSAGE = "New password must be different from your current password";

export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Current password is required" })
      .min(1, "Current password is required")
      .max(200, "Current password is too long"),
    newPassword: NewPasswordSchema,
    confirmPassword: z.string({ error: "Passwords don't match" }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] })
  .refine((v) => v.newPassword !== v.currentPassword, { message: SAME_PASSWORD_MESSAGE, path: ["newPassword"] });

/** docs/product.md §5: every profile field is optional; a field left out is left unchanged. */
export const ProfileSchema = z.object({
  firstName: NameSchema("First name").optional(),
  lastName: NameSchema("Last name").optional(),
  email: EmailSchema.optional(),
  /** Needed only to change the e-mail address. */
  currentPassword: z.string().max(200, "Password is too long").optional(),
});

const signaturePart = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .regex(/^[^\r\n]*$/, `${name} must be one line`)
    .optional()
    .default("");

/**
 * The signature block Notewell puts on the clinician's referral letters (decision 064): each part may be left empty
 * (an empty name signs with the account's name).
 */
export const SignatureSchema = z.object({
  signatureName: signaturePart("Name", 120),
  signatureRole: signaturePart("Role", 120),
  signatureRegistration: signaturePart("Professional registration number", 60),
});

/** Deleting one's account: the current password (not needed for an account that signs in with Google). */
export const DeleteAccountSchema = z.object({
  currentPassword: z.string().max(200, "Password is too long").optional(),
});

/** Key terms for the speech-to-text provider: its limits (contract/key-terms.ts), which the sidecar enforces too. */
const KeyTermsSchema = z
  .array(z.string({ error: "Each key term must be text" }).trim(), { error: "Key terms must be a list" })
  .transform((terms) => [...new Set(terms.filter(Boolean))])
  .pipe(
    z
      .array(z.string().max(MAX_KEY_TERM_LENGTH, `Each key term must be at most ${MAX_KEY_TERM_LENGTH} characters`))
      .max(MAX_KEY_TERMS, `Add at most ${MAX_KEY_TERMS} key terms`),
  );

/** The Preferences page's key-terms box: one term per line; blank lines and repeats are ignored. */
export const KeyTermsFormSchema = z.object({
  keyTerms: z
    .string()
    .max(20_000, "That is too much text for key terms")
    .optional()
    // Blank lines are dropped before the list is checked (conform turns empty strings into "missing").
    .transform((text) => [
      ...new Set(
        (text ?? "")
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().max(MAX_KEY_TERM_LENGTH, `Each key term must be at most ${MAX_KEY_TERM_LENGTH} characters`))
        .max(MAX_KEY_TERMS, `Add at most ${MAX_KEY_TERMS} key terms`),
    ),
});

export const PreferencesSchema = z
  .object({
    keyTerms: KeyTermsSchema.optional(),
    consultationConciseness: z
      .enum(CONCISENESS_LEVELS, { error: "Choose very-concise, normal or extended" })
      .optional(),
    consultationFormat: z.enum(NOTE_FORMATS, { error: "Choose narrative, soap, sbar or structured" }).optional(),
  })
  .refine(
    (v) => v.consultationConciseness !== undefined || v.consultationFormat !== undefined || v.keyTerms !== undefined,
    {
      message: "Send consultationConciseness, consultationFormat or keyTerms",
    },
  );
