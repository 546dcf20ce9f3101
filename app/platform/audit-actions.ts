/**
 * What the audit log records (decisions 011, 055): each action's code, as stored in `audit_log.action`, and its
 * name in the viewer, its filter and its CSV. Browser-safe (the viewer's filter lists them). The writer is
 * `audit.server.ts`; what each entry's details say, `describeDetails` below.
 */
export const AUDIT_ACTIONS = {
  "sign-in": "Signed in",
  "sign-in.failed": "Sign-in failed",
  "sign-out": "Signed out",
  register: "Registered",
  "register.email-taken": "Registration tried with an address in use",
  "password.changed": "Password changed",
  "password.reset-requested": "Password reset link sent",
  "password.reset": "Password set from an e-mailed link",
  "email.verified": "Email address verified",
  "profile.email-changed": "Email address changed",
  "account.deleted": "Own account deleted",
  "account.exported": "Own data downloaded",
  "admin.user-created": "User created",
  "admin.user-invited": "User invited",
  "admin.user-changed": "User changed",
  "admin.user-activated": "User activated",
  "admin.user-deactivated": "User deactivated",
  "admin.user-deleted": "User deleted",
  "admin.user-exported": "User's data downloaded",
  "admin.reset-link-sent": "Reset link sent by an administrator",
  "admin.settings-changed": "Settings changed",
  "admin.template-created": "Practice template created",
  "admin.template-changed": "Practice template changed",
  "admin.template-deleted": "Practice template deleted",
  "admin.templates-imported": "Practice templates imported",
  "consultation.opened": "Consultation opened",
  "consultation.consent": "Consent to recording confirmed",
  "consultation.deleted": "Consultation deleted",
  "consultation.exported": "Consultation exported",
  "document.generated": "Document generated",
  "audit.exported": "Audit log exported",
  "usage.exported": "Usage report exported",
  "governance.downloaded": "Governance pack downloaded",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === "string" && Object.hasOwn(AUDIT_ACTIONS, value);
}

/** The viewer's name for an action (an action code from an older version shows as it is). */
export function actionLabel(action: string): string {
  return isAuditAction(action) ? AUDIT_ACTIONS[action] : action;
}

/** A setting's change as the log keeps it: secrets never by value (`masked`). */
export type SettingChange = { from: string | number | boolean; to: string | number | boolean };

const DOCUMENT_NAMES: Record<string, string> = {
  consultation: "Consultation note",
  referral: "Referral letter",
  exact: "Exact dictation",
  question: "Answer to a question",
};

const SIGN_IN_REFUSALS: Record<string, string> = {
  "wrong-credentials": "wrong email or password",
  inactive: "account deactivated",
  unverified: "email address not verified",
  "rate-limited": "too many attempts",
};

const show = (value: unknown) => (value === "" ? "(empty)" : typeof value === "string" ? `“${value}”` : String(value));

function describeChanges(changes: unknown, labels: Readonly<Record<string, string>>): string {
  if (!changes || typeof changes !== "object") return "";
  return Object.entries(changes as Record<string, SettingChange>)
    .map(([key, change]) => `${labels[key] ?? key}: ${show(change?.from)} → ${show(change?.to)}`)
    .join("; ");
}

/** One line saying what an entry's details hold, in words (the viewer's Details column and the CSV's). */
export function describeDetails(
  action: string,
  details: Record<string, unknown>,
  settingLabels: Readonly<Record<string, string>> = {},
): string {
  switch (action) {
    case "sign-in.failed":
      return `Reason: ${SIGN_IN_REFUSALS[String(details.reason)] ?? String(details.reason ?? "unknown")}`;
    case "sign-in":
      return details.method === "google" ? "With Google" : "With email and password";
    case "document.generated":
      return DOCUMENT_NAMES[String(details.kind)] ?? String(details.kind ?? "");
    case "admin.settings-changed":
      // Entries written before issue 26 name the settings only.
      return Array.isArray(details.keys)
        ? `Settings: ${details.keys.map((key) => settingLabels[String(key)] ?? String(key)).join(", ")}`
        : describeChanges(details.changes, settingLabels);
    case "admin.user-changed":
      return describeChanges(details.changes, { firstName: "First name", lastName: "Last name", role: "Role" });
    case "admin.user-created":
    case "admin.user-invited":
      return details.role ? `Role: ${String(details.role)}` : "";
    case "admin.template-created":
    case "admin.template-changed":
    case "admin.template-deleted":
      return details.name ? `“${String(details.name)}”` : "";
    case "admin.templates-imported":
      return `${Number(details.added ?? 0)} added, ${Number(details.replaced ?? 0)} replaced`;
    case "profile.email-changed":
      return details.from ? `From ${String(details.from)}` : "";
    case "consultation.consent":
      return details.consultationId
        ? `Consultation ${String(details.consultationId)}: ${details.consent === "clinician" ? "dictation by the clinician alone" : "the patient agreed"}`
        : "";
    case "consultation.opened":
    case "consultation.deleted":
    case "consultation.exported":
      return details.consultationId ? `Consultation ${String(details.consultationId)}` : "";
    case "audit.exported":
    case "usage.exported":
      return describeFilter(details.filter);
    default:
      return "";
  }
}

function describeFilter(filter: unknown): string {
  if (!filter || typeof filter !== "object") return "Everything";
  const parts = Object.entries(filter as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .map(([key, value]) => `${key}: ${String(value)}`);
  return parts.length ? `Filter: ${parts.join(", ")}` : "Everything";
}
