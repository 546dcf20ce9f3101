import { PcmFramer, SAMPLE_RATE } from "./pcm.ts";
import { Resampler } from "./resampler.ts";

export type Microphone = {
  /** The rate the browser actually captured at (browsers may ignore a requested rate). */
  captureRate: number;
  /** Stops capture; the last partial frame (if ≥ 20 ms) is delivered before this resolves. */
  stop: () => Promise<void>;
};

/** Why the microphone could not start: a denial opens the permission dialog; anything else is shown. */
export class MicrophoneError extends Error {
  constructor(
    readonly kind: "denied" | "failed",
    message: string,
  ) {
    super(message);
  }
}

/** How loud a block of samples is, 0–1: its RMS on a decibel scale from −60 dBFS (0) to full scale (1). */
export function levelOf(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  const rms = Math.sqrt(sum / Math.max(1, samples.length));
  if (rms <= 0) return 0;
  return Math.min(1, Math.max(0, (20 * Math.log10(rms) + 60) / 60));
}

/**
 * Starts the microphone: getUserMedia (echo cancellation, noise suppression and auto gain on, product.md §9) →
 * AudioWorklet → resampled to 16 kHz mono → 100 ms s16le frames, each handed to `onFrame`; the level of each
 * block the worklet posts (about 50 a second) goes to `onLevel`, for the meter.
 */
export async function startMicrophone(
  onFrame: (frame: ArrayBuffer) => void,
  onLevel: (level: number) => void = () => {},
): Promise<Microphone> {
  if (!navigator.mediaDevices?.getUserMedia) {
    throw new MicrophoneError(
      "failed",
      "Failed to access microphone: this browser cannot record audio here (a secure https page is required)",
    );
  }
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true, channelCount: 1 },
    });
  } catch (error) {
    const name = (error as DOMException)?.name;
    if (name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError") {
      throw new MicrophoneError("denied", "Microphone permission is required to use this app");
    }
    const reason = (error as Error)?.message || name;
    throw new MicrophoneError(
      "failed",
      reason ? `Failed to access microphone: ${reason}` : "Failed to access microphone",
    );
  }

  let context: AudioContext | undefined;
  try {
    context = new AudioContext();
    await context.audioWorklet.addModule("/audio-capture-worklet.js");
    const source = context.createMediaStreamSource(stream);
    const capture = new AudioWorkletNode(context, "notewell-capture", { numberOfInputs: 1, numberOfOutputs: 1 });
    // The worklet only runs while connected to the output; a zero gain keeps the clinician from hearing themself.
    const mute = context.createGain();
    mute.gain.value = 0;
    source.connect(capture).connect(mute).connect(context.destination);
    const resampler = new Resampler(context.sampleRate, SAMPLE_RATE);
    const framer = new PcmFramer();
    capture.port.onmessage = (event: MessageEvent<Float32Array>) => {
      onLevel(levelOf(event.data));
      for (const frame of framer.push(resampler.process(event.data))) onFrame(frame);
    };
    if (context.state === "suspended") await context.resume();
    const ctx = context;
    return {
      captureRate: ctx.sampleRate,
      stop: async () => {
        capture.port.onmessage = null;
        onLevel(0);
        source.disconnect();
        for (const track of stream.getTracks()) track.stop();
        const tail = framer.flush();
        if (tail) onFrame(tail);
        await ctx.close().catch(() => {});
      },
    };
  } catch (error) {
    for (const track of stream.getTracks()) track.stop();
    await context?.close().catch(() => {});
    const reason = (error as Error)?.message;
    throw new MicrophoneError(
      "failed",
      reason ? `Failed to access microphone: ${reason}` : "Failed to access microphone",
    );
  }
}
