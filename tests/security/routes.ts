import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import remixConfig from "../../remix.config.js";

/**
 * Every route of the app, read from app/routes at test time the way Remix's flat-file routing reads it, so a
 * new route file is attacked and checked without anyone adding it to a list: its URL pattern (`$param`
 * segments, `_index`, pathless `_layout` segments, `[.]` escapes, `route.tsx` folders), whether it has a loader
 * and an action, the methods it answers, and whether it renders a page or is a resource route.
 */
const ROUTES_DIR = path.join(import.meta.dirname, "..", "..", "app", "routes");

export type RouteFile = {
  /** The route's file (or folder) name in app/routes, e.g. `api.admin.users.$id.status.ts`. */
  file: string;
  /** The URL pattern, `:name` for a parameter and `*` for a splat: `/api/admin/users/:id/status`. */
  pattern: string;
  params: string[];
  /** Under /api/: answers JSON (`{error}` for failures). */
  api: boolean;
  /** Renders a page (a default export); otherwise a resource route. */
  page: boolean;
  loader: boolean;
  action: boolean;
  /** Methods the route answers: GET/HEAD for a loader or page, and the action's methods. */
  methods: string[];
  /** The action's methods (POST for a page's form; what the API route checks for). */
  actionMethods: string[];
  /** Whether the action reads a body (a form or JSON). */
  readsBody: boolean;
  /** What body the action reads: a form (pages, downloads) or JSON (the API). */
  body: "form" | "json" | null;
  /** An index route (`_index`): its action is addressed with `?index` (else the request goes to its parent). */
  index: boolean;
};

/** Every method the suite tries on every route. */
export const ALL_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"];

