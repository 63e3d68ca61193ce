// The files a borrower picked, uploaded one at a time (several at once would each crawl on mobile
// data). The queue holds the File objects for as long as the page is open, so nothing picked is
// lost: not when the connection drops, not when the session ends and the digits are typed again
// (the uploads pause and resume), and a failed upload can be tried again without picking the file
// anew. A small store read with useSyncExternalStore; it knows no React.
import type { BorrowerChecklist } from "~server/documents/borrower-documents.schema";
import type { DocumentRefusal } from "~server/vocabulary/documents";
import { type Connection, type UploadOutcome, type UploadProgress, uploadDocument } from "./resumable-upload";

export type UploadTaskStatus = "queued" | "uploading" | "paused" | "refused" | "failed";

export interface UploadTask {
  id: string;
  itemId: string;
  file: File;
  status: UploadTaskStatus;
  progress: UploadProgress;
  refusal: DocumentRefusal | null;
}

/** What the page hears from the queue (it words the news in its language). */
export type UploadEvent =
  | { type: "started" | "done" | "cancelled"; task: UploadTask }
  | { type: "refused"; task: UploadTask; refusal: DocumentRefusal }
  | { type: "failed"; task: UploadTask };

export interface UploadQueueHandlers {
  /** A file was kept: the checklist that shows it (undefined: reload the page's data). */
  onChecklist(checklist: BorrowerChecklist | undefined): void;
  /** 401: the borrower must type the digits again; the queue waits for `resume()`. */
  onSessionEnded(): void;
  /** 410: the link stopped working. */
  onLinkUnusable(): void;
  onEvent(event: UploadEvent): void;
}

/** What the page checks before a file leaves the phone (the server checks again). */
export interface UploadLimits {
  fileBytes: number;
  filesPerItem: number;
}

const ACCEPTED_EXTENSIONS = /\.(pdf|jpe?g|png|heic|heif)$/i;
const ACCEPTED_TYPES = new Set(["application/pdf", "image/jpeg", "image/png", "image/heic", "image/heif"]);

/** The refusal a file earns before any byte is sent, or null when it may go. */
export function refusalBeforeSending(file: File, limits: UploadLimits, filesInItem: number): DocumentRefusal | null {
  if (file.size === 0) return "empty";
  if (file.size > limits.fileBytes) return "too_large";
  // Browsers leave `type` empty for HEIC photos now and then: the name may vouch for the file.
  if (!ACCEPTED_TYPES.has(file.type) && !ACCEPTED_EXTENSIONS.test(file.name)) return "unsupported_type";
  if (filesInItem >= limits.filesPerItem) return "too_many_files";
  return null;
}

interface Running {
  taskId: string;
  controller: AbortController;
}

let nextTaskId = 0;

