/**
 * Everything Notewell keeps in the browser, named once (issue 21: a shared surgery PC). None of these holds patient
 * text in clear: settings, cookie choices, a preference change waiting for its owner to sign in again, and a
 * consultation's unsaved work — that one only encrypted, with a key the server gives the signed-in page
 * (features/consultations/drafts.ts). `forgetPatientText` removes everything else.
 */
export const BROWSER_KEYS = {
  /** Cookie choices (features/legal/cookie-preferences.ts). */
  cookiePreferences: "notewell:cookie-preferences",
  cookieConsent: "notewell:cookie-consent",
  /** sessionStorage: the banner closed for this browser session. */
  cookieBannerDismissed: "notewell:cookie-banner-dismissed",
  /** The dictation screen's own settings, and the note style as last loaded (features/dictation/preferences.ts). */
  formatTurns: "formatTurns",
  consultationConciseness: "consultationConciseness",
  consultationFormat: "consultationFormat",
  /** A preference change made after the session ran out, saved when its owner signs in again (decision 016). */
  pendingPreferences: "notewell:pendingPreferences",
  /** The consultation's unsaved work, encrypted (features/consultations/drafts.ts). */
  consultationDraft: "notewell:draft",
} as const;

const KEPT = new Set<string>(Object.values(BROWSER_KEYS));

function storage(kind: "local" | "session"): Storage | null {
  try {
    return typeof window === "undefined" ? null : kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage disabled (private mode, policy)
  }
}

/** The browser's local or session storage, or null where it is refused. */
export function browserStorage(kind: "local" | "session"): Storage | null {
  return storage(kind);
}

/**
 * Removes every trace of patient text this origin could have left in the browser, when a session ends (signing out,
 * or the page finding its session gone): every local and session storage entry but those named above, every
 * IndexedDB database and every Cache Storage cache (Notewell uses neither; whatever is there is not ours to keep).
 */
export async function forgetPatientText(): Promise<void> {
  for (const kind of ["local", "session"] as const) {
    const store = storage(kind);
    if (!store) continue;
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((key) => key !== null);
    for (const key of keys) if (!KEPT.has(key)) store.removeItem(key);
  }
  try {
    const databases = typeof indexedDB !== "undefined" && indexedDB.databases ? await indexedDB.databases() : [];
    await Promise.all(
      databases.map(
        ({ name }) =>
          new Promise<void>((resolve) => {
            if (!name) return resolve();
            const deleting = indexedDB.deleteDatabase(name);
            deleting.onsuccess = deleting.onerror = deleting.onblocked = () => resolve();
          }),
      ),
    );
  } catch {
    // IndexedDB refused (private mode): nothing can have been kept there
  }
  try {
    if (typeof caches !== "undefined") await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
  } catch {
    // Cache Storage exists only on secure pages: nothing can have been kept there
  }
}
