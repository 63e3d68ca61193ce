import { describe, expect, it } from "vitest";
import { loadOnce } from "~server/load-once";

describe("loadOnce", () => {
  it("loads on the first call only and gives every caller the same result", async () => {
    let loads = 0;
    const load = loadOnce(async () => ({ module: ++loads }));
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([load(), load()]);
    expect(await load()).toBe(first);
    expect(second).toBe(first);
    expect(loads).toBe(1);
  });

  it("tries again after a failed load instead of repeating the failure", async () => {
    let attempts = 0;
    const load = loadOnce(async () => {
      attempts++;
      if (attempts === 1) throw new Error("module not found");
      return "loaded";
    });
    await expect(load()).rejects.toThrow("module not found");
    expect(await load()).toBe("loaded");
    expect(await load()).toBe("loaded");
    expect(attempts).toBe(2);
  });
});
