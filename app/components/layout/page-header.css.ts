import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css.ts";

export const header = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.lg,
  flexWrap: "wrap",
});
export const title = style({ margin: 0 });
export const subtitle = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });
