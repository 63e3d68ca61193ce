import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // Each of React Router 8's changes decided here, so that the build says nothing about them
  // (docs/decisions/0036-first-week-fixes.md):
  future: {
    // Vite's Environment API for the builds: React Router 8's way, and without it the build runs a
    // child compiler that Vite 8 warns about (a deprecated `envFile` option) on every route.
    v8_viteEnvironmentApi: true,
    // Not yet: the load context is a plain object built in server/load-context.ts; middleware would
    // turn it into a RouterContextProvider, a change of every loader's `context` for nothing we need.
    v8_middleware: false,
    // Not yet: it would split each clientLoader into a chunk of its own (more requests on public
    // pages, whose chunking is weighed as a whole in issue 30's work).
    v8_splitRouteModules: false,
    // Not yet: loaders and the staff guard read request.url without the `.data` suffix they rely on
    // stripping (server/auth/require-staff.server.ts), and trailing-slash data URLs would change.
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
