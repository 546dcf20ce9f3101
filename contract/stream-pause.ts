/**
 * Pause and Resume (issue 25, decision 061), on the same /ws-proxy socket as the audio (JSON text messages):
 *
 * | Direction         | Message              | Meaning                                                                                   |
 * | ----------------- | -------------------- | ----------------------------------------------------------------------------------------- |
 * | browser → sidecar | `{"type":"Pause"}`   | no audio follows until Resume: the practice's duration limit and the no-audio limit stop counting |
 * | browser → sidecar | `{"type":"Resume"}`  | audio follows again, and both limits count again (an audio frame while paused also resumes)       |
 *
 * The provider session stays open while paused (it has no idle timeout unless asked for one) and is never told:
 * the transcript carries on in the same session. Dependency-free: the app (stream-client.ts) and the sidecar
 * (relay.ts) both import it.
 */
export const PAUSE = "Pause";
export const RESUME = "Resume";
