// Loads the Rust core (compiled to WebAssembly) once and hands out its exports.
// Paths are relative to this module, so the page works under any sub-path of any host.

import init, * as core from "../backtracking_lab.js";

/** Resolves to the core's exports once the .wasm is compiled and instantiated. */
export const ready = init({ module_or_path: new URL("../backtracking_lab_bg.wasm", import.meta.url) })
  .then(() => core);
