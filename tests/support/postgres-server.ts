import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * Starts a throwaway PostgreSQL server from the installed binaries for the integration tests.
 * Missing binaries are an error with the install command, never a silent skip.
 */
export interface TestPostgres {
  url: string;
  stop(): void;
}

export function findPostgresBinDir(): string {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv && fs.existsSync(path.join(fromEnv, "initdb"))) return fromEnv;
  const base = "/usr/lib/postgresql";
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => fs.existsSync(path.join(base, v, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(base, versions[0], "bin");
  throw new Error(
    "PostgreSQL server binaries (initdb, pg_ctl) were not found. Install them with " +
      "`sudo apt-get install -y postgresql` (Debian/Ubuntu), or set PG_BIN to the folder that holds initdb.",
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = findPostgresBinDir();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-pg-"));
  const dataDir = path.join(dir, "data");
  const port = await freePort();

  // PostgreSQL refuses to run as root: run its commands as the postgres user then.
  const run = (command: string, args: string[]) => {
    if (asRoot) {
      const quoted = [path.join(bin, command), ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(" ");
      return spawnSync("su", ["postgres", "-s", "/bin/sh", "-c", quoted], { encoding: "utf8" });
    }
    return spawnSync(path.join(bin, command), args, { encoding: "utf8" });
  };
  if (asRoot) {
    const hasUser = spawnSync("id", ["-u", "postgres"]).status === 0;
    if (!hasUser) {
      throw new Error(
        "Running as root needs the 'postgres' system user to start PostgreSQL: install the server " +
          "package with `apt-get install -y postgresql`, or run the tests as a normal user.",
      );
    }
    execFileSync("chown", ["-R", "postgres", dir]);
    fs.chmodSync(dir, 0o700);
  }

  const init = run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  const start = run("pg_ctl", [
    "-D",
    dataDir,
    "-l",
    path.join(dir, "server.log"),
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    "-w",
    "start",
  ]);
  if (start.status !== 0) {
    const log = fs.existsSync(path.join(dir, "server.log"))
      ? fs.readFileSync(path.join(dir, "server.log"), "utf8")
      : "";
    throw new Error(`PostgreSQL did not start: ${start.stderr || start.stdout}\n${log}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh, empty database on the test server, so each test file starts clean. */
export async function createTestDatabase(serverUrl: string, name: string): Promise<string> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
