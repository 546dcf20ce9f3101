/**
 * One run of closed-loop load (autocannon: each of N kept-alive connections sends its next request as soon as
 * the last answer has arrived whole) against one address, with the headers a browser sends. Signed-in runs
 * give every request the next clinician's cookie, so the load is many people, not one session hammered.
 */
import autocannon, { type Result } from "autocannon";

/** What Chromium sends with a page request (autocannon's own defaults would be neither a browser nor gzip). */
export const BROWSER_HEADERS: Record<string, string> = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br",
  "accept-language": "en-GB,en;q=0.9",
};

export type LoadRun = {
  /** Answers with the expected status. */
  ok: number;
  /** Answers with another status, connection errors and time-outs. */
  failed: number;
  statuses: Record<string, number>;
  /** Each good answer's time from request to its last byte, in ms (full precision; autocannon's own are whole ms). */
  latencies: number[];
  /** Wall-clock length of the run, ms. */
  elapsedMs: number;
};

export async function runLoad(options: {
  url: string;
  connections: number;
  seconds: number;
  /** Cookie headers to cycle through, one per request. */
  cookies: readonly string[];
  expectStatus: number;
}): Promise<LoadRun> {
  let next = 0;
  const statuses: Record<string, number> = {};
  const latencies: number[] = [];
  let ok = 0;
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    timeout: 20,
    headers: BROWSER_HEADERS,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, cookie: options.cookies[next++ % options.cookies.length] },
        }),
      },
    ],
  });
  instance.on("response", (_client, statusCode, _bytes, ms) => {
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    if (statusCode !== options.expectStatus) return;
    ok++;
    latencies.push(ms);
  });
  const result = await new Promise<Result>((resolve, reject) => {
    instance.on("done", resolve);
    instance.on("error", reject);
  });
  const failedStatuses = Object.entries(statuses)
    .filter(([status]) => Number(status) !== options.expectStatus)
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    ok,
    failed: failedStatuses + result.errors + result.timeouts,
    statuses,
    latencies,
    elapsedMs: new Date(result.finish).getTime() - new Date(result.start).getTime(),
  };
}
