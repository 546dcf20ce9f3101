import { globalStyle, style } from "@vanilla-extract/css";
import { breakpoints, vars } from "~/styles/theme.css.ts";

/**
 * A table of text to read (the policies' tables, the governance pack's): a table where there is room, and on a narrow
 * screen one card per row, each value under its column name (`data-label` on each cell): nothing scrolls sideways.
 */
export const documentTable = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });
globalStyle(`${documentTable} th, ${documentTable} td`, {
  textAlign: "left",
  verticalAlign: "top",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${documentTable} thead th`, {
  background: vars.color.surfaceMuted,
  borderBottom: `2px solid ${vars.color.borderStrong}`,
});
globalStyle(`${documentTable} tbody th`, { fontWeight: 600, minWidth: "9em" });
globalStyle(`${documentTable} code`, { overflowWrap: "anywhere" });
// Narrow screens: one card per row, each value under its column name.
globalStyle(`${documentTable} thead`, {
  "@media": {
    [breakpoints.small]: {
      position: "absolute",
      width: "1px",
      height: "1px",
      overflow: "hidden",
      clip: "rect(0, 0, 0, 0)",
    },
  },
});
globalStyle(
  `${documentTable}, ${documentTable} tbody, ${documentTable} tr, ${documentTable} tbody th, ${documentTable} td`,
  {
    "@media": { [breakpoints.small]: { display: "block", width: "100%" } },
  },
);
globalStyle(`${documentTable} caption`, { "@media": { [breakpoints.small]: { display: "block" } } });
globalStyle(`${documentTable} tbody tr`, {
  "@media": {
    [breakpoints.small]: {
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      marginBottom: vars.space.md,
      padding: vars.space.sm,
    },
  },
});
globalStyle(`${documentTable} tbody th, ${documentTable} td`, {
  "@media": { [breakpoints.small]: { borderBottom: "none", padding: `${vars.space.xs} ${vars.space.sm}` } },
});
globalStyle(`${documentTable} td::before`, {
  "@media": {
    [breakpoints.small]: {
      content: "attr(data-label)",
      display: "block",
      fontWeight: 700,
      color: vars.color.textMuted,
      fontSize: vars.fontSize.sm,
    },
  },
});
