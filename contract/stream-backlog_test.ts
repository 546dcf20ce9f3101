import assert from "node:assert/strict";
import {
  BACKLOG,
  BACKLOG_CLOSED,
  backlogClosed,
  backlogMessage,
  MAX_BACKLOG_MS,
  OUTAGE_KEPT_MS,
  PACE_AHEAD_MS,
} from "./stream-backlog.ts";

Deno.test("a backlog session's message reaches the browser whole, inside its wrapping", () => {
  const turn = '{"turn_order":0,"end_of_turn":true,"transcript":"w1 w2","type":"Turn"}';
  assert.deepEqual(JSON.parse(backlogMessage(turn)), { type: BACKLOG, message: JSON.parse(turn) });
  assert.deepEqual(JSON.parse(backlogClosed(1000, true)), {
    type: BACKLOG_CLOSED,
    code: 1000,
    complete: true,
  });
});

Deno.test("a backlog may hold the minute kept through an outage and more; the look-ahead is a second", () => {
  assert.ok(MAX_BACKLOG_MS > OUTAGE_KEPT_MS);
  assert.equal(OUTAGE_KEPT_MS, 60_000);
  assert.equal(PACE_AHEAD_MS, 1_000);
});
