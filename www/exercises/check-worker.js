// A worker that runs an exercise's checks off the main thread: the numbers of the lab's
// strategies on the page's core, the learner's program on the program lanes' core. Its
// message is { id, exercise, program, references } (references: the [setup, strategy] pairs
// the exercise named); it answers each check's { id, index, verdict } as it is judged, then
// { id, done: true }, or { id, error }. The page stops it (terminate) to cancel.

import initPage, { strategyReference } from "../../backtracking-lab.js";
import initProgram, { checkExercise } from "../../backtracking-lab-program.js";

const ready = Promise.all([
  initPage({ module_or_path: new URL("../../backtracking-lab_bg.wasm", import.meta.url) }),
  initProgram({ module_or_path: new URL("../../backtracking-lab-program_bg.wasm", import.meta.url) }),
]);
ready.catch(() => {});

onmessage = async ({ data }) => {
  const { id, exercise, program, references } = data;
  try {
    await ready;
    const numbers = references.map(([setup, strategy]) => [setup, strategy, strategyReference(exercise.tab, setup, strategy)]);
    for (let index = 0; index < exercise.checks.length; index++) {
      postMessage({ id, index, verdict: checkExercise(exercise, index, program, numbers) });
    }
    postMessage({ id, done: true });
  } catch (error) {
    postMessage({ id, error: String(error?.message ?? error) });
  }
};
