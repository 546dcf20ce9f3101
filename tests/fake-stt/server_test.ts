import assert from "node:assert/strict";
import type { FakeStt } from "./server.ts";
import {
  delay,
  QUICK_SCRIPT,
  type ServerMessage,
  silentFrames,
  TestClient,
  toneFrames,
  withFake,
} from "./testing.ts";

const KEY = { Authorization: "test-key" };

function connect(fake: FakeStt, query = ""): Promise<TestClient> {
  return TestClient.connect(`${fake.url}${query}`, { headers: KEY });
}

/** turn_order / end_of_turn / turn_is_formatted / transcript of every Turn, one string each. */
function summary(turns: ServerMessage[]): string[] {
  return turns.map((t) =>
    `${t.turn_order} ${t.end_of_turn ? "end" : "partial"} ${
      t.turn_is_formatted ? "fmt" : "raw"
    } "${t.transcript}"`
  );
}

const isLastFinal = (formatted: boolean) => (m: ServerMessage) =>
  m.type === "Turn" && m.turn_order === 1 && m.end_of_turn === true && m.turn_is_formatted === formatted;

Deno.test("header auth: Begin comes first and the record says how the client got in", async () => {
  await withFake({}, async (fake) => {
    const client = await connect(fake, "?sample_rate=16000&speech_model=universal-streaming-english&foo=bar");
    const begin = await client.waitFor((m) => m.type === "Begin");
    assert.equal(client.messages[0], begin);
    assert.match(client.raw[0], /^\{"type":"Begin","id":"[0-9a-f-]{36}","expires_at":\d+\}$/);
    const nowSeconds = Date.now() / 1000;
    assert.ok(Math.abs((begin.expires_at as number) - (nowSeconds + 10800)) < 5);
    await client.close();
    const [record] = fake.sessions;
    assert.equal(record.id, begin.id);
    assert.equal(record.authorized, true);
    assert.equal(record.authMethod, "header");
    assert.deepEqual(record.query, {
      sample_rate: "16000",
      speech_model: "universal-streaming-english",
      foo: "bar",
    });
    assert.deepEqual(record.unknownParams, ["foo"]);
    assert.equal(record.closedBy, "client");
    assert.equal(record.closeCode, 1000);
    assert.ok(record.wallMs !== null && record.wallMs >= 0);
  });
});

Deno.test("auth failures close 1008 with AssemblyAI's reasons and send nothing else", async () => {
  await withFake({}, async (fake) => {
    const cases: { headers: Record<string, string>; reason: string }[] = [
      { headers: {}, reason: "Unauthorized Connection: Missing Authorization header" },
      { headers: { Authorization: "wrong" }, reason: "Unauthorized Connection: Invalid API key" },
      { headers: { Authorization: "Bearer test-key" }, reason: "Unauthorized Connection: Invalid API key" },
    ];
    for (const { headers, reason } of cases) {
      const client = new TestClient(fake.url, { headers });
      assert.deepEqual(await client.closed, { code: 1008, reason });
      assert.deepEqual(client.messages, []);
    }
    assert.deepEqual(fake.sessions.map((s) => [s.authorized, s.closeCode, s.closedBy]), [
      [false, 1008, "server"],
      [false, 1008, "server"],
      [false, 1008, "server"],
    ]);
  });
});

