import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { breakpoints, layers, vars } from "../../styles/theme.css.ts";

/**
 * The recording bar (decision 042): Start/Stop, the timer, the microphone's level and the recording's state, in
 * fixed places, so nothing moves as the state changes; it stays in view while the page scrolls (below the phone
 * header on small screens).
 */
export const bar = style({
  position: "sticky",
  top: 0,
  zIndex: layers.stickyHeader,
  display: "flex",
  alignItems: "center",
  flexWrap: "wrap",
  gap: `${vars.space.sm} ${vars.space.lg}`,
  padding: `${vars.space.sm} 0`,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  // Below the phone header, which grows by the room a docked toast takes (decision 047).
  "@media": { [breakpoints.small]: { top: `calc(${vars.layout.mobileHeaderHeight} + var(--toast-room, 0px))` } },
});
/** Wide enough for its longest label, so the button never changes size. */
export const toggle = style({ minWidth: "13.5rem" });
/** Wide enough for "Resume" as for "Pause". */
export const pause = style({ minWidth: "7rem" });
export const timer = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  fontVariantNumeric: "tabular-nums",
  minWidth: "5ch",
});
/** The timer with the level meter under it: one narrow column beside the button, so both fit a phone's row. */
export const readout = style({ display: "flex", flexDirection: "column", alignItems: "stretch", gap: "2px" });
export const meter = style({
  position: "relative",
  width: "100%",
  height: "10px",
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: "hidden",
});
export const meterFill = style({
  position: "absolute",
  inset: 0,
  transformOrigin: "left center",
  transform: "scaleX(0)",
  background: vars.color.success,
  transition: "transform 60ms linear",
});
/**
 * The state takes the rest of the row (its own row on a phone), two lines high whatever it says: its longest
 * message fits two lines at 390 px, so the bar never grows or shrinks as the state changes.
 */
export const state = style({
  flex: "1 1 16rem",
  minWidth: 0,
  minHeight: "calc(2 * 1.4em)",
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.4,
  color: vars.color.text,
});
export const stateDetail = style({
  color: vars.color.textMuted,
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
});
const pulse = keyframes({ "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.35 } });
const dotBase = style({
  flex: "none",
  width: "10px",
  height: "10px",
  borderRadius: vars.radius.full,
});
const still = { "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } } };
export const dot = styleVariants({
  rest: [dotBase, { background: vars.color.success }],
  busy: [dotBase, { background: vars.color.warning }],
  live: [dotBase, { background: vars.color.danger, animation: `${pulse} 1.6s ease-in-out infinite`, ...still }],
  trouble: [dotBase, { background: vars.color.warning, animation: `${pulse} 0.8s ease-in-out infinite`, ...still }],
});
