import assert from "node:assert/strict";
import {
  parseSessionSecrets,
  readCookie,
  SESSION_COOKIE_NAME,
  sessionCookiePair,
  sessionSecretsValid,
  signSessionId,
  verifySessionCookie,
  verifySignedSessionId,
} from "./session-cookie.ts";

Deno.test("the format is Remix's createCookie with secrets: a cookie Remix issued is read, and made again", () => {
  // Set by Remix 2's createCookie("__session", { secrets: ["fixed-vector-secret-0123"] }) for this id.
  const sid = "Xb3kQ_session-id-0123456789abcdefghijklmnopq";
  const issued = "__session=IlhiM2tRX3Nlc3Npb24taWQtMDEyMzQ1Njc4OWFiY2RlZmdoaWprbG1ub3BxIg%3D%3D." +
    "MfMgFjTEBEMWxfpIP8xibexbcu0b4y4XGmY6IYjI4G8";
  assert.equal(verifySessionCookie(issued, ["fixed-vector-secret-0123"]), sid);
  assert.equal(sessionCookiePair(sid, "fixed-vector-secret-0123"), issued);
});

Deno.test("a cookie signed with the secret yields its session id", () => {
  const header = `other=1; ${sessionCookiePair("abc123", "secret-one-0123456789")}; theme=dark`;
  assert.equal(verifySessionCookie(header, ["secret-one-0123456789"]), "abc123");
  assert.equal(
    verifySignedSessionId(signSessionId("abc123", "s-0123456789abcdef"), ["s-0123456789abcdef"]),
    "abc123",
  );
});

Deno.test("rotated secrets: a cookie signed with an older secret is still accepted", () => {
  const header = sessionCookiePair("sid-old", "old-secret-0123456789");
  assert.equal(verifySessionCookie(header, ["new-secret-0123456789", "old-secret-0123456789"]), "sid-old");
  assert.equal(verifySessionCookie(header, ["new-secret-0123456789"]), null);
});

Deno.test("tampered, foreign or malformed cookies are refused", () => {
  const good = sessionCookiePair("sid-1", "secret-one-0123456789");
  const value = good.slice(SESSION_COOKIE_NAME.length + 1);
  const flipped = value.slice(0, 4) + (value[4] === "A" ? "B" : "A") + value.slice(5);
  for (
    const header of [
      `${SESSION_COOKIE_NAME}=${flipped}`,
      sessionCookiePair("sid-1", "someone-elses-secret-0"),
      sessionCookiePair("x".repeat(65), "secret-one-0123456789"),
      sessionCookiePair("", "secret-one-0123456789"),
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

Deno.test("readCookie finds one cookie among many (the first, unquoted)", () => {
  assert.equal(readCookie("a=1; b=2;c=3", "b"), "2");
  assert.equal(readCookie("a=1", "b"), null);
  assert.equal(readCookie('a="1"; a=2', "a"), "1");
});

Deno.test("SESSION_SECRET: comma-separated for rotation, blanks dropped, each at least 16 characters", () => {
  const newest = "n".repeat(16);
  const older = "o".repeat(20);
  assert.deepEqual(parseSessionSecrets(` ${newest} ,, ${older} `), [newest, older]);
  assert.equal(sessionSecretsValid(`${newest},${older}`), true);
  assert.equal(sessionSecretsValid(`${newest},short`), false);
  assert.equal(sessionSecretsValid(" , "), false);
});
