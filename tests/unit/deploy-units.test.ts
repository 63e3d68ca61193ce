// The deployment files in deploy/ stay usable as they are copied onto a server: systemd accepts the
// units, nginx its site, the timer fires at 03:30 in India, and the environment example names
// exactly the variables the server reads, with values the server accepts.
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "~server/config.server";

const deployDir = path.resolve("deploy");
const read = (name: string) => readFileSync(path.join(deployDir, name), "utf8");
const scratch = mkdtempSync(path.join(tmpdir(), "dsa-deploy-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The variables the server's configuration reads: every name its schema looks up in the environment. */
function variablesConfigReads(): string[] {
  const looked = new Set<string>();
  const note = (key: string | symbol) => {
    if (typeof key === "string" && /^[A-Z][A-Z0-9_]*$/.test(key)) looked.add(key);
  };
  const environment = new Proxy({} as NodeJS.ProcessEnv, {
    get: (_target, key) => (note(key), undefined),
    has: (_target, key) => (note(key), false),
  });
  loadConfig(environment);
  return [...looked].sort();
}

/** env.example's NAME=value lines: all of them (`# NAME=…` too, an option left out) and the ones in force. */
function envExample() {
  const named: string[] = [];
  const inForce: Record<string, string> = {};
  for (const line of read("env.example").split("\n")) {
    const match = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!match) continue;
    const [, commentedOut, name, value] = match as unknown as [string, string | undefined, string, string];
    named.push(name);
    if (!commentedOut) inForce[name] = value.replace(/^"(.*)"$/, "$1");
  }
  return { named, inForce };
}

describe("deploy/env.example", () => {
  it("names every variable the server's configuration reads, and no other", () => {
    const named = new Set(envExample().named);
    const read = variablesConfigReads();
    expect(read.length).toBeGreaterThan(20);
    expect(
      read.filter((name) => !named.has(name)),
      "read by server/config.server.ts, missing from deploy/env.example",
    ).toEqual([]);
    expect(
      [...named].filter((name) => !read.includes(name)),
      "named in deploy/env.example, not read by server/config.server.ts",
    ).toEqual([]);
  });

  it("names each variable once", () => {
    const { named } = envExample();
    expect(named.filter((name, index) => named.indexOf(name) !== index)).toEqual([]);
  });

  it("is a configuration the server accepts, for one machine behind one reverse proxy", () => {
    const config = loadConfig(envExample().inForce);
    expect(config).toMatchObject({
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      TRUST_PROXY: 1,
      DATA_DIR: "/var/lib/dsa-site",
    });
    expect(config.DATABASE_URL, "the embedded database unless DATABASE_URL is set on purpose").toBeUndefined();
    expect(config.PUBLIC_URL).toMatch(/^https:\/\//);
  });

  it("agrees with the units and proxies on the data folder and the port", () => {
    const { inForce } = envExample();
    const server = read("dsa-site.service");
    expect(server).toMatch(/^StateDirectory=dsa-site$/m);
    expect(server).toContain(`ReadWritePaths=${inForce.DATA_DIR}\n`);
    expect(read("dsa-site-backup.service")).toContain(` ${inForce.DATA_DIR}/backups `);
    expect(read("nginx.conf")).toContain(`server 127.0.0.1:${inForce.PORT};`);
    expect(read("Caddyfile")).toContain(`reverse_proxy 127.0.0.1:${inForce.PORT} {`);
  });
});

const systemdAnalyze = "/usr/bin/systemd-analyze";
const units = ["dsa-site.service", "dsa-site-backup.service", "dsa-site-backup.timer"];

/**
 * `systemd-analyze verify` on copies of the units, in a folder of their own. It refuses a unit whose
 * program is missing on this machine (rclone for the off-site copy, typically): in the copies,
 * such a program, and only such a one, becomes /usr/bin/true, so the rest of the unit is still
 * checked. systemd 252 only warns about a misspelt or invalid setting, with exit status 0, so every
 * line that names one of the units counts as a finding. `change` alters a unit's text first.
 */
function verifyUnits(change: (name: string, text: string) => string = (_name, text) => text) {
  const dir = mkdtempSync(path.join(scratch, "units-"));
  for (const name of units) {
    const text = change(name, read(name)).replace(
      /^(Exec\w+=[-@:+!]*)(\/\S+)/gm,
      (line, prefix: string, program: string) => (isExecutable(program) ? line : `${prefix}/usr/bin/true`),
    );
    writeFileSync(path.join(dir, name), text);
  }
  const run = spawnSync(systemdAnalyze, ["verify", "--man=no", ...units], { cwd: dir, encoding: "utf8" });
  const findings = `${run.stdout}${run.stderr}`
    .split("\n")
    .filter((line) => units.some((name) => line.includes(name)) || line.includes(dir));
  return { status: run.status, findings };
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

describe.skipIf(!existsSync(systemdAnalyze))("the systemd units", () => {
  it("pass systemd-analyze verify without a finding", () => {
    expect(verifyUnits()).toEqual({ status: 0, findings: [] });
  });

  it("would be caught with a misspelt setting (the check above can fail)", () => {
    const { findings } = verifyUnits((name, text) =>
      name === "dsa-site.service" ? text.replace(/^RestartSec=/m, "RestatSec=") : text,
    );
    expect(findings.join("\n")).toMatch(/Unknown key.*RestatSec/);
  });

  it("copy the backups off the machine at 03:30 India time, 22:00 UTC", () => {
    const onCalendar = /^OnCalendar=(.+)$/m.exec(read("dsa-site-backup.timer"))![1]!;
    const run = spawnSync(systemdAnalyze, ["calendar", onCalendar], {
      encoding: "utf8",
      env: { ...process.env, TZ: "UTC" },
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Next elapse: \w+ \d{4}-\d\d-\d\d 22:00:00 UTC/);
  });
});

const nginx = "/usr/sbin/nginx";

/**
 * `nginx -t` on the site inside a minimal main configuration, with a throwaway self-signed
 * certificate in place of Let's Encrypt's and every path nginx writes in the scratch folder.
 */
function testNginxSite(change: (text: string) => string = (text) => text) {
  const dir = mkdtempSync(path.join(scratch, "nginx-"));
  const key = path.join(dir, "privkey.pem");
  const certificate = path.join(dir, "fullchain.pem");
  const selfSigned = "req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 1 -subj /CN=www.example.in";
  const openssl = spawnSync("openssl", [...selfSigned.split(" "), "-keyout", key, "-out", certificate], {
    encoding: "utf8",
  });
  expect(openssl.status, openssl.stderr).toBe(0);
  const site = change(read("nginx.conf"))
    .replaceAll("/etc/letsencrypt/live/www.example.in/fullchain.pem", certificate)
    .replaceAll("/etc/letsencrypt/live/www.example.in/privkey.pem", key);
  writeFileSync(path.join(dir, "site.conf"), site);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `${kind}_temp_path ${path.join(dir, kind)};`)
    .join("\n");
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `pid ${dir}/nginx.pid;\nevents {}\nhttp {\n${temp}\ninclude ${dir}/site.conf;\n}\n`,
  );
  const args = ["-t", "-q", "-p", dir, "-e", path.join(dir, "error.log"), "-c", path.join(dir, "nginx.conf")];
  return spawnSync(nginx, args, { encoding: "utf8" });
}

describe.skipIf(!existsSync(nginx))("the nginx site", () => {
  it("passes nginx -t", () => {
    const run = testNginxSite();
    expect(run.status, run.stderr).toBe(0);
  });

  it("would be caught with a misspelt directive (the check above can fail)", () => {
    const run = testNginxSite((text) => text.replace("proxy_read_timeout", "proxy_raed_timeout"));
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/unknown directive "proxy_raed_timeout"/);
  });
});
