import type { ServerFormResult } from "~/components/server-form.ts";
import type { useToast } from "~/components/ui/toast.tsx";
import type { SettingsTab } from "./settings-tabs.ts";

/** What a refused save answers: conform's reply, every problem for the toast, and the tab to open. */
export type SettingsFailure = { result: ServerFormResult; details: string[]; tab: SettingsTab };

/** The spec's toast for a refused save, listing every problem. */
export function showSaveFailure(toast: ReturnType<typeof useToast>, details: string[]) {
  toast({
    title: "Failed to update settings",
    description: details.length ? details.join("\n") : "Please try again.",
    type: "destructive",
  });
}
