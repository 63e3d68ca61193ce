// A fixed piece of CPU work timed at the start of a run: a slow or busy host shows in its figure,
// so two runs' results can be told apart from two builds' (issue 14).
import { createHash } from "node:crypto";
import { median } from "./load.mjs";

const ROUNDS = 5;
const HASHES = 100_000;

/** ms for 100,000 SHA-256 of 64 bytes, chained; five rounds, the median and the spread. */
export function cpuCalibration() {
  const times = [];
  for (let round = 0; round < ROUNDS; round++) {
    let data = Buffer.alloc(64, round);
    const start = performance.now();
    for (let i = 0; i < HASHES; i++) data = createHash("sha256").update(data).update(data).digest();
    times.push(performance.now() - start);
  }
  const mid = median(times);
  return {
    work: `${HASHES.toLocaleString("en-US")} chained SHA-256 of 64 bytes`,
    rounds: times,
    medianMs: mid,
    spread: (Math.max(...times) - Math.min(...times)) / mid,
  };
}
