import { Badge } from "~/components/ui/badge.tsx";

/** Where a provider's key comes from: saved in the settings (it wins), the server's environment, or nowhere. */
export type KeySource = "settings" | "environment" | "none";

/**
 * A provider key's status, said the same way wherever it is shown (Integrations, Statistics; decision 057): a key
 * from either place is Configured (recordings and documents work with it), and where it comes from is named.
 */
export function ProviderKeyStatus({ source, environmentVariable }: { source: KeySource; environmentVariable: string }) {
  if (source === "none") return <Badge tone="danger">Not Configured</Badge>;
  return (
    <>
      <Badge tone="success">Configured</Badge>{" "}
      <span>
        {source === "settings" ? "saved in Settings" : `from the server's environment (${environmentVariable})`}
      </span>
    </>
  );
}
