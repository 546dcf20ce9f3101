import { style } from "@vanilla-extract/css";
import { breakpoints, layers, vars } from "~/styles/theme.css.ts";

export const shell = style({
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
  "@media": { [breakpoints.large]: { paddingLeft: vars.layout.sidebarWidth } },
});
export const sidebarFixed = style({
  position: "fixed",
  top: 0,
  left: 0,
  // A toast docked at the foot of the sidebar has this room to itself (decision 047).
  bottom: "var(--toast-room, 0px)",
  width: vars.layout.sidebarWidth,
  overflowY: "auto",
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  "@media": { [breakpoints.small]: { display: "none" } },
});
export const mobileHeader = style({
  display: "none",
  alignItems: "center",
  gap: vars.space.md,
  // Exactly this high, plus the room a toast docked at the top of a phone's screen has to itself (decision 047).
  height: `calc(${vars.layout.mobileHeaderHeight} + var(--toast-room, 0px))`,
  padding: `0 ${vars.space.lg}`,
  paddingTop: "var(--toast-room, 0px)",
  background: vars.color.brand,
  color: vars.color.textInverse,
  position: "sticky",
  top: 0,
  zIndex: layers.stickyHeader,
  "@media": { [breakpoints.small]: { display: "flex" } },
});
export const menuButton = style({
  background: "transparent",
  border: `2px solid ${vars.color.textInverse}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textInverse,
  font: "inherit",
  fontWeight: 600,
  padding: `${vars.space.xs} ${vars.space.md}`,
  cursor: "pointer",
});
export const mobileTitle = style({ fontWeight: 700, fontSize: vars.fontSize.lg, margin: 0 });
export const main = style({
  flex: 1,
  width: "100%",
  maxWidth: vars.layout.contentMax,
  margin: "0 auto",
  padding: vars.space.xl,
  "@media": { [breakpoints.small]: { padding: vars.space.lg } },
});
export const skipLink = style({
  position: "absolute",
  left: "-9999px",
  selectors: {
    "&:focus": {
      left: vars.space.lg,
      top: vars.space.lg,
      zIndex: layers.skipLink,
      background: vars.color.surface,
      padding: vars.space.sm,
    },
  },
});
export const noscriptNav = style({
  display: "none",
  flexWrap: "wrap",
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": { [breakpoints.small]: { display: "flex" } },
});

export const maintenanceBanner = style({ marginBottom: vars.space.lg });
/** The administrator's maintenance message keeps its line breaks. */
export const maintenanceMessage = style({ margin: 0, whiteSpace: "pre-line" });
