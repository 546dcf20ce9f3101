import { useState, type MouseEvent } from "react";
import { failureMessage } from "~/components/failure-message.ts";
import { Button } from "~/components/ui/button.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { API_TEST_FAILED, apiTestToast, type ApiTestResults } from "./admin-api.ts";

/**
 * Test API Connection (System Settings → Integrations). With JavaScript it is a JSON call to
 * POST /api/admin/test-api and a toast; without it, the button posts the settings form with intent=test-api.
 */
export function ConnectionTestButton() {
  const toast = useToast();
  const [testing, setTesting] = useState(false);

  async function testConnection(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    setTesting(true);
    try {
      const response = await fetch("/api/admin/test-api", { method: "POST", headers: { Accept: "application/json" } });
      if (!response.ok) throw new Error(await failureMessage(response));
      const { results } = (await response.json()) as { results: ApiTestResults };
      toast(apiTestToast(results));
    } catch (error) {
      toast({
        title: API_TEST_FAILED,
        description: error instanceof Error ? error.message : "Please try again.",
        type: "destructive",
      });
    } finally {
      setTesting(false);
    }
  }

  return (
    <Button
      type="submit"
      name="intent"
      value="test-api"
      variant="secondary"
      formNoValidate
      onClick={testConnection}
      disabled={testing}
      aria-busy={testing || undefined}
    >
      {testing ? "Testing…" : "Test API Connection"}
    </Button>
  );
}
