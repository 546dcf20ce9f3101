import { describe, expect, test } from "vitest";
import { safeRedirect } from "./schemas.ts";

describe("after sign-in, only a path on this site", () => {
  test.each([
    ["/preferences", "/preferences"],
    ["/history?q=knee#top", "/history?q=knee#top"],
    ["/history/./../profile", "/profile"],
  ])("%s is followed as %s", (to, expected) => {
    expect(safeRedirect(to)).toBe(expected);
  });

  test.each([
    "https://evil.example/",
    "//evil.example",
    "/\t/evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "/\r\nSet-Cookie: x=1",
    "/\n/evil.example",
    "/\u0000",
    "evil.example",
    "",
    null,
    undefined,
  ])("%j goes to / instead", (to) => {
    expect(safeRedirect(to)).toBe("/");
  });
});