export class UploadQueue {
  private tasks: readonly UploadTask[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly uploadIds = new Map<string, string>();
  private running: Running | null = null;
  /** Set on a 401 until the page calls resume(): nothing starts meanwhile. */
  private sessionEnded = false;
  private disposed = false;

  /** The page on screen; news while none listens is dropped (a page that mounts loads its own data). */
  private handlers: UploadQueueHandlers | null = null;

  constructor(private readonly connection?: Connection) {}

  /** The page component on screen hears the queue's news until the returned function is called. */
  listen(handlers: UploadQueueHandlers): () => void {
    this.handlers = handlers;
    return () => {
      if (this.handlers === handlers) this.handlers = null;
    };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly UploadTask[] => this.tasks;

  /**
   * Queues `files` for the item. A file that breaks a limit is shown refused at once, with the same
   * words the server's refusal would get. `filesInItem` counts the item's kept files.
   */
  add(itemId: string, files: readonly File[], limits: UploadLimits, filesInItem: number): void {
    let count = filesInItem + this.tasks.filter((task) => task.itemId === itemId && task.status !== "refused").length;
    const added = files.map((file): UploadTask => {
      const refusal = refusalBeforeSending(file, limits, count);
      if (!refusal) count++;
      return {
        id: `upload-${++nextTaskId}`,
        itemId,
        file,
        status: refusal ? "refused" : "queued",
        progress: { receivedBytes: 0, sizeBytes: file.size, waiting: null, checking: false },
        refusal,
      };
    });
    this.tasks = [...this.tasks, ...added];
    this.emit();
    for (const task of added) {
      if (task.refusal) this.handlers?.onEvent({ type: "refused", task, refusal: task.refusal });
    }
    this.pump();
  }

  /** Stops an upload (or takes a waiting one out of the line); the file is dropped. */
  cancel(taskId: string): void {
    const task = this.find(taskId);
    if (!task) return;
    if (this.running?.taskId === taskId) {
      this.running.controller.abort();
      return; // run() reports and removes it
    }
    this.remove(taskId);
    this.handlers?.onEvent({ type: "cancelled", task });
  }

  /** Sends a failed or refused file again (after the borrower made room, or the problem passed). */
  retry(taskId: string): void {
    const task = this.find(taskId);
    if (!task || (task.status !== "failed" && task.status !== "refused")) return;
    this.update(taskId, { status: "queued", refusal: null });
    this.pump();
  }

  /** Forgets a refused or failed file. */
  dismiss(taskId: string): void {
    const task = this.find(taskId);
    if (task && task.status !== "uploading") this.remove(taskId);
  }

  /** The session is open again: paused uploads go on from where the server has them. */
  resume(): void {
    this.sessionEnded = false;
    this.tasks = this.tasks.map((task) => (task.status === "paused" ? { ...task, status: "queued" } : task));
    this.emit();
    this.pump();
  }

  /** True while a file waits or moves: leaving the page would lose it. */
  hasWork(): boolean {
    return this.tasks.some(
      (task) => task.status === "queued" || task.status === "uploading" || task.status === "paused",
    );
  }

  dispose(): void {
    this.disposed = true;
    this.running?.controller.abort();
    this.listeners.clear();
  }

  private find(taskId: string): UploadTask | undefined {
    return this.tasks.find((task) => task.id === taskId);
  }

  private update(taskId: string, change: Partial<UploadTask>): void {
    this.tasks = this.tasks.map((task) => (task.id === taskId ? { ...task, ...change } : task));
    this.emit();
  }

  private remove(taskId: string): void {
    this.tasks = this.tasks.filter((task) => task.id !== taskId);
    this.uploadIds.delete(taskId);
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  private pump(): void {
    if (this.running || this.sessionEnded || this.disposed) return;
    const next = this.tasks.find((task) => task.status === "queued");
    if (next) void this.run(next);
  }

  private async run(task: UploadTask): Promise<void> {
    const controller = new AbortController();
    this.running = { taskId: task.id, controller };
    this.update(task.id, { status: "uploading" });
    this.handlers?.onEvent({ type: "started", task });
    let outcome: UploadOutcome;
    try {
      outcome = await uploadDocument(
        {
          itemId: task.itemId,
          file: task.file,
          signal: controller.signal,
          uploadId: this.uploadIds.get(task.id) ?? null,
          onProgress: (progress) => {
            if (!this.disposed) this.update(task.id, { progress });
          },
          onUploadId: (uploadId) => this.uploadIds.set(task.id, uploadId),
        },
        this.connection,
      );
    } catch {
      // Something this code did not expect (the file became unreadable): keep the file, offer a retry.
      outcome = { kind: "failed" };
    }
    this.running = null;
    if (this.disposed) return;
    const current = this.find(task.id) ?? task;
    switch (outcome.kind) {
      case "done":
        this.remove(task.id);
        this.handlers?.onChecklist(outcome.checklist);
        this.handlers?.onEvent({ type: "done", task: current });
        break;
      case "refused":
        this.uploadIds.delete(task.id);
        this.update(task.id, { status: "refused", refusal: outcome.refusal });
        this.handlers?.onEvent({ type: "refused", task: current, refusal: outcome.refusal });
        break;
      case "failed":
        this.uploadIds.delete(task.id);
        this.update(task.id, { status: "failed" });
        this.handlers?.onEvent({ type: "failed", task: current });
        break;
      case "cancelled":
        this.remove(task.id);
        this.handlers?.onEvent({ type: "cancelled", task: current });
        break;
      case "session_ended":
        this.sessionEnded = true;
        this.pauseAll();
        this.handlers?.onSessionEnded();
        return;
      case "link_unusable":
        this.sessionEnded = true;
        this.pauseAll();
        this.handlers?.onLinkUnusable();
        return;
    }
    this.pump();
  }

  private pauseAll(): void {
    this.tasks = this.tasks.map((task) =>
      task.status === "uploading" || task.status === "queued"
        ? { ...task, status: "paused", progress: { ...task.progress, waiting: null, checking: false } }
        : task,
    );
    this.emit();
  }
}
