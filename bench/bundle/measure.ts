/**
 * What JavaScript a page of the built app sends to the browser, and how much of it there is gzipped.
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
 * `getPartialManifest`); that inline script is counted too, gzipped on its own.
 *
 * How much: each file gzipped on its own with node:zlib at level 9 (what a server compressing static files ahead of
 * time sends, and what bundle-size tools report; remix-serve's on-the-fly gzip at level 6 comes within 0.3 % of
 * it). 1 KB = 1,024 bytes.
 *
 * Which modules: the compiler's esbuild metafile (`build/metafile.js.json`, written by every `remix build`) says
 * how many bytes each input module contributes to each output file. A file's gzipped size is shared among its
 * inputs in proportion to those bytes (gzip has no per-module sizes; this is the usual estimate), and the inputs
 * are grouped into modules: an npm package by its name, our own code by its file.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { matchRoutes } from "@remix-run/react";

/** Issue 14's goal: at most 100 KB of gzipped JavaScript to the signed-in dictation screen. */
export const BUDGET_BYTES = 100 * 1024;
/**
 * What decision 029 left it at (103.3 KB, with lazy route discovery) with a little room: the test (bundle.test.ts) fails above this, so
 * the screen does not grow back unnoticed. Lower it as the screen shrinks; the goal is BUDGET_BYTES. Issues 21 and
 * 22 each stayed under 104 KB alone; together (the session watch and the new recording bar) the screen is 104.5 KB,
 * so the ceiling was 105 KB; issue 23 kept it at 104.9 KB, and issue 26 (the maintenance banner, three admin links,
 * the Page Not Found card) took it to 105.3 KB, so it is 106 KB until issue 27 holds every route to the 100 KB budget.
 */
export const CEILING_BYTES = 106 * 1024;
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

type ScriptSize = { url: string; raw: number; gzip: number };
type ModuleSize = { name: string; raw: number; gzip: number };
export type BundleMeasure = {
  /** The address measured, and the routes it matched (root first). */
  address: string;
  routes: string[];
  scripts: ScriptSize[];
  raw: number;
  gzip: number;
  /** Every module, largest gzipped share first. */
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
export function measureBundle(root: string, address = "/"): BundleMeasure {
  const manifest = readAssetsManifest(root);
  const metafile = readJson<Metafile>(path.join(root, SERVER_DIR, "metafile.js.json"));
  assertProductionBuild(metafile);
  const lazyDiscovery = usesLazyDiscovery(root);
  const { routes, urls } = pageScripts(manifest, address, lazyDiscovery);
  const modules = new Map<string, ModuleSize>();
  const add = (name: string, raw: number, gzip: number) => {
    const module = modules.get(name) ?? { name, raw: 0, gzip: 0 };
    module.raw += raw;
    module.gzip += gzip;
    modules.set(name, module);
  };
  const scripts = urls.map((url): ScriptSize => {
    if (!url.startsWith(PUBLIC_PATH)) throw new Error(`Unexpected script address ${url}`);
    const file = path.join(ASSETS_DIR, url.slice(PUBLIC_PATH.length));
    const bytes = readFileSync(path.join(root, file));
    const gzip = gzipSync(bytes, { level: GZIP_LEVEL }).length;
    const output = metafile.outputs[file.split(path.sep).join("/")];
    const inputs = Object.entries(output?.inputs ?? {}).filter(([, input]) => input.bytesInOutput > 0);
    const attributed = inputs.reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
    if (attributed === 0) add(url === manifest.url ? "(route manifest)" : "(remix compiler glue)", bytes.length, gzip);
    for (const [input, { bytesInOutput }] of inputs) {
      const share = bytesInOutput / attributed;
      add(moduleName(input), bytes.length * share, gzip * share);
    }
    return { url, raw: bytes.length, gzip };
  });
  if (lazyDiscovery) {
    const inline = Buffer.from(partialManifest(manifest, address));
    const gzip = gzipSync(inline, { level: GZIP_LEVEL }).length;
    add("(route manifest, inline)", inline.length, gzip);
    scripts.unshift({ url: INLINE_MANIFEST, raw: inline.length, gzip });
  }
  return {
    address,
    routes,
    scripts,
    raw: scripts.reduce((sum, s) => sum + s.raw, 0),
    gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
    modules: [...modules.values()].sort((a, b) => b.gzip - a.gzip),
  };
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