Deno.test("/v3/token checks the key and range; a token opens one session only", async () => {
  await withFake({}, async (fake) => {
    const mint = (query: string, headers: Record<string, string> = KEY) =>
      fetch(`${fake.httpUrl}/v3/token${query}`, { headers });
    const noKey = await mint("?expires_in_seconds=60", {});
    assert.equal(noKey.status, 401);
    await noKey.body?.cancel();
    for (const bad of ["", "?expires_in_seconds=0", "?expires_in_seconds=601", "?expires_in_seconds=1.5"]) {
      const response = await mint(bad);
      assert.equal(response.status, 400, bad);
      await response.body?.cancel();
    }
    const tooLong = await mint("?expires_in_seconds=60&max_session_duration_seconds=20000");
    assert.equal(tooLong.status, 400);
    await tooLong.body?.cancel();

    const response = await mint("?expires_in_seconds=60&max_session_duration_seconds=600");
    assert.equal(response.status, 200);
    const body = await response.json();
    assert.equal(body.expires_in_seconds, 60);
    assert.equal(typeof body.token, "string");

    const url = `${fake.url}?sample_rate=16000&token=${encodeURIComponent(body.token)}`;
    const first = await TestClient.connect(url);
    const begin = await first.waitFor((m) => m.type === "Begin");
    assert.ok(Math.abs((begin.expires_at as number) - (Date.now() / 1000 + 600)) < 5);
    await first.close();
    const again = new TestClient(url);
    assert.deepEqual(await again.closed, {
      code: 1008,
      reason: "Unauthorized Connection: Invalid or expired temporary token",
    });
    assert.deepEqual(fake.sessions.map((s) => s.authMethod), ["token", null]);
  });
});

Deno.test("format_turns=true (trailing): partials, unformatted end of turn, then the formatted copy", async () => {
  await withFake({}, async (fake) => {
    const client = await connect(fake, "?sample_rate=16000&format_turns=true");
    client.sendAudio(toneFrames(10));
    await client.waitFor(isLastFinal(true));
    await delay(50);
    assert.deepEqual(summary(client.turns()), [
      `0 partial raw ""`,
      `0 partial raw "patient"`,
      `0 partial raw "patient reports"`,
      `0 end raw "patient reports cough"`,
      `0 end fmt "Patient reports cough."`,
      `1 partial raw ""`,
      `1 partial raw "no"`,
      `1 end raw "no fever"`,
      `1 end fmt "No fever."`,
    ]);
    const turns = client.turns();
    assert.deepEqual(turns[1].words, [
      { start: 0, end: 80, text: "patient", confidence: 0.9, word_is_final: true },
      { start: 100, end: 100, text: "reports", confidence: 0.61, word_is_final: false },
    ]);
    assert.equal(turns[3].utterance, "patient reports cough");
    assert.equal(turns[4].utterance, "");
    assert.equal(turns[4].end_of_turn_confidence, turns[3].end_of_turn_confidence);
    assert.deepEqual((turns[4].words as { text: string }[]).map((w) => w.text), [
      "Patient",
      "reports",
      "cough.",
    ]);
    assert.deepEqual((turns[5].words as { start: number }[])[0].start, 500);
    const firstTurnRaw = client.raw.find((r) => r.includes('"Turn"'))!;
    assert.match(
      firstTurnRaw,
      /^\{"turn_order":0,"turn_is_formatted":false,"end_of_turn":false,"transcript":""/,
    );
    assert.match(firstTurnRaw, /"utterance":"","type":"Turn"\}$/);
    await client.close();
  });
});

Deno.test("format_turns=false: no formatted copies", async () => {
  await withFake({}, async (fake) => {
    const client = await connect(fake, "?sample_rate=16000&format_turns=false");
    client.sendAudio(toneFrames(10));
    await client.waitFor(isLastFinal(false));
    await delay(50);
    assert.deepEqual(summary(client.turns()).filter((s) => s.includes(" end ")), [
      `0 end raw "patient reports cough"`,
      `1 end raw "no fever"`,
    ]);
    assert.ok(client.turns().every((t) => t.turn_is_formatted === false));
    await client.close();
  });
});

Deno.test("inline formatting: every Turn formatted, no trailing duplicate", async () => {
  await withFake({ formatMode: "inline" }, async (fake) => {
    const client = await connect(fake, "?format_turns=true");
    client.sendAudio(toneFrames(10));
    await client.waitFor(isLastFinal(true));
    await delay(50);
    assert.deepEqual(summary(client.turns()), [
      `0 partial fmt ""`,
      `0 partial fmt "Patient"`,
      `0 partial fmt "Patient reports"`,
      `0 end fmt "Patient reports cough."`,
      `1 partial fmt ""`,
      `1 partial fmt "No"`,
      `1 end fmt "No fever."`,
    ]);
    assert.equal(client.turns()[3].utterance, "Patient reports cough.");
    await client.close();
  });
});

