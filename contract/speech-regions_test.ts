import assert from "node:assert/strict";
import { SETTINGS } from "./settings.ts";
import { REGION_URLS, streamingUrl } from "./speech-regions.ts";

Deno.test("the practice's region picks the provider's host unless the operator overrides it", () => {
  assert.equal(streamingUrl("default", undefined), "wss://streaming.assemblyai.com/v3/ws");
  assert.equal(streamingUrl("eu", undefined), "wss://streaming.eu.assemblyai.com/v3/ws");
  assert.equal(streamingUrl("us", ""), "wss://streaming.us.assemblyai.com/v3/ws");
  assert.equal(streamingUrl("eu", "wss://proxy.practice.nhs.uk/v3/ws"), "wss://proxy.practice.nhs.uk/v3/ws");
});

Deno.test("every region the settings offer has an address", () => {
  assert.deepEqual(
    Object.keys(REGION_URLS),
    SETTINGS.speechRegion.options.map((option) => option.value),
  );
});
