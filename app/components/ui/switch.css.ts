import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css.ts";

export const root = style({
  position: "relative",
  width: "48px",
  height: "28px",
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.border,
  cursor: "pointer",
  padding: 0,
  selectors: { "&[data-state='checked']": { background: vars.color.brand, borderColor: vars.color.brand } },
});
export const thumb = style({
  display: "block",
  width: "20px",
  height: "20px",
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transform: "translateX(2px)",
  transition: "transform 120ms",
  selectors: { "&[data-state='checked']": { transform: "translateX(22px)" } },
});
export const row = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.lg,
});
export const text = style({ display: "flex", flexDirection: "column" });
export const label = style({ fontWeight: 600 });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
