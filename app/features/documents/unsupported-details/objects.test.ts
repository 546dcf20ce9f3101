import { describe, expect, it } from "vitest";
import { extended } from "./objects.ts";

describe("extended", () => {
  it("makes a new object with the item's fields and the new ones, leaving the item as it was", () => {
    const claim = { type: "duration", first: 3, last: 4 };
    const given = extended(claim, { role: "course" });
    expect(given).toEqual({ type: "duration", first: 3, last: 4, role: "course" });
    expect(given).not.toBe(claim);
    expect(claim).toEqual({ type: "duration", first: 3, last: 4 });
  });
});
