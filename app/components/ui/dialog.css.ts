import { keyframes, style } from "@vanilla-extract/css";
import { layers, vars } from "~/styles/theme.css.ts";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const overlay = style({
  position: "fixed",
  inset: 0,
  background: "rgba(33, 43, 50, 0.55)",
  zIndex: layers.dialogOverlay,
  animation: `${fadeIn} 150ms ease-out`,
});
export const content = style({
  position: "fixed",
  top: "50%",
  left: "50%",
  transform: "translate(-50%, -50%)",
  width: "min(520px, calc(100vw - 32px))",
  maxHeight: "calc(100vh - 32px)",
  overflowY: "auto",
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space.xl,
  zIndex: layers.dialog,
});
export const title = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.sm}` });
export const description = style({ color: vars.color.textMuted, margin: `0 0 ${vars.space.lg}` });
export const footer = style({
  display: "flex",
  justifyContent: "flex-end",
  gap: vars.space.sm,
  marginTop: vars.space.xl,
  flexWrap: "wrap",
});
