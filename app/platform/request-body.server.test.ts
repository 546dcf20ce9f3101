import { describe, expect, test } from "vitest";
import { z } from "zod";
import { settle } from "../../tests/setup/requests.ts";
import {
  assertSameOrigin,
  DRAIN_BYTES,
  FORM_BODY_LIMIT,
  JSON_BODY_LIMIT,
  readForm,
  readJson,
} from "./request-body.server.ts";

const HOST = "notewell.test";
const post = (body: BodyInit | null, headers: Record<string, string> = {}, init: RequestInit = {}) =>
  new Request(`http://${HOST}/api/thing`, {
    method: "POST",
    body,
    headers: { Host: HOST, Origin: `http://${HOST}`, ...headers },
    ...init,
  });
const Any = z.object({ text: z.string().optional() });
const status = async (run: () => Promise<unknown>) => (await settle(run)).status;
const refusedWith = async (run: () => Promise<unknown>) => {
  const response = await settle(run);
  return { status: response.status, error: ((await response.json()) as { error: string }).error };
};

/** A body sent in chunks with no Content-Length (how a client hides its size). */
function chunked(totalBytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      const chunk = new Uint8Array(Math.min(64 * 1024, totalBytes - sent)).fill(97);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

describe("where a state change may come from", () => {
  test.each([
    ["this site", `http://${HOST}`, 0],
    ["no Origin (a script with a cookie)", null, 0],
    ["Origin: null", "null", 403],
    ["another site", "http://evil.example", 403],
    ["this host over another scheme", `https://${HOST}`, 403],
    ["not a URL", "::", 403],
  ])("%s", (_name, origin, expected) => {
    const headers = new Headers({ Host: HOST });
    if (origin !== null) headers.set("Origin", origin);
    const request = new Request(`http://${HOST}/x`, { method: "POST", headers });
    if (expected === 0) expect(() => assertSameOrigin(request)).not.toThrow();
    else expect(() => assertSameOrigin(request)).toThrow(expect.objectContaining({ status: 403 }));
  });

  test("a browser's cross-site fetch (Sec-Fetch-Site: cross-site) is refused even without Origin", () => {
    const request = new Request(`http://${HOST}/x`, {
      method: "POST",
      headers: { Host: HOST, "Sec-Fetch-Site": "cross-site" },
    });
    expect(() => assertSameOrigin(request)).toThrow(expect.objectContaining({ status: 403 }));
  });

  test("behind the front door, the scheme it saw counts", () => {
    const request = new Request(`http://${HOST}/x`, {
      method: "POST",
      headers: { Host: HOST, Origin: `https://${HOST}`, "X-Forwarded-Proto": "https" },
    });
    expect(() => assertSameOrigin(request)).not.toThrow();
  });
});

describe("JSON bodies", () => {
  test("text/plain (a cross-site 'simple' request) is not JSON", async () => {
    expect(await refusedWith(() => readJson(post('{"text":"x"}', { "Content-Type": "text/plain" }), Any))).toEqual({
      status: 415,
      error: "Send the request as JSON (Content-Type: application/json).",
    });
  });

  test("too large: refused from the declared length, and from a chunked body once it passes the limit (the rest read and dropped up to a bound, so the answer is not lost)", async () => {
    const declared = post("{}", { "Content-Type": "application/json", "Content-Length": String(JSON_BODY_LIMIT + 1) });
    expect(await status(() => readJson(declared, Any))).toBe(413);
    let pulled = 0;
    const body = chunked(JSON_BODY_LIMIT * 20).pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          pulled += chunk.byteLength;
          controller.enqueue(chunk);
        },
      }),
    );
    const streamed = post(body, { "Content-Type": "application/json" }, { duplex: "half" } as RequestInit);
    expect(await status(() => readJson(streamed, Any))).toBe(413);
    // Nothing past the limit is kept; a bounded amount more is read and dropped, never the whole 20 MB.
    expect(pulled).toBeGreaterThan(JSON_BODY_LIMIT);
    expect(pulled).toBeLessThan(JSON_BODY_LIMIT + DRAIN_BYTES + 128 * 1024);
  });

  test.each([
    ["broken JSON", "{oops", 400, "The request body must be JSON."],
    ["nested 10,000 deep", "[".repeat(10_000) + "]".repeat(10_000), 400, "The request is nested too deeply."],
    ["a NUL", JSON.stringify({ text: "a\u0000b" }), 400, expect.stringMatching(/cannot store/)],
    ["a lone surrogate", '{"text":"a\\ud800b"}', 400, expect.stringMatching(/cannot store/)],
    ["a NUL in a key", '{"te\\u0000xt":"b"}', 400, expect.stringMatching(/cannot store/)],
  ])("%s is a 400 with a message", async (_name, body, expected, message) => {
    expect(await refusedWith(() => readJson(post(body, { "Content-Type": "application/json" }), Any))).toEqual({
      status: expected,
      error: message,
    });
  });

  test("prototype keys are data, not a way into objects", async () => {
    const parsed = await readJson(
      post('{"__proto__":{"admin":true},"text":"ok"}', { "Content-Type": "application/json" }),
      Any,
    );
    expect(parsed).toEqual({ text: "ok" });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});

