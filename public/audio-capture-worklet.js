// Runs on the audio rendering thread: collects microphone samples (mixed down to mono) into ~20 ms blocks
// and posts them to the page, which resamples them to 16 kHz (app/features/dictation/recorder.ts).
class NotewellCaptureProcessor extends AudioWorkletProcessor {
  constructor() {
    super();
    // ~21 ms at 48 kHz, ~23 ms at 44.1 kHz: few enough messages, small enough latency.
    this.block = new Float32Array(1024);
    this.length = 0;
  }

  process(inputs) {
    const channels = inputs[0];
    if (!channels || channels.length === 0) return true;
    const frames = channels[0].length;
    for (let i = 0; i < frames; i++) {
      let sum = 0;
      for (let c = 0; c < channels.length; c++) sum += channels[c][i];
      this.block[this.length++] = sum / channels.length;
      if (this.length === this.block.length) {
        this.port.postMessage(this.block, [this.block.buffer]);
        this.block = new Float32Array(1024);
        this.length = 0;
      }
    }
    return true;
  }
}

registerProcessor("notewell-capture", NotewellCaptureProcessor);
