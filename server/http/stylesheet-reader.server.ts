import fs from "node:fs";
import path from "node:path";

/**
 * Reads built stylesheets (hashed, so their text never changes) for inlining into pages; each file
 * is read once. Only /assets/*.css inside the client build can be read.
 */
export function createStylesheetReader(clientDir: string): (href: string) => string | null {
  const texts = new Map<string, string | null>();
  return (href) => {
    if (!/^\/assets\/[\w.-]+\.css$/.test(href)) return null;
    let text = texts.get(href);
    if (text === undefined) {
      try {
        text = fs.readFileSync(path.join(clientDir, href), "utf8");
      } catch {
        text = null;
      }
      texts.set(href, text);
    }
    return text;
  };
}
