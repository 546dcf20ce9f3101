/** User Management's forms as the page shows them (decision 069: no zod here; the schemas are ./user-schemas.ts). */
export const ROLE_OPTIONS = [
  { value: "user", label: "User" },
  { value: "admin", label: "Admin" },
] as const;

/** What each form does: its intent and its words (its schema: ./user-schemas.ts). */
export const USER_FORMS = {
  create: {
    title: "Create New User",
    description: "They sign in with this email and password, and must choose their own password when they first do.",
    submit: "Create User",
    busy: "Creating user…",
    failed: "Failed to create user",
  },
  invite: {
    title: "Invite User",
    description: "They get an email with a link to choose their own password. The link works for 7 days.",
    submit: "Send invitation",
    busy: "Sending invitation…",
    failed: "Failed to invite user",
  },
  edit: {
    title: "Edit User",
    description: "Their name as Notewell shows it, and whether they administer the practice.",
    submit: "Save user",
    busy: "Saving…",
    failed: "Failed to update user",
  },
} as const;
export type UserFormMode = keyof typeof USER_FORMS;
