import { style } from "@vanilla-extract/css";
import { breakpoints, layers, vars } from "~/styles/theme.css.ts";

/**
 * A compact bar across the bottom of the window (beside the sidebar when there is one). Small screens: the
 * message, then the buttons in two rows. Large screens: the message on the left and the buttons on the right,
 * so the bar is only a few lines tall. While it shows, the page reserves its height at the bottom and scrolls
 * anything focused clear of it (cookie-consent.tsx), so it never sits on top of what someone needs.
 */
export const banner = style({
  position: "fixed",
  left: 0,
  right: 0,
  bottom: 0,
  // Above the sticky mobile header, below dialogs, menus and toasts.
  zIndex: layers.cookieBanner,
  maxHeight: "45vh",
  overflowY: "auto",
  background: vars.color.surface,
  color: vars.color.text,
  borderTop: `4px solid ${vars.color.brand}`,
  boxShadow: vars.shadow.md,
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.md}`,
  "@media": {
    [breakpoints.large]: { padding: `${vars.space.md} ${vars.space.xl}` },
    [breakpoints.short]: { padding: `${vars.space.sm} ${vars.space.xl}` },
  },
});
/** Just appeared: clicks go to what lies beneath, which is what they were aimed at (cookie-banner.tsx). */
export const arriving = style({ pointerEvents: "none" });
/** With the fixed sidebar (signed in, large screens) the bar starts beside it and leaves Sign Out uncovered. */
export const besideSidebar = style({
  "@media": { [breakpoints.large]: { left: vars.layout.sidebarWidth } },
});
export const inner = style({
  position: "relative",
  maxWidth: vars.layout.contentMax,
  margin: "0 auto",
  "@media": {
    [breakpoints.large]: {
      display: "grid",
      gridTemplateColumns: "minmax(0, 1fr) auto",
      gridTemplateAreas: '"title actions" "text actions" "links actions"',
      columnGap: vars.space.xl,
      alignItems: "center",
      paddingRight: "48px",
    },
    // In a short window the links share the title's line, so the bar is a line shorter.
    [breakpoints.short]: {
      gridTemplateColumns: "auto minmax(0, 1fr) auto",
      gridTemplateAreas: '"title links actions" "text text actions"',
    },
  },
});
export const title = style({
  gridArea: "title",
  fontSize: vars.fontSize.md,
  margin: `${vars.space.xs} 48px ${vars.space.xs} 0`,
  "@media": { [breakpoints.large]: { margin: 0 } },
});
export const text = style({
  gridArea: "text",
  fontSize: vars.fontSize.sm,
  margin: `0 0 ${vars.space.sm}`,
  "@media": { [breakpoints.large]: { margin: 0 } },
});
export const close = style({
  position: "absolute",
  top: 0,
  right: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  minWidth: "40px",
  minHeight: "40px",
  "@media": { [breakpoints.large]: { top: "50%", transform: "translateY(-50%)" } },
});
export const actions = style({
  gridArea: "actions",
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: vars.space.sm,
  "@media": { [breakpoints.large]: { display: "flex", flexWrap: "wrap", justifyContent: "flex-end" } },
});
export const wide = style({
  gridColumn: "1 / -1",
  "@media": { [breakpoints.large]: { gridColumn: "auto" } },
});
export const links = style({
  gridArea: "links",
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  listStyle: "none",
  fontSize: vars.fontSize.sm,
  "@media": {
    [breakpoints.large]: { margin: `${vars.space.xs} 0 0` },
    [breakpoints.short]: { margin: 0, alignSelf: "baseline" },
  },
});
