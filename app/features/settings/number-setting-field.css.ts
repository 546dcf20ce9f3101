import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css.ts";

/** The allowed range stands out a little from the description before it. */
export const range = style({ fontWeight: 600, color: vars.color.text });
