import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expireSessions } from "../e2e/database.ts";
import { expect, test } from "./fixtures.ts";
import {
  createAccount,
  deleteAccounts,
  firstAdmin,
  PASSWORD,
  sendJson,
  signIn,
  summary,
  type Account,
} from "./http.ts";

/**
 * Issue 21's probe (the second outside probe) on a shared surgery PC (4): after the session ended elsewhere (a
 * password changed on another device), the typed transcript and the consultation stayed in localStorage in clear.
 * Nothing readable may be left in any browser store once the session has ended; unsaved work comes back, encrypted,
 * to the same clinician after signing in again.
 */

let admin: Account;
const accounts: Account[] = [];

test.beforeAll(async () => {
  admin = await firstAdmin();
});

test.afterAll(async () => {
  await deleteAccounts(admin, accounts);
});

const transcript = (page: Page) => page.getByLabel("Transcription text", { exact: true });
const saved = (page: Page) => expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();

async function signInOnPage(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole("tabpanel", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

/** Everything this origin keeps in the browser, as text: local and session storage, IndexedDB and Cache Storage. */
function everythingStored(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = [];
    const decode = async (value: unknown): Promise<string> => {
      if (typeof value === "string") return value;
      if (value instanceof Blob) return value.text();
      if (value instanceof ArrayBuffer || ArrayBuffer.isView(value))
        return new TextDecoder().decode(value as ArrayBuffer);
      return JSON.stringify(value) ?? "";
    };
    for (const store of [localStorage, sessionStorage]) {
      for (let i = 0; i < store.length; i++) parts.push(store.key(i)!, store.getItem(store.key(i)!) ?? "");
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      for (const storeName of [...db.objectStoreNames]) {
        const values = await new Promise<unknown[]>((resolve) => {
          const all = db.transaction(storeName).objectStore(storeName).getAll();
          all.onsuccess = () => resolve(all.result);
        });
        for (const value of values) parts.push(await decode(value));
      }
      db.close();
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        parts.push(request.url, (await (await cache.match(request))?.text()) ?? "");
    }
    return parts.join("\n");
  });
}

/** What another part of the page (or a future one) might have left in the stores a draft never uses. */
function plantInOtherStores(page: Page, text: string): Promise<void> {
  return page.evaluate(async (secret) => {
    sessionStorage.setItem("notewell:scratch", secret);
    localStorage.setItem("notewell:transcript", secret);
    await new Promise<void>((resolve, reject) => {
      const opening = indexedDB.open("notewell-scratch", 1);
      opening.onupgradeneeded = () => opening.result.createObjectStore("drafts");
      opening.onsuccess = () => {
        const put = opening.result.transaction("drafts", "readwrite").objectStore("drafts").put(secret, "draft");
        put.onsuccess = () => {
          opening.result.close();
          resolve();
        };
      };
      opening.onerror = () => reject(opening.error);
    });
    const cache = await caches.open("notewell-scratch");
    await cache.put("/scratch/draft.txt", new Response(secret));
  }, text);
}

async function expectNothingReadable(page: Page, secrets: string[], when: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const stored = await everythingStored(page);
        return secrets.filter((secret) => stored.includes(secret));
      },
      { message: when, timeout: 10_000 },
    )
    .toEqual([]);
}

test("second probe 4: when the password is changed on another device, the page goes to sign-in, no store holds the text, and the unsaved work comes back after signing in", async ({
  browser,
}) => {
  const user = await createAccount(admin, { prefix: "shared-pc", signIn: false });
  accounts.push(user);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/auth");
  await signInOnPage(page, user.email, PASSWORD);
  await expect(transcript(page)).toBeVisible();
  const savedText = `Patient Jane Example reports chest pain ${randomUUID()}`;
  await transcript(page).fill(savedText);
  await saved(page);
  const planted = `planted ${randomUUID()}`;
  await plantInOtherStores(page, planted);

  // Another device: the clinician changes the password there, which ends this browser's session.
  const elsewhere = await signIn(user.email);
  const newPassword = `a new password ${randomUUID()}`;
  const changed = await sendJson({
    method: "PUT",
    path: "/api/user/password",
    cookie: elsewhere,
    data: { currentPassword: PASSWORD, newPassword, confirmPassword: newPassword },
  });
  expect(changed.status, summary(changed)).toBe(200);

  // Typed here after the session ended: the server never receives it.
  const unsaved = `and radiating to the left arm ${randomUUID()}`;
  await transcript(page).fill(`${savedText} ${unsaved}`);
  await expect(page, "the page learns the session ended and goes to sign in").toHaveURL(/\/auth\?/, {
    timeout: 15_000,
  });
  await expect(page.getByText("Your session has expired. Please sign in again.")).toBeVisible();
  await expectNothingReadable(page, [savedText, unsaved, planted], "after the session ended");

  // The same clinician signs in again here: the unsaved work is offered back, and saved.
  await signInOnPage(page, user.email, newPassword);
  await expect(transcript(page)).toHaveValue(`${savedText} ${unsaved}`, { timeout: 15_000 });
  await saved(page);
  await context.close();
});

test("second probe 4: signing out, and a session found ended when the page comes back into view, leave nothing readable", async ({
  browser,
}) => {
  const user = await createAccount(admin, { prefix: "shared-pc-out", signIn: false });
  accounts.push(user);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/auth");
  await signInOnPage(page, user.email, PASSWORD);

  // Signing out.
  const beforeSignOut = `Mr Example's blood pressure ${randomUUID()}`;
  await transcript(page).fill(beforeSignOut);
  await saved(page);
  await plantInOtherStores(page, beforeSignOut);
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/auth/);
  await expectNothingReadable(page, [beforeSignOut], "after signing out");

  // The session runs out while the clinician is away; the page notices when it is looked at again.
  await signInOnPage(page, user.email, PASSWORD);
  await expect(transcript(page)).toBeVisible();
  const beforeExpiry = `Mrs Example's referral ${randomUUID()}`;
  await transcript(page).fill(beforeExpiry);
  await saved(page);
  await plantInOtherStores(page, beforeExpiry);
  await expireSessions(user.email);
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(page, "the page goes to sign in by itself").toHaveURL(/\/auth\?/, { timeout: 15_000 });
  await expectNothingReadable(page, [beforeExpiry], "after the session ran out");
  await context.close();
});
