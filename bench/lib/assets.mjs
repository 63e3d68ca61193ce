// JavaScript, CSS and fonts a first visit to a page loads, as transferred (compressed bytes).
import fs from "node:fs";
import path from "node:path";
import { ROOT, rawRequest } from "./util.mjs";

/** Written by the build (vite.config.ts, chunkModules): each client chunk's modules and their lengths. */
const CHUNK_MODULES = path.join(ROOT, "build/chunk-modules.json");

const attributePattern = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributes(tag) {
  const found = {};
  const inner = tag.replace(/^<[a-z]+/i, "").replace(/\/?>$/, "");
  for (const match of inner.matchAll(attributePattern)) {
    found[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? "";
  }
  return found;
}

/** "/assets/x.js" for a same-site asset URL (fragment and query dropped), else null. */
function assetPath(url, origin) {
  if (!url) return null;
  let parsed;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin || !parsed.pathname.startsWith("/assets/")) return null;
  return parsed.pathname;
}

/**
 * The /assets/ scripts, stylesheets and fonts an HTML document loads on a first visit: script src,
 * link rel=modulepreload / preload (as=script|style) / stylesheet, and static or dynamic imports
 * in inline module scripts (React Router's hydration script imports the route modules), and the
 * /assets/ scripts an inline script adds as modulepreload links (app/entry.server.tsx holds React
 * Router's hydration script and its preloads back until the first paint, then adds them: ADR 0025).
 */
export function firstLoadAssets(html, origin) {
  const scripts = new Set();
  const styles = new Set();
  // The faces a Malayalam or Hindi page preloads (app/components/language-fonts.tsx): the font
  // files its first paint can use. English pages have none.
  const fonts = new Set();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    const rel = (attrs.rel ?? "").toLowerCase().split(/\s+/);
    const href = assetPath(attrs.href, origin);
    if (!href) continue;
    if (rel.includes("modulepreload") || (rel.includes("preload") && attrs.as === "script")) scripts.add(href);
    else if (rel.includes("stylesheet") || (rel.includes("preload") && attrs.as === "style")) styles.add(href);
    else if (rel.includes("preload") && attrs.as === "font") fonts.add(href);
  }
  for (const [, openTag, body] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    const attrs = attributes(openTag);
    const src = assetPath(attrs.src, origin);
    if (src) scripts.add(src);
    if (!src && body.includes('"modulepreload"')) {
      for (const match of body.matchAll(/"(\/assets\/[^"]+\.js)"/g)) scripts.add(match[1]);
    }
    if ((attrs.type ?? "").toLowerCase() !== "module" && !/\bimport\s*\(/.test(body)) continue;
    for (const match of body.matchAll(/\bimport\s*(?:\(\s*|[\w*{}\s,$]*?\bfrom\s*|\s*)["']([^"']+)["']/g)) {
      const imported = assetPath(match[1], origin);
      if (imported) scripts.add(imported);
    }
  }
  return { scripts: [...scripts], styles: [...styles], fonts: [...fonts] };
}

async function transferred(origin, paths, acceptEncoding) {
  const files = [];
  for (const path of paths) {
    const response = await rawRequest(origin + path, {
      headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
    });
    files.push({
      path,
      status: response.status,
      encoding: response.headers["content-encoding"] ?? "identity",
      bytes: response.body.length,
    });
  }
  return {
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    failed: files.filter((file) => file.status !== 200).map((file) => `${file.path} → ${file.status}`),
  };
}

/**
 * Fetches `pagePath` with each accept-encoding and sums the body bytes of its first-load scripts
 * and stylesheets as they come over the wire (headers not counted). "br, gzip" is what a browser
 * gets; "gzip" is the figure the budget in report.mjs's GOALS is stated in; "" is the uncompressed size.
 */
export async function measurePageAssets(origin, pagePath) {
  const page = await rawRequest(origin + pagePath);
  if (page.status !== 200) throw new Error(`GET ${pagePath} answered ${page.status}`);
  const html = page.body.toString("utf8");
  const { scripts, styles, fonts } = firstLoadAssets(html, origin);
  // Styles inlined into the page (the site inlines its stylesheet) arrive with the HTML itself.
  const inlineStyleBytes = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].reduce(
    (sum, match) => sum + Buffer.byteLength(match[1], "utf8"),
    0,
  );
  const result = { page: pagePath, scripts, styles, fonts, inlineStyleBytes, html: {}, js: {}, css: {} };
  for (const [label, encoding] of [
    ["br", "br, gzip"],
    ["gzip", "gzip"],
    ["identity", ""],
  ]) {
    result.html[label] = await transferred(origin, [pagePath], encoding);
    result.js[label] = await transferred(origin, scripts, encoding);
    result.css[label] = await transferred(origin, styles, encoding);
  }
  // woff2 is compressed already: the same bytes whatever the request accepts.
  result.font = await transferred(origin, fonts, "br, gzip");
  result.packages = bytesPerPackage(result.js.gzip.files);
  return result;
}

/** "react-dom" for node_modules/react-dom/…, "app/components/layout" for app code, else the path. */
export function packageOf(moduleId) {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleId);
  if (inPackage) return inPackage[1];
  const local = moduleId.replace(/\?.*$/, "").split("/");
  return local[0] === "app" || local[0] === "server" ? local.slice(0, 3).join("/") : local.join("/");
}

/**
 * The first-load gzip bytes split by package (and by app folder): each chunk's transferred bytes
 * shared among its modules in proportion to their length in the chunk. Null when the build has no
 * chunk-modules.json (built before it existed). A chunk that is not in the file counts as itself.
 */
export function bytesPerPackage(files) {
  let chunks;
  try {
    chunks = JSON.parse(fs.readFileSync(CHUNK_MODULES, "utf8"));
  } catch {
    return null;
  }
  const totals = new Map();
  const add = (name, bytes) => totals.set(name, (totals.get(name) ?? 0) + bytes);
  for (const file of files) {
    const modules = Object.entries(chunks[file.path.replace(/^\//, "")]?.modules ?? {});
    const length = modules.reduce((sum, [, n]) => sum + n, 0);
    if (length === 0) {
      add(`(chunk ${file.path})`, file.bytes);
      continue;
    }
    for (const [id, n] of modules) add(packageOf(id), (file.bytes * n) / length);
  }
  return [...totals]
    .map(([name, bytes]) => ({ name, gzipBytes: Math.round(bytes) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}