Deno.test("a 25 ms frame gets Error 3007 then close 3007; so does a 1,100 ms frame", async () => {
  await withFake({}, async (fake) => {
    const short = await connect(fake);
    short.sendAudio(toneFrames(1, { frameMs: 25 }));
    assert.deepEqual(await short.closed, { code: 3007, reason: "Input Duration Violation" });
    assert.deepEqual(short.messages.at(-1), {
      type: "Error",
      error_code: 3007,
      error: "Input Duration Error: Input Duration Violation: 25.0 ms. Expected between 50 and 1000 ms",
    });
    const long = await connect(fake);
    long.sendAudio(toneFrames(1, { frameMs: 1100 }));
    assert.equal((await long.closed).code, 3007);
    assert.match(String(long.messages.at(-1)?.error), /Violation: 1100\.0 ms/);
    assert.deepEqual(fake.sessions.map((s) => [s.closeCode, s.closedBy, s.minFrameMs, s.audioMs]), [
      [3007, "server", 25, 0],
      [3007, "server", 1100, 0],
    ]);
  });
});

Deno.test("audio faster than the look-ahead allows gets the 3007 rate error", async () => {
  await withFake({ rateLookaheadSeconds: 1 }, async (fake) => {
    const client = await connect(fake);
    await client.waitFor((m) => m.type === "Begin");
    client.sendAudio(toneFrames(50));
    assert.deepEqual(await client.closed, { code: 3007, reason: "Audio Transmission Rate Exceeded" });
    const error = client.messages.at(-1)!;
    assert.equal(error.error_code, 3007);
    assert.match(
      String(error.error),
      /^Input Duration Error: Audio Transmission Rate Exceeded: Received 1\.\d sec\. audio in 0\.\d{6} sec$/,
    );
    assert.ok(fake.sessions[0].audioMs < 2000);
  });
});

Deno.test("by default a backlog sent at once is refused (3007), as the provider refuses it; a stall's burst is not", async () => {
  await withFake({}, async (fake) => {
    // A new session sent 8 s of audio at once (a reconnect's backlog dumped on Begin): refused.
    const dumped = await connect(fake);
    await dumped.waitFor((m) => m.type === "Begin");
    dumped.sendAudio(silentFrames(80));
    assert.deepEqual(await dumped.closed, { code: 3007, reason: "Audio Transmission Rate Exceeded" });
    // Up to the look-ahead at once is accepted (a stream's first moments, held until Begin).
    const quick = await connect(fake);
    await quick.waitFor((m) => m.type === "Begin");
    quick.sendAudio(silentFrames(15));
    // A session that has run for a while may receive what a stalled network held back: the audio has not got
    // ahead of the time since Begin.
    await delay(1_200);
    quick.sendAudio(silentFrames(12));
    await delay(50);
    quick.sendJson({ type: "Terminate" });
    assert.deepEqual(await quick.closed, { code: 1000, reason: "" });
    assert.deepEqual(fake.sessions.map((s) => s.closeCode), [3007, 1000]);
  });
});

Deno.test("wordsInAudio: a value must hold 10 ms to be heard (a resampler's smear is not a word); words carry their first and last sample, and each heard word where it starts and the silence before it", async () => {
  await withFake({ wordsInAudio: true }, async (fake) => {
    const client = await connect(fake, "?format_turns=true");
    // w5 for 300 ms, ramping down through 4, 3, 2, 1 for a few samples each, then silence; w9 for 200 ms.
    const samples = new Int16Array(16_000);
    samples.fill(5, 1_600, 6_400);
    samples.set([4, 4, 3, 3, 2, 1], 6_400);
    samples.fill(9, 8_000, 11_200);
    for (let offset = 0; offset < samples.length; offset += 1_600) {
      client.sendAudio([new Uint8Array(samples.buffer, offset * 2, 3_200).slice()]);
    }
    client.sendJson({ type: "Terminate" });
    await client.closed;
    const final = client.turns().find((t) => t.end_of_turn && t.turn_is_formatted)!;
    assert.equal(final.transcript, "w5 w9");
    const words = final.words as Array<{ start: number; end: number }>;
    assert.deepEqual(words.map((w) => [w.start, w.end]), [[100, 400], [500, 700]]);
    // Where each starts in the audio, and the silence before it: a word split by a dropout would show a few ms.
    assert.deepEqual(fake.sessions[0].heard.map((h) => [h.word, h.ms, h.silenceBeforeMs]), [
      ["w5", 100, null],
      ["w9", 500, 100],
    ]);
    assert.ok(fake.sessions[0].heard.every((h) => h.at > 0));
  });
});

