// The app's HTTP server (what the app container runs, behind the sidecar): remix-serve's production server — gzip
// on the fly, the build's files cached for a year, the public folder for an hour, a log line per request, Remix for
// the rest — with one difference (decision 071): the build's scripts and styles go to a browser that accepts brotli
// brotli-compressed at its highest quality, compressed once, just after the server starts. Brotli on the fly is
// never used (decision 030: ten times gzip's CPU and a 4 MiB window per response); until a file's brotli is ready,
// and for every other answer, the browser gets gzip.
//
//   node --import ./scripts/lib/app-preload.js scripts/lib/app-server.js build/index.js
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress } from "node:zlib";
import { createRequestHandler } from "@remix-run/express";
import { installGlobals } from "@remix-run/node";
import compression from "compression";
import express from "express";
import morgan from "morgan";
import { acceptsBrotli, brotliOptions, withoutBrotli } from "./encodings.js";

process.env.NODE_ENV = process.env.NODE_ENV ?? "production";

const TYPES = { ".js": "application/javascript; charset=UTF-8", ".css": "text/css; charset=UTF-8" };
const YEAR_IMMUTABLE = "public, max-age=31536000, immutable";
const compress = promisify(brotliCompress);

/**
 * The build's scripts and styles, brotli-compressed, by address ("/build/_shared/chunk-X.js"): filled in as each
 * is compressed (on libuv's threads: the server answers meanwhile). A build's file names carry their content's
 * hash, so a file never changes under its address.
 */
function compressBuild(directory, publicPath) {
  const ready = new Map();
  for (const file of readdirSync(directory, { recursive: true })) {
    const type = TYPES[path.extname(file)];
    if (!type) continue;
    const bytes = readFileSync(path.join(directory, file));
    compress(bytes, brotliOptions(bytes)).then(
      (body) => ready.set(publicPath + file.split(path.sep).join("/"), { body, type }),
      // Left out: that file goes gzip, as everything did before.
      () => {},
    );
  }
  return ready;
}

async function run() {
  const buildPath = path.resolve(process.argv[2] ?? "build/index.js");
  const build = await import(pathToFileURL(buildPath).href);
  installGlobals({ nativeFetch: build.future.v3_singleFetch });
  const brotli = compressBuild(build.assetsBuildDirectory, build.publicPath);

  const app = express();
  app.disable("x-powered-by");
  app.use((request, response, next) => {
    const file = request.method === "GET" || request.method === "HEAD" ? brotli.get(request.path) : undefined;
    if (!file || !acceptsBrotli(request.headers["accept-encoding"])) return next();
    response.set({
      "Content-Type": file.type,
      "Content-Encoding": "br",
      "Content-Length": String(file.body.length),
      "Cache-Control": YEAR_IMMUTABLE,
      Vary: "Accept-Encoding",
    });
    response.end(request.method === "HEAD" ? undefined : file.body);
  });
  // Anything else is never brotli on the fly: the encoding is taken off what the browser accepts before
  // `compression` (which prefers brotli whenever it may) reads it.
  app.use((request, _response, next) => {
    const accepted = request.headers["accept-encoding"];
    if (accepted) request.headers["accept-encoding"] = withoutBrotli(accepted);
    next();
  });
  app.use(compression());
  app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y" }));
  app.use(express.static("public", { maxAge: "1h" }));
  app.use(morgan("tiny"));
  app.all("*", createRequestHandler({ build, mode: process.env.NODE_ENV }));

  const port = Number(process.env.PORT ?? 3000);
  const onListen = () => console.log(`[app-server] listening on ${process.env.HOST ?? ""}:${port}`);
  const server = process.env.HOST ? app.listen(port, process.env.HOST, onListen) : app.listen(port, onListen);
  for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => server.close());
}

await run();
