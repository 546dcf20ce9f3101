import { browserStorage, CONSULTATION_DRAFT_KEY } from "~/platform/browser-storage.ts";

/**
 * The consultation as this browser last had it, whose it is, which saved consultation it belongs to, and
 * whether the server has it yet. Unsaved work (offline, or the session ran out) comes back from here after a
 * reload or a new sign-in — only for the same user. With unsaved work, `base` is the copy the server last
 * confirmed, so that what this browser changed can be told from what it merely had (decision 016).
 *
 * It is kept only encrypted (AES-256-GCM, Web Crypto) with the key the server hands the signed-in page
 * (`browserDraftKey`, decision 037), which the browser never stores: once the session has ended, nobody at this
 * browser can read it, and the same clinician signed in again gets the key, and the work, back. (The spec's
 * plain-text draft keys are no longer written: a shared surgery PC must keep no patient text in clear.)
 */
export type ConsultationDraft<R> = { owner: number; id: string | null; dirty: boolean; record: R; base?: R };

/** What is stored: whose it is (in clear, to discard another user's unread), and the draft sealed. */
type Sealed = { owner: number; iv: string; data: string };

function toBase64(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * The page's draft key, ready for Web Crypto (not extractable). Null for a guest, or where Web Crypto is missing
 * (a page not served over https): then unsaved work is not kept in this browser at all.
 */
export async function importDraftKey(raw: string | null): Promise<CryptoKey | null> {
  if (!raw || typeof crypto === "undefined" || !crypto.subtle) return null;
  try {
    return await crypto.subtle.importKey("raw", fromBase64(raw), "AES-GCM", false, ["encrypt", "decrypt"]);
  } catch {
    return null;
  }
}

/** The draft kept for `owner`, decrypted; null when there is none, it is someone else's, or it does not open. */
export async function readConsultationDraft<R>(key: CryptoKey, owner: number): Promise<ConsultationDraft<R> | null> {
  const raw = browserStorage("local")?.getItem(CONSULTATION_DRAFT_KEY);
  if (!raw) return null;
  try {
    const sealed = JSON.parse(raw) as Sealed;
    if (sealed.owner !== owner) return null;
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromBase64(sealed.iv) },
      key,
      fromBase64(sealed.data),
    );
    const draft = JSON.parse(new TextDecoder().decode(plain)) as ConsultationDraft<R>;
    return draft.owner === owner && typeof draft.dirty === "boolean" && draft.record ? draft : null;
  } catch {
    return null;
  }
}

/** Keeps the draft, sealed with `key`. */
export async function writeConsultationDraft<R>(key: CryptoKey, draft: ConsultationDraft<R>): Promise<void> {
  const store = browserStorage("local");
  if (!store) return;
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv },
    key,
    new TextEncoder().encode(JSON.stringify(draft)),
  );
  try {
    const sealed: Sealed = { owner: draft.owner, iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
    store.setItem(CONSULTATION_DRAFT_KEY, JSON.stringify(sealed));
  } catch {
    // quota exceeded: the server copy and the screen still hold it
  }
}

export function clearDrafts(): void {
  browserStorage("local")?.removeItem(CONSULTATION_DRAFT_KEY);
}
