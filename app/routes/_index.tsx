import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { Alert } from "~/components/ui/alert.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { AlertDialog } from "~/components/ui/dialog.tsx";
import { TextareaField } from "~/components/ui/field.tsx";
import { formatTimer, useDictation } from "~/dictation/use-dictation.ts";
import { requireUser } from "~/utils/auth.server.ts";
import * as styles from "~/styles/dictation.css.ts";

export const meta: MetaFunction = () => [{ title: "Transcription — Notewell" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return json({});
}

const STATUS_LABEL = { disconnected: "Not connected", connecting: "Connecting…", connected: "Connected" } as const;

export default function TranscriptionScreen() {
  const dictation = useDictation("");
  return (
    <div className={styles.stack}>
      <div className={styles.header}>
        <h1 style={{ margin: 0 }}>Transcription</h1>
        <div className={styles.controls}>
          <Button
            size="lg"
            variant={dictation.isRecording ? "recording" : "primary"}
            onClick={() => void dictation.toggle()}
            aria-pressed={dictation.isRecording}
          >
            {dictation.isRecording ? "Stop Recording" : "Start Recording"}
          </Button>
          <span className={styles.timer} role="timer" aria-label="Recording time">
            {formatTimer(dictation.elapsedSeconds)}
          </span>
          <span className={styles.status}>
            <span className={styles.dot} data-status={dictation.status} aria-hidden="true" />
            {STATUS_LABEL[dictation.status]}
          </span>
          <Link to="/help">Help</Link>
        </div>
      </div>

      {dictation.error ? (
        <Alert
          tone="danger"
          role="alert"
          title="Connection Error"
          actions={
            <>
              <Button size="sm" onClick={dictation.tryAgain}>
                Try Again
              </Button>
              <Button size="sm" variant="ghost" onClick={dictation.dismissError}>
                Dismiss
              </Button>
            </>
          }
        >
          {dictation.error}
        </Alert>
      ) : null}
      {dictation.warning ? <Alert tone="warning">{dictation.warning}</Alert> : null}

      <Card>
        <TextareaField
          label="Transcription"
          id="transcript"
          name="transcript"
          className={styles.transcriptArea}
          value={dictation.text}
          readOnly={dictation.isRecording}
          onChange={(event) => dictation.setText(event.target.value)}
          placeholder="Press Start Recording and speak. Your words appear here as you dictate."
        />
      </Card>

      <AlertDialog
        open={dictation.micDialogOpen}
        title="Microphone Access Required"
        description="Notewell needs your microphone to transcribe your dictation. Allow access when your browser asks; if you blocked it before, allow it in the site settings next to the address bar."
        cancel={
          <Button variant="secondary" onClick={dictation.declineMicrophone}>
            Cancel
          </Button>
        }
        action={<Button onClick={dictation.allowMicrophone}>Allow Access</Button>}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
