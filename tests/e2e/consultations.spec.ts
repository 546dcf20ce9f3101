import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { E2E } from "../../playwright.config.ts";
import { expireSessions } from "./database.ts";
import { configureFakeOpenAi, resetFakeOpenAi } from "./fake-stt.ts";
import { expectToast, PASSWORD, registerThroughUi, signInThroughUi, uniqueEmail } from "./helpers.ts";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const saved = (page: Page) => expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();
/** A document is finished when its button no longer says it is writing ("Generate Referral Letter…"). */
const finished = (page: Page, button: string) =>
  expect(page.getByRole("button", { name: button, exact: true })).toBeEnabled();

const TRANSCRIPT =
  "patient reports a dry cough for three days no fever chest clear plan amoxicillin 500 mg three times a day";

/** Saves a consultation's worth of work: a transcript, all three documents and one answered question. */
async function doAFullConsultation(page: Page): Promise<void> {
  await field(page, "Transcription text").fill(TRANSCRIPT);
  await page.getByRole("button", { name: "Generate Consultation Note" }).click();
  await expect(field(page, "Consultation text")).toHaveValue(/amoxicillin/);
  await finished(page, "Generate Consultation Note");
  await page.getByRole("button", { name: "Generate Referral Letter" }).click();
  await expect(field(page, "Referral Letter text")).toHaveValue(/\nThank you for seeing this patient\./);
  await finished(page, "Generate Referral Letter");
  await page.getByRole("button", { name: "Exact Dictation", exact: true }).click();
  await expect(page.getByText("Verified: every word matches your dictation")).toBeVisible();
  await page.getByLabel("Your question").fill("Summarise for handover");
  await page.getByRole("button", { name: "Ask Question" }).click();
  await expect(field(page, "Response text")).toHaveValue(/Summarise for handover/);
  await finished(page, "Ask Question");
  await saved(page);
}

async function screenValues(page: Page) {
  return {
    transcript: await field(page, "Transcription text").inputValue(),
    note: await field(page, "Consultation text").inputValue(),
    letter: await field(page, "Referral Letter text").inputValue(),
    exact: await field(page, "Exact Dictation text").inputValue(),
    question: await page.getByLabel("Your question").inputValue(),
    response: await field(page, "Response text").inputValue(),
  };
}

/** Watches the requests that save a consultation. */
function watchSaves(page: Page): string[] {
  const bodies: string[] = [];
  page.on("request", (request) => {
    if (/\/api\/consultations/.test(request.url()) && request.method() !== "GET") bodies.push(request.postData() ?? "");
  });
  return bodies;
}

/**
 * What the status line said each time the page put new words in the transcript's box (read as that render ends):
 * the screen's own record of what a clinician saw beside each text.
 */
async function watchTranscriptStatus(page: Page): Promise<() => Promise<{ transcript: string; status: string }[]>> {
  await page.addInitScript(() => {
    const seen: { transcript: string; status: string }[] = [];
    Object.assign(window, { transcriptStatus: seen });
    const value = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!;
    Object.defineProperty(HTMLTextAreaElement.prototype, "value", {
      ...value,
      set(this: HTMLTextAreaElement, text: string) {
        value.set!.call(this, text);
        if (this.id !== "transcript") return;
        queueMicrotask(() =>
          seen.push({ transcript: text, status: document.querySelector("[data-status]")?.textContent ?? "" }),
        );
      },
    });
  });
  return () => page.evaluate(() => (window as unknown as { transcriptStatus: [] }).transcriptStatus);
}

async function signedInContext(context: BrowserContext, email: string): Promise<Page> {
  const page = await context.newPage();
  await signInThroughUi(page, email);
  await expect(field(page, "Transcription text")).toBeVisible();
  return page;
}

test.beforeEach(async ({ request }) => {
  await resetFakeOpenAi(request);
});

