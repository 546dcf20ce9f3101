import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { INLINE_MANIFEST, inlineManifest, measureBundle } from "../../bench/bundle/measure.ts";
import { projectRoot } from "../../db/local-data.ts";
import { resetFake } from "./fake-stt.ts";
import { registerThroughUi } from "./helpers.ts";
import { pressStart } from "./recording.ts";

/**
 * `npm run bench:bundle` works out from the build which scripts the signed-in dictation screen loads (decision
 * 029). This checks it against a browser: a signed-in visit to / fetches exactly those scripts and no other, and
 * what the screen loads on demand arrives only when it is wanted.
 */

function scriptsFetched(page: Page): Set<string> {
  const fetched = new Set<string>();
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/build/") && pathname.endsWith(".js")) fetched.add(pathname);
  });
  return fetched;
}

test("a signed-in visit to / fetches exactly the scripts bench/bundle counts; the first toast brings Radix", async ({
  page,
  browser,
}) => {
  await registerThroughUi(page);
  // A choice made, so the cookie banner (loaded on demand) stays away, as it does for everyone who has chosen.
  await page.getByRole("region", { name: "Cookie consent" }).getByRole("button", { name: "Essential Only" }).click();
  // A fresh browser (an empty cache, so every script is fetched) with the same session and storage.
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  const fresh = await context.newPage();
  const fetched = scriptsFetched(fresh);
  await fresh.goto("/");
  await expect(fresh.getByRole("button", { name: "Start Recording" })).toBeEnabled(); // hydrated

  // The inline manifest (lazy route discovery) is part of the page, not a file the browser fetches.
  const expected = measureBundle(projectRoot(), "/")
    .scripts.map((script) => script.url)
    .filter((url) => url !== INLINE_MANIFEST);
  // Hydrated means every script before hydration has been asked for. Not "networkidle" (no request
  // for 500 ms): a signed-in page keeps talking to the server (its session checks, components/session-end.ts), so on
  // a loaded machine the network need not go quiet within the test's time, and the test timed out (issue 27). Wait for the scripts themselves, then a moment for any stray one.
  await expect.poll(() => [...fetched].sort()).toEqual([...expected].sort());
  await fresh.waitForTimeout(500);
  expect([...fetched].sort()).toEqual([...expected].sort());
  // …and the inline manifest the bench counts is the one the page carries, to the byte.
  // (Remix takes its scripts out of the page once it has hydrated: read the page as it was sent.)
  const html = await (await context.request.get("/")).text();
  const sent = /window\.__remixManifest = (\{[\s\S]*?\n\});/.exec(html)?.[1] ?? "";
  const counted = /window\.__remixManifest = (\{[\s\S]*\});/.exec(inlineManifest(projectRoot(), "/"))?.[1] ?? "";
  expect(JSON.parse(sent)).toEqual(JSON.parse(counted));
  expect(Buffer.byteLength(sent)).toBe(Buffer.byteLength(counted));

  // Clear All opens a dialog: Radix (dialogs, toasts, the menu) is fetched then, and only then.
  const before = new Set(fetched);
  await fresh.getByRole("button", { name: "Clear All" }).click();
  await expect(fresh.getByRole("alertdialog", { name: "Start a new consultation?" })).toBeVisible();
  expect([...fetched].filter((url) => !before.has(url)).length).toBeGreaterThan(0);
  await context.close();
});

test("the build's scripts go brotli-compressed, the very bytes bench/bundle counts; nothing is brotli on the fly", async ({
  request,
}) => {
  const scripts = measureBundle(projectRoot(), "/").scripts.filter((script) => script.url !== INLINE_MANIFEST);
  const get = (url: string, accepted: string) => request.get(url, { headers: { "Accept-Encoding": accepted } });
  // The server compresses them just after it starts (decision 071): by now, or within moments.
  await expect
    .poll(async () => (await get(scripts[0].url, "gzip, deflate, br")).headers()["content-encoding"])
    .toBe("br");
  for (const script of scripts) {
    const sent = await get(script.url, "gzip, deflate, br, zstd");
    expect(sent.headers()["content-encoding"], script.url).toBe("br");
    expect(Number(sent.headers()["content-length"]), script.url).toBe(script.sent);
    expect(sent.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(sent.headers()["vary"]).toBe("Accept-Encoding");
    // Decoded, it is the build's file.
    const file = readFileSync(path.join(projectRoot(), "public", script.url));
    expect((await sent.body()).equals(file), script.url).toBe(true);
  }
  // A browser that offers only gzip (plain HTTP, or an old proxy) gets gzip (a file over compression's 1 KB floor).
  const largest = scripts.reduce((a, b) => (b.raw > a.raw ? b : a));
  expect((await get(largest.url, "gzip, deflate")).headers()["content-encoding"]).toBe("gzip");
  expect((await get(largest.url, "gzip, br;q=0")).headers()["content-encoding"]).toBe("gzip");
  // Pages are compressed as they are sent: gzip, even when brotli is offered (decision 030).
  const page = await get("/auth", "gzip, deflate, br");
  expect(page.headers()["content-type"]).toContain("text/html");
  expect(page.headers()["content-encoding"]).toBe("gzip");
});

test("a part that cannot be fetched breaks nothing: a press goes to the server instead, 'Recording failed', and the next press works", async ({
  page,
  request,
}) => {
  await resetFake(request);
  await registerThroughUi(page);
  await page.getByRole("region", { name: "Cookie consent" }).getByRole("button", { name: "Essential Only" }).click();
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Start Recording" })).toBeEnabled();
  // As if the connection dropped, or a new version of Notewell replaced these scripts.
  await page.route("**/build/**", (route) => route.abort());

  // Ask Question's script cannot be fetched: the form goes to the server, which answers as without JavaScript.
  await page.getByRole("button", { name: "Ask Question" }).click();
  await expect(page.locator("#question-error")).toHaveText("No question entered: Please enter a question");
  await page.unroute("**/build/**");
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Start Recording" })).toBeEnabled();
  await page.route("**/build/**", (route) => route.abort());

  // The page has not fallen into its error boundary.
  const alert = page.getByRole("alert").filter({ hasText: "Recording failed" });
  await pressStart(page);
  await expect(alert).toContainText("Failed to start recording");

  await page.unroute("**/build/**");
  await alert.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("button", { name: "Stop Recording" })).toBeVisible();
  await page.getByRole("button", { name: "Stop Recording" }).click();
  await expect(page.getByRole("button", { name: "Start Recording" })).toBeVisible();
});
