import { style } from "@vanilla-extract/css";
import { breakpoints, layers, vars } from "~/styles/theme.css.ts";

/**
 * Small screens: a compact bar across the bottom, never taller than 45% of the screen.
 * Large screens: a card in the bottom-right corner that keeps clear of the fixed sidebar.
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
  padding: `${vars.space.md} ${vars.space.lg}`,
  "@media": {
    [breakpoints.large]: {
      left: "auto",
      right: vars.space.xl,
      bottom: vars.space.xl,
      width: `min(640px, calc(100vw - ${vars.layout.sidebarWidth} - 2 * ${vars.space.xl}))`,
      maxHeight: "none",
      border: `1px solid ${vars.color.borderStrong}`,
      borderTop: `4px solid ${vars.color.brand}`,
      borderRadius: vars.radius.lg,
      padding: vars.space.xl,
    },
  },
});
export const header = style({ display: "flex", alignItems: "flex-start", justifyContent: "space-between", gap: vars.space.md });
export const title = style({
  fontSize: vars.fontSize.md,
  margin: `${vars.space.xs} 0`,
  "@media": { [breakpoints.large]: { fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.xs}` } },
});
export const text = style({
  fontSize: vars.fontSize.sm,
  margin: `0 0 ${vars.space.md}`,
  "@media": { [breakpoints.large]: { fontSize: vars.fontSize.md } },
});
export const close = style({ flexShrink: 0, fontSize: vars.fontSize.xl, lineHeight: 1, minWidth: "40px", minHeight: "40px", marginTop: `-${vars.space.xs}` });
export const actions = style({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: vars.space.sm,
  "@media": { [breakpoints.large]: { display: "flex", flexWrap: "wrap" } },
});
export const wide = style({
  gridColumn: "1 / -1",
  "@media": { [breakpoints.large]: { gridColumn: "auto" } },
});
export const links = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  listStyle: "none",
  fontSize: vars.fontSize.sm,
});
