// The server's side of the image worker (ADR 0030): starts the child process at the first image,
// sends it one job at a time (callers go through imageQueue) and stops it once it has been idle
// for a while (10 s), so that the memory an image took goes back to the system in full: libvips
// frees its buffers, but glibc keeps freed memory in per-thread arenas of the process, and the
// server cannot change that for itself (MALLOC_ARENA_MAX is read at start). A crash or a hang on
// a hostile file ends the worker, not the server.
import { fork, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import type { Socket } from "node:net";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { DocumentImageAnswer, DocumentImageJob } from "./document-image-job.server";
import type { ImageJob, ImageJobAnswer } from "./image-jobs.server";

/** The worker's jobs: the media library's images, and the photos of borrowers' documents. */
type WorkerJob = ImageJob | DocumentImageJob;
type WorkerAnswer = ImageJobAnswer | DocumentImageAnswer;

export interface ImageWorkerOptions {
  /** Without a job for this long, the worker exits. Long enough to keep it for a batch of uploads. */
  idleExitMs?: number;
  /** A job that takes longer has the worker stopped, and its image is refused. */
  jobTimeoutMs?: number;
}

/** The worker could not process an image: it crashed on it, took too long, or did not start. */
export class ImageWorkerError extends Error {
  override readonly name = "ImageWorkerError";
  constructor(
    readonly reason: "crashed" | "timeout" | "start",
    detail: string,
  ) {
    super(`image worker ${reason}: ${detail}`);
  }
}

interface Running {
  child: ChildProcess;
  ready: Promise<void>;
  /** Its jobs not yet answered, by id. */
  pending: Map<number, Pending>;
}

interface Pending {
  resolve: (answer: WorkerAnswer) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
  timedOut: boolean;
}

/**
 * How to start the worker: the bundled file beside the server's bundle in a build, or the
 * TypeScript source through tsx when the server runs from source (development, tests).
 */
function workerCommand(): { entry: string; execArgv: string[] } {
  const here = import.meta.url;
  if (here.endsWith(".ts")) {
    const tsx = pathToFileURL(createRequire(here).resolve("tsx")).href;
    return { entry: fileURLToPath(new URL("./image-worker.server.ts", here)), execArgv: ["--import", tsx] };
  }
  return { entry: fileURLToPath(new URL("./image-worker.js", here)), execArgv: [] };
}

/** A small environment: the worker needs no secrets (database, S3 keys), and gets glibc's settings. */
function workerEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: process.env.NODE_ENV ?? "production",
    // One malloc arena, and large blocks always mapped (and unmapped when freed): measured on a
    // 12 MP photo, a process peaked ~35 MiB lower and kept ~30 MiB less than with glibc's defaults.
    MALLOC_ARENA_MAX: "1",
    MALLOC_MMAP_THRESHOLD_: "131072",
  };
  for (const name of ["PATH", "TMPDIR", "HOME", "SYSTEMROOT"]) {
    if (process.env[name]) env[name] = process.env[name];
  }
  return env;
}

export class ImageWorkerClient {
  private worker: Running | null = null;
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  private readonly idleExitMs: number;
  private readonly jobTimeoutMs: number;

  constructor({ idleExitMs = 10_000, jobTimeoutMs = 60_000 }: ImageWorkerOptions = {}) {
    this.idleExitMs = idleExitMs;
    this.jobTimeoutMs = jobTimeoutMs;
  }

  /** The worker's process id while one runs (tests, diagnostics). */
  get pid(): number | null {
    return this.worker?.child.pid ?? null;
  }

  run(job: Omit<ImageJob, "id">): Promise<ImageJobAnswer>;
  run(job: Omit<DocumentImageJob, "id">): Promise<DocumentImageAnswer>;
  async run(job: Omit<ImageJob, "id"> | Omit<DocumentImageJob, "id">): Promise<WorkerAnswer> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const worker = this.worker ?? this.start();
    worker.child.channel?.ref();
    await worker.ready;
    const id = this.nextId++;
    return new Promise<WorkerAnswer>((resolve, reject) => {
      const entry: Pending = {
        resolve,
        reject,
        timedOut: false,
        timer: setTimeout(() => {
          entry.timedOut = true;
          // SIGKILL: a decoder stuck in a loop runs no JavaScript that could answer SIGTERM.
          worker.child.kill("SIGKILL");
        }, this.jobTimeoutMs),
      };
      worker.pending.set(id, entry);
      worker.child.send({ ...job, id } satisfies WorkerJob, (error) => {
        if (error)
          settle(worker, id)?.reject(new ImageWorkerError("crashed", `sending the job failed: ${error.message}`));
      });
    });
  }

  /** Stops the worker now (server shutdown, tests); the next image starts a new one. */
  stop(): void {
    const worker = this.worker;
    this.worker = null;
    worker?.child.kill();
  }

  private start(): Running {
    const { entry, execArgv } = workerCommand();
    const child = fork(entry, [], {
      execArgv,
      env: workerEnv(),
      stdio: ["ignore", "ignore", "pipe", "ipc"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2_000);
    });
    // Neither the worker nor its pipes keep the server's event loop alive; a job in flight does.
    child.unref();
    (child.stderr as Socket | null)?.unref();
    const ready = new Promise<void>((resolve, reject) => {
      child.once("message", () => resolve());
      child.once("error", (error) => reject(new ImageWorkerError("start", error.message)));
      child.once("exit", (code, signal) =>
        reject(new ImageWorkerError("start", `exited (${code ?? signal}) before it was ready: ${stderr}`)),
      );
    });
    ready.catch(() => undefined);
    const worker: Running = { child, ready, pending: new Map() };
    child.on("message", (message: WorkerAnswer | { ready: true }) => {
      if (!("id" in message)) return;
      settle(worker, message.id)?.resolve(message);
      if (worker.pending.size === 0) this.idle(worker);
    });
    child.once("exit", (code, signal) => {
      if (this.worker === worker) this.worker = null;
      for (const id of [...worker.pending.keys()]) {
        const pending = settle(worker, id)!;
        pending.reject(
          new ImageWorkerError(
            pending.timedOut ? "timeout" : "crashed",
            `exited (${code ?? signal}) during a job: ${stderr}`,
          ),
        );
      }
    });
    this.worker = worker;
    return worker;
  }

  private idle(worker: Running): void {
    worker.child.channel?.unref();
    this.idleTimer = setTimeout(() => {
      if (this.worker === worker && worker.pending.size === 0) this.stop();
    }, this.idleExitMs);
    this.idleTimer.unref();
  }
}

function settle(worker: Running, id: number): Pending | undefined {
  const pending = worker.pending.get(id);
  if (pending) {
    clearTimeout(pending.timer);
    worker.pending.delete(id);
  }
  return pending;
}

/** This process's image worker. */
export const imageWorker = new ImageWorkerClient();
