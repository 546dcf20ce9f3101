import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { breakpoints, layers, vars } from "~/styles/theme.css.ts";

const slideIn = keyframes({ from: { transform: "translateX(calc(100% + 24px))" }, to: { transform: "translateX(0)" } });
const swipeOut = keyframes({
  from: { transform: "translateX(var(--radix-toast-swipe-end-x))" },
  to: { transform: "translateX(calc(100% + 24px))" },
});

export const viewport = style({
  position: "fixed",
  bottom: 0,
  right: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.xl,
  width: "min(420px, 100vw)",
  margin: 0,
  listStyle: "none",
  zIndex: layers.toast,
  outline: "none",
  // The empty viewport is a box in the corner of the screen: clicks go through it to the page.
  pointerEvents: "none",
});
/**
 * Docked in the signed-in shell (decision 047): over the foot of the sidebar on large screens, at the top of a
 * phone's header; the shell makes that much room (--toast-room), so nothing of the page is under it.
 */
export const docked = style({
  "@media": {
    [breakpoints.large]: { left: 0, right: "auto", width: vars.layout.sidebarWidth, padding: vars.space.lg },
    [breakpoints.small]: { top: 0, bottom: "auto", width: "100%", padding: vars.space.sm },
  },
});
/** The server's flash in the signed-in shell before hydration (and without JavaScript): at the top of the page. */
export const inFlow = style({ listStyle: "none", margin: `0 0 ${vars.space.lg}`, padding: 0 });
export const toast = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: vars.space.sm,
  alignItems: "start",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderLeft: "6px solid",
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  padding: vars.space.lg,
  pointerEvents: "auto",
  selectors: {
    "&[data-state='open']": { animation: `${slideIn} 150ms ease-out` },
    "&[data-swipe='move']": { transform: "translateX(var(--radix-toast-swipe-move-x))" },
    "&[data-swipe='end']": { animation: `${swipeOut} 100ms ease-out` },
    "&[data-state='closed']": { opacity: 0, transition: "opacity 150ms" },
  },
});
export const type = styleVariants({
  default: { borderLeftColor: vars.color.brand },
  success: { borderLeftColor: vars.color.success },
  destructive: { borderLeftColor: vars.color.danger, background: vars.color.dangerLight },
});
export const title = style({ fontWeight: 700, gridColumn: "1" });
export const description = style({
  gridColumn: "1",
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  whiteSpace: "pre-line",
});
export const close = style({
  gridColumn: "2",
  gridRow: "1 / span 2",
  background: "transparent",
  border: "none",
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  cursor: "pointer",
  padding: vars.space.xs,
  color: vars.color.textMuted,
});
