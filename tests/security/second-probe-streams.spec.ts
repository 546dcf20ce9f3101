import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CloseCode, Reason } from "../../contract/close-codes.ts";
import { E2E_DATA_DIR } from "../../playwright.config.ts";
import { commandOf, processesOf } from "../../scripts/lib/data-dir-processes.ts";
import { EXPECTED } from "./expectations.ts";
import { expect, test } from "./fixtures.ts";
import { createAccount, deleteAccounts, firstAdmin, ORIGIN, type Account } from "./http.ts";
import { openStream } from "./recordings.ts";

/**
 * Issue 21's probe (the second outside probe) about the recording socket: a 32 MiB message accepted and buffered
 * (6), and an Origin of another scheme accepted because only its host was compared (9).
 */

let admin: Account;
let user: Account;

test.beforeAll(async () => {
  admin = await firstAdmin();
  user = await createAccount(admin, { prefix: "second-streams" });
});

test.afterAll(async () => {
  await deleteAccounts(admin, [user]);
});

/** The sidecar of the browser tests' server: the Deno process the launcher started for their data folder. */
function sidecarPid(): number {
  const pids = processesOf(path.resolve(E2E_DATA_DIR)).filter((pid) => /stream-sidecar\/main\.ts/.test(commandOf(pid)));
  if (pids.length !== 1) throw new Error(`Expected one sidecar process, found ${pids.length}`);
  return pids[0];
}

function memoryKb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? "")?.[1]);
}

test("second probe 6: a recording socket closes with 1009 on a 32 MiB message, before buffering it", async () => {
  const pid = sidecarPid();
  const stream = openStream(user.cookie);
  expect(await stream.begun, "the recording starts").toBe(true);
  // A normal frame (100 ms at 16 kHz) is taken as ever.
  stream.socket.send(Buffer.alloc(3_200));
  // From here, the sidecar's peak memory is measured afresh (writing 5 to clear_refs resets VmHWM).
  writeFileSync(`/proc/${pid}/clear_refs`, "5");
  const before = memoryKb(pid, "VmRSS");
  stream.socket.send(Buffer.alloc(32 * 1024 * 1024, 1));
  const closed = await Promise.race([stream.closed, new Promise<null>((r) => setTimeout(() => r(null), 20_000))]);
  const grewMb = (memoryKb(pid, "VmHWM") - before) / 1024;
  test.info().annotations.push({ type: "memory", description: `the sidecar's peak grew ${grewMb.toFixed(1)} MB` });
  expect(closed?.code, `the close (the sidecar grew ${grewMb.toFixed(1)} MB)`).toBe(1009);
  expect(grewMb, "the message was not buffered").toBeLessThan(16);

  // A message just over the limit is refused the same way; one at the limit is not.
  const atLimit = openStream(user.cookie);
  expect(await atLimit.begun).toBe(true);
  atLimit.socket.send(Buffer.alloc(EXPECTED.maxStreamMessageBytes));
  atLimit.socket.send(Buffer.alloc(EXPECTED.maxStreamMessageBytes + 2));
  expect((await atLimit.closed).code).toBe(1009);
});

test("second probe 9: /ws-proxy compares the whole origin (scheme, host and port), as the API does", async () => {
  const own = new URL(ORIGIN);
  const foreign = [
    `https://${own.host}`, // the probe's: https when the site is served over http
    `${own.protocol}//${own.hostname}:${Number(own.port) + 50}`,
    `${own.protocol}//${own.hostname}`,
    "null",
  ];
  for (const origin of foreign) {
    const stream = openStream(user.cookie, origin);
    expect(await stream.begun, `Origin: ${origin}`).toBe(false);
    expect(await stream.closed, `Origin: ${origin}`).toEqual({
      code: CloseCode.forbidden,
      reason: Reason.foreignOrigin,
    });
  }
  // The guard: the site's own origin records.
  const ownStream = openStream(user.cookie);
  expect(await ownStream.begun, `Origin: ${ORIGIN}`).toBe(true);
  ownStream.socket.send(JSON.stringify({ type: "Terminate" }));
  await ownStream.closed;
});
