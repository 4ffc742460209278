// A worker that counts N-Queens solutions for the tasks the page sends it, off the main thread.
// Its first message is { module }, the core compiled once by the page (core.js) and shared by
// every worker; then each { id, n, prefix } gets { id, solutions, classes, nodes } back, the
// symmetric count of the classes whose smallest board begins with that prefix.

import init, { countSolutions } from "../../backtracking-lab.js";

let ready = Promise.reject(new Error("no module was sent"));
// A core that does not load is reported with the first task, not as an unhandled rejection.
ready.catch(() => {});

onmessage = async ({ data }) => {
  if (data.module) {
    ready = init({ module_or_path: data.module });
    ready.catch(() => {});
    return;
  }
  try {
    await ready;
  } catch (error) {
    // The page says it in its language (count.worker.core_not_loaded); the reason is the browser's.
    postMessage({ id: data.id, error: String(error?.message ?? error), coreNotLoaded: true });
    return;
  }
  try {
    const [solutions, nodes, classes] = countSolutions("queens", String(data.n), data.prefix, true);
    postMessage({ id: data.id, solutions, classes, nodes });
  } catch (error) {
    postMessage({ id: data.id, error: error?.message ?? String(error) });
  }
};
