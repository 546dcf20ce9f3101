import { parseWithZod } from "~/platform/parse-form.server.ts";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { apiTestToast } from "~/features/admin/admin-api.ts";
import { testApiConnections } from "~/features/admin/provider-test.server.ts";
import { getStatistics } from "~/features/admin/statistics.server.ts";
import type { SettingsFailure } from "~/features/settings/save-failure.ts";
import { parseSettingsTab } from "~/features/settings/settings-tabs.ts";
import { getAdminSettings, getKeySources, updateSettings } from "~/features/settings/settings.server.ts";
import {
  API_KEY_SETTINGS,
  SETTING_TABS,
  SettingsFormSchema,
  settingsErrorDetails,
} from "~/features/settings/validation.server.ts";
import { requireAdmin } from "~/platform/guards.server.ts";
import { readForm } from "~/platform/request-body.server.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";

/*
 * System Settings' server half (admin.settings.tsx re-exports its loader and action): what only the server runs
 * stays out of the page's scripts (decision 069).
 */

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const tab = parseSettingsTab(new URL(request.url).searchParams.get("tab"));
  // Statistics come with the page only when it opens on that tab (always the case without JavaScript);
  // otherwise the tab loads them from GET /api/admin/statistics when it is opened.
  const [settings, keySources, statistics] = await Promise.all([
    getAdminSettings(),
    getKeySources(),
    tab === "statistics" ? getStatistics() : Promise.resolve(null),
  ]);
  return json({ settings, keySources, statistics, tab }, { headers: { "Cache-Control": "no-store" } });
}

/**
 * Saves the whole settings form (intent save), or, for the Test API Connection button without JavaScript,
 * tests the saved provider keys (intent test-api). Both redirect back to the tab with a flash toast.
 */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await readForm(request);
  const tab = parseSettingsTab(formData.get("tab"));
  const back = `/admin/settings?tab=${tab}`;
  const replace = { headers: { "X-Remix-Replace": "true" } };

  if (formData.get("intent") === "test-api") {
    return redirectWithToast(back, apiTestToast(await testApiConnections()), replace);
  }

  const submission = parseWithZod(formData, { schema: SettingsFormSchema });
  if (submission.status !== "success") {
    const firstField = Object.keys(submission.error ?? {})[0] ?? "";
    return json<SettingsFailure>(
      {
        // Keys typed into the form are never echoed back into the page.
        result: submission.reply({ hideFields: [...API_KEY_SETTINGS] }),
        details: settingsErrorDetails(submission.error),
        tab: SETTING_TABS[firstField] ?? tab,
      },
      { status: 400 },
    );
  }
  await updateSettings(admin, submission.value, request);
  return redirectWithToast(back, { title: "Settings updated", type: "success" }, replace);
}
