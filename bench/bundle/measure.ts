/**
 * What JavaScript a page of the built app sends to the browser, and how many bytes of it travel.
 *
 * Which files: exactly what Remix's `<Scripts>` puts in the page for an address (node_modules/@remix-run/react
 * components.js): the route manifest (`/build/manifest-<version>.js`), the client entry and its imports, and for
 * every route the address matches (root, then the page) the route module and its imports — each one a
 * `<link rel="modulepreload">` and loaded before hydration. The manifest is the production build's own
 * (`public/build/manifest-*.js` of the version in `build/version.txt`: the same object the server build exports as
 * `assets`), and the routes are matched with react-router's `matchRoutes`, as the server does. A chunk loaded later
 * by a dynamic `import()` (something opened on demand) is not in that list. tests/e2e/bundle.spec.ts checks the list
 * against a browser: a signed-in visit to / fetches exactly these scripts. With Remix's lazy route discovery (which
 * remix.config.js turns on) there is no manifest file to fetch: the page carries, inline, the part of the manifest
 * for the routes it matches (and their parents' paths), as `<Scripts>` writes it (@remix-run/react fog-of-war.js
 * `getPartialManifest`); that inline script is counted too.
 *
 * How much (`sent`): what a browser offering brotli receives — every browser does over HTTPS, which is how a
 * practice reaches Notewell. The app's server sends each build file brotli-compressed with
 * `brotliOptions` (scripts/lib/encodings.js, decision 071), so each file is counted compressed with those options:
 * the same bytes, which tests/e2e/bundle.spec.ts checks against the server. The inline manifest is part of the
 * HTML page, which the app gzips as it sends it: counted gzipped (level 9) on its own. `gzip` is every file gzipped
 * at level 9 instead, what a browser offering only gzip receives (within 0.3 % of remix-serve's on-the-fly level 6),
 * printed beside it. 1 KB = 1,024 bytes.
 *
 * Which modules: the compiler's esbuild metafile (`build/metafile.js.json`, written by every `remix build`) says
 * how many bytes each input module contributes to each output file. A file's compressed size is shared among its
 * inputs in proportion to those bytes (compression has no per-module sizes; this is the usual estimate), and the
 * inputs are grouped into modules: an npm package by its name, our own code by its file.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { matchRoutes } from "@remix-run/react";
import { brotliOptions } from "../../scripts/lib/encodings.js";

/** Issue 27's budget (issue 14's goal for the dictation screen): at most 100 KB of JavaScript sent to any page. */
export const BUDGET_BYTES = 100 * 1024;
/** How much a page may grow over its recorded figure (bench/bundle/baseline.json) before `npm test` fails. */
export const GROWTH_BYTES = 5 * 1024;
/**
 * Pages still over BUDGET_BYTES, each held to at most this until it is brought under the budget (then it leaves
 * this list): its figure rounded up to the next whole KB, so it does not grow. None since the build's scripts are
 * sent brotli-compressed (decision 071); the dictation screen and System Settings were the last (decision 069).
 */
export const OVER_BUDGET: Readonly<Record<string, number>> = {};
/** The most a page may load: its allowance if it is over budget, else the budget. */
export const limitFor = (address: string): number => OVER_BUDGET[address] ?? BUDGET_BYTES;
export const GZIP_LEVEL = 9;
/** How the inline manifest is listed among the scripts (it has no address of its own). */
export const INLINE_MANIFEST = "(inline manifest)";

/** Remix's defaults, which remix.config.js keeps: assets in public/build, served under /build/. */
const ASSETS_DIR = path.join("public", "build");
const PUBLIC_PATH = "/build/";
const SERVER_DIR = "build";

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: string;
  imports?: string[];
};
type AssetsManifest = {
  version: string;
  url?: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
};
type RouteObject = Parameters<typeof matchRoutes>[0][number];
type Metafile = {
  inputs: Record<string, unknown>;
  outputs: Record<string, { bytes: number; inputs: Record<string, { bytesInOutput: number }> }>;
};

type ScriptSize = { url: string; raw: number; gzip: number; sent: number };
type ModuleSize = { name: string; raw: number; sent: number };
export type BundleMeasure = {
  /** The address measured, and the routes it matched (root first). */
  address: string;
  routes: string[];
  scripts: ScriptSize[];
  raw: number;
  gzip: number;
  /** What a browser offering brotli receives (see the top of this file): what the budget holds. */
  sent: number;
  /** Every module, largest share of `sent` first. */
  modules: ModuleSize[];
};

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, "utf8")) as T;

