import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * Writes build/chunk-modules.json: for each client chunk, the modules in it and their rendered
 * length. The bench (bench/lib/assets.mjs) uses it to split the first-load bytes per package.
 * Outside build/client, so it is never served.
 */
function chunkModules(): Plugin {
  return {
    name: "dsa-chunk-modules",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const chunks: Record<string, { imports: string[]; modules: Record<string, number> }> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          modules[path.relative(root, id.replace(/^\0/, "")) || id] = info.renderedLength;
        }
        chunks[output.fileName] = { imports: output.imports, modules };
      }
      fs.mkdirSync(path.join(root, "build"), { recursive: true });
      fs.writeFileSync(path.join(root, "build/chunk-modules.json"), `${JSON.stringify(chunks)}\n`);
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), chunkModules()],
  resolve: {
    // "~/x" is app/x and "~server/x" is server/x; anchored patterns, so neither captures the other.
    alias: [
      { find: /^~server\//, replacement: fileURLToPath(new URL("./server/", import.meta.url)) },
      { find: /^~\//, replacement: fileURLToPath(new URL("./app/", import.meta.url)) },
    ],
  },
  ssr: {
    // Bundled into the server build so only the icons we use are in it: left external, Node loads
    // the whole icon library (1,700 icons, ~7 MB of heap and ~35 MB of resident memory).
    noExternal: ["lucide-react"],
  },
  build: {
    // Hashed assets get immutable caching; keep them small and split per route.
    assetsInlineLimit: 0,
  },
});
