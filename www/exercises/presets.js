// The exercises the lab comes with, listed once: each one's name and tab (a link's
// `exercise=@name` opens its tab before anything else is read) and its JSON in presets/,
// fetched once. The JSON's format is the core's (src/exercise/schema.rs).

export const EXERCISES = [
  { id: "bottom_check", tab: "queens" },
  { id: "forgotten_undo", tab: "queens" },
  { id: "forgotten_diagonal", tab: "queens" },
  { id: "prune_it", tab: "queens" },
  { id: "all_boards", tab: "queens" },
];

/** The preset named `id`, or undefined. */
export const exerciseNamed = (id) => EXERCISES.find((exercise) => exercise.id === id);

const texts = new Map();

/** The JSON text of preset `id`, fetched once from next to this module. */
export function exerciseText(id) {
  if (!exerciseNamed(id)) return Promise.reject(new Error(`no exercise ${id}`));
  if (!texts.has(id)) {
    const url = new URL(`../exercises/presets/${id}.json`, import.meta.url);
    texts.set(id, fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.text();
    }).catch((error) => {
      texts.delete(id);
      throw error;
    }));
  }
  return texts.get(id);
}
