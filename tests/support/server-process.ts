import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const SERVER_ENTRY = path.resolve("build/app-server/main.js");

export function assertBuilt(): void {
  if (!fs.existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first (npm test does this for you).`);
  }
}

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the server URL once it logs "server listening"; rejects if it exits first. */
  ready: Promise<string>;
  exited: Promise<number | null>;
}

/** Runs the production server as a real process, the way `npm start` does. */
export function spawnServer(env: Record<string, string>): ServerProcess {
  let out = "";
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/"url":"(http:\/\/[^"]+)"[^\n]*"msg":"server listening"/);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening:\n${out}`)));
  });
  ready.catch(() => undefined);
  return { child, output: () => out, ready, exited };
}
