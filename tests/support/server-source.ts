import fs from "node:fs";
import path from "node:path";

/**
 * The first capture group of every match of `pattern` in the server's TypeScript source: for
 * tests that hold a list in code against what the server really writes (audit actions, say).
 */
export function namesInServerSource(pattern: RegExp): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".ts")) {
        for (const match of fs.readFileSync(full, "utf8").matchAll(pattern)) found.add(match[1]!);
      }
    }
  };
  walk(path.resolve(import.meta.dirname, "../../server"));
  return found;
}
