// JavaScript and CSS a first visit to a page loads, as transferred (compressed bytes).
import { rawRequest } from "./util.mjs";

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
 * The /assets/ scripts and stylesheets an HTML document loads on a first visit: script src,
 * link rel=modulepreload / preload (as=script|style) / stylesheet, and static or dynamic imports
 * in inline module scripts (React Router's hydration script imports the route modules).
 */
export function firstLoadAssets(html, origin) {
  const scripts = new Set();
  const styles = new Set();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    const rel = (attrs.rel ?? "").toLowerCase().split(/\s+/);
    const href = assetPath(attrs.href, origin);
    if (!href) continue;
    if (rel.includes("modulepreload") || (rel.includes("preload") && attrs.as === "script")) scripts.add(href);
    else if (rel.includes("stylesheet") || (rel.includes("preload") && attrs.as === "style")) styles.add(href);
  }
  for (const [, openTag, body] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    const attrs = attributes(openTag);
    const src = assetPath(attrs.src, origin);
    if (src) scripts.add(src);
    if ((attrs.type ?? "").toLowerCase() !== "module" && !/\bimport\s*\(/.test(body)) continue;
    for (const match of body.matchAll(/\bimport\s*(?:\(\s*|[\w*{}\s,$]*?\bfrom\s*|\s*)["']([^"']+)["']/g)) {
      const imported = assetPath(match[1], origin);
      if (imported) scripts.add(imported);
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
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
 * gets; "gzip" is the figure DESIGN.md's budget is stated in; "" is the uncompressed size.
 */
export async function measurePageAssets(origin, pagePath) {
  const page = await rawRequest(origin + pagePath);
  if (page.status !== 200) throw new Error(`GET ${pagePath} answered ${page.status}`);
  const html = page.body.toString("utf8");
  const { scripts, styles } = firstLoadAssets(html, origin);
  // Styles inlined into the page (the site inlines its stylesheet) arrive with the HTML itself.
  const inlineStyleBytes = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].reduce(
    (sum, match) => sum + Buffer.byteLength(match[1], "utf8"),
    0,
  );
  const result = { page: pagePath, scripts, styles, inlineStyleBytes, html: {}, js: {}, css: {} };
  for (const [label, encoding] of [
    ["br", "br, gzip"],
    ["gzip", "gzip"],
    ["identity", ""],
  ]) {
    result.html[label] = await transferred(origin, [pagePath], encoding);
    result.js[label] = await transferred(origin, scripts, encoding);
    result.css[label] = await transferred(origin, styles, encoding);
  }
  return result;
}
