import { describe, expect, it } from "vitest";
import { OneAtATime } from "~server/media/image-queue.server";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("one image at a time (OneAtATime)", () => {
  it("runs tasks one after another in the order they came, and answers each when its turn is done", async () => {
    const queue = new OneAtATime();
    const events: string[] = [];
    let running = 0;
    let most = 0;
    const task = (name: string) => async () => {
      running++;
      most = Math.max(most, running);
      events.push(`start ${name}`);
      await tick();
      events.push(`end ${name}`);
      running--;
      return name;
    };
    const answers = await Promise.all(["a", "b", "c"].map((name) => queue.run(task(name))));
    expect(answers).toEqual(["a", "b", "c"]);
    expect(most).toBe(1);
    expect(events).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
  });

  it("goes on after a task fails, and says how many wait", async () => {
    const queue = new OneAtATime();
    const seen: { running: number; waiting: number }[] = [];
    const stop = queue.observe((state) => seen.push(state));
    const failed = queue.run(async () => {
      await tick();
      throw new Error("unreadable");
    });
    const next = queue.run(async () => "next");
    expect(queue.waiting).toBe(1);
    await expect(failed).rejects.toThrow("unreadable");
    await expect(next).resolves.toBe("next");
    stop();
    expect(Math.max(...seen.map((state) => state.running))).toBe(1);
    expect(Math.max(...seen.map((state) => state.waiting))).toBe(1);
    expect(seen.at(-1)).toEqual({ running: 0, waiting: 0 });
  });
});
