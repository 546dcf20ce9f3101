import { expect, test, vi } from "vitest";
import { releaseSingleton, singleton } from "./singleton.server.ts";

test("a singleton is created once per process, even when its module is evaluated again (a development rebuild)", async () => {
  const create = vi.fn(() => ({ pool: "one" }));
  const first = singleton("test-pool", create);
  vi.resetModules();
  const again = await import("./singleton.server.ts");
  expect(again.singleton("test-pool", create)).toBe(first);
  expect(create).toHaveBeenCalledTimes(1);

  expect(releaseSingleton("test-pool")).toBe(first);
  expect(singleton("test-pool", () => ({ pool: "two" }))).toEqual({ pool: "two" });
  releaseSingleton("test-pool");
});

test("a value saved under the same key outside the build (the app's preload) is the one returned", () => {
  const saved = () => "native";
  (globalThis as Record<symbol, unknown>)[Symbol.for("notewell:test-fetch")] = saved;
  expect(singleton("test-fetch", () => () => "other")).toBe(saved);
  releaseSingleton("test-fetch");
});
