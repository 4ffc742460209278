// A worker that counts N-Queens solutions for the prefixes the page sends it, off the main
// thread. Each message { id, n, first, second } gets { id, solutions, nodes } back.

import init, { countSolutions } from "../../backtracking-lab.js";

const ready = init({ module_or_path: new URL("../../backtracking-lab_bg.wasm", import.meta.url) });
// A core that does not load is reported with the first message, not as an unhandled rejection.
ready.catch(() => {});

onmessage = async ({ data }) => {
  try {
    await ready;
  } catch (error) {
    // The page says it in its language (count.worker.core_not_loaded); the reason is the browser's.
    postMessage({ id: data.id, error: String(error?.message ?? error), coreNotLoaded: true });
    return;
  }
  try {
    // One queen fixes the whole board of size 1; else the first two rows' columns.
    const prefix = data.n === 1 ? [data.first] : [data.first, data.second];
    const [solutions, nodes] = countSolutions("queens", String(data.n), prefix, false);
    postMessage({ id: data.id, solutions, nodes });
  } catch (error) {
    postMessage({ id: data.id, error: error?.message ?? String(error) });
  }
};