Deno.test("wordsInAudio: a word split by a dropout (a short silence inside it) is heard once; said again after a pause, twice", async () => {
  await withFake({ wordsInAudio: true }, async (fake) => {
    const client = await connect(fake, "?format_turns=true");
    // w7 for 100 ms, 90 ms of silence (a starved audio thread), w7 for 110 ms more; 400 ms of silence; w7 again.
    const samples = new Int16Array(16_000);
    samples.fill(7, 1_600, 3_200);
    samples.fill(7, 4_640, 6_400);
    samples.fill(7, 12_800, 14_400);
    for (let offset = 0; offset < samples.length; offset += 1_600) {
      client.sendAudio([new Uint8Array(samples.buffer, offset * 2, 3_200).slice()]);
    }
    client.sendJson({ type: "Terminate" });
    await client.closed;
    const final = client.turns().find((t) => t.end_of_turn && t.turn_is_formatted)!;
    assert.equal(final.transcript, "w7 w7");
    const words = final.words as Array<{ start: number; end: number }>;
    assert.deepEqual(words.map((w) => [w.start, w.end]), [[100, 400], [800, 900]]);
    assert.deepEqual(
      fake.sessions[0].heard.map((h) => [h.word, h.ms, h.silenceBeforeMs, h.dropout ?? false]),
      [
        ["w7", 100, null, false],
        ["w7", 290, 90, true],
        ["w7", 800, 400, false],
      ],
    );
  });
});

Deno.test("wordsInAudio: a long silence inside one 1,000 ms frame still ends the turn there", async () => {
  await withFake({ wordsInAudio: true }, async (fake) => {
    const client = await connect(fake);
    // One second: w1 (100 ms), 800 ms of silence, w2 (100 ms).
    const samples = new Int16Array(16_000);
    samples.fill(1, 0, 1_600);
    samples.fill(2, 14_400, 16_000);
    client.sendAudio([new Uint8Array(samples.buffer)]);
    client.sendJson({ type: "Terminate" });
    await client.closed;
    const finals = client.turns().filter((t) => t.end_of_turn).map((t) => `${t.turn_order} ${t.transcript}`);
    assert.deepEqual(finals, ["0 w1", "1 w2"]);
    assert.equal(fake.sessions[0].closeCode, 1000);
  });
});

Deno.test("Terminate finalizes the open turn, sends Termination and closes 1000", async () => {
  await withFake({}, async (fake) => {
    const client = await connect(fake, "?format_turns=true");
    client.sendAudio([...toneFrames(2), ...toneFrames(1, { frameMs: 50 })]);
    await client.waitFor((m) => m.type === "Turn" && m.transcript === "patient");
    client.sendJson({ type: "Terminate" });
    assert.deepEqual(await client.closed, { code: 1000, reason: "" });
    assert.deepEqual(summary(client.turns()), [
      `0 partial raw ""`,
      `0 partial raw "patient"`,
      `0 end raw "patient reports"`,
      `0 end fmt "Patient reports"`,
    ]);
    assert.deepEqual(client.messages.at(-1), {
      type: "Termination",
      audio_duration_seconds: 0,
      session_duration_seconds: 0,
    });
    const record = fake.sessions[0];
    assert.equal(record.terminated, true);
    assert.equal(record.closeCode, 1000);
    assert.equal(record.closedBy, "server");
    assert.deepEqual(record.messagesReceived, ['{"type":"Terminate"}']);
  });
});

