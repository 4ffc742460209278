// The program lanes' core: a second build of the crate with the Python interpreter (Makefile's
// program-core), several times larger than core.js's, so it is fetched only when a lab races a
// program, and only once for every lab on the page. It has no strategies (feature `strategies`
// is the page core's): a race with a program runs its strategy lanes on the page's core, and
// the handles of the two modules never meet in one call (race.js's createLane).

let started = null;

/** Resolves to the program lanes' core (the core with `Lane.program`), fetched on the first call. */
export function loadProgramCore() {
  started ??= import(new URL("../../backtracking-lab-program.js", import.meta.url).href)
    .then(async (programCore) => {
      await programCore.default({ module_or_path: new URL("../../backtracking-lab-program_bg.wasm", import.meta.url) });
      return programCore;
    })
    .catch((error) => {
      started = null; // the next lab tries again
      throw error;
    });
  return started;
}
