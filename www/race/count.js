// "Count all solutions": every N-Queens solution up to n = 18, counted by Web Workers so the
// page never blocks. The core walks one board of each class under the board's turns and
// mirrors and shares the work out as tasks (two-row prefixes, countTasks); every worker runs
// the one module the page compiled. Progress, the time left, the rate and the classes are
// reported; cancel stops every worker.

import { loadCore, coreModule } from "./core.js";

export const MAX_COUNT_N = 18;

/**
 * Why a count failed, as a key of the tables (count.worker.*) and its parameters, so the page
 * says it in its own language; `message` is the English key for logs.
 */
export class CountError extends Error {
  constructor(key, params = {}) {
    super(key);
    this.key = key;
    this.params = params;
  }
}

/**
 * The tasks in a fixed shuffled order. They differ in size (a top queen near the corner has
 * the largest trees below it), but in a shuffled order the share of tasks done is about the
 * share of the work done, so the time left can be told from it.
 */
export function shuffled(tasks) {
  const order = [...tasks];
  let seed = 2463534242;
  for (let i = order.length - 1; i > 0; i--) {
    seed ^= seed << 13; seed ^= seed >>> 17; seed ^= seed << 5;
    const j = (seed >>> 0) % (i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

/** The time left, in ms, once enough tasks are done to tell it (a tenth, or 3 at the least). */
export function timeLeft({ done, total, elapsed }) {
  if (done < Math.max(3, total / 10) || done >= total) return null;
  return (elapsed * (total - done)) / done;
}

export class SolutionCounter {
  constructor(workerUrl) {
    this.workerUrl = workerUrl;
    /** The count in progress: its workers and how to end it. */
    this.job = null;
  }

  /**
   * Counts n; `onProgress({ done, total, solutions, classes, nodes, elapsed, left })` after
   * every task (`left`: the time left in ms, or null before it can be told).
   * Resolves to the final progress object, or null if cancelled. Rejects when a worker cannot
   * load or fails; every worker of the count is stopped then, as on cancel and on success.
   */
  async count(n, onProgress) {
    this.cancel();
    const job = { workers: [] };
    this.job = job;
    job.cancel = () => { job.ended = true; };
    const stop = () => { if (this.job === job) this.job = null; };
    let core, module;
    try {
      [core, module] = await Promise.all([loadCore(), coreModule()]);
    } catch (error) {
      stop();
      throw new CountError("count.worker.core_not_loaded", { message: error.message });
    }
    let tasks;
    try {
      tasks = shuffled(core.countTasks("queens", String(n)));
    } catch (error) {
      stop();
      throw new CountError("count.worker.failed_with", { message: error.message });
    }
    if (job.ended) {
      stop();
      return null;
    }
    const workerCount = Math.max(1, Math.min(navigator.hardwareConcurrency || 2, 8, tasks.length));
    const started = performance.now();
    const state = { n, done: 0, total: tasks.length, solutions: 0, classes: 0, nodes: 0, elapsed: 0, left: null, workers: workerCount };
    if (tasks.length === 0) {
      stop();
      return state;
    }
    return new Promise((resolve, reject) => {
      const workers = job.workers;
      // Settles once: stops every worker of this count first, whatever ended it.
      const end = (settle, value) => {
        if (job.ended) return;
        job.ended = true;
        for (const worker of workers) worker.terminate();
        if (this.job === job) this.job = null;
        settle(value);
      };
      job.cancel = () => end(resolve, null);
      const fail = (key, params) => end(reject, new CountError(key, params));
      let next = 0;
      const give = (worker) => {
        if (next < tasks.length) worker.postMessage({ id: next, n, prefix: tasks[next++] });
      };
      for (let i = 0; i < workerCount && !job.ended; i++) {
        let worker;
        try {
          worker = new Worker(this.workerUrl, { type: "module" });
        } catch (error) {
          fail("count.worker.could_not_start", { message: error.message });
          return;
        }
        workers.push(worker);
        worker.postMessage({ module });
        worker.onmessage = ({ data }) => {
          if (job.ended) return;
          if (data.error) {
            if (data.coreNotLoaded) fail("count.worker.core_not_loaded", { message: data.error });
            else fail("count.worker.failed_with", { message: data.error });
            return;
          }
          state.done++;
          state.solutions += data.solutions;
          state.classes += data.classes;
          state.nodes += data.nodes;
          state.elapsed = performance.now() - started;
          state.left = timeLeft(state);
          onProgress({ ...state });
          if (state.done === state.total) end(resolve, { ...state });
          else give(worker);
        };
        // A script that does not load or does not parse, or an error the worker did not catch.
        worker.onerror = (event) => {
          event.preventDefault();
          if (event.message) fail("count.worker.failed_with", { message: event.message });
          else fail("count.worker.could_not_load");
        };
        worker.onmessageerror = () => fail("count.worker.unreadable");
        give(worker);
      }
    });
  }

  /** Stops every worker at once; a count in progress resolves to null. */
  cancel() {
    this.job?.cancel();
  }
}
