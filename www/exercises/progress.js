// A learner's progress on the exercises, kept in this browser: for each exercise (by its link's
// value), the program last checked and its score. The page starts an exercise from the kept
// program (and checks it again before it shows a score); the Exercises menu shows each score.
// Storage that is full, off or refused keeps nothing and breaks nothing.

const PREFIX = "backtracking-lab.exercise.";

/** What was kept for exercise `link`: { program, score }, or null. */
export function keptProgress(link) {
  try {
    const kept = JSON.parse(localStorage.getItem(PREFIX + link) ?? "null");
    return typeof kept?.program === "string" && typeof kept?.score === "number" ? kept : null;
  } catch {
    return null;
  }
}

/** Keeps `program` and its `score` for exercise `link`. */
export function keepProgress(link, program, score) {
  try {
    localStorage.setItem(PREFIX + link, JSON.stringify({ program, score }));
  } catch {
    // nothing kept
  }
}
