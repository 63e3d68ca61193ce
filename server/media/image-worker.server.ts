// The image worker: a child process of the server that processes one image at a time
// (runImageJob for the media library, runDocumentImageJob for photos of borrowers' documents) and
// exits when it has been idle for a while (ADR 0030). Started by image-worker-client.server.ts
// with a small environment of its own: MALLOC_ARENA_MAX=1 and a fixed MALLOC_MMAP_THRESHOLD_ keep
// glibc from holding on to what libvips frees (a process cannot set these for itself once
// started), and whatever it still holds goes back when it exits, the WebAssembly memory of a HEIC
// decode included (it never shrinks while the process lives).
import sharp from "sharp";
import { runDocumentImageJob, type DocumentImageAnswer, type DocumentImageJob } from "./document-image-job.server";
import { runImageJob, UNREADABLE_IMAGE_MESSAGE, type ImageJob, type ImageJobAnswer } from "./image-jobs.server";

// No decoded images kept between jobs.
sharp.cache(false);
// One libvips thread per image: each thread keeps buffers of its own. sharp chooses 1 by itself
// only when MALLOC_ARENA_MAX is unset, and the worker sets it.
sharp.concurrency(1);

process.on("message", (job: ImageJob | DocumentImageJob) => {
  const answer =
    "kind" in job
      ? runDocumentImageJob(sharp, job).catch((error: unknown): DocumentImageAnswer => ({
          id: job.id,
          ok: false,
          refusal: "image_unreadable",
          detail: `the image cannot be processed: ${(error as Error).message}`,
        }))
      : runImageJob(sharp, job).catch((): ImageJobAnswer => ({
          id: job.id,
          ok: false,
          refusal: UNREADABLE_IMAGE_MESSAGE,
        }));
  void answer.then((reply) => process.send?.(reply));
});
// The server is gone (stopped, or killed): nothing more will come.
process.on("disconnect", () => process.exit(0));
// Jobs are sent once this arrives: a message sent before the listener above exists would be lost.
process.send?.({ ready: true });
