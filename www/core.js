// Hands out the Rust core's exports once the WebAssembly module is running.
// Trunk's loader (in index.html) fetches and instantiates the .wasm, sets window.wasmBindings
// and fires "TrunkApplicationStarted"; this module waits for that instead of loading a second
// copy, so every handle the page creates lives in the one instance.

import * as core from "../backtracking-lab.js";

const STARTED = "TrunkApplicationStarted";
const GIVE_UP_MS = 20000;

/** Resolves to the core's exports; rejects if the core has not started after 20 seconds. */
export const ready = new Promise((resolve, reject) => {
  if (window.wasmBindings) {
    resolve(core);
    return;
  }
  const timer = setTimeout(() => reject(new Error("the WebAssembly module did not load")), GIVE_UP_MS);
  addEventListener(STARTED, () => {
    clearTimeout(timer);
    resolve(core);
  }, { once: true });
});
