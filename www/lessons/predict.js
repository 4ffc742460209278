// Predict, then run: before a race the learner types a guess of each lane's nodes (or its
// solutions), as the lessons ask ("estimate three numbers first"); when the lane has ended,
// the lane shows the guess against the result with their ratio. Guesses live in the URL
// (`guess=pruned:500,naive:100000,occupancy:solutions:4`; `predict=1` asks for guesses with
// none filled in; the lab's feature `guesses`, at the end, reads and writes both), so a
// teacher can share a quiz and a learner answers.

import { quote as quoted, wholeNumber } from "../words/reading.js";
import { escapeHtml } from "../words/html.js";

/** What a guess may be about. */
export const GUESSABLE = ["nodes", "solutions"];
/** A guess within this factor of the result counts as right on. */
const CLOSE = 1.1;
/** The verdicts that are a right answer (the quiz's score). */
const RIGHT = ["predict.result.close", "predict.result.solutions_right"];

/**
 * One entry of `guess=`: "pruned:500" (nodes), "pruned:nodes:500", "pruned:solutions:4", or
 * "pruned:solutions" (the question asked, no answer yet). Returns { name, what, value } with
 * value null when none is given, or null when the entry cannot be read.
 */
export function readGuess(entry) {
  const parts = entry.trim().split(":");
  if (parts.length < 2 || parts.length > 3 || parts[0] === "") return null;
  const [name, second, third] = parts;
  const what = GUESSABLE.includes(second) ? second : "nodes";
  const text = GUESSABLE.includes(second) ? third ?? "" : second;
  if (parts.length === 3 && !GUESSABLE.includes(second)) return null;
  if (text === "") return { name, what, value: null };
  const value = wholeNumber(text, 0, Number.MAX_SAFE_INTEGER);
  return value === null ? null : { name, what, value };
}

/**
 * Reads `predict` and `guess` from `params` into `setup` (predict, guesses); returns the
 * notes, in the lab's language (`tr`, the lab's translator), on what was ignored.
 */
export function readGuesses(params, setup, tr) {
  const { t } = tr;
  const quote = (text) => quoted(text, tr);
  const notes = [];
  if (params.has("predict")) {
    const value = params.get("predict");
    if (value === "1" || value === "0") setup.predict = value === "1";
    else notes.push(t("predict.note.bad_predict", { value: quote(value) }));
  }
  if (params.has("guess")) {
    for (const entry of params.get("guess").split(",").filter((e) => e.trim() !== "")) {
      const guess = readGuess(entry);
      if (!guess) notes.push(t("predict.note.bad_guess", { value: quote(entry) }));
      else if (!setup.strategies.includes(guess.name)) notes.push(t("predict.note.not_raced", { value: quote(guess.name) }));
      else {
        setup.guesses[guess.name] = { what: guess.what, value: guess.value };
        setup.predict = true;
      }
    }
  }
  return notes;
}

/**
 * The `guess=` value for the lanes raced, in their order ("pruned:500,occupancy:solutions:4",
 * "forget-undo:solutions" for a question without an answer); "" when there is nothing to say.
 */
export function writeGuesses(guesses, strategies) {
  return strategies.filter((name) => Object.hasOwn(guesses, name)).map((name) => {
    const { what, value } = guesses[name];
    if (what === "nodes") return value === null ? null : `${name}:${value}`;
    return value === null ? `${name}:${what}` : `${name}:${what}:${value}`;
  }).filter(Boolean).join(",");
}

/**
 * The guess set against what the lane did, as a translation key and its parameters, or null
 * while there is nothing to compare (no guess, or the lane still running). `result` is
 * { nodes, solutions, status }. Parameters: `guess`, `nodes`, `found`, and `count`, which
 * chooses the plural form: the ratio for nodes (two digits), the guess for solutions. `ratio`
 * is the result over the guess (null where there is none).
 */
export function compareGuess(guess, result) {
  if (!guess || guess.value === null || result.status === "running") return null;
  const { value } = guess;
  const budget = result.status === "budget_exhausted";
  if (guess.what === "solutions") {
    const found = result.solutions;
    const key = `predict.result.solutions_${found === value ? "right" : "off"}${budget ? "_budget" : ""}`;
    return { key, params: { count: value, found }, ratio: null };
  }
  const nodes = result.nodes;
  const ratio = value > 0 ? nodes / value : null;
  if (budget) {
    return ratio !== null && ratio >= CLOSE
      ? { key: "predict.result.budget_more", params: { guess: value, nodes, count: roundRatio(ratio) }, ratio }
      : { key: "predict.result.budget", params: { guess: value, nodes }, ratio };
  }
  if (ratio === null) return { key: "predict.result.zero", params: { guess: value, nodes }, ratio };
  if (ratio <= CLOSE && ratio >= 1 / CLOSE) return { key: "predict.result.close", params: { guess: value, nodes }, ratio };
  return ratio > 1
    ? { key: "predict.result.more", params: { guess: value, nodes, count: roundRatio(ratio) }, ratio }
    : { key: "predict.result.fewer", params: { guess: value, nodes, count: roundRatio(1 / ratio) }, ratio };
}

