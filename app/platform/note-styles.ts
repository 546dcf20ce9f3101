import type { Conciseness, NoteFormat } from "../../db/values.ts";

export { CONCISENESS_LEVELS, NOTE_FORMATS, type Conciseness, type NoteFormat } from "../../db/values.ts";

/**
 * How a consultation note is written: its detail level and format (a user's preferences). The values are the
 * database's own (db/models.ts, checked by the schema); these are their names on screen.
 */
export const CONCISENESS_OPTIONS = [
  { value: "very-concise", label: "Very Concise" },
  { value: "normal", label: "Normal" },
  { value: "extended", label: "Extended" },
] as const satisfies readonly { value: Conciseness; label: string }[];

export const FORMAT_OPTIONS = [
  { value: "narrative", label: "Narrative" },
  { value: "soap", label: "SOAP" },
  { value: "sbar", label: "SBAR" },
  { value: "structured", label: "Structured GP" },
] as const satisfies readonly { value: NoteFormat; label: string }[];

/** "Extended": how the dictation screen names the detail level a note will be written at. */
export function conciseLabel(conciseness: string | undefined): string {
  return CONCISENESS_OPTIONS.find((o) => o.value === conciseness)?.label ?? "Normal";
}

/** A template's value in the note-format choice (decision 065): "template:12"; a built-in format is its own name. */
export const TEMPLATE_PREFIX = "template:";