test("a consultation survives a reload, a closed tab and a new browser, follows the user to another device, and opening it saves nothing", async ({
  page,
  context,
  browser,
}) => {
  const email = await registerThroughUi(page);
  await doAFullConsultation(page);
  const before = await screenValues(page);
  expect(before.note).not.toBe("");

  // Reload: everything is back, the receipt too, and opening the screen writes nothing (not even the same values).
  const saves = watchSaves(page);
  await page.reload();
  await expect(field(page, "Consultation text")).toHaveValue(before.note);
  expect(await screenValues(page)).toEqual(before);
  await page.getByRole("tab", { name: "Exact Dictation" }).click();
  await expect(page.getByText("Verified: every word matches your dictation")).toBeVisible();
  await page.waitForTimeout(1_500); // longer than the save delay: a save on opening would have gone by now
  expect(saves).toEqual([]);

  // A closed tab, then a new one.
  await page.close();
  const again = await context.newPage();
  await again.goto("/");
  expect(await screenValues(again)).toEqual(before);

  // A browser restart or another device: nothing in its storage, everything from the server.
  const other = await browser.newContext();
  const device = await signedInContext(other, email);
  expect(await screenValues(device)).toEqual(before);

  // A change on that device reaches the first one.
  await device.getByRole("tab", { name: "Consultation" }).click();
  await field(device, "Consultation text").fill("Edited on the laptop.");
  await saved(device);
  await again.reload();
  await expect(field(again, "Consultation text")).toHaveValue("Edited on the laptop.");
  await expect(field(again, "Referral Letter text")).toHaveValue(before.letter);
  await other.close();
});

test("unsaved work on one device never blanks what another device added: the letter comes back on the first device too", async ({
  page,
  context,
  browser,
}) => {
  const email = await registerThroughUi(page);
  await field(page, "Transcription text").fill("back pain since lifting a box");
  await saved(page);

  // Device A loses its connection: what it types now is kept in this browser only.
  await context.setOffline(true);
  await field(page, "Transcription text").fill("back pain since lifting a box, typed on device A");
  await expect(page.getByRole("status").filter({ hasText: /^Offline: kept in this browser/ })).toBeVisible();

  // Meanwhile device B opens the same consultation and adds a referral letter.
  const other = await browser.newContext();
  const device = await signedInContext(other, email);
  await expect(field(device, "Transcription text")).toHaveValue("back pain since lifting a box");
  await device.getByRole("button", { name: "Generate Referral Letter" }).click();
  await expect(field(device, "Referral Letter text")).toHaveValue(/\nThank you for seeing this patient\./);
  await finished(device, "Generate Referral Letter");
  await saved(device);
  const letter = await field(device, "Referral Letter text").inputValue();

  // Device A's tab is closed while still offline; back online, it opens the screen again: its words and B's
  // letter, both on screen and then on the server (only A's words are sent).
  await page.close();
  await context.setOffline(false);
  const again = await context.newPage();
  const saves = watchSaves(again);
  const shown = await watchTranscriptStatus(again);
  await again.goto("/");
  await expect(field(again, "Transcription text")).toHaveValue("back pain since lifting a box, typed on device A");
  await expect(field(again, "Referral Letter text")).toHaveValue(letter);
  // "Saved" only once the restored words are on the server: never beside them before they are sent.
  await saved(again);
  expect(saves.map((body) => JSON.parse(body) as Record<string, unknown>)).toEqual([
    { transcript: "back pain since lifting a box, typed on device A" },
  ]);
  expect(await shown()).toContainEqual({
    transcript: "back pain since lifting a box, typed on device A",
    status: "Saving…",
  });
  expect(await shown()).not.toContainEqual({
    transcript: "back pain since lifting a box, typed on device A",
    status: "Saved",
  });
  await device.reload();
  await expect(field(device, "Transcription text")).toHaveValue("back pain since lifting a box, typed on device A");
  await expect(field(device, "Referral Letter text")).toHaveValue(letter);
  await other.close();
});

test("a link followed with no connection: the screen stays, its words with it, and says why; back online the link opens", async ({
  page,
  context,
}) => {
  await registerThroughUi(page);
  await field(page, "Transcription text").fill("knee pain on stairs");
  await saved(page);
  await context.setOffline(true);
  await field(page, "Transcription text").fill("knee pain on stairs, worse coming down");
  await page.getByRole("link", { name: "My consultations" }).click();
  await expectToast(page, "You're offline");
  await expectToast(page, "“My consultations” will open once the connection is back. This page stays as it is.");
  await expect(page).toHaveURL(/\/$/);
  await expect(field(page, "Transcription text")).toHaveValue("knee pain on stairs, worse coming down");

  await context.setOffline(false);
  await saved(page);
  await page.getByRole("link", { name: "My consultations" }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole("list", { name: "Consultations" })).toContainText(
    "knee pain on stairs, worse coming down",
  );
});

