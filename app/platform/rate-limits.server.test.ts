import { beforeEach, describe, expect, test } from "vitest";
import { resetDatabase } from "../../tests/setup/reset.ts";
import { forget, givePointBack, takePoints, waitMessage, type Policy } from "./rate-limits.server.ts";

beforeEach(resetDatabase);

const perAddress: Policy = { name: "test_address", points: 5, seconds: 60, byAddress: true };
const perAccount: Policy = { name: "test_account", points: 3, seconds: 600 };

describe("rate limits (kept in PostgreSQL, taken atomically)", () => {
  test("30 requests at once against a limit of 5: exactly 5 go ahead, the rest are told how long to wait", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, () => takePoints([{ policy: perAddress, key: "203.0.113.5" }])),
    );
    expect(outcomes.filter((wait) => wait === null)).toHaveLength(5);
    for (const wait of outcomes.filter((w) => w !== null)) {
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
    }
  });

  test("this machine's own address is spared per-address limits; any other address, loopback or not, is not", async () => {
    for (const machine of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      for (let i = 0; i < 10; i++) expect(await takePoints([{ policy: perAddress, key: machine }])).toBeNull();
    }
    for (let i = 0; i < 5; i++) expect(await takePoints([{ policy: perAddress, key: "127.0.0.2" }])).toBeNull();
    expect(await takePoints([{ policy: perAddress, key: "127.0.0.2" }])).not.toBeNull();
    // Per-account limits apply whatever the address.
    for (let i = 0; i < 3; i++) expect(await takePoints([{ policy: perAccount, key: "user:1" }])).toBeNull();
    expect(await takePoints([{ policy: perAccount, key: "user:1" }])).not.toBeNull();
  });

  test("a refused request gives back the points it took from the other policies; points can be returned or forgotten", async () => {
    for (let i = 0; i < 3; i++) expect(await takePoints([{ policy: perAccount, key: "user:2" }])).toBeNull();
    // The account is at its limit: this request is refused, and the address keeps all five of its points.
    expect(
      await takePoints([
        { policy: perAddress, key: "198.51.100.1" },
        { policy: perAccount, key: "user:2" },
      ]),
    ).not.toBeNull();
    for (let i = 0; i < 5; i++) expect(await takePoints([{ policy: perAddress, key: "198.51.100.1" }])).toBeNull();
    await givePointBack(perAddress, "198.51.100.1");
    expect(await takePoints([{ policy: perAddress, key: "198.51.100.1" }])).toBeNull();
    await forget(perAccount, "user:2");
    expect(await takePoints([{ policy: perAccount, key: "user:2" }])).toBeNull();
  });

  test("the wait is said in whole minutes", () => {
    expect(waitMessage(1)).toBe("Please wait 1 minute and try again.");
    expect(waitMessage(61)).toBe("Please wait 2 minutes and try again.");
  });
});
