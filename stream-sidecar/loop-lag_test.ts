import assert from "node:assert/strict";
import { isOverloaded, LATE_MS } from "./loop-lag.ts";

const onTime = 2;
const late = LATE_MS + 50;

Deno.test("a loop on time, or late once (start-up, a garbage collection), still takes new streams", () => {
  assert.equal(isOverloaded([]), false);
  assert.equal(isOverloaded([onTime, onTime, onTime, onTime, onTime]), false);
  assert.equal(isOverloaded([onTime, 900, onTime, onTime, onTime]), false);
  assert.equal(isOverloaded([late, onTime, onTime, late, onTime]), false);
  assert.equal(isOverloaded([LATE_MS, LATE_MS, LATE_MS, LATE_MS, LATE_MS]), false);
});

Deno.test("a loop late again and again sheds new streams, and recovers once it keeps time", () => {
  assert.equal(isOverloaded([late, onTime, late, onTime, late]), true);
  assert.equal(isOverloaded([onTime, onTime, late, late, late]), true);
  assert.equal(isOverloaded([late, late, late, onTime, onTime]), true);
  assert.equal(isOverloaded([late, late, late, onTime, onTime, onTime]), false);
});
