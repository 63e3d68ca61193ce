// One image at a time per server process (issue 23 item 6; ADR 0030). Each image costs the image
// worker up to ~100 MiB while it is processed; three at once took the server to 1.76 GiB before.
// Uploads that arrive meanwhile wait their turn in arrival order and are answered when it is done,
// never refused: staff upload a handful of files, one request per file.

export interface QueueState {
  /** Tasks running now: 0 or 1. */
  running: number;
  /** Tasks waiting for their turn. */
  waiting: number;
}

export class OneAtATime {
  private running = false;
  private readonly queue: (() => void)[] = [];
  private readonly observers = new Set<(state: QueueState) => void>();

  /** How many tasks wait for their turn. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Runs `task` once every task queued before it has finished (failed ones included). */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running) {
      await new Promise<void>((resolve) => {
        this.queue.push(resolve);
        this.notify();
      });
    }
    this.running = true;
    this.notify();
    try {
      return await task();
    } finally {
      const next = this.queue.shift();
      if (next) {
        // The turn passes straight to the next task, so nothing can slip in between.
        next();
      } else {
        this.running = false;
      }
      if (!next) this.notify();
    }
  }

  /** Calls `observer` with the state after every change (for tests and diagnostics); returns a stop function. */
  observe(observer: (state: QueueState) => void): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  private notify(): void {
    const state = { running: this.running ? 1 : 0, waiting: this.queue.length };
    for (const observer of this.observers) observer(state);
  }
}

/** The image work of this process: the media library's uploads and the downloads' images. */
export const imageQueue = new OneAtATime();
