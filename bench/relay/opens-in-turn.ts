/**
 * Streams opened one at a time on one path, each closed before the next (issue 27: what one clinician pressing
 * Start sees, the "Stream open added" goal): the open alone, upgrade → Begin, with nothing else on the relay.
 */
import { type PhaseContext, type PhaseTarget, waitForQuiet } from "./phase.ts";
import { busyPercent, readMachineCpu } from "./proc.ts";
import type { OpensInTurn } from "./results.ts";
import { summarize } from "./stats.ts";

/** Opens `count` streams to `target` one after another and sums up their opening times. */
export async function measureOpensInTurn(
  context: PhaseContext,
  target: PhaseTarget,
  count: number,
): Promise<OpensInTurn> {
  await waitForQuiet(context);
  context.progress(`${target.path}: opening ${count} streams one at a time`);
  const before = readMachineCpu();
  const outcome = await context.workers.openInTurn({
    url: target.url,
    headers: target.headers,
    count,
    streamTimeoutMs: context.settings.streamTimeoutMs,
    timeoutMs: 60_000 + count * (context.settings.streamTimeoutMs + context.settings.closeTimeoutMs),
  });
  return {
    path: target.path,
    count,
    opened: outcome.opened,
    failures: outcome.failures,
    connect: summarize(outcome.connectMs),
    machineBusyPercent: busyPercent(before, readMachineCpu()),
    sidecarVersion: target.sidecarVersion ?? null,
  };
}
