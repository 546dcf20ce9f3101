import { afterEach, describe, expect, test } from "vitest";
import { forgetConfig } from "./config.server.ts";
import { clientAddress } from "./request.server.ts";

const from = (forwardedFor?: string) =>
  clientAddress(
    new Request("http://notewell.test/", forwardedFor ? { headers: { "X-Forwarded-For": forwardedFor } } : {}),
  );

afterEach(() => {
  delete process.env.TRUSTED_PROXIES;
  forgetConfig();
});

describe("the client's address", () => {
  test("behind the sidecar alone: the one address it states", () => {
    expect(from("203.0.113.5")).toBe("203.0.113.5");
    expect(from()).toBe("unknown");
  });

  test("with no trusted proxies, what the nearest hop stated wins over anything the client wrote before it", () => {
    expect(from("6.6.6.6, 203.0.113.5")).toBe("203.0.113.5");
  });

  test("behind trusted proxies: read leftwards past them to the first untrusted address, never further", () => {
    process.env.TRUSTED_PROXIES = "10.0.0.0/8, 192.168.1.7";
    forgetConfig();
    // The client wrote 6.6.6.6 itself; 203.0.113.5 is who reached the first trusted proxy.
    expect(from("6.6.6.6, 203.0.113.5, 192.168.1.7, 10.0.0.2")).toBe("203.0.113.5");
    expect(from("10.0.0.3, 10.0.0.2")).toBe("10.0.0.3");
  });

  test("a TRUSTED_PROXIES entry that is not an address stops the start, naming it", () => {
    process.env.TRUSTED_PROXIES = "10.0.0.0/8, proxy.local";
    forgetConfig();
    expect(() => from("203.0.113.5")).toThrow(/TRUSTED_PROXIES.*proxy\.local/);
  });
});