Deno.test("ForceEndpoint ends the turn with the words heard so far", async () => {
  await withFake({}, async (fake) => {
    const client = await connect(fake);
    client.sendAudio(toneFrames(2));
    await client.waitFor((m) => m.type === "Turn" && m.transcript === "patient");
    client.sendJson({ type: "ForceEndpoint" });
    await client.waitFor((m) => m.type === "Turn" && m.end_of_turn === true);
    client.sendAudio(toneFrames(1));
    await client.waitFor((m) => m.type === "Turn" && m.turn_order === 1);
    assert.deepEqual(summary(client.turns()).slice(2), [`0 end raw "patient reports"`, `1 partial raw ""`]);
    await client.close();
  });
});

Deno.test("faults queue: the first session drops (client sees 1006), the second behaves", async () => {
  await withFake({}, async (fake) => {
    fake.configure({ faults: [{ dropAfterAudioMs: 200 }] });
    const dropped = await connect(fake);
    dropped.sendAudio(toneFrames(5));
    assert.equal((await dropped.closed).code, 1006);
    assert.ok(!dropped.types().includes("Error"));

    const next = await connect(fake);
    next.sendAudio(toneFrames(10));
    await next.waitFor(isLastFinal(false));
    await next.close();
    assert.deepEqual(fake.sessions.map((s) => [s.closeCode, s.closedBy, s.fault]), [
      [1006, "server", { dropAfterAudioMs: 200 }],
      [1000, "client", null],
    ]);
    assert.equal(fake.sessions[0].audioMs, 200);
  });
});

Deno.test("refuse { http: 401 } rejects the upgrade itself", async () => {
  await withFake({ faults: [{ refuse: { http: 401 } }] }, async (fake) => {
    const client = new TestClient(fake.url, { headers: KEY });
    assert.equal(await client.opened, false);
    assert.equal((await client.closed).code, 1006);
    assert.match(String(client.error?.message), /Unexpected server response: 401/);
    assert.equal(fake.sessions[0].httpStatus, 401);
  });
});

Deno.test("refuse { code } closes before Begin, with an Error frame when asked", async () => {
  const reason = "Unauthorized Connection: Too many concurrent sessions";
  await withFake({
    faults: [{ refuse: { code: 3009, reason, errorFrame: true } }, { refuse: { code: 1008, reason } }],
  }, async (fake) => {
    const withFrame = new TestClient(fake.url, { headers: KEY });
    assert.deepEqual(await withFrame.closed, { code: 3009, reason });
    assert.deepEqual(withFrame.messages, [{ type: "Error", error_code: 3009, error: reason }]);
    const bare = new TestClient(fake.url, { headers: KEY });
    assert.deepEqual(await bare.closed, { code: 1008, reason });
    assert.deepEqual(bare.messages, []);
  });
});

Deno.test("closeAfterAudioMs closes mid-session after the turns so far", async () => {
  const reason = "Session Cancelled: An error occurred";
  await withFake({
    faults: [{ closeAfterAudioMs: { ms: 300, code: 3005, reason, errorFrame: true } }],
  }, async (fake) => {
    const client = await connect(fake);
    client.sendAudio(toneFrames(8));
    assert.deepEqual(await client.closed, { code: 3005, reason });
    assert.deepEqual(client.types(), ["Begin", "Turn", "Turn", "Error"]);
    assert.equal(fake.sessions[0].audioMs, 300);
  });
});

Deno.test("delayBeginMs delays Begin and holds turns until it; noBegin never sends one", async () => {
  await withFake({ faults: [{ delayBeginMs: 150 }, { noBegin: true }] }, async (fake) => {
    const started = performance.now();
    const late = await connect(fake);
    late.sendAudio(toneFrames(2));
    await late.waitFor((m) => m.type === "Begin");
    assert.ok(performance.now() - started >= 140);
    await late.waitFor((m) => m.type === "Turn" && m.transcript === "patient");
    assert.equal(late.types()[0], "Begin");
    await late.close();

    const never = await connect(fake);
    never.sendAudio(toneFrames(3));
    await delay(200);
    assert.deepEqual(never.messages, []);
    await never.close();
    assert.equal(fake.sessions[1].closedBy, "client");
    assert.equal(fake.sessions[1].audioMs, 300);
  });
});

