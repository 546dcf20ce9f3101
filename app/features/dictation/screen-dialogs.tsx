import { Link } from "@remix-run/react";
import { Button } from "~/components/ui/button.tsx";
import { AlertDialog } from "~/components/ui/dialog.tsx";

/**
 * The dictation screen's two confirmations, loaded the first time one opens (decision 029), as Radix's dialog
 * itself is: starting a new consultation ("Clear All"), and asking for the microphone before the browser does.
 */

/** "Clear All": the screen is cleared only once the server has started a new consultation (`onConfirm`). */
export function ClearAllDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Start a new consultation?"
      description={
        <>
          This clears the transcript, every document, the question and the response from this screen. This consultation
          stays in <Link to="/history">My consultations</Link>, where you can open it again.
        </>
      }
      cancel={<Button variant="secondary">Cancel</Button>}
      action={
        <Button variant="danger" onClick={onConfirm}>
          Clear All
        </Button>
      }
    />
  );
}

/** Before the browser asks for the microphone: Allow Access goes on to its question, Cancel stops there. */
export function MicrophoneDialog({
  open,
  onAllow,
  onDecline,
}: {
  open: boolean;
  onAllow: () => void;
  onDecline: () => void;
  /** Only used if this dialog's script cannot be fetched: it then reports itself closed (declined). */
  onOpenChange?: (open: boolean) => void;
}) {
  return (
    <AlertDialog
      open={open}
      title="Microphone Access Required"
      description="Notewell needs your microphone to transcribe your dictation. Allow access when your browser asks; if you blocked it before, allow it in the site settings next to the address bar."
      cancel={
        <Button variant="secondary" onClick={onDecline}>
          Cancel
        </Button>
      }
      action={<Button onClick={onAllow}>Allow Access</Button>}
    />
  );
}
