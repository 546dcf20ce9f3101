import { createGlobalTheme, globalStyle } from "@vanilla-extract/css";

/** The one set of design tokens. Colours follow the NHS identity palette (blue #005EB8) with AA contrast. */
export const vars = createGlobalTheme(":root", {
  color: {
    brand: "#005eb8",
    brandDark: "#003087",
    brandLight: "#e8f1fb",
    text: "#212b32",
    textMuted: "#4c6272",
    textInverse: "#ffffff",
    surface: "#ffffff",
    surfaceMuted: "#f0f4f5",
    border: "#d8dde0",
    borderStrong: "#aeb7bd",
    focus: "#ffeb3b",
    danger: "#d5281b",
    /** Danger text on dangerLight (6.0:1; danger itself is only 4.4:1 there). */
    dangerDark: "#b01f14",
    dangerLight: "#fdecea",
    success: "#007f3b",
    successLight: "#e6f4ea",
    warning: "#ffb81c",
    warningLight: "#fff6e0",
  },
  space: {
    xs: "4px",
    sm: "8px",
    md: "12px",
    lg: "16px",
    xl: "24px",
    xxl: "32px",
    xxxl: "48px",
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  fontSize: {
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.375rem",
    xxl: "1.75rem",
  },
  radius: { sm: "4px", md: "8px", lg: "12px", full: "999px" },
  shadow: {
    sm: "0 1px 2px rgba(33, 43, 50, 0.12)",
    md: "0 4px 12px rgba(33, 43, 50, 0.16)",
  },
  /** The phone header is exactly `mobileHeaderHeight` high, so what sticks below it (the recording bar) can. */
  layout: { sidebarWidth: "264px", contentMax: "1120px", mobileHeaderHeight: "56px" },
});

/**
 * Stacking order (z-index), lowest first. Every dialog (a modal, a confirmation, the mobile menu drawer) uses
 * the same two layers, and a toast sits between them: above the dimmed backdrop, so it is never greyed out,
 * and below the dialog itself, so it never covers what the user is answering. Menus opened from inside a
 * dialog (a Select) sit above it.
 */
export const layers = {
  stickyHeader: 10,
  cookieBanner: 40,
  dialogOverlay: 50,
  toast: 51,
  dialog: 52,
  popover: 70,
  skipLink: 200,
} as const;

export const breakpoints = {
  /** Sidebar is fixed from here up; below it is a slide-in drawer. */
  large: "screen and (min-width: 960px)",
  small: "screen and (max-width: 959.98px)",
  /** A laptop's window: wide, but short (1366×768's 657 px inside the browser, 1280×720). */
  short: "screen and (min-width: 960px) and (max-height: 820px)",
};

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html, body", {
  margin: 0,
  padding: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.surfaceMuted,
});
globalStyle("a", { color: vars.color.brand });
globalStyle("a:hover", { color: vars.color.brandDark });
globalStyle("h1, h2, h3", { lineHeight: 1.25, margin: `0 0 ${vars.space.md}` });
globalStyle("h1", { fontSize: vars.fontSize.xxl });
globalStyle("h2", { fontSize: vars.fontSize.xl });
globalStyle("h3", { fontSize: vars.fontSize.lg });
globalStyle("p", { margin: `0 0 ${vars.space.md}` });
// A focus ring everyone can see, on every interactive element (WCAG 2.4.7).
globalStyle(":focus-visible", {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "0",
  boxShadow: `0 0 0 5px ${vars.color.text}`,
});
globalStyle(".visually-hidden", {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});