/** The production build's route manifest: the one whose version the server build was made with. */
function readAssetsManifest(root: string): AssetsManifest {
  const versionFile = path.join(root, SERVER_DIR, "version.txt");
  if (!existsSync(versionFile)) throw new Error("No build: run `npx remix build` first.");
  const version = readFileSync(versionFile, "utf8").trim();
  const dir = path.join(root, ASSETS_DIR);
  const prefix = "window.__remixManifest=";
  for (const name of readdirSync(dir).filter((file) => /^manifest-[\w]+\.js$/.test(file))) {
    const text = readFileSync(path.join(dir, name), "utf8").trim();
    if (!text.startsWith(prefix)) continue;
    const manifest = JSON.parse(text.slice(prefix.length).replace(/;$/, "")) as AssetsManifest;
    if (manifest.version === version) return { ...manifest, url: manifest.url ?? `${PUBLIC_PATH}${name}` };
  }
  throw new Error(`No public/build/manifest-*.js of build version ${version}: run \`npx remix build\` again.`);
}

function routeTree(manifest: AssetsManifest, parentId?: string): RouteObject[] {
  return Object.values(manifest.routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => {
      const children = routeTree(manifest, route.id);
      const shared = { id: route.id, path: route.path, caseSensitive: route.caseSensitive };
      return route.index ? { ...shared, index: true } : { ...shared, children };
    });
}

/** The script URLs Remix preloads for `address`, in its order, once each. */
function pageScripts(
  manifest: AssetsManifest,
  address: string,
  lazyDiscovery: boolean,
): { routes: string[]; urls: string[] } {
  const matches = matchRoutes(routeTree(manifest), address);
  if (!matches) throw new Error(`No route matches ${address}`);
  const routes = matches.map((match) => match.route.id!);
  const urls = [
    ...(lazyDiscovery ? [] : [manifest.url!]),
    manifest.entry.module,
    ...manifest.entry.imports,
    ...routes.flatMap((id) => [...(manifest.routes[id].imports ?? []), manifest.routes[id].module]),
  ];
  return { routes, urls: [...new Set(urls)] };
}

/** The inline manifest a page carries under lazy route discovery (as @remix-run/react's `<Scripts>` writes it). */
function partialManifest(manifest: AssetsManifest, address: string): string {
  const tree = routeTree(manifest);
  const ids = new Set((matchRoutes(tree, address) ?? []).map((match) => match.route.id!));
  const segments = address.split("/").filter(Boolean);
  segments.pop();
  const paths = ["/"];
  while (segments.length > 0) {
    paths.push(`/${segments.join("/")}`);
    segments.pop();
  }
  for (const parent of paths) for (const match of matchRoutes(tree, parent) ?? []) ids.add(match.route.id!);
  const routes = Object.fromEntries([...ids].map((id) => [id, manifest.routes[id]]));
  return `window.__remixManifest = ${JSON.stringify({ ...manifest, routes }, null, 2)};`;
}

/** The inline manifest of `address` in the production build, as the bench counts it. */
export function inlineManifest(root: string, address: string): string {
  return partialManifest(readAssetsManifest(root), address);
}

/** Whether the production build was made with lazy route discovery (the server build says so). */
function usesLazyDiscovery(root: string): boolean {
  const server = readFileSync(path.join(root, SERVER_DIR, "index.js"), "utf8");
  return /v3_lazyRouteDiscovery:\s*(!0|true)/.test(server);
}

/** An input of the metafile, as the module it belongs to: an npm package's name, or our own file. */
function moduleName(input: string): string {
  const at = input.lastIndexOf("node_modules/");
  if (at >= 0) {
    const [scope, name] = input.slice(at + "node_modules/".length).split("/");
    return scope.startsWith("@") ? `${scope}/${name}` : scope;
  }
  // Remix's virtual modules: a route's browser entry, a server-only module left empty, the CSS bundle's href.
  if (/^[\w-]+:/.test(input)) return "(remix compiler glue)";
  return input;
}

function assertProductionBuild(metafile: Metafile): void {
  if (Object.keys(metafile.inputs).some((input) => /react-dom\.development\.js$/.test(input))) {
    throw new Error("build/ is a development build (remix dev): run `npx remix build` before measuring.");
  }
}

/** Measures the JavaScript the built app sends for `address` (default: the dictation screen, `/`). */
/** Brotli is slow at its highest quality and pages share most files: each file's size is worked out once. */
const BROTLI_SIZES = new Map<string, number>();
function brotliSize(file: string, bytes: Buffer): number {
  const known = BROTLI_SIZES.get(file);
  if (known !== undefined) return known;
  const size = brotliCompressSync(bytes, brotliOptions(bytes)).length;
  BROTLI_SIZES.set(file, size);
  return size;
}

