import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css.ts";

export const notes = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});
export const tools = style({
  display: "flex",
  gap: vars.space.sm,
  justifyContent: "flex-end",
  alignItems: "center",
  marginTop: vars.space.sm,
  flexWrap: "wrap",
});
export const copyStatus = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginRight: "auto" });
