// The exercises the lab comes with, listed once: each one's name, the race it opens with (a
// link's `exercise=@name` puts it under the link's own parameters before anything else is
// read: the learner's program beside the strategy its checks compare with, on their visible
// instance) and its JSON in presets/, fetched once. The JSON's format is the core's
// (src/exercise/schema.rs).

import { fetchedText } from "../words/fetched.js";

export const EXERCISES = [
  { id: "bottom_check", setup: "puzzle=queens&n=8&strategies=program,permutation&mode=all" },
  { id: "forgotten_undo", setup: "puzzle=queens&n=8&strategies=program,pruned&mode=all" },
  { id: "forgotten_diagonal", setup: "puzzle=queens&n=8&strategies=program,pruned&mode=all" },
  { id: "prune_it", setup: "puzzle=queens&n=8&strategies=program,pruned&mode=all" },
  { id: "all_boards", setup: "puzzle=queens&n=4&strategies=program,pruned&mode=all" },
  { id: "every_sudoku_solution", setup: "puzzle=sudoku&grid=12..34..........&strategies=program,pruned&mode=all" },
  { id: "knights_tour", setup: "puzzle=knights&size=5&start=r1c1&strategies=program,pruned&mode=first" },
  { id: "twenty_services", setup: "puzzle=colouring&colours=5&graph=services&strategies=program,pruned&mode=first" },
];

/** The preset named `id`, or undefined. */
export const exerciseNamed = (id) => EXERCISES.find((exercise) => exercise.id === id);

/** The JSON text of preset `id`, fetched once from next to this module. */
export function exerciseText(id) {
  if (!exerciseNamed(id)) return Promise.reject(new Error(`no exercise ${id}`));
  return fetchedText(new URL(`../exercises/presets/${id}.json`, import.meta.url));
}