Deno.test("echo mode answers every binary frame and nothing else", async () => {
  await withFake({ echo: true }, async (fake) => {
    const client = await connect(fake);
    client.sendAudio([...toneFrames(3), new Uint8Array(10)]);
    await client.waitFor((m) => m.type === "Echo" && m.seq === 4);
    assert.deepEqual(client.raw.slice(1), [
      '{"type":"Echo","seq":1,"bytes":3200}',
      '{"type":"Echo","seq":2,"bytes":3200}',
      '{"type":"Echo","seq":3,"bytes":3200}',
      '{"type":"Echo","seq":4,"bytes":10}',
    ]);
    client.sendJson({ type: "Terminate" });
    assert.equal((await client.closed).code, 1000);
    assert.equal(fake.sessions[0].frames, 4);
    assert.equal(fake.sessions[0].bytesReceived, 9610);
  });
});

Deno.test("control API: health, configure (faults), sessions, reset", async () => {
  await withFake({}, async (fake) => {
    const health = await fetch(`${fake.httpUrl}/__control/health`);
    assert.equal(health.status, 200);
    await health.body?.cancel();

    const configure = await fetch(`${fake.httpUrl}/__control/configure`, {
      method: "POST",
      body: JSON.stringify({ faults: [{ refuse: { http: 503 } }], formatMode: "inline" }),
    });
    assert.equal(configure.status, 204);
    const refused = new TestClient(fake.url, { headers: KEY });
    assert.equal(await refused.opened, false);
    await refused.closed;
    assert.match(String(refused.error?.message), /503/);

    const bad = await fetch(`${fake.httpUrl}/__control/configure`, {
      method: "POST",
      body: JSON.stringify({ formatMode: "sideways" }),
    });
    assert.equal(bad.status, 400);
    await bad.body?.cancel();

    const sessions = await fetch(`${fake.httpUrl}/__control/sessions`);
    const records = await sessions.json();
    assert.equal(records.length, 1);
    assert.equal(records[0].httpStatus, 503);

    const reset = await fetch(`${fake.httpUrl}/__control/reset`, { method: "POST" });
    assert.equal(reset.status, 204);
    assert.equal(fake.sessions.length, 0);
    const client = await connect(fake, "?format_turns=true");
    client.sendAudio(toneFrames(1));
    const turn = await client.waitFor((m) => m.type === "Turn");
    assert.equal(turn.turn_is_formatted, false, "reset restored formatMode trailing");
    await client.close();
  });
});

Deno.test("session record: bytes, audio time, levels and keyterms", async () => {
  await withFake({}, async (fake) => {
    const terms = ["metoprolol", "Eliquis", "x".repeat(51)];
    const query = `?sample_rate=16000&keyterms_prompt=${encodeURIComponent(JSON.stringify(terms))}`;
    const quiet = await connect(fake, query);
    quiet.sendAudio(silentFrames(3));
    quiet.sendAudio([new Uint8Array(1601)]);
    quiet.sendJson({ type: "UpdateConfiguration", keyterms_prompt: ["apixaban"] });
    quiet.sendJson({ type: "KeepAlive" });
    await delay(50);
    const before = structuredClone(fake.sessions[0]);
    await quiet.close();

    assert.deepEqual(before.keyterms, ["apixaban"]);
    assert.equal(before.bytesReceived, 3 * 3200 + 1601);
    assert.equal(before.frames, 4);
    assert.equal(before.oddByteFrames, 1);
    assert.equal(before.minFrameMs, 50.03125);
    assert.equal(before.maxFrameMs, 100);
    assert.equal(before.audioMs, 350.03125);
    assert.equal(before.silent, true);
    assert.equal(before.peak, 0);
    assert.equal(before.messagesReceived.length, 2);
    assert.equal(before.closedBy, null, "still open when copied");

    const loud = await connect(fake, query);
    loud.sendAudio(toneFrames(3));
    await loud.waitFor((m) => m.type === "Turn");
    await loud.close();
    const record = fake.sessions[1];
    assert.deepEqual(record.keyterms, ["metoprolol", "Eliquis"]);
    assert.equal(record.silent, false);
    assert.ok(Math.abs(record.peak - 0.5) < 0.01, `peak ${record.peak}`);
    assert.ok(Math.abs(record.rms - 0.5 / Math.SQRT2) < 0.01, `rms ${record.rms}`);
    assert.equal(record.audioMs, 300);
  });
});

