/** Browser-stored preferences (spec §3): formatTurns (default on) and the note settings' fallback copy. */
export const FORMAT_TURNS_KEY = "formatTurns";

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
