import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css.ts";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });
export const spinner = style({
  display: "inline-block",
  width: "1.1em",
  height: "1.1em",
  border: `2px solid currentColor`,
  borderRightColor: "transparent",
  borderRadius: vars.radius.full,
  animation: `${spin} 0.8s linear infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animationDuration: "2.4s" } },
});
