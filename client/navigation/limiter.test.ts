import { describe, expect, it } from "vitest";
import { createLimiter, MAX_CONCURRENT_PRELOADS } from "./limiter";

type Deferred = { promise: Promise<string>; resolve: (value: string) => void; reject: (error: Error) => void };

function deferred(): Deferred {
  let resolve!: (value: string) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createLimiter", () => {
  it("runs at most five preloads at once and starts the next as one settles", async () => {
    expect(MAX_CONCURRENT_PRELOADS).toBe(5);
    const limiter = createLimiter(MAX_CONCURRENT_PRELOADS);
    const tasks = Array.from({ length: 7 }, deferred);
    const started: number[] = [];
    const results = tasks.map((task, i) =>
      limiter.run(`/assets/route-${i}.js`, () => {
        started.push(i);
        return task.promise;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(limiter.active()).toBe(5);

    tasks[2]?.resolve("two");
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(limiter.active()).toBe(5);

    tasks[0]?.reject(new Error("chunk gone"));
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);

    for (const task of tasks) task.resolve("done");
    await expect(results[2]).resolves.toBe("two");
    await expect(results[0]).rejects.toThrow("chunk gone");
    await tick();
    expect(limiter.active()).toBe(0);
  });

  it("preloads a module once however often it is asked for", async () => {
    const limiter = createLimiter(5);
    let runs = 0;
    const task = async () => {
      runs++;
      return "module";
    };
    const [a, b] = [limiter.run("/assets/a.js", task), limiter.run("/assets/a.js", task)];
    expect(a).toBe(b);
    await a;
    await limiter.run("/assets/a.js", task);
    expect(runs).toBe(1);
  });

  it("lets a failed module be tried again", async () => {
    const limiter = createLimiter(5);
    await expect(limiter.run("/assets/a.js", () => Promise.reject(new Error("offline")))).rejects.toThrow("offline");
    await tick();
    await expect(limiter.run("/assets/a.js", async () => "module")).resolves.toBe("module");
  });
});
