import { style } from "@vanilla-extract/css";
import { layers, vars } from "~/styles/theme.css.ts";

/** The phone's menu drawer (menu-drawer.tsx, loaded when it first opens), over the page. */
export const drawer = style({
  position: "fixed",
  top: 0,
  left: 0,
  bottom: 0,
  width: `min(${vars.layout.sidebarWidth}, 85vw)`,
  overflowY: "auto",
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  zIndex: layers.dialog,
});
export const overlay = style({
  position: "fixed",
  inset: 0,
  background: "rgba(33, 43, 50, 0.55)",
  zIndex: layers.dialogOverlay,
});
