import { useEffect, useRef, type Ref } from "react";
import { Button } from "~/components/ui/button.tsx";
import { formatTimer, type RecordingState, type RecordingView } from "./recording-view.ts";
import * as styles from "./recording-bar.css.ts";

/**
 * The recording bar (decision 042): Start/Stop, the timer, the microphone's live level (drawn by the recording
 * itself, about 50 times a second, without re-rendering the screen) and what the recording is doing, each in a place of its own that does not change size with what it says, so nothing moves as the state
 * changes. It sticks to the top of the screen while the page scrolls.
 */
/**
 * The keyboard shortcuts (decision 062), wherever the focus is on the dictation screen: Alt+R starts and stops,
 * Alt+P pauses and resumes. Matched by the key's place (`code`), so Option+R on a Mac, which types a character,
 * works too. The help page lists them.
 */
const SHORTCUTS = { toggle: "Alt+R", pause: "Alt+P" } as const;

function useShortcuts(enabled: boolean, onToggle: () => void, onPause: () => void): void {
  const handlers = useRef({ onToggle, onPause });
  handlers.current = { onToggle, onPause };
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.repeat) return;
      const act =
        event.code === "KeyR" ? handlers.current.onToggle : event.code === "KeyP" ? handlers.current.onPause : null;
      if (!act) return;
      event.preventDefault();
      act();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}

export function RecordingBar({
  view,
  hydrated,
  onToggle,
  onPause,
  onPrepare,
  meter,
}: {
  view: Pick<RecordingView, "phase" | "elapsedSeconds" | "paused"> & { state: RecordingState };
  hydrated: boolean;
  onToggle: () => void;
  /** Pause, or Resume. */
  onPause: () => void;
  onPrepare: () => void;
  /** The level meter's element: the recording draws the microphone's level into it (recording-engine.ts). */
  meter: Ref<HTMLDivElement>;
}) {
  const recording = view.phase === "recording";
  const finishing = view.phase === "finishing";
  const { state, paused } = view;
  useShortcuts(
    hydrated,
    () => {
      if (!finishing) onToggle();
    },
    onPause,
  );
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
        aria-keyshortcuts={SHORTCUTS.toggle}
      >
        {recording ? "Stop Recording" : finishing ? "Finishing…" : "Start Recording"}
      </Button>
      {/* Always there (unavailable until recording), so nothing moves when recording starts. */}
      <Button
        size="lg"
        variant="secondary"
        className={styles.pause}
        disabled={!hydrated || !recording}
        onClick={onPause}
        aria-pressed={recording && paused}
        aria-keyshortcuts={SHORTCUTS.pause}
      >
        {recording && paused ? "Resume" : "Pause"}
      </Button>
      <span className={styles.readout}>
        <span className={styles.timer} role="timer" aria-label="Recording time">
          {formatTimer(view.elapsedSeconds)}
        </span>
        <div
          ref={meter}
          className={styles.meter}
          role="meter"
          aria-label="Microphone level"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={0}
        >
          <div className={styles.meterFill} />
        </div>
      </span>
      <span className={styles.state} data-recording-state={state.tone}>
        <span className={styles.dot[state.tone]} aria-hidden="true" />
        <span>
          <span aria-live="polite">{state.label}</span>
          {state.detail ? <span className={styles.stateDetail}> · {state.detail}</span> : null}
        </span>
      </span>
    </div>
  );
}
