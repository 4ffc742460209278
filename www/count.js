// "Count all solutions": every N-Queens solution up to n = 16, counted by Web Workers so the
// page never blocks. The tree is shared out by two-row prefixes; the board's mirror symmetry
// means only the left half of the first row is walked (doubled) plus the middle column once.
// Progress, elapsed time and nodes per second are reported; cancel stops every worker.

export const MAX_COUNT_N = 16;

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
    this.workers = [];
  }

  /**
   * Counts n; `onProgress({ done, total, solutions, nodes, elapsed })` after every prefix.
   * Resolves to the final progress object, or null if cancelled.
   */
  count(n, onProgress) {
    this.cancel();
    const tasks = prefixes(n);
    const workerCount = Math.max(1, Math.min(navigator.hardwareConcurrency || 2, 8, tasks.length));
    const started = performance.now();
    const state = { n, done: 0, total: tasks.length, solutions: 0, nodes: 0, elapsed: 0, workers: workerCount };
    if (tasks.length === 0) return Promise.resolve(state);
    return new Promise((resolve, reject) => {
      this.settle = resolve;
      let next = 0;
      const give = (worker) => {
        if (next < tasks.length) worker.postMessage({ id: next, n, ...tasks[next++] });
      };
      for (let i = 0; i < workerCount; i++) {
        const worker = new Worker(this.workerUrl, { type: "module" });
        worker.onmessage = ({ data }) => {
          if (data.error) {
            this.cancel();
            reject(new Error(data.error));
            return;
          }
          state.done++;
          state.solutions += mirrorWeight(n, tasks[data.id].first) * data.solutions;
          state.nodes += data.nodes;
          state.elapsed = performance.now() - started;
          onProgress({ ...state });
          if (state.done === state.total) {
            this.stop();
            resolve({ ...state });
          } else {
            give(worker);
          }
        };
        worker.onerror = (event) => {
          this.cancel();
          reject(new Error(event.message || "a counting worker failed"));
        };
        this.workers.push(worker);
        give(worker);
      }
    });
  }

  stop() {
    for (const worker of this.workers) worker.terminate();
    this.workers = [];
  }

  /** Stops every worker at once; a count in progress resolves to null. */
  cancel() {
    const running = this.workers.length > 0;
    this.stop();
    if (running) this.settle?.(null);
  }
}
