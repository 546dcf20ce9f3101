/** Counters for operators (GET /metrics, Prometheus text format). Never user data. */
export class Metrics {
  streamsLive = 0;
  streamsTotal = 0;
  audioBytesTotal = 0;
  readonly refusals = new Map<string, number>();
  readonly closes = new Map<number, number>();

  refused(reason: string): void {
    this.refusals.set(reason, (this.refusals.get(reason) ?? 0) + 1);
  }

  closed(code: number, audioBytes: number): void {
    this.closes.set(code, (this.closes.get(code) ?? 0) + 1);
    this.audioBytesTotal += audioBytes;
  }

  /** The Prometheus exposition text. */
  render(): string {
    const lines = [
      "# HELP notewell_streams_live Recordings being relayed now by this replica.",
      "# TYPE notewell_streams_live gauge",
      `notewell_streams_live ${this.streamsLive}`,
      "# HELP notewell_streams_total Recordings accepted since start.",
      "# TYPE notewell_streams_total counter",
      `notewell_streams_total ${this.streamsTotal}`,
      "# HELP notewell_audio_bytes_total Audio bytes relayed to the provider since start.",
      "# TYPE notewell_audio_bytes_total counter",
      `notewell_audio_bytes_total ${this.audioBytesTotal}`,
      "# HELP notewell_stream_refusals_total Recordings refused, by reason.",
      "# TYPE notewell_stream_refusals_total counter",
      ...[...this.refusals].map(([reason, n]) => `notewell_stream_refusals_total{reason="${reason}"} ${n}`),
      "# HELP notewell_stream_closes_total Recordings ended, by the close code sent to the browser.",
      "# TYPE notewell_stream_closes_total counter",
      ...[...this.closes].map(([code, n]) => `notewell_stream_closes_total{code="${code}"} ${n}`),
    ];
    return lines.join("\n") + "\n";
  }
}
