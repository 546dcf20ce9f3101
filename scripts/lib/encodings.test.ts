import { describe, expect, it } from "vitest";
import { acceptsBrotli, withoutBrotli } from "./encodings.js";

describe("what the app's server reads in Accept-Encoding", () => {
  it("takes brotli only when it is listed with a weight above 0", () => {
    expect(acceptsBrotli("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsBrotli("gzip;q=0.8, BR ;q=0.5")).toBe(true);
    expect(acceptsBrotli("gzip, br;q=0")).toBe(false);
    expect(acceptsBrotli("gzip, deflate")).toBe(false);
    expect(acceptsBrotli("*")).toBe(false);
    expect(acceptsBrotli("")).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });

  it("refuses brotli outright for what it compresses on the fly, a `*` included", () => {
    expect(withoutBrotli("gzip, deflate, br, zstd")).toBe("gzip, deflate, zstd, br;q=0");
    expect(withoutBrotli("br")).toBe("br;q=0");
    expect(withoutBrotli("*")).toBe("*, br;q=0");
    expect(withoutBrotli("gzip;q=0.8, BR ;q=1, identity")).toBe("gzip;q=0.8, identity, br;q=0");
  });
});
