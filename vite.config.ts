import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { ChunkingContext } from "rolldown";
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

/**
 * The modules every public page loads: what the root route and the public pages' layout import
 * statically, and what those import. Route modules themselves stay route entries. Computed once
 * per build from the module graph the bundler hands to a group's name function.
 */
function sharedByEveryPublicPage(): (moduleId: string, ctx: ChunkingContext) => string | null {
  const roots = ["app/root.tsx", "app/routes/public/layout.tsx"].map((file) => path.join(root, file));
  let shared: Set<string> | null = null;
  const isRouteModule = (id: string) => id.includes("?__react-router-build-client-route") || roots.includes(id);
  return (moduleId, ctx) => {
    if (!shared) {
      shared = new Set();
      const pending = roots.flatMap((file) => [file, `${file}?__react-router-build-client-route`]);
      const seen = new Set<string>();
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (seen.has(id)) continue;
        seen.add(id);
        const info = ctx.getModuleInfo(id);
        if (!info) continue;
        // Barrels (every Radix primitive, every icon): the pages use a few of their modules, and
        // the bundler drops the rest only where the barrel is not captured whole.
        if (/[\\/]node_modules[\\/](radix-ui|lucide-react)[\\/]/.test(id)) continue;
        if (!isRouteModule(id)) shared.add(id);
        pending.push(...info.importedIds);
      }
    }
    return shared.has(moduleId) ? "site" : null;
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
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  // What every page runs to hydrate, in one file: split into ~25 chunks, each cost a
                  // request and a task of its own on a phone (ADR 0043).
                  name: "framework",
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]react-query|@tanstack[\\/]query-core)[\\/]/,
                  priority: 30,
                },
                // The header, footer, consent, popups' host, messages and the icons they show: one
                // file instead of ~35 of a few hundred bytes each (ADR 0043).
                { name: sharedByEveryPublicPage(), priority: 20 },
              ],
            },
          },
        },
      },
    },
  },
});
