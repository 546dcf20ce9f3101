/**
 * Dictation through a breaking network (`npm run bench:outage`, issue 22). Starts the whole product as `npm start`
 * does (on a throw-away PostgreSQL), the fake speech-to-text provider hearing numbered words (wordsInAudio, with
 * its default pacing rule: a session sent audio more than 2 s ahead of real time is closed with 3007), a TCP relay
 * between the browser and the product (tests/e2e/network-relay.ts), and Debian's Chromium. For each fault it
 * records a dictation of numbered words, breaks the network in the middle, and prints what came of it: the audio
 * delivered against what was recorded, the time from the network's return to words on screen, and the provider's
 * errors. Asserts nothing (tests/e2e/network-faults.spec.ts asserts).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { SESSION_COOKIE_NAME } from "../../contract/session-cookie.ts";
import { projectRoot } from "../../db/local-data.ts";
import { freePort } from "../../scripts/lib/free-port.ts";
import { waitForHttp } from "../../scripts/lib/services.ts";
import { startNetworkRelay } from "../../tests/e2e/network-relay.ts";
import {
  installNumberedMicrophone,
  recordThroughFault,
  type Fault,
  type OutageRun,
  type ProviderSession,
} from "../../tests/e2e/outage.ts";
import { startBenchDatabase } from "../relay/database.ts";
import { ProcessGroup, runBench } from "../relay/processes.ts";
import { startFakeProvider } from "../relay/targets.ts";

const USAGE = `Usage: npm run bench:outage -- [options]

  --faults reset:8,reset:30,stall:8,reset:70   the faults, each "reset:SECONDS" or "stall:SECONDS", one recording each
  --before 9      seconds recorded before the fault
  --after 9       seconds recorded after the network is back
  --logs DIR      keep every process's output in DIR`;

type Options = { faults: Fault[]; beforeMs: number; afterMs: number; logs: string | null };

function readOptions(): Options {
  try {
    const { values } = parseArgs({
      args: process.argv.slice(2),
      options: {
        faults: { type: "string", default: "reset:8,reset:30,stall:8,reset:70" },
        before: { type: "string", default: "9" },
        after: { type: "string", default: "9" },
        logs: { type: "string" },
        help: { type: "boolean", short: "h", default: false },
      },
    });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    const faults = values.faults.split(",").map((text): Fault => {
      const [kind, seconds] = text.trim().split(":");
      if ((kind !== "reset" && kind !== "stall") || !(Number(seconds) > 0)) {
        throw new Error(`--faults: "${text}" is not reset:SECONDS or stall:SECONDS\n\n${USAGE}`);
      }
      return { kind, seconds: Number(seconds) };
    });
    const seconds = (name: "before" | "after") => {
      const value = Number(values[name]);
      if (!(value > 0)) throw new Error(`--${name} must be a positive number of seconds\n\n${USAGE}`);
      return value * 1000;
    };
    return { faults, beforeMs: seconds("before"), afterMs: seconds("after"), logs: values.logs ?? null };
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
}

const progress = (line: string) =>
  process.stderr.write(`[bench:outage ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

const options = readOptions();
const root = projectRoot();
const SESSION_SECRET = randomBytes(24).toString("hex");
const ENCRYPTION_KEY = randomBytes(24).toString("hex");
const API_KEY = `bench-${randomBytes(8).toString("hex")}`;
const group = new ProcessGroup(root, options.logs ? path.resolve(options.logs) : null);
const dataDir = mkdtempSync(path.join(tmpdir(), "notewell-bench-outage-"));

async function main(keep: <T extends { stop: () => Promise<void> }>(started: T) => T): Promise<void> {
  progress("starting PostgreSQL, the fake provider (numbered words) and Notewell");
  const database = keep(await startBenchDatabase(SESSION_SECRET));
  const fake = await startFakeProvider(group, root, API_KEY, "--words-in-audio");
  const fakeUrl = `http://127.0.0.1:${fake.port}`;
  const port = await freePort();
  const product = group.spawn({
    name: "notewell",
    command: process.execPath,
    args: ["--import", "tsx", "scripts/start.ts"],
    // Ctrl-C's stop: recordings end at once instead of draining.
    stopSignal: "SIGINT",
    env: {
      PORT: String(port),
      APP_PORT: String(await freePort()),
      DATABASE_URL: database.url,
      SESSION_SECRET,
      ENCRYPTION_KEY,
      NOTEWELL_DATA_DIR: dataDir,
      ASSEMBLYAI_STREAMING_URL: `${fakeUrl.replace("http", "ws")}/v3/ws`,
      ASSEMBLYAI_API_KEY: API_KEY,
    },
  });
  // The sidecar answers first; the app behind it may still be building or starting.
  await waitForHttp(`http://127.0.0.1:${port}/healthcheck`, 180_000, () => product.process.exitCode === null);
  const relay = await startNetworkRelay({ port });
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--autoplay-policy=no-user-gesture-required"],
  });
  const sessions = async () => (await (await fetch(`${fakeUrl}/__control/sessions`)).json()) as ProviderSession[];
  const value = database.cookie.slice(SESSION_COOKIE_NAME.length + 1);
  const runs: OutageRun[] = [];
  try {
    for (const fault of options.faults) {
      progress(
        `${fault.kind} ${fault.seconds} s: recording ${options.beforeMs / 1000} s, then the fault, then ${options.afterMs / 1000} s`,
      );
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addCookies([{ name: SESSION_COOKIE_NAME, value, domain: "localhost", path: "/" }]);
      const page = await context.newPage();
      await installNumberedMicrophone(page);
      await page.goto(relay.url("/"));
      try {
        runs.push(
          await recordThroughFault(page, relay, {
            fault,
            beforeMs: options.beforeMs,
            afterMs: options.afterMs,
            sessions,
          }),
        );
      } catch (error) {
        if (options.logs)
          await page.screenshot({ path: path.join(options.logs, `failed-${fault.kind}-${fault.seconds}.png`) });
        throw error;
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await relay.close();
  }
  console.log(report(runs));
}

const seconds = (ms: number | null) => (ms === null ? "never" : `${(ms / 1000).toFixed(1)} s`);
const percent = (part: number, whole: number) => (whole === 0 ? "—" : `${Math.round((part / whole) * 100)}%`);

function report(runs: OutageRun[]): string {
  const rows = runs.map((run) => {
    const errors =
      Object.entries(run.providerErrors)
        .map(([code, count]) => `${code}×${count}`)
        .join(" ") || "none";
    const onScreen = run.spoken.length - run.missing.length;
    return [
      `${run.fault.kind} ${run.fault.seconds} s`,
      `${run.providerHeard}/${run.spoken.length} (${percent(run.providerHeard, run.spoken.length)})`,
      `${(run.providerAudioMs / 1000).toFixed(1)}/${(run.recordedMs / 1000).toFixed(1)} s`,
      `${onScreen}/${run.spoken.length}, ${run.repeated.length} twice${run.outOfOrder ? ", out of order" : ""}`,
      seconds(run.firstWordAfterBackMs),
      seconds(run.caughtUpMs),
      errors,
      String(run.sessions),
      run.screenLatencyMedianMs === null ? "—" : `${run.screenLatencyMedianMs} ms`,
      run.stillRecording ? "yes" : "no",
    ];
  });
  const header = [
    "fault",
    "words the provider heard",
    "audio received/recorded",
    "words on screen",
    "back → next word on screen",
    "back → outage's words on screen",
    "provider errors",
    "sessions",
    "provider → screen p50",
    "still recording",
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i])).join(" | ");
  const shown = runs
    .map(
      (run) =>
        `  ${run.fault.kind} ${run.fault.seconds} s: ${run.shown.map((s) => `"${s.text.replace(/\s+/g, " ")}" (+${(s.afterMs / 1000).toFixed(1)} s)`).join("; ") || "nothing"}`,
    )
    .join("\n");
  return [
    `bench:outage — ${options.beforeMs / 1000} s before each fault, ${options.afterMs / 1000} s after; words are numbered (each spoken once)`,
    line(header),
    widths.map((w) => "-".repeat(w)).join("-|-"),
    ...rows.map(line),
    "",
    "What the screen said (alerts and the recording state), seconds after the fault began:",
    shown,
  ].join("\n");
}

await runBench(group, progress, main, {
  stopMs: 30_000,
  removeFiles: () => rmSync(dataDir, { recursive: true, force: true }),
});
