// "Count all solutions": every N-Queens solution up to n = 16, counted by Web Workers so the
// page never blocks. The tree is shared out by two-row prefixes; the board's mirror symmetry
// means only the left half of the first row is walked (doubled) plus the middle column once.
// Progress, elapsed time and nodes per second are reported; cancel stops every worker.

export const MAX_COUNT_N = 16;

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

/** How often the count for first-row column `first` enters the total (mirror symmetry). */
export function mirrorWeight(n, first) {
  if (2 * first + 1 === n) return 1;
  return 2 * first < n ? 2 : 0;
}

/** The prefixes that cover the tree: the left half (and middle) of row 1, every column of row 2. */
export function prefixes(n) {
  const tasks = [];
  for (let first = 0; 2 * first < n; first++) {
    if (n === 1) tasks.push({ first, second: 0 });
    else for (let second = 0; second < n; second++) {
      if (Math.abs(second - first) > 1) tasks.push({ first, second });
    }
  }
  return tasks;
}

export class SolutionCounter {
  constructor(workerUrl) {
    this.workerUrl = workerUrl;
    /** The count in progress: its workers and how to end it. */
    this.job = null;
  }

  /**
   * Counts n; `onProgress({ done, total, solutions, nodes, elapsed })` after every prefix.
   * Resolves to the final progress object, or null if cancelled. Rejects when a worker cannot
   * load or fails; every worker of the count is stopped then, as on cancel and on success.
   */
  count(n, onProgress) {
    this.cancel();
    const tasks = prefixes(n);
    const workerCount = Math.max(1, Math.min(navigator.hardwareConcurrency || 2, 8, tasks.length));
    const started = performance.now();
    const state = { n, done: 0, total: tasks.length, solutions: 0, nodes: 0, elapsed: 0, workers: workerCount };
    if (tasks.length === 0) return Promise.resolve(state);
    return new Promise((resolve, reject) => {
      const workers = [];
      const job = { workers };
      this.job = job;
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
        if (next < tasks.length) worker.postMessage({ id: next, n, ...tasks[next++] });
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
        worker.onmessage = ({ data }) => {
          if (job.ended) return;
          if (data.error) {
            if (data.coreNotLoaded) fail("count.worker.core_not_loaded", { message: data.error });
            else fail("count.worker.failed_with", { message: data.error });
            return;
          }
          state.done++;
          state.solutions += mirrorWeight(n, tasks[data.id].first) * data.solutions;
          state.nodes += data.nodes;
          state.elapsed = performance.now() - started;
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
