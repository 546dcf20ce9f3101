import { CONCISENESS_KEY, FORMAT_KEY, PENDING_PREFERENCES_KEY } from "~/platform/browser-storage.ts";
/**
 * An account's preferences as this browser keeps them (product.md §3), beside the Preferences page
 * (routes/preferences.tsx): the note settings' fallback copy, and a change waiting for its owner to sign in again.
 * Transcription formatting, the dictation screen's own browser setting, is read and written where its key is
 * defined (platform/browser-storage.ts), so the dictation screen needs nothing from this feature.
 */

/** Browser copies of the note settings (product.md §3), used when the server cannot be reached. */
export type NotePreferences = { consultationConciseness: string; consultationFormat: string };

export function readNotePreferences(): NotePreferences {
  try {
    return {
      consultationConciseness: window.localStorage.getItem(CONCISENESS_KEY) ?? "normal",
      consultationFormat: window.localStorage.getItem(FORMAT_KEY) ?? "narrative",
    };
  } catch {
    return { consultationConciseness: "normal", consultationFormat: "narrative" };
  }
}

export function writeNotePreferences(preferences: NotePreferences): void {
  try {
    window.localStorage.setItem(CONCISENESS_KEY, preferences.consultationConciseness);
    window.localStorage.setItem(FORMAT_KEY, preferences.consultationFormat);
  } catch {
    // storage unavailable
  }
}

/**
 * A preferences change made after the session ran out (decision 016, "Session ran out"): kept in this browser,
 * with whose it is, until the same user has signed in again and it is saved; anyone else's is discarded.
 */
export type PendingPreferences = {
  owner: number;
  consultationConciseness?: string;
  consultationFormat?: string;
  keyTerms?: string[];
};
const PENDING_KEY = PENDING_PREFERENCES_KEY;

export function readPendingPreferences(): PendingPreferences | null {
  try {
    const raw = window.localStorage.getItem(PENDING_KEY);
    const pending = raw ? (JSON.parse(raw) as PendingPreferences) : null;
    return pending && typeof pending.owner === "number" ? pending : null;
  } catch {
    return null;
  }
}

/** Adds `change` to what is kept for `owner` (another user's kept change is replaced). */
export function keepPendingPreferences(owner: number, change: Omit<PendingPreferences, "owner">): void {
  const kept = readPendingPreferences();
  const next = { ...(kept?.owner === owner ? kept : {}), ...change, owner };
  try {
    window.localStorage.setItem(PENDING_KEY, JSON.stringify(next));
  } catch {
    // storage unavailable: the change is only on screen
  }
}

/** Forgets the kept parts that are now saved (all of them without `saved`). */
export function dropPendingPreferences(saved?: Omit<PendingPreferences, "owner">): void {
  const kept = readPendingPreferences();
  if (!kept) return;
  const left: PendingPreferences = { ...kept };
  for (const key of ["consultationConciseness", "consultationFormat", "keyTerms"] as const) {
    if (!saved || JSON.stringify(saved[key]) === JSON.stringify(kept[key])) delete left[key];
  }
  try {
    if (Object.keys(left).length > 1) window.localStorage.setItem(PENDING_KEY, JSON.stringify(left));
    else window.localStorage.removeItem(PENDING_KEY);
  } catch {
    // storage unavailable
  }
}