Deno.test("μ-law audio: 1 byte per sample", async () => {
  await withFake({}, async (fake) => {
    const client = await connect(fake, "?encoding=pcm_mulaw&sample_rate=8000");
    client.sendAudio([new Uint8Array(800).fill(0xff), new Uint8Array(800).fill(0x80)]);
    await client.waitFor((m) => m.type === "Turn");
    await client.close();
    const record = fake.sessions[0];
    assert.equal(record.audioMs, 200);
    assert.equal(record.silent, false, "0x80 is full scale");
    assert.ok(record.peak > 0.95);
  });
});

Deno.test("bad text frames close 3006", async () => {
  await withFake({}, async (fake) => {
    const cases: [string, string, string][] = [
      ["not json", "Invalid JSON: not json", "Invalid JSON"],
      ["[]", "Invalid Message: []", "Invalid Message"],
      ['{"type":"Pause"}', "Invalid Message Type: Pause", "Invalid Message Type"],
    ];
    for (const [sent, error, reason] of cases) {
      const client = await connect(fake);
      client.socket.send(sent);
      assert.deepEqual(await client.closed, { code: 3006, reason });
      assert.deepEqual(client.messages.at(-1), { type: "Error", error_code: 3006, error });
    }
  });
});

Deno.test("more than 100 keyterms closes 3006, from the query or UpdateConfiguration", async () => {
  await withFake({}, async (fake) => {
    const terms = Array.from({ length: 101 }, (_, i) => `term${i}`);
    const error = "Invalid Message: keyterms_prompt has more than 100 terms";
    const fromQuery = await TestClient.connect(
      `${fake.url}?keyterms_prompt=${encodeURIComponent(JSON.stringify(terms))}`,
      { headers: KEY },
    );
    assert.equal((await fromQuery.closed).code, 3006);
    assert.deepEqual(fromQuery.messages, [{ type: "Error", error_code: 3006, error }]);

    const fromUpdate = await connect(fake);
    fromUpdate.sendJson({ type: "UpdateConfiguration", keyterms_prompt: terms });
    assert.equal((await fromUpdate.closed).code, 3006);
    assert.deepEqual(fromUpdate.messages.at(-1), { type: "Error", error_code: 3006, error });
  });
});

Deno.test("loopScript repeats the script with rising turn_order; without it the script ends", async () => {
  await withFake({ loopScript: true }, async (fake) => {
    const looping = await connect(fake);
    looping.sendAudio(toneFrames(20));
    await looping.waitFor((m) => m.type === "Turn" && m.turn_order === 3 && m.end_of_turn === true);
    await looping.close();
    fake.configure({ loopScript: false });
    const once = await connect(fake);
    once.sendAudio(toneFrames(20));
    await once.waitFor(isLastFinal(false));
    await delay(50);
    assert.equal(once.turns().at(-1)?.turn_order, 1);
    await once.close();
  });
});

Deno.test("configure() rejects scripts that cannot play", async () => {
  await withFake({}, (fake) => {
    assert.throws(() => fake.configure({ script: [{ words: [], formatted: "" }] }), /non-empty/);
    assert.throws(() => fake.configure({ script: [{ ...QUICK_SCRIPT[0], wordMs: 0 }] }), /wordMs/);
    assert.throws(() => fake.configure({ faults: [{ refuse: { http: 99 } }] }), /refuse.http/);
    return Promise.resolve();
  });
});

const canRun = (await Deno.permissions.query({ name: "run" })).state === "granted";

