// Hands out the Rust core's exports once the WebAssembly module is running. The module is
// fetched from next to the bindings, by this file's own URL, so the page, the embed view and
// the web component (loaded from any path of any host) all find it; no inline loader is
// needed, which keeps the pages' Content-Security-Policy free of inline scripts. Every lab on
// a page shares the one instance; each lab creates and frees its own handles in it.
// The program lanes' core, a second module, is program-core.js's.

import init, * as core from "../../backtracking-lab.js";

let started = null;

/** Resolves to the core's exports, starting the WebAssembly module on the first call. */
export function loadCore() {
  started ??= init({ module_or_path: new URL("../../backtracking-lab_bg.wasm", import.meta.url) })
    .then(() => core, (error) => {
      started = null; // the next lab tries again
      throw error;
    });
  return started;
}
