import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css.ts";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.xl });
export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, maxWidth: "560px" });
export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: 0,
});
export const term = style({ fontWeight: 600, color: vars.color.textMuted });
export const definition = style({ margin: 0 });
export const danger = style({ borderColor: vars.color.danger });
export const list = style({ margin: `${vars.space.sm} 0`, paddingLeft: vars.space.xl });
export const row = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.lg,
  flexWrap: "wrap",
  justifyContent: "space-between",
});
