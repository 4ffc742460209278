// Hands out the Rust core's exports once the WebAssembly module is running. The module is
// fetched from next to the bindings, by this file's own URL, so the page, the embed view and
// the web component (loaded from any path of any host) all find it; no inline loader is
// needed, which keeps the pages' Content-Security-Policy free of inline scripts. The module is
// compiled once: every lab on a page shares its one instance (each lab creates and frees its
// own handles in it), and the counting workers are sent the compiled module (coreModule).
// The program lanes' core, a second module, is program-core.js's.

import init, * as core from "../../backtracking-lab.js";

let compiled = null;
let started = null;

/**
 * The compiled module, streamed as it downloads; a server that does not say
 * `application/wasm` gets the bytes compiled once they are all there.
 */
async function compile(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} fetching ${url}`);
  try {
    return await WebAssembly.compileStreaming(response.clone());
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return WebAssembly.compile(await response.arrayBuffer());
  }
}

/** Resolves to the core's compiled WebAssembly.Module, compiling it on the first call. */
export function coreModule() {
  compiled ??= compile(new URL("../../backtracking-lab_bg.wasm", import.meta.url)).catch((error) => {
    compiled = null; // the next call tries again
    throw error;
  });
  return compiled;
}

/** Resolves to the core's exports, starting the WebAssembly module on the first call. */
export function loadCore() {
  started ??= coreModule()
    .then((module) => init({ module_or_path: module }))
    .then(() => core, (error) => {
      started = null; // the next lab tries again
      throw error;
    });
  return started;
}