/** A ratio for reading: two significant digits ("4.1", "49", "1,300"). */
export function roundRatio(ratio) {
  return Number(ratio.toPrecision(2));
}

/**
 * The guess box of one lane (`view`, a LaneView): a number and what it counts, shown while
 * the lab predicts; when the lane has ended, the comparison, also handed to `judged`. `lab` is
 * what a feature sees of the lab (lab/features.js: setup, recordSetup; a still figure takes
 * no guess).
 */
export function attachGuess(view, lab, judged = () => {}) {
  const { t, still } = lab;
  const { strategy } = view;
  const element = document.createElement("div");
  element.className = "guess";
  element.dataset.guessFor = strategy;
  element.innerHTML = `
    <label class="guess-field">${escapeHtml(t("predict.label"))}
      <input type="number" min="0" step="1" inputmode="numeric" data-guess-value>
    </label>
    <select data-guess-what aria-label="${escapeHtml(t("predict.what.label"))}">
      ${GUESSABLE.map((what) => `<option value="${what}">${escapeHtml(t(`predict.what.${what}`))}</option>`).join("")}
    </select>
    <p class="guess-result" data-guess-result role="status"></p>
    <p class="guess-first">${escapeHtml(t("predict.first"))}</p>`;
  view.element.append(element);
  const input = element.querySelector("[data-guess-value]");
  const select = element.querySelector("[data-guess-what]");
  const result = element.querySelector("[data-guess-result]");
  const stored = lab.setup.guesses[strategy];
  if (stored) {
    select.value = stored.what;
    input.value = stored.value === null ? "" : String(stored.value);
  }
  input.setAttribute("aria-description", t("predict.hint"));
  let last = null;

  // Until the learner has guessed (or started), the size of the whole tree would give the
  // answer away: the lane hides it (style.css, [data-guessing]).
  let steps = 0;
  const hideAnswer = () => {
    const guessed = (lab.setup.guesses[strategy]?.value ?? null) !== null;
    view.element.toggleAttribute("data-guessing", !element.hidden && !guessed && steps === 0);
  };
  const record = () => {
    const value = wholeNumber(input.value.trim(), 0, Number.MAX_SAFE_INTEGER);
    lab.setup.guesses[strategy] = { what: select.value, value };
    lab.recordSetup();
    last = null;
    paint();
    hideAnswer();
  };
  input.addEventListener("input", record);
  select.addEventListener("change", record);

  let shown = { nodes: 0, solutions: 0, status: "running" };
  function paint() {
    const compared = compareGuess(lab.setup.guesses[strategy], shown);
    judged(compared);
    const text = compared ? t(compared.key, compared.params) : "";
    if (text === last) return;
    last = text;
    result.textContent = text;
    result.dataset.ratio = compared?.ratio ? String(compared.ratio) : "";
    result.dataset.key = compared?.key ?? "";
  }

  const update = () => {
    element.hidden = !lab.setup.predict || still;
    hideAnswer();
  };
  update();
  return {
    update,
    show(lane, stats) {
      if (element.hidden) return;
      shown = { nodes: stats.nodes, solutions: stats.solutions, status: view.element.dataset.status ?? "running" };
      steps = lane.steps();
      paint();
      hideAnswer();
    },
  };
}

/**
 * The lab's feature (lab/features.js): `predict` and `guess` in the link, the set-up form's
 * "Predict, then run" switch, and a guess box under every lane.
 */
export const guesses = {
  params: ["predict", "guess"],
  defaults: () => ({ predict: false, guesses: {} }),
  read(params, setup, { tr, note }) {
    for (const text of readGuesses(params, setup, tr)) note(text);
  },
  write(setup, params) {
    if (!setup.predict) return;
    const written = writeGuesses(setup.guesses ?? {}, setup.strategies);
    params.set(written ? "guess" : "predict", written || "1");
  },
  toggle: { id: "predict", field: "predict", label: "predict.switch" },
  attach(lab) {
    const judged = new Map();
    return {
      lane: (view) => attachGuess(view, lab, (verdict) => judged.set(view.strategy, verdict)),
      rebuild: () => judged.clear(),
      /**
       * The quiz's score for a host (splice.js): the share of the guesses given that were
       * right (within 10 % of the nodes, or the solutions exactly), each counted once its lane
       * has ended; null when no guess was given.
       */
      score() {
        const { setup } = lab;
        if (!setup.predict) return null;
        const guessed = setup.strategies.filter((name) => (setup.guesses[name]?.value ?? null) !== null);
        if (guessed.length === 0) return null;
        return guessed.filter((name) => RIGHT.includes(judged.get(name)?.key)).length / guessed.length;
      },
    };
  },
};
