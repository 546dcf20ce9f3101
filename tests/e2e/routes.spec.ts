import { expect, request as requests, test, type APIRequestContext } from "@playwright/test";
import { E2E } from "../../playwright.config.ts";
import { PASSWORD, uniqueEmail } from "./helpers.ts";

/** docs/product.md §2 route table: every route answers with its access rule. */
const PROTECTED = ["/", "/transcription", "/help", "/preferences", "/profile", "/templates"];
const PUBLIC = [
  "/auth",
  "/forgot-password",
  "/reset-password",
  "/privacy-policy",
  "/terms-of-service",
  "/cookie-policy",
  "/nhs-standards",
];
const ADMIN = [
  "/admin/users",
  "/admin/settings",
  "/admin/audit",
  "/admin/usage",
  "/admin/governance",
  "/admin/templates",
];

async function status(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers()["location"] ?? null };
}

async function signedInContext(email: string, password: string) {
  const request = await requests.newContext({ baseURL: E2E.baseURL });
  const response = await request.post("/api/login", { data: { email, password } });
  expect(response.status()).toBe(200);
  return request;
}

test("anonymous visitors: protected → /auth, admin → /, public pages open, anything else 404", async ({ request }) => {
  for (const path of PROTECTED) {
    const { status: code, location } = await status(request, path);
    expect(code, path).toBe(302);
    expect(location, path).toMatch(/^\/auth(\?redirectTo=.*)?$/);
  }
  for (const path of ADMIN) expect(await status(request, path), path).toEqual({ status: 302, location: "/" });
  for (const path of PUBLIC) expect((await status(request, path)).status, path).toBe(200);
  const missing = await request.get("/no-such-page");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("Page Not Found");
  // In the app's own layout, with where to go next (issue 26 item 8); the developer's hint is gone (decision 059).
  expect(await missing.text()).toContain("There is no page at");
  expect(await missing.text()).not.toContain("Did you forget to add the page to the router?");
});

test("a signed-in clinician: protected pages open, /auth → /, admin → /", async () => {
  const email = uniqueEmail("routes");
  const anonymous = await requests.newContext({ baseURL: E2E.baseURL });
  const registered = await anonymous.post("/api/register", {
    data: { firstName: "Route", lastName: "Tester", email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const user = await signedInContext(email, PASSWORD);
  for (const path of PROTECTED) expect((await status(user, path)).status, path).toBe(200);
  expect(await status(user, "/auth")).toEqual({ status: 302, location: "/" });
  for (const path of ADMIN) expect(await status(user, path), path).toEqual({ status: 302, location: "/" });
  for (const path of PUBLIC.filter((p) => p !== "/auth")) expect((await status(user, path)).status, path).toBe(200);
  // Clean-up: deleting an account needs its password (issue 21).
  expect((await user.delete("/api/user/account", { data: { currentPassword: PASSWORD } })).status()).toBe(200);
  await Promise.all([user.dispose(), anonymous.dispose()]);
});

test("an administrator: admin pages open too", async () => {
  const admin = await signedInContext(E2E.admin.email, E2E.admin.password);
  for (const path of [...PROTECTED, ...ADMIN]) expect((await status(admin, path)).status, path).toBe(200);
  await admin.dispose();
});

test("the 404 page is shown for unknown paths in the browser", async ({ page }) => {
  await page.goto("/definitely/not/here");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});