test("Clear All pressed straight after typing: the last words go to the consultation being left, found in My consultations", async ({
  page,
}) => {
  await registerThroughUi(page);
  await field(page, "Transcription text").fill("chest pain on exertion");
  await saved(page);
  const clearAll = async () => {
    await page.getByRole("button", { name: "Clear All" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Clear All" }).click();
    await expect(field(page, "Transcription text")).toHaveValue("");
  };
  // No waiting for "Saved": the save of these words is still waiting for a pause in typing.
  await field(page, "Transcription text").fill("chest pain on exertion, relieved by rest within minutes");
  await clearAll();
  // The same on a fresh screen whose consultation was never saved at all.
  await field(page, "Transcription text").fill("sprained wrist falling off a bicycle");
  await clearAll();
  await page.reload();
  await expect(field(page, "Transcription text")).toHaveValue("");

  await page.goto("/history");
  const items = page.getByRole("list", { name: "Consultations" }).getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText("sprained wrist falling off a bicycle");
  await items.nth(1).getByRole("link").click();
  await expect(page.getByRole("region", { name: "Transcription" })).toContainText(
    "chest pain on exertion, relieved by rest within minutes",
  );
});

/** How History writes a moment: date and time in UK time ("Tue, 24 Nov 2026, 09:41"). */
const UK_DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

test("Clear All starts a new consultation; the previous one is in My consultations to open, copy, download, continue, filter and delete", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const startedAt = Date.now();
  await registerThroughUi(page);
  await field(page, "Transcription text").fill("sore throat for a week tonsils enlarged no exudate");
  await page.getByRole("button", { name: "Generate Referral Letter" }).click();
  await expect(field(page, "Referral Letter text")).toHaveValue(/\nThank you for seeing this patient\./);
  await finished(page, "Generate Referral Letter");
  const letter = await field(page, "Referral Letter text").inputValue();
  await saved(page);

  await page.getByRole("button", { name: "Clear All" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Clear All" }).click();
  await expect(field(page, "Transcription text")).toHaveValue("");
  await page.reload();
  await expect(field(page, "Transcription text")).toHaveValue("");
  await expect(field(page, "Referral Letter text")).toHaveValue("");

  await field(page, "Transcription text").fill("twisted left ankle playing football swelling over lateral malleolus");
  await saved(page);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My consultations" }).click();
  await expect(page.getByRole("heading", { name: "My consultations", level: 1 })).toBeVisible();
  const items = page.getByRole("list", { name: "Consultations" }).getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText("twisted left ankle");
  await expect(items.nth(1)).toContainText("sore throat for a week");
  await expect(items.nth(1)).toContainText("Referral letter");
  // Each line says when it was last changed, date and time in UK time, newest first.
  const listed = (await (await page.request.get("/api/consultations")).json()) as {
    consultations: { updatedAt: string }[];
  };
  const [newest, older] = listed.consultations.map((c) => c.updatedAt);
  expect(Date.parse(newest)).toBeGreaterThan(Date.parse(older));
  for (const [index, updatedAt] of [newest, older].entries()) {
    expect(Date.parse(updatedAt)).toBeGreaterThanOrEqual(startedAt - 1_000);
    expect(Date.parse(updatedAt)).toBeLessThanOrEqual(Date.now());
    const when = items.nth(index).locator("time");
    await expect(when).toHaveAttribute("datetime", updatedAt);
    await expect(when).toHaveText(UK_DATE_TIME.format(new Date(updatedAt)));
    await expect(when).toHaveText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
  }

  await page.getByLabel("Filter by a word").fill("ANKLE");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText("twisted left ankle");
  await page.getByRole("link", { name: "Show all" }).click();
  await expect(items).toHaveCount(2);

  await items.nth(1).getByRole("link").click();
  // Its heading is its label: made from its first words, as its line in the list.
  await expect(
    page.getByRole("heading", { name: "sore throat for a week tonsils enlarged no…", level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Referral letter" })).toContainText(
    "Thank you for seeing this patient.",
  );
  await page.getByRole("button", { name: "Copy Referral letter" }).click();
  await expect(page.getByRole("region", { name: "Referral letter" }).getByRole("status")).toHaveText(
    "Copied to clipboard",
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(letter);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Referral letter as referral-letter.txt" }).click();
  expect((await download).suggestedFilename()).toBe("referral-letter.txt");

  await page.getByRole("button", { name: "Continue on dictation screen" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(field(page, "Transcription text")).toHaveValue("sore throat for a week tonsils enlarged no exudate");
  await expect(field(page, "Referral Letter text")).toHaveValue(letter);

  // History stays in the order things were last changed: opening one again changes nothing.
  await page.goto("/history");
  await items.first().getByRole("link").click();
  await expect(page.getByRole("region", { name: "Transcription" })).toContainText("twisted left ankle");
  await page.getByRole("link", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this consultation?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole("link", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete consultation" }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expectToast(page, "Consultation deleted");
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText("sore throat");
});

test("only the owner sees a consultation: another user and an administrator are told it does not exist", async ({
  page,
  browser,
}) => {
  await registerThroughUi(page);
  await field(page, "Transcription text").fill("confidential history of the owner only");
  await saved(page);
  await page.goto("/history");
  await page.getByRole("list", { name: "Consultations" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/history\/[0-9a-f-]{36}$/);
  const url = page.url();
  const id = url.split("/").pop()!;

  for (const who of ["someone else", "the administrator"]) {
    const context = await browser.newContext();
    const other = await context.newPage();
    if (who === "the administrator") await signInThroughUi(other, E2E.admin.email, E2E.admin.password);
    else await registerThroughUi(other);
    await other.goto(url);
    await expect(other.getByRole("heading", { name: "Consultation not found" })).toBeVisible();
    await expect(other.getByText("confidential history")).toHaveCount(0);
    expect((await other.request.get(`/api/consultations/${id}`)).status()).toBe(404);
    const list = (await (await other.request.get("/api/consultations")).json()) as { consultations: { id: string }[] };
    expect(list.consultations.map((c) => c.id)).not.toContain(id);
    expect(
      (await other.request.delete(`/api/consultations/${id}`, { headers: { Origin: E2E.baseURL } })).status(),
    ).toBe(404);
    if (who === "the administrator") {
      for (const adminPage of ["/admin/users", "/admin/settings"]) {
        await other.goto(adminPage);
        await expect(other.getByText("confidential history")).toHaveCount(0);
      }
    }
    await context.close();
  }
  await page.reload();
  await expect(page.getByRole("region", { name: "Transcription" })).toContainText(
    "confidential history of the owner only",
  );
});

test("the session runs out mid-work: generating sends the clinician to sign in again, and the unsaved text is back after signing in", async ({
  page,
}) => {
  const email = await registerThroughUi(page);
  await field(page, "Transcription text").fill(TRANSCRIPT);
  await saved(page);
  await expireSessions(email);

  // Typed after the session ran out, then a document asked for: the page learns the session has ended, keeps the
  // unsaved work encrypted, and goes to sign in (issue 21: nothing readable stays on a shared PC).
  await field(page, "Transcription text").fill(`${TRANSCRIPT} typed after the session ran out`);
  await page.getByLabel("Your question").fill("Any red flags?");
  await page.getByRole("button", { name: "Generate Consultation Note" }).click();
  await expect(page).toHaveURL(/\/auth\?expired=1/);
  await expect(
    page.getByRole("status").filter({ hasText: "Your session has expired. Please sign in again." }),
  ).toBeVisible();
  const form = page.getByRole("tabpanel", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(field(page, "Transcription text")).toHaveValue(`${TRANSCRIPT} typed after the session ran out`);
  await expect(page.getByLabel("Your question")).toHaveValue("Any red flags?");
  await expectToast(page, "Unsaved work restored");
  await saved(page);
  // Saved on the server, not only back from this browser: a fresh browser sees it.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInThroughUi(page, email);
  await expect(field(page, "Transcription text")).toHaveValue(`${TRANSCRIPT} typed after the session ran out`);
});

test("saving preferences with an expired session sends the clinician to sign in again, with the reason, and the change is saved after signing in", async ({
  page,
}) => {
  const email = await registerThroughUi(page);
  const signInAgain = async () => {
    await expect(page).toHaveURL(/\/auth\?/);
    await expect(
      page.getByRole("status").filter({ hasText: "Your session has expired. Please sign in again." }),
    ).toBeVisible();
    const form = page.getByRole("tabpanel", { name: "Sign in" });
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password").fill(PASSWORD);
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/preferences(\?|$)/);
  };
  const format = page.getByRole("combobox", { name: "Consultation Note Format" });
  const keyTerms = page.getByRole("textbox", { name: "Key terms" });

  // The note format, chosen after the session ran out: there again after signing in, and saved.
  await page.goto("/preferences");
  await expireSessions(email);
  await format.click();
  await page.getByRole("option", { name: "SOAP" }).click();
  await signInAgain();
  await expect(format).toHaveText(/SOAP/);
  await expectToast(page, "Preference Updated");

  // The key terms, typed after the session ran out: there again after signing in, and saved.
  await expireSessions(email);
  // The page has hydrated when the no-JavaScript button has gone: from then on leaving the box saves it.
  await expect(page.getByRole("button", { name: "Save key terms" })).toBeHidden();
  await keyTerms.fill("Ramipril\nDr Okafor");
  await keyTerms.blur();
  await signInAgain();
  await expectToast(page, "2 key terms saved");
  await expect(page).toHaveURL(/\/preferences$/);
  await expect(keyTerms).toHaveValue("Ramipril\nDr Okafor");

  // Both on the server, not only back from this browser.
  expect(await (await page.request.get("/api/user/preferences")).json()).toMatchObject({
    consultationFormat: "soap",
    keyTerms: ["Ramipril", "Dr Okafor"],
  });
  await page.reload();
  await expect(format).toHaveText(/SOAP/);
  await expect(keyTerms).toHaveValue("Ramipril\nDr Okafor");
});

test("a different clinician signing in on the same browser never sees the last one's unsaved work", async ({
  page,
}) => {
  const first = await registerThroughUi(page);
  await field(page, "Transcription text").fill("first clinician's patient");
  await saved(page);
  await expireSessions(first);
  await field(page, "Transcription text").fill("first clinician's patient, unsaved addition");
  await expect(page).toHaveURL(/\/auth\?expired=1/);
  const second = uniqueEmail("second");
  await registerThroughUi(page, second);
  await expect(field(page, "Transcription text")).toHaveValue("");
  await page.waitForTimeout(1_500);
  await page.reload();
  await expect(field(page, "Transcription text")).toHaveValue("");
});

test("the unsupported-detail flags come back with their document after a reload", async ({ page, request }) => {
  await registerThroughUi(page);
  await configureFakeOpenAi(request, { mode: "invent" });
  await field(page, "Transcription text").fill(TRANSCRIPT);
  await page.getByRole("button", { name: "Generate Referral Letter" }).click();
  await finished(page, "Generate Referral Letter");
  const panel = page.getByRole("tabpanel", { name: "Referral Letter" });
  await expect(panel.getByText("Check these details before pasting")).toBeVisible();
  await saved(page);
  await page.reload();
  await page.getByRole("tab", { name: "Referral Letter" }).click();
  await expect(panel.getByText("Check these details before pasting")).toBeVisible();
  await expect(panel).toContainText("250 mg");
});

test("a stale 'Processing failed' is cleared by the next success", async ({ page, request }) => {
  await registerThroughUi(page);
  await field(page, "Transcription text").fill(TRANSCRIPT);
  await configureFakeOpenAi(request, { mode: "fail" });
  await page.getByRole("button", { name: "Generate Consultation Note" }).click();
  const consultation = page.getByRole("tabpanel", { name: "Consultation" });
  await expect(consultation.getByRole("alert").filter({ hasText: "Processing failed" })).toBeVisible();
  await configureFakeOpenAi(request, { mode: "normal" });
  await page.getByRole("button", { name: "Generate Referral Letter" }).click();
  await finished(page, "Generate Referral Letter");
  await page.getByRole("tab", { name: "Consultation" }).click();
  await expect(consultation.getByRole("alert").filter({ hasText: "Processing failed" })).toHaveCount(0);
});
