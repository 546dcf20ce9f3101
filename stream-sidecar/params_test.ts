import assert from "node:assert/strict";
import { mapStreamParams, parseKeyterms, SPEECH_MODEL } from "./params.ts";

const SPEC_QUERY =
  "sample_rate=16000&format_turns=true&encoding=pcm_s16le&end_utterance_silence_threshold=2000" +
  "&end_of_turn_confidence_threshold=0.3";

Deno.test("the spec's parameters map to the provider's v3 names, with the model sent explicitly", () => {
  const result = mapStreamParams(new URLSearchParams(SPEC_QUERY));
  assert.ok(result.ok);
  assert.deepEqual(Object.fromEntries(result.params.providerQuery), {
    speech_model: SPEECH_MODEL,
    sample_rate: "16000",
    encoding: "pcm_s16le",
    format_turns: "true",
    end_of_turn_confidence_threshold: "0.3",
    max_turn_silence: "2000",
  });
  assert.equal(result.params.sampleRate, 16000);
  assert.equal(result.params.bytesPerSample, 2);
  assert.equal(result.params.formatTurns, true);
});

Deno.test("parameters off the allow-list are dropped", () => {
  const result = mapStreamParams(
    new URLSearchParams(`${SPEC_QUERY}&token=stolen&prompt=x&webhook_url=http://evil`),
  );
  assert.ok(result.ok);
  const sent = Object.fromEntries(result.params.providerQuery);
  for (const name of ["token", "prompt", "webhook_url", "end_utterance_silence_threshold"]) {
    assert.equal(name in sent, false, name);
  }
});

Deno.test("out-of-range or malformed values are refused with a reason", () => {
  for (
    const query of [
      "sample_rate=4000",
      "sample_rate=16000.5",
      "sample_rate=abc",
      "encoding=opus",
      "format_turns=yes",
      "end_of_turn_confidence_threshold=2",
      "end_utterance_silence_threshold=-5",
      "keyterms_prompt=not-json",
    ]
  ) {
    const result = mapStreamParams(new URLSearchParams(query));
    assert.equal(result.ok, false, query);
    if (!result.ok) assert.match(result.reason, /must/);
  }
});

Deno.test("key terms: at most 100, each 1-50 characters, sent as one JSON list", () => {
  assert.deepEqual(parseKeyterms('["Ramipril", " Dr Okafor "]'), ["Ramipril", "Dr Okafor"]);
  assert.equal(parseKeyterms(JSON.stringify(Array(101).fill("x"))), null);
  assert.equal(parseKeyterms(JSON.stringify(["x".repeat(51)])), null);
  assert.equal(parseKeyterms('[""]'), null);
  assert.equal(parseKeyterms("[1]"), null);
  const result = mapStreamParams(new URLSearchParams({ keyterms_prompt: '["Ramipril"]' }));
  assert.ok(result.ok);
  assert.equal(result.params.providerQuery.get("keyterms_prompt"), '["Ramipril"]');
});
