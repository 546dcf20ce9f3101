import { Link } from "@remix-run/react";
import { Alert } from "~/components/ui/alert.tsx";
import { Button } from "~/components/ui/button.tsx";
import type { RecordingProblem } from "~/features/dictation/recording-view.ts";

/**
 * Why a recording could not start or stopped, titled for what happened ("Maintenance", "Service busy",
 * "Connection Error" for a real connection failure, …), with the spec's Try Again and a dismiss action, and
 * a way to sign in when that is what helps.
 */
export function RecordingAlert({
  problem,
  onTryAgain,
  onDismiss,
}: {
  problem: RecordingProblem;
  onTryAgain: () => void;
  onDismiss: () => void;
}) {
  return (
    <Alert
      tone="danger"
      role="alert"
      title={problem.title}
      actions={
        <>
          {problem.signIn ? (
            <Button size="sm" asChild>
              <Link to="/auth?expired=1">Sign in</Link>
            </Button>
          ) : null}
          <Button size="sm" variant={problem.signIn ? "secondary" : undefined} onClick={onTryAgain}>
            Try Again
          </Button>
          <Button size="sm" variant="ghost" onClick={onDismiss} aria-label={`Dismiss ${problem.title.toLowerCase()}`}>
            Dismiss
          </Button>
        </>
      }
    >
      {problem.message}
    </Alert>
  );
}
