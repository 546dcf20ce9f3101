import { useSubmit } from "@remix-run/react";
import { Button } from "~/components/ui/button.tsx";
import { AlertDialog } from "~/components/ui/dialog.tsx";

/**
 * A consultation's Delete, confirmed first: loaded the first time it opens (decision 029), as Radix's dialog itself
 * is; Delete consultation posts the page's delete. Without JavaScript the page shows the same question as a form of
 * its own (history.$id.tsx, `?delete`).
 */
export function DeleteDialog({
  open,
  onOpenChange,
  description,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What deleting does (the page says it too, without JavaScript). */
  description: string;
}) {
  const submit = useSubmit();
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this consultation?"
      description={description}
      cancel={<Button variant="secondary">Cancel</Button>}
      action={
        <Button variant="danger" onClick={() => submit({ intent: "delete" }, { method: "post" })}>
          Delete consultation
        </Button>
      }
    />
  );
}
