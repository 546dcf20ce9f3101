import { beforeEach, describe, expect, test, vi } from "vitest";
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

  test("one limiter per policy for the whole process: a thousand requests start no timer and make no limiter", async () => {
    const limiters = () =>
      (globalThis as Record<symbol, unknown>)[Symbol.for("notewell:rate-limiters")] as Map<string, unknown>;
    // rate-limiter-flexible's own sweep starts a 5-minute timer for each limiter made (the pool's are a minute at most).
    const longTimers: number[] = [];
    const setTimer = globalThis.setTimeout;
    const spy = vi.spyOn(globalThis, "setTimeout").mockImplementation(((
      callback: () => void,
      ms?: number,
      ...rest: unknown[]
    ) => {
      if ((ms ?? 0) > 60_000) longTimers.push(ms!);
      return setTimer(callback, ms, ...rest);
    }) as typeof setTimeout);
    const short: Policy = { name: "test_timers_short", points: 1_000, seconds: 60 };
    const long: Policy = { name: "test_timers_long", points: 1_000, seconds: 3_600 };
    try {
      for (let i = 0; i < 1_000; i++) {
        await takePoints([
          { policy: short, key: `user:${i % 50}` },
          { policy: long, key: `user:${i % 50}` },
        ]);
      }
    } finally {
      spy.mockRestore();
    }
    const made = limiters().get(short.name);
    await takePoints([{ policy: short, key: "again" }]);
    expect(limiters().get(short.name), "the same limiter, not a new one").toBe(made);
    expect(longTimers, "timers longer than a minute started").toEqual([]);
  });

  test("the wait is said in whole minutes", () => {
    expect(waitMessage(1)).toBe("Please wait 1 minute and try again.");
    expect(waitMessage(61)).toBe("Please wait 2 minutes and try again.");
  });
});
