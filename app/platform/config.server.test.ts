import { describe, expect, test } from "vitest";
import { ConfigError, parseConfig } from "./config.server.ts";

const REQUIRED = {
  DATABASE_URL: "postgres://db.example/notewell",
  SESSION_SECRET: "a-session-secret-of-some-length",
  ENCRYPTION_KEY: "an-encryption-key-of-some-length",
};

describe("configuration", () => {
  test("production needs PUBLIC_URL: absolute URLs never come from a request's Host header", () => {
    expect(() => parseConfig({ ...REQUIRED, NODE_ENV: "production" })).toThrow(/PUBLIC_URL is required in production/);
    expect(() => parseConfig({ ...REQUIRED, NODE_ENV: "production", PUBLIC_URL: "" })).toThrow(
      /PUBLIC_URL is required/,
    );
    expect(
      parseConfig({ ...REQUIRED, NODE_ENV: "production", PUBLIC_URL: "https://notewell.practice.nhs.uk" }).PUBLIC_URL,
    ).toBe("https://notewell.practice.nhs.uk");
  });

  test("defaults apply to what is not given", () => {
    const config = parseConfig({ ...REQUIRED, NODE_ENV: "development" });
    expect(config).toMatchObject({
      NODE_ENV: "development",
      OPENAI_MODEL: "gpt-4o-mini",
      MAIL_FROM: "Notewell <no-reply@notewell.local>",
      LEASE_TTL_SECONDS: 45,
    });
    expect(config.PUBLIC_URL).toBeUndefined();
    // No streaming address of its own: the admin's region decides (contract/speech-regions.ts), as for the sidecar.
    expect(config.ASSEMBLYAI_STREAMING_URL).toBeUndefined();
  });

  test("an empty variable counts as unset everywhere (compose passes '' for an unset ${X:-})", () => {
    const config = parseConfig({
      ...REQUIRED,
      NODE_ENV: "development",
      OPENAI_MODEL: "",
      PUBLIC_URL: "",
      SMTP_URL: " ",
      OPENAI_BASE_URL: "",
      ASSEMBLYAI_STREAMING_URL: "",
      LEASE_TTL_SECONDS: "",
    });
    expect(config.ASSEMBLYAI_STREAMING_URL).toBeUndefined();
    expect(config.LEASE_TTL_SECONDS).toBe(45);
    expect(config.OPENAI_MODEL).toBe("gpt-4o-mini");
    expect(config.PUBLIC_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.OPENAI_BASE_URL).toBeUndefined();
  });

  test("a wrong or missing variable stops the start with a message naming each one", () => {
    let error: unknown;
    try {
      parseConfig({
        DATABASE_URL: "",
        SESSION_SECRET: "short",
        ENCRYPTION_KEY: REQUIRED.ENCRYPTION_KEY,
        PUBLIC_URL: "not a url",
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(/^Notewell cannot start: the configuration is not valid\./);
    expect(message).toContain("DATABASE_URL is required");
    expect(message).toContain("SESSION_SECRET must be at least 16 characters");
    expect(message).toContain("PUBLIC_URL must be a URL");
  });
});
