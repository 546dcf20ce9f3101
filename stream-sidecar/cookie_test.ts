import assert from "node:assert/strict";
import { readCookie, SESSION_COOKIE_NAME, verifySessionCookie } from "./cookie.ts";
import { signSessionCookie } from "./_testing.ts";

Deno.test("a cookie signed with the secret yields its session id", () => {
  const header = `other=1; ${signSessionCookie("abc123", "secret-one-0123456789")}; theme=dark`;
  assert.equal(verifySessionCookie(header, ["secret-one-0123456789"]), "abc123");
});

Deno.test("rotated secrets: a cookie signed with an older secret is still accepted", () => {
  const header = signSessionCookie("sid-old", "old-secret-0123456789");
  assert.equal(verifySessionCookie(header, ["new-secret-0123456789", "old-secret-0123456789"]), "sid-old");
});

Deno.test("tampered, foreign or malformed cookies are refused", () => {
  const good = signSessionCookie("sid-1", "secret-one-0123456789");
  const value = good.slice(SESSION_COOKIE_NAME.length + 1);
  const flipped = value.slice(0, 4) + (value[4] === "A" ? "B" : "A") + value.slice(5);
  for (
    const header of [
      `${SESSION_COOKIE_NAME}=${flipped}`,
      signSessionCookie("sid-1", "someone-elses-secret-0"),
      `${SESSION_COOKIE_NAME}=no-signature`,
      `${SESSION_COOKIE_NAME}=%E0%A4%A`,
      `${SESSION_COOKIE_NAME}=`,
      "unrelated=1",
      "",
    ]
  ) {
    assert.equal(verifySessionCookie(header, ["secret-one-0123456789"]), null, header);
  }
  assert.equal(verifySessionCookie(null, ["secret-one-0123456789"]), null);
});

Deno.test("readCookie finds one cookie among many", () => {
  assert.equal(readCookie("a=1; b=2;c=3", "b"), "2");
  assert.equal(readCookie("a=1", "b"), null);
});
