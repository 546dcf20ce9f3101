import { browserStorage, KEPT_KEYS } from "./browser-storage.ts";

/** Loaded only when a session ends or a signed-out page opens (it is not part of the dictation screen's scripts). */
const KEPT = new Set(KEPT_KEYS);

/**
 * Removes every trace of patient text this origin could have left in the browser, when a session ends (signing out,
 * or the page finding its session gone): every local and session storage entry but KEPT_KEYS, every
 * IndexedDB database and every Cache Storage cache (Notewell uses neither; whatever is there is not ours to keep).
 */
export async function forgetPatientText(): Promise<void> {
  for (const kind of ["local", "session"] as const) {
    const store = browserStorage(kind);
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
