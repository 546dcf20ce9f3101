/** The System Settings page's tabs (docs/product.md §2), in order; `?tab=` names one. */
export const SETTINGS_PAGE_TABS = [
  { value: "general", label: "General" },
  { value: "security", label: "Security" },
  { value: "integrations", label: "Integrations" },
  { value: "statistics", label: "Statistics" },
  { value: "maintenance", label: "Maintenance" },
] as const;
export type SettingsTab = (typeof SETTINGS_PAGE_TABS)[number]["value"];

/** The tab a `?tab=` (or a posted `tab`) names; General for anything else. */
export function parseSettingsTab(value: unknown): SettingsTab {
  return SETTINGS_PAGE_TABS.find((tab) => tab.value === value)?.value ?? "general";
}
