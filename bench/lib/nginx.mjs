// The reference: nginx serving, from disk, the exact bytes our server sent for the same request.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BenchError, commandOutput, rawRequest, sleep } from "./util.mjs";

export const NGINX_INSTALL_HINT = "install it with `sudo apt-get install nginx` (Debian/Ubuntu) or set NGINX_PATH";

/**
 * Response headers nginx makes itself (or that describe the connection): not copied. ETag is
 * copied: nginx's own is off, so a page our server answers with an ETag keeps it.
 */
const OWN_HEADERS = new Set([
  "date",
  "server",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-type",
  "last-modified",
  "accept-ranges",
]);

/** The nginx binary: NGINX_PATH, else PATH, else the sbin folders a non-root PATH often lacks. */
export function findNginx() {
  const dirs = [
    ...(process.env.PATH ?? "").split(path.delimiter),
    "/usr/sbin",
    "/usr/local/sbin",
    "/usr/local/nginx/sbin",
  ];
  const candidates = process.env.NGINX_PATH
    ? [process.env.NGINX_PATH]
    : dirs.filter(Boolean).map((dir) => path.join(dir, "nginx"));
  for (const candidate of candidates) {
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** "1.22.1" from `nginx -v`, or null. */
export function nginxVersion(binary) {
  return /nginx\/([\d.]+)/.exec(commandOutput(binary, ["-v"]) ?? "")?.[1] ?? null;
}

const quote = (value) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/**
 * nginx.conf for `routes`: each { path, file, contentType, headers } is an exact-match location
 * that serves `file` with our response headers (content-encoding included) added back. Values
 * with "$" cannot be written literally in nginx and are skipped (returned in `skippedHeaders`).
 */
export function nginxConfig({ prefix, port, routes, asRoot }) {
  const skippedHeaders = [];
  const locations = routes.map((route) => {
    const lines = [`    location = ${route.path} {`, `      default_type ${quote(route.contentType)};`];
    for (const [name, value] of Object.entries(route.headers)) {
      if (OWN_HEADERS.has(name.toLowerCase())) continue;
      for (const single of Array.isArray(value) ? value : [value]) {
        if (single.includes("$") || /[\r\n]/.test(single)) skippedHeaders.push(`${route.path} ${name}`);
        else lines.push(`      add_header ${name} ${quote(single)};`);
      }
    }
    lines.push(`      try_files /${path.basename(route.file)} =500;`, "    }");
    return lines.join("\n");
  });
  const config = `# Written by bench/lib/nginx.mjs for one benchmark run.
${asRoot ? "user root;  # as root, workers would otherwise drop to nobody and could not read the temp files\n" : ""}worker_processes auto;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events {
  worker_connections 1024;
}
http {
  access_log off;
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  etag off;
  # Node keeps a connection for any number of requests; nginx closes it after 1000 by default.
  keepalive_requests 1000000;
  keepalive_timeout 65s;
  types {}
  default_type application/octet-stream;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${prefix}/www;
${locations.join("\n")}
  }
}
`;
  return { config, skippedHeaders };
}

/**
 * Writes each body to disk and starts nginx in the foreground on 127.0.0.1:port. `routes`:
 * { path, body (Buffer), contentType, headers }. Resolves once every route answers with the same
 * bytes; throws a BenchError (with nginx's error log) otherwise.
 */
export async function startNginx({ binary, port, routes }) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-bench-nginx-"));
  fs.mkdirSync(path.join(prefix, "www"));
  const onDisk = routes.map((route, index) => {
    const file = path.join(prefix, "www", `body-${index}`);
    fs.writeFileSync(file, route.body);
    return { ...route, file };
  });
  const asRoot = process.getuid?.() === 0;
  const { config, skippedHeaders } = nginxConfig({ prefix, port, routes: onDisk, asRoot });
  const confPath = path.join(prefix, "nginx.conf");
  fs.writeFileSync(confPath, config);

  // -e (error log before the config is read) exists since nginx 1.19.5; without it nginx first
  // tries its compiled-in log path.
  const version = nginxVersion(binary);
  const [major = 0, minor = 0, patch = 0] = (version ?? "0").split(".").map(Number);
  const hasErrorLogFlag = major > 1 || (major === 1 && (minor > 19 || (minor === 19 && patch >= 5)));
  const args = ["-p", `${prefix}/`, "-c", confPath, ...(hasErrorLogFlag ? ["-e", `${prefix}/error.log`] : [])];

  let output = "";
  const child = spawn(binary, args, { stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  let exit = null;
  const exited = new Promise((resolve) => {
    child.once("exit", (code, signal) => resolve((exit = { code, signal })));
    child.once("error", (error) => resolve((exit = { code: null, signal: null, error })));
  });
  const nginx = { url: `http://127.0.0.1:${port}`, pid: child.pid, child, exited, prefix, version, skippedHeaders };
  const errorLog = () => {
    try {
      return fs.readFileSync(path.join(prefix, "error.log"), "utf8");
    } catch {
      return "";
    }
  };

  const first = onDisk[0];
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (exit) {
      const reason = exit.error?.message ?? `exit code ${exit.code}`;
      await stopNginx(nginx);
      throw new BenchError(`nginx did not start (${reason}):\n${output}${errorLog()}`);
    }
    const answer = await rawRequest(nginx.url + first.path, { timeoutMs: 1_000 }).catch(() => null);
    if (answer) break;
    if (Date.now() > deadline) {
      await stopNginx(nginx);
      throw new BenchError(`nginx did not answer on port ${port} within 10 s:\n${output}${errorLog()}`);
    }
    await sleep(50);
  }
  for (const route of onDisk) {
    const answer = await rawRequest(nginx.url + route.path, { headers: route.requestHeaders }).catch((error) => ({
      status: 0,
      headers: {},
      body: Buffer.from(error.message),
    }));
    const ourEncoding = route.headers["content-encoding"] ?? null;
    if (
      answer.status !== 200 ||
      !answer.body.equals(route.body) ||
      (answer.headers["content-encoding"] ?? null) !== ourEncoding
    ) {
      await stopNginx(nginx);
      throw new BenchError(
        `nginx does not serve the same bytes for ${route.path} (status ${answer.status}, ` +
          `${answer.body.length} vs ${route.body.length} bytes):\n${errorLog()}`,
      );
    }
  }
  return nginx;
}

/** Stops the nginx master (and with it the workers) by its pid and removes the temp prefix. */
export async function stopNginx(nginx) {
  if (nginx.child.exitCode === null && nginx.child.signalCode === null) nginx.child.kill("SIGTERM");
  const timer = setTimeout(() => nginx.child.kill("SIGKILL"), 10_000);
  await nginx.exited;
  clearTimeout(timer);
  fs.rmSync(nginx.prefix, { recursive: true, force: true });
}