export function measureBundle(root: string, address = "/"): BundleMeasure {
  const manifest = readAssetsManifest(root);
  const metafile = readJson<Metafile>(path.join(root, SERVER_DIR, "metafile.js.json"));
  assertProductionBuild(metafile);
  const lazyDiscovery = usesLazyDiscovery(root);
  const { routes, urls } = pageScripts(manifest, address, lazyDiscovery);
  const modules = new Map<string, ModuleSize>();
  const add = (name: string, raw: number, sent: number) => {
    const module = modules.get(name) ?? { name, raw: 0, sent: 0 };
    module.raw += raw;
    module.sent += sent;
    modules.set(name, module);
  };
  const scripts = urls.map((url): ScriptSize => {
    if (!url.startsWith(PUBLIC_PATH)) throw new Error(`Unexpected script address ${url}`);
    const file = path.join(ASSETS_DIR, url.slice(PUBLIC_PATH.length));
    const bytes = readFileSync(path.join(root, file));
    const gzip = gzipSync(bytes, { level: GZIP_LEVEL }).length;
    const sent = brotliSize(path.join(root, file), bytes);
    const output = metafile.outputs[file.split(path.sep).join("/")];
    const inputs = Object.entries(output?.inputs ?? {}).filter(([, input]) => input.bytesInOutput > 0);
    const attributed = inputs.reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
    if (attributed === 0) add(url === manifest.url ? "(route manifest)" : "(remix compiler glue)", bytes.length, sent);
    for (const [input, { bytesInOutput }] of inputs) {
      const share = bytesInOutput / attributed;
      add(moduleName(input), bytes.length * share, sent * share);
    }
    return { url, raw: bytes.length, gzip, sent };
  });
  if (lazyDiscovery) {
    const inline = Buffer.from(partialManifest(manifest, address));
    const gzip = gzipSync(inline, { level: GZIP_LEVEL }).length;
    add("(route manifest, inline)", inline.length, gzip);
    scripts.unshift({ url: INLINE_MANIFEST, raw: inline.length, gzip, sent: gzip });
  }
  return {
    address,
    routes,
    scripts,
    raw: scripts.reduce((sum, s) => sum + s.raw, 0),
    gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
    sent: scripts.reduce((sum, s) => sum + s.sent, 0),
    modules: [...modules.values()].sort((a, b) => b.sent - a.sent),
  };
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Every page a user can open (issue 27: each is held to BUDGET_BYTES), by its route file and an address that opens
 * it. A route file with a default export is a page; bundle.test.ts fails when one is missing here, so a new page is
 * measured from the day it is added. (`admin.tsx` is the admin pages' layout, counted in each of them.)
 */
export const PAGES: ReadonlyArray<{ file: string; address: string; name: string }> = [
  { file: "auth.tsx", address: "/auth", name: "sign-in and register" },
  { file: "forgot-password.tsx", address: "/forgot-password", name: "forgot password" },
  { file: "reset-password.tsx", address: "/reset-password", name: "reset password" },
  { file: "verify-email.tsx", address: "/verify-email", name: "verify email" },
  { file: "change-password.tsx", address: "/change-password", name: "change password (first sign-in)" },
  { file: "_index.tsx", address: "/", name: "dictation screen" },
  { file: "transcription.tsx", address: "/transcription", name: "dictation screen (its other address)" },
  { file: "history._index.tsx", address: "/history", name: "My consultations" },
  { file: "history.$id.tsx", address: "/history/1", name: "a consultation" },
  { file: "preferences.tsx", address: "/preferences", name: "preferences" },
  { file: "profile.tsx", address: "/profile", name: "profile" },
  { file: "help.tsx", address: "/help", name: "help" },
  { file: "privacy-policy.tsx", address: "/privacy-policy", name: "privacy policy" },
  { file: "terms-of-service.tsx", address: "/terms-of-service", name: "terms of service" },
  { file: "cookie-policy.tsx", address: "/cookie-policy", name: "cookie policy" },
  { file: "nhs-standards.tsx", address: "/nhs-standards", name: "NHS standards" },
  { file: "admin._index.tsx", address: "/admin", name: "admin dashboard" },
  { file: "admin.users.tsx", address: "/admin/users", name: "admin users" },
  { file: "admin.settings.tsx", address: "/admin/settings", name: "admin settings" },
  { file: "admin.audit.tsx", address: "/admin/audit", name: "admin audit log" },
  { file: "admin.usage.tsx", address: "/admin/usage", name: "admin usage" },
  { file: "admin.governance.tsx", address: "/admin/governance", name: "admin governance" },
  { file: "admin.templates.tsx", address: "/admin/templates", name: "admin practice templates" },
  { file: "templates.tsx", address: "/templates", name: "my templates" },
  { file: "$.tsx", address: "/no-such-page", name: "page not found" },
];
/** Route files with a default export that are not a page of their own: the admin pages' layout. */
export const LAYOUTS = ["admin.tsx"];

/** Where `npm run bench:bundle -- --record` writes every page's figure, and `npm test` compares against it. */
export const BASELINE_FILE = path.join("bench", "bundle", "baseline.json");
export type Baseline = Record<string, { name: string; sent: number }>;

export function readBaseline(root: string): Baseline {
  const file = path.join(root, BASELINE_FILE);
  return existsSync(file) ? readJson<Baseline>(file) : {};
}

/** Every page's JavaScript, in PAGES' order. */
export function measurePages(root: string): Array<BundleMeasure & { name: string }> {
  return PAGES.map((page) => ({ ...measureBundle(root, page.address), name: page.name }));
}
