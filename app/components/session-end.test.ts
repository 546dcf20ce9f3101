import { afterEach, beforeEach, expect, test, vi } from "vitest";

vi.mock("~/platform/forget-patient-text.ts", () => ({ forgetPatientText: async () => {} }));

const assign = vi.fn();

beforeEach(() => {
  // Each test reads the module afresh: a session ends once per page.
  vi.resetModules();
  assign.mockReset();
  vi.stubGlobal("window", { location: { assign, pathname: "/", search: "" } });
});
afterEach(() => vi.unstubAllGlobals());

test("a session found ended goes to sign in saying it expired, and back to the page after", async () => {
  const { sessionEnded } = await import("./session-end.ts");
  await sessionEnded();
  expect(assign).toHaveBeenCalledWith("/auth?expired=1&redirectTo=%2F");
});

test("a call coming back 401 while the clinician signs out does not send them to 'session expired'", async () => {
  const { sessionEnded, signedOutOnPurpose } = await import("./session-end.ts");
  // The draft's save comes back 401 just after the server has ended the session the clinician signed out of.
  const ended = sessionEnded();
  signedOutOnPurpose();
  await ended;
  expect(assign).not.toHaveBeenCalled();
});
