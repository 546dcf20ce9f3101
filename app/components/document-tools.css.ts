import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css.ts";

export const notes = style({ marginTop: vars.space.md, display: "flex", flexDirection: "column", gap: vars.space.sm });
export const flagList = style({ margin: `${vars.space.xs} 0 0`, paddingLeft: vars.space.xl });
export const mark = style({
  background: vars.color.warningLight,
  outline: `2px solid ${vars.color.warning}`,
  padding: "0 2px",
  borderRadius: "2px",
});