function globToRegExp(glob: string): RegExp {
  let out = "";
  for (let i = 0; i < glob.length; i++) {
    if (glob.startsWith("**/", i)) {
      out += "(?:.*/)?";
      i += 2;
    } else if (glob[i] === "*") out += "[^/]*";
    else out += glob[i].replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${out}$`);
}

const ignored = (remixConfig.ignoredRouteFiles ?? []).map(globToRegExp);
const isIgnored = (name: string) => ignored.some((pattern) => pattern.test(name));

/** Splits a flat route name on the dots that separate segments (not those inside `[...]` escapes). */
function segmentsOf(name: string): string[] {
  const segments: string[] = [];
  let current = "";
  let escaped = false;
  for (const char of name) {
    if (char === "[") escaped = true;
    else if (char === "]") escaped = false;
    if (char === "." && !escaped) {
      segments.push(current);
      current = "";
    } else current += char;
  }
  segments.push(current);
  return segments;
}

/** Remix v2 flat routes: `_index` adds nothing, `_x` is a pathless layout, `$x` a parameter, `$` a splat. */
function urlPatternOf(routeName: string): { pattern: string; params: string[] } {
  const parts: string[] = [];
  const params: string[] = [];
  for (const raw of segmentsOf(routeName)) {
    if (raw === "_index" || raw.startsWith("_")) continue;
    const segment = raw.endsWith("_") ? raw.slice(0, -1) : raw;
    const literal = segment.replace(/\[([^\]]*)\]/g, "$1");
    if (segment === "$") {
      parts.push("*");
      params.push("*");
    } else if (segment.startsWith("$")) {
      parts.push(`:${segment.slice(1)}`);
      params.push(segment.slice(1));
    } else parts.push(literal);
  }
  return { pattern: `/${parts.join("/")}`, params };
}

/** The text of a route module, with the modules it re-exports from (`export { loader } from "./x.tsx"`). */
function moduleText(file: string, seen = new Set<string>()): string {
  if (seen.has(file)) return "";
  seen.add(file);
  const text = readFileSync(file, "utf8");
  const reexports = [...text.matchAll(/export\s*\{[^}]*\}\s*from\s*["'](\.{1,2}\/[^"']+)["']/g)].map((m) =>
    path.resolve(path.dirname(file), m[1]),
  );
  return [text, ...reexports.filter(existsSync).map((f) => moduleText(f, seen))].join("\n");
}

function exportsName(text: string, name: string): boolean {
  return (
    new RegExp(`export\\s+(async\\s+)?(function|const|let)\\s+${name}\\b`).test(text) ||
    new RegExp(`export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`).test(text)
  );
}

function analyse(entry: string): RouteFile {
  const full = path.join(ROUTES_DIR, entry);
  const isFolder = statSync(full).isDirectory();
  const moduleFile = isFolder
    ? ["route.tsx", "route.ts", "route.jsx", "route.js"].map((f) => path.join(full, f)).find(existsSync)
    : full;
  if (!moduleFile) throw new Error(`app/routes/${entry} is a folder without a route module`);
  const routeName = isFolder ? entry : entry.replace(/\.(tsx|ts|jsx|js)$/, "");
  const text = moduleText(moduleFile);
  const { pattern, params } = urlPatternOf(routeName);
  const api = pattern === "/api" || pattern.startsWith("/api/");
  const page = /export\s+default\b/.test(text) || /export\s*\{[^}]*\bdefault\b[^}]*\}/.test(text);
  const loader = exportsName(text, "loader");
  const action = exportsName(text, "action");
  // methodNotAllowed(["GET", "PUT"]) names what the resource answers; `request.method !== "PUT"` what the action takes.
  const allowed = new Set(
    [...text.matchAll(/methodNotAllowed\(\[([^\]]*)\]\)/g)].flatMap((m) =>
      [...m[1].matchAll(/"([A-Z]+)"/g)].map((x) => x[1]),
    ),
  );
  const checked = [...text.matchAll(/request\.method\s*[!=]==?\s*"([A-Z]+)"/g)].map((m) => m[1]);
  let actionMethods: string[] = [];
  if (action) {
    if (allowed.size > 0) actionMethods = [...allowed].filter((m) => m !== "GET" && m !== "HEAD");
    else if (checked.length > 0) actionMethods = [...new Set(checked)].filter((m) => m !== "GET" && m !== "HEAD");
    else actionMethods = ["POST"];
  }
  const answersGet = allowed.size > 0 ? allowed.has("GET") : loader || page;
  const methods = [...(answersGet ? ["GET", "HEAD"] : []), ...actionMethods];
  const readsForm = /readForm\(|formData\(/.test(text);
  const readsJson = /readJson\(|request\.(json|text|arrayBuffer|blob)\(/.test(text);
  return {
    file: entry,
    pattern,
    params,
    api,
    page,
    loader,
    action: actionMethods.length > 0,
    methods,
    actionMethods,
    readsBody: actionMethods.length > 0 && (readsForm || readsJson),
    body: actionMethods.length === 0 ? null : readsForm ? "form" : readsJson ? "json" : null,
    index: segmentsOf(routeName).at(-1) === "_index",
  };
}

/** A route's source, with the modules it re-exports from (what its loader and action run first). */
export function routeSource(route: RouteFile): string {
  const full = path.join(ROUTES_DIR, route.file);
  const moduleFile = statSync(full).isDirectory()
    ? ["route.tsx", "route.ts", "route.jsx", "route.js"].map((f) => path.join(full, f)).find(existsSync)!
    : full;
  return moduleText(moduleFile);
}

/** Every route in app/routes, as Remix sees them (its ignoredRouteFiles left out). */
export function discoverRoutes(): RouteFile[] {
  return readdirSync(ROUTES_DIR)
    .filter((entry) => !isIgnored(entry) && !entry.startsWith("."))
    .filter((entry) => statSync(path.join(ROUTES_DIR, entry)).isDirectory() || /\.(tsx|ts|jsx|js)$/.test(entry))
    .sort()
    .map(analyse);
}

/** Administrators only, by name: `admin`, `admin.*`, `api.admin.*`. */
export function isAdminRoute(route: RouteFile): boolean {
  return route.pattern === "/admin" || route.pattern.startsWith("/admin/") || route.pattern.startsWith("/api/admin");
}

/** The URL with each parameter filled in. */
export function fill(route: RouteFile, values: Record<string, string>): string {
  return route.pattern
    .split("/")
    .map((segment) => {
      if (segment === "*") return values["*"];
      if (segment.startsWith(":")) return values[segment.slice(1)];
      return segment;
    })
    .join("/");
}

/** The address a request with `method` goes to: an index route's action needs `?index` (Remix's convention). */
export function addressFor(route: RouteFile, method: string, pathWithQuery: string): string {
  if (!route.index || method === "GET" || method === "HEAD") return pathWithQuery;
  return pathWithQuery + (pathWithQuery.includes("?") ? "&index" : "?index");
}

/**
 * Routes whose action ends the caller's session or account whatever the body says: attacked as anonymous only
 * (the fuzz), or with a session of their own (the authorisation matrix).
 */
export const SESSION_ENDING: Record<string, string[]> = {
  "api.logout.ts": ["POST"],
  "api.user.account.ts": ["DELETE"],
};
