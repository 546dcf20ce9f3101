/** The server's copy of the System Settings form (settings-form.tsx): empty in the browser, which loads it as the page hydrates. */
export { SettingsForm } from "./settings-form.tsx";
