/**
 * The values some columns may hold (the migrations' CHECK constraints say the same), with no dependency, so the
 * browser code that offers them as choices can import them without pulling in the database driver.
 */
/** How much detail a consultation note has (users.consultation_conciseness). */
export const CONCISENESS_LEVELS = ["very-concise", "normal", "extended"] as const;
/** How a consultation note is laid out (users.consultation_format). */
export const NOTE_FORMATS = ["narrative", "soap", "sbar", "structured"] as const;

export type Role = "user" | "admin";
export type AuthProvider = "local" | "google";
export type Conciseness = (typeof CONCISENESS_LEVELS)[number];
export type NoteFormat = (typeof NOTE_FORMATS)[number];