describe("form posts", () => {
  test("a form is read; a JSON body, text or nothing at all is not a form (415)", async () => {
    const form = await readForm(post(new URLSearchParams({ text: "Dry cough.\tThree days.\r\nNo fever." }), {}));
    expect(form.get("text")).toBe("Dry cough.\tThree days.\r\nNo fever.");
    for (const type of ["application/json", "text/plain", ""]) {
      expect(await status(() => readForm(post("{}", type ? { "Content-Type": type } : {})))).toBe(415);
    }
  });

  test("a broken multipart body is a 400, not a 500", async () => {
    const broken = post("--x\r\nContent-Disposition: form-data; name=", {
      "Content-Type": "multipart/form-data; boundary=x",
    });
    expect(await refusedWith(() => readForm(broken))).toEqual({ status: 400, error: "The form could not be read." });
  });

  test("files and NUL are refused; the size is capped (a form's bytes decode to well-formed text)", async () => {
    const withFile = new FormData();
    withFile.append("text", new Blob(["x"]), "x.txt");
    expect(
      await status(() =>
        readForm(new Request(`http://${HOST}/x`, { method: "POST", body: withFile, headers: { Host: HOST } })),
      ),
    ).toBe(400);
    expect(await status(() => readForm(post(new URLSearchParams({ text: "a\u0000b" }))))).toBe(400);
    const big = post(new URLSearchParams({ text: "a".repeat(FORM_BODY_LIMIT + 10) }));
    expect(await status(() => readForm(big))).toBe(413);
  });

  test("bytes that are not UTF-8 are refused, not turned into U+FFFD (percent-encoded or raw; forms and JSON)", async () => {
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    expect(await refusedWith(() => readForm(post("intent=keyterms&keyTerms=dry%ED%A0%80cough", form)))).toEqual({
      status: 400,
      error: "The request contains characters Notewell cannot store (such as a NUL or a broken character).",
    });
    const raw = new Uint8Array([...new TextEncoder().encode("text=dry"), 0xed, 0xa0, 0x80]);
    expect(await status(() => readForm(post(raw, form)))).toBe(400);
    const json = new Uint8Array([...new TextEncoder().encode('{"text":"dry'), 0xff, ...new TextEncoder().encode('"}')]);
    expect(await status(() => readJson(post(json, { "Content-Type": "application/json" }), Any))).toBe(400);
    // Well-formed text in any script is kept exactly, '+' as a space.
    const kept = await readForm(post("text=na%C3%AFve+caf%C3%A9+%F0%9F%A9%BA&empty=&bare", form));
    expect([...kept]).toEqual([
      ["text", "naïve café 🩺"],
      ["empty", ""],
      ["bare", ""],
    ]);
  });

  test("a form from another site is refused before its body is read", async () => {
    expect(
      await status(() => readForm(post(new URLSearchParams({ text: "x" }), { Origin: "http://evil.example" }))),
    ).toBe(403);
  });
});
