// A worker that counts N-Queens solutions for the prefixes the page sends it, off the main
// thread. Each message { id, n, first, second } gets { id, solutions, nodes } back.

import init, { countQueensPrefix } from "../backtracking-lab.js";

const ready = init({ module_or_path: new URL("../backtracking-lab_bg.wasm", import.meta.url) });

onmessage = async ({ data }) => {
  await ready;
  try {
    const [solutions, nodes] = countQueensPrefix(data.n, data.first, data.second);
    postMessage({ id: data.id, solutions, nodes });
  } catch (error) {
    postMessage({ id: data.id, error: error.message });
  }
};
