// `npm start`: builds when no complete build exists, then runs the production server. The server
// then prints a short summary of where to go (server/startup-summary.server.ts).
import { ensureBuild } from "./ensure-build.mjs";

await ensureBuild();
process.env.NODE_ENV ??= "production";
await import("../build/app-server/main.js");
