import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button.tsx";
import { formatTimer, recordingState, type RecordingView } from "./recording-view.ts";
import * as styles from "./recording-bar.css.ts";

/**
 * The recording bar (decision 042): Start/Stop, the timer, the microphone's live level and what the recording is
 * doing, each in a place of its own that does not change size with what it says, so nothing moves as the state
 * changes. It sticks to the top of the screen while the page scrolls.
 */
export function RecordingBar({
  view,
  hydrated,
  onToggle,
  onPrepare,
  subscribeLevel,
}: {
  view: Pick<RecordingView, "phase" | "status" | "outage" | "backlogMs" | "elapsedSeconds">;
  hydrated: boolean;
  onToggle: () => void;
  onPrepare: () => void;
  subscribeLevel: (listener: (level: number) => void) => () => void;
}) {
  const recording = view.phase === "recording";
  const finishing = view.phase === "finishing";
  const state = recordingState(view);
  return (
    <div className={styles.bar} aria-label="Recording" role="group">
      <Button
        size="lg"
        className={styles.toggle}
        variant={recording ? "recording" : "primary"}
        disabled={!hydrated || finishing}
        onPointerEnter={onPrepare}
        onFocus={onPrepare}
        onClick={onToggle}
        aria-pressed={recording}
      >
        {recording ? "Stop Recording" : finishing ? "Finishing…" : "Start Recording"}
      </Button>
      <span className={styles.timer} role="timer" aria-label="Recording time">
        {formatTimer(view.elapsedSeconds)}
      </span>
      <LevelMeter active={recording} subscribe={subscribeLevel} />
      <span className={styles.state} data-recording-state={state.tone}>
        <span className={styles.dot[state.tone]} aria-hidden="true" />
        <span className={styles.stateText}>
          <span aria-live="polite">{state.label}</span>
          {state.detail ? <span className={styles.stateDetail}>{state.detail}</span> : null}
        </span>
      </span>
    </div>
  );
}

/**
 * The microphone's level while recording, so the clinician sees it hears them. Drawn straight into the DOM at the
 * screen's frame rate (a level arrives about 50 times a second; re-rendering the screen for each would cost).
 */
function LevelMeter({
  active,
  subscribe,
}: {
  active: boolean;
  subscribe: (listener: (level: number) => void) => () => void;
}) {
  const meter = useRef<HTMLDivElement>(null);
  const fill = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let level = 0;
    let frame = 0;
    const draw = () => {
      frame = 0;
      fill.current?.style.setProperty("transform", `scaleX(${level})`);
      meter.current?.setAttribute("aria-valuenow", String(Math.round(level * 100)));
    };
    const unsubscribe = subscribe((next) => {
      level = active ? next : 0;
      frame ||= requestAnimationFrame(draw);
    });
    if (!active) {
      level = 0;
      draw();
    }
    return () => {
      unsubscribe();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [active, subscribe]);
  return (
    <div
      ref={meter}
      className={styles.meter}
      role="meter"
      aria-label="Microphone level"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={0}
    >
      <div ref={fill} className={styles.meterFill} />
    </div>
  );
}
