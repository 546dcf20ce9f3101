import { createContainer, globalStyle, style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../styles/theme.css.ts";

/** Administration pages: User Management and System Settings. */

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.xl });
export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });
export const actions = style({ display: "flex", justifyContent: "flex-end", gap: vars.space.sm, flexWrap: "wrap" });
export const fieldLabel = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const roleField = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  marginBottom: vars.space.md,
});

// --- User table -------------------------------------------------------------------------------------------
// A table where there is room for it; below USERS_TABLE_MIN_WIDTH of space (a phone, a narrow window beside
// the sidebar) each row becomes a card, so no column, and no row's switch or Delete button, is ever off to
// the side. It is the space the table has that decides (a container query), not the window's width.

const usersTable = createContainer("users-table");
const USERS_TABLE_MIN_WIDTH = "900px";
const cards = `${usersTable} (max-width: calc(${USERS_TABLE_MIN_WIDTH} - 0.02px))`;

export const tableWrap = style({
  containerType: "inline-size",
  containerName: usersTable,
  overflowX: "auto",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  textAlign: "left",
  padding: `${vars.space.md} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "middle",
});
globalStyle(`${table} th`, {
  color: vars.color.textMuted,
  fontWeight: 700,
  background: vars.color.surfaceMuted,
});
globalStyle(`${table} tbody tr:last-child td`, { borderBottom: "none" });
/** In card mode the column names move into each card (data-label); the header row stays for screen readers. */
export const tableHead = style({
  "@container": {
    [cards]: {
      position: "absolute",
      width: "1px",
      height: "1px",
      overflow: "hidden",
      clip: "rect(0, 0, 0, 0)",
      whiteSpace: "nowrap",
    },
  },
});
export const nameCell = style({ fontWeight: 600 });
/** Long addresses wrap anywhere rather than widening the table. */
export const emailCell = style({ overflowWrap: "anywhere", minWidth: "12ch" });
export const actionsCell = style({ textAlign: "right" });
export const nowrap = style({ whiteSpace: "nowrap" });
/** A date (and time) may take two lines in a table row rather than widening it. */
export const dateCell = style({ minWidth: "10ch" });
globalStyle(`${table}, ${table} tbody, ${table} tr, ${table} td`, {
  "@container": { [cards]: { display: "block" } },
});
globalStyle(`${table} tbody tr`, {
  "@container": {
    [cards]: {
      padding: `${vars.space.md} ${vars.space.lg}`,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});
globalStyle(`${table} tbody tr:last-child`, { "@container": { [cards]: { borderBottom: "none" } } });
globalStyle(`${table} tbody td`, {
  "@container": {
    [cards]: {
      display: "flex",
      alignItems: "center",
      justifyContent: "space-between",
      gap: vars.space.md,
      padding: `${vars.space.xs} 0`,
      borderBottom: "none",
      textAlign: "left",
    },
  },
});
globalStyle(`${table} tbody td[data-label]::before`, {
  "@container": {
    [cards]: { content: "attr(data-label)", color: vars.color.textMuted, fontWeight: 600 },
  },
});
globalStyle(`${table} tbody td${nameCell}`, {
  "@container": { [cards]: { display: "block", fontSize: vars.fontSize.md } },
});
globalStyle(`${table} tbody td${emailCell}`, {
  "@container": { [cards]: { display: "block", paddingTop: 0, color: vars.color.textMuted } },
});
globalStyle(`${table} tbody td${actionsCell}`, {
  "@container": { [cards]: { justifyContent: "flex-end", paddingTop: vars.space.sm } },
});
export const muted = style({ color: vars.color.textMuted });
export const statusCell = style({ display: "flex", alignItems: "center", gap: vars.space.sm, whiteSpace: "nowrap" });
export const statusForm = style({ display: "inline-flex", margin: 0 });
export const emptyRow = style({ textAlign: "center", color: vars.color.textMuted });

export const panel = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

// --- Statistics -------------------------------------------------------------------------------------------

export const statsGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(180px, 1fr))",
  gap: vars.space.lg,
  "@media": { [breakpoints.small]: { gridTemplateColumns: "repeat(auto-fit, minmax(140px, 1fr))" } },
});
export const stat = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.lg,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  margin: 0,
});
export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const statValue = style({ fontSize: vars.fontSize.xl, fontWeight: 700, margin: 0 });
export const statsHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  flexWrap: "wrap",
});

// --- Filters and pages of records (audit log, usage) --------------------------------------------------------

export const filters = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(180px, 1fr))",
  gap: vars.space.md,
  alignItems: "end",
});
export const filterActions = style({
  display: "flex",
  gap: vars.space.sm,
  flexWrap: "wrap",
  paddingBottom: vars.space.md,
});
export const pager = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  flexWrap: "wrap",
});
export const detailsCell = style({ overflowWrap: "anywhere", minWidth: "16ch" });

// --- Statistics' monthly charts (plain SVG) ----------------------------------------------------------------

export const charts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(260px, 1fr))",
  gap: vars.space.lg,
});
export const chart = style({ margin: 0, display: "flex", flexDirection: "column", gap: vars.space.sm });
export const chartTitle = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const chartSvg = style({ width: "100%", height: "auto", maxHeight: "180px" });
export const chartBar = style({ fill: vars.color.brand });
export const chartLabel = style({ fill: vars.color.textMuted, fontSize: "10px" });

export const twoFields = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(160px, 1fr))",
  gap: vars.space.md,
});
export const rowActions = style({ display: "flex", flexWrap: "wrap", justifyContent: "flex-end", gap: vars.space.xs });
/** A table row's actions, one above the other (a row of four would widen the table past a laptop's). */
export const rowActionsStacked = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-end",
  gap: vars.space.xs,
  "@container": { [cards]: { flexDirection: "row", flexWrap: "wrap", justifyContent: "flex-end" } },
});

// --- The governance pack on screen (its printable file carries its own styles) --------------------------------

export const pack = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  maxWidth: "100%",
  overflowWrap: "anywhere",
  "@media": { [breakpoints.small]: { padding: vars.space.md } },
});
globalStyle(`${pack} caption`, { textAlign: "left", fontWeight: 700, padding: `${vars.space.sm} 0` });
globalStyle(`${pack} dl div`, { display: "flex", gap: vars.space.sm, flexWrap: "wrap" });
globalStyle(`${pack} dt`, { fontWeight: 700 });
globalStyle(`${pack} dd`, { margin: 0 });