Deno.test({
  name: "main.ts prints the port, serves, and exits 0 on SIGTERM",
  ignore: !canRun,
  async fn() {
    const child = new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "--allow-net",
        "--allow-env",
        new URL("./main.ts", import.meta.url).pathname,
        "--port",
        "0",
      ],
      env: { FAKE_STT_API_KEY: "cli-key" },
      stdout: "piped",
      stderr: "inherit",
    }).spawn();
    const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
    let out = "";
    while (!out.includes("\n")) {
      const { value, done } = await reader.read();
      if (done) break;
      out += value;
    }
    const { port } = JSON.parse(out.split("\n")[0]);
    const health = await fetch(`http://127.0.0.1:${port}/__control/health`);
    assert.equal(health.status, 200);
    await health.body?.cancel();
    child.kill("SIGTERM");
    const rest = await reader.read();
    assert.equal(rest.done, true, "nothing more on stdout");
    assert.equal((await child.status).code, 0);
  },
});

Deno.test("a client still streaming sees the server's close code, not 1006", async () => {
  await withFake(
    { faults: [{ closeAfterAudioMs: { ms: 100, code: 3005, reason: "Session Cancelled" } }] },
    async (fake) => {
      const client = await connect(fake);
      client.sendAudio(toneFrames(40));
      assert.deepEqual(await client.closed, { code: 3005, reason: "Session Cancelled" });
      assert.equal(fake.sessions[0].closeCode, 3005);
      assert.equal(fake.sessions[0].audioMs, 100, "frames after the close are not counted");
    },
  );
});

Deno.test("a token in the Authorization header works too (Python SDK style)", async () => {
  await withFake({}, async (fake) => {
    const response = await fetch(`${fake.httpUrl}/v3/token?expires_in_seconds=60`, { headers: KEY });
    const { token } = await response.json();
    const client = await TestClient.connect(fake.url, { headers: { Authorization: token } });
    await client.waitFor((m) => m.type === "Begin");
    await client.close();
    assert.equal(fake.sessions[0].authMethod, "token");
  });
});

Deno.test("close() ends open sessions with 1001", async () => {
  let client: TestClient | undefined;
  await withFake({}, async (fake) => {
    client = await connect(fake);
    await client.waitFor((m) => m.type === "Begin");
  });
  assert.deepEqual(await client!.closed, { code: 1001, reason: "Going Away" });
});

Deno.test("keyterms_prompt may also come as repeated parameters", async () => {
  await withFake({}, async (fake) => {
    const client = await connect(fake, "?keyterms_prompt=metoprolol&keyterms_prompt=Eliquis");
    await client.waitFor((m) => m.type === "Begin");
    await client.close();
    assert.deepEqual(fake.sessions[0].keyterms, ["metoprolol", "Eliquis"]);
  });
});

Deno.test("wordsInAudio: the words are the numbers in the audio, each once, turns ended by silence or Terminate", async () => {
  await withFake({ wordsInAudio: true }, async (fake) => {
    const client = await connect(fake, "?format_turns=true");
    // w1 w2 (one 100 ms frame each, a silent frame between), 800 ms of silence, then w3 held over two frames.
    client.sendAudio([
      wordFrame(1),
      ...silentFrames(1),
      wordFrame(2),
      ...silentFrames(8),
      wordFrame(3),
      wordFrame(3),
    ]);
    await client.waitFor((m) => m.type === "Turn" && m.turn_order === 1 && m.transcript === "w3");
    client.sendJson({ type: "Terminate" });
    await client.closed;
    assert.deepEqual(summary(client.turns()), [
      `0 partial raw "w1"`,
      `0 partial raw "w1 w2"`,
      `0 end raw "w1 w2"`,
      `0 end fmt "w1 w2"`,
      `1 partial raw "w3"`,
      `1 end raw "w3"`,
      `1 end fmt "w3"`,
    ]);
  });
});

/** 100 ms of s16le audio at 16 kHz in which every sample says word number `n`. */
function wordFrame(n: number): Uint8Array {
  return new Uint8Array(new Int16Array(1600).fill(n).buffer);
}
