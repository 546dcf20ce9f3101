/** Browser-stored preferences (product.md §3): formatTurns (default on) and the note settings' fallback copy. */
const FORMAT_TURNS_KEY = "formatTurns";

export function readFormatTurns(): boolean {
  try {
    return window.localStorage.getItem(FORMAT_TURNS_KEY) !== "false";
  } catch {
    return true;
  }
}

export function writeFormatTurns(value: boolean): void {
  try {
    window.localStorage.setItem(FORMAT_TURNS_KEY, String(value));
  } catch {
    // storage unavailable: the switch still applies to this page
  }
}

/** Browser copies of the note settings (product.md §3), used when the server cannot be reached. */
export type NotePreferences = { consultationConciseness: string; consultationFormat: string };

export function readNotePreferences(): NotePreferences {
  try {
    return {
      consultationConciseness: window.localStorage.getItem("consultationConciseness") ?? "normal",
      consultationFormat: window.localStorage.getItem("consultationFormat") ?? "narrative",
    };
  } catch {
    return { consultationConciseness: "normal", consultationFormat: "narrative" };
  }
}

export function writeNotePreferences(preferences: NotePreferences): void {
  try {
    window.localStorage.setItem("consultationConciseness", preferences.consultationConciseness);
    window.localStorage.setItem("consultationFormat", preferences.consultationFormat);
  } catch {
    // storage unavailable
  }
}
