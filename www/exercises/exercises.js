// The lab's exercise (lab/features.js): `exercise=@name` (one of presets.js's) or `exercise=~…`
// (an exercise's JSON, compressed as programs travel) sets a task above the race, the program
// lane starting from the exercise's program unless the link brings one. Check runs every
// check on the program the lane runs, in a worker (check-worker.js), and shows each verdict
// in the lab's language and the score, which a host that keeps scores gets (score()).

import { EXERCISES, exerciseNamed, exerciseText } from "./presets.js";
import { keptProgress, keepProgress } from "./progress.js";
import { statementHtml } from "./statement.js";
import { checkWords, whyWords, problemWords, raceParams } from "./verdicts.js";
import { loadProgramCore } from "../race/program-core.js";
import { unpackProgram } from "../puzzles/programs.js";
import { escapeHtml } from "../words/html.js";
import { wireMenu } from "../views/menu.js";
import { openMaker } from "./maker.js";

/** An exercise's JSON, read: { link, json, ok, exercise, references, problems } or { link, error }. */
async function loadExercise(link, lab) {
  let text;
  if (link.startsWith("@")) {
    if (!exerciseNamed(link.slice(1))) return { link, error: "exercise.link.unknown_preset" };
    text = await exerciseText(link.slice(1));
  } else {
    const unpacked = await unpackProgram(link);
    if (unpacked.error) return { link, error: "exercise.link.unreadable" };
    text = unpacked.text;
  }
  let json;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { link, ok: false, problems: [{ path: "", id: "json", expected: "JSON", message: error.message }] };
  }
  lab.programCore ??= await loadProgramCore();
  return { link, json, ...lab.programCore.readExercise(json) };
}

/** A text of the exercise's in the lab's language, else in English, else in its first. */
function inLanguage(texts, lang) {
  return texts?.[lang] ?? texts?.en ?? Object.values(texts ?? {})[0] ?? "";
}

/** The link that opens exercise `id`, in language `lang` (if given). */
export function exerciseHref(id, lang) {
  return `?exercise=@${encodeURIComponent(id)}${lang ? `&lang=${lang}` : ""}`;
}

/**
 * The Exercises menu of the page: a button that opens the list of the presets (links), their
 * titles read from their JSON the first time it opens, and "Make an exercise", which calls
 * `onMake()`. `current` is the link's exercise.
 */
function exercisesMenu(t, { current, lang, signal, onMake }) {
  const nav = document.createElement("nav");
  nav.className = "lessons-menu exercises-menu";
  nav.setAttribute("aria-label", t("exercise.menu.label"));
  nav.innerHTML = `
    <button type="button" id="exercises-button" aria-expanded="false" aria-controls="exercises-list">${escapeHtml(t("exercise.menu.button"))} <svg class="chevron" viewBox="0 0 16 16" aria-hidden="true"><path d="M3 6l5 5 5-5z"/></svg></button>
    <ol id="exercises-list" class="lessons-list" hidden>
      ${EXERCISES.map(({ id }) => {
        const kept = keptProgress(`@${id}`);
        const score = kept ? ` <span class="kept-score" data-kept-score="${kept.score}">${escapeHtml(t("exercise.menu.score", { score: Math.round(kept.score * 100) }))}</span>` : "";
        return `<li><a href="${escapeHtml(exerciseHref(id, lang))}" data-exercise-link="${id}"${`@${id}` === current ? ' aria-current="page"' : ""}><span class="title">${escapeHtml(id.replaceAll("_", " "))}</span>${score}</a></li>`;
      }).join("")}
      <li class="menu-action"><button type="button" data-make-exercise>${escapeHtml(t("exercise.maker.button"))}</button></li>
    </ol>`;
  nav.querySelector("[data-make-exercise]").addEventListener("click", onMake, { signal });
  let titled = false;
  wireMenu(nav, {
    signal,
    onOpen() {
      if (titled) return;
      titled = true;
      for (const link of nav.querySelectorAll("a")) {
        exerciseText(link.dataset.exerciseLink).then((text) => {
          const title = inLanguage(JSON.parse(text).title, lang ?? "en");
          if (title) link.querySelector(".title").textContent = title;
        }).catch(() => {});
      }
    },
  });
  return nav;
}

export const exercises = {
  params: ["exercise"],
  defaults: () => ({ exercise: null }),
  /** A preset's race under the link's own parameters. */
  prepare(params) {
    const value = params.get("exercise") ?? "";
    const preset = value.startsWith("@") ? exerciseNamed(value.slice(1)) : null;
    if (!preset) return params;
    const merged = new URLSearchParams(preset.setup);
    for (const key of new Set(params.keys())) merged.delete(key);
    for (const [key, value] of params) merged.append(key, value);
    return merged;
  },
  read(params, setup) {
    const link = params.get("exercise");
    setup.exercise = link ? { link } : null;
    // The program lane starts from the exercise's own program (before() puts it there).
    if (link && !params.has("program")) (setup.programs ??= [])[0] = { text: "", preset: null, fromExercise: true };
  },
  write(setup, params) {
    if (setup.exercise?.link) params.set("exercise", setup.exercise.link);
  },
  attach(lab) {
    const { t, tr } = lab;
    const section = lab.$("exercise");
    let loaded = null;
    if (lab.full) {
      lab.element.prepend(exercisesMenu(t, {
        current: lab.setup.exercise?.link, lang: lab.lang ?? tr.lang, signal: lab.signal,
        // The exercise open on the page is where a new one starts.
        onMake: () => openMaker(lab, loaded?.ok ? loaded.json : null),
      }));
    }
    let loading = null;
    let worker = null;
    let verdicts = [];
    let score = null;
    let status = "";
    /** The program the verdicts are of: a score comes only from checks of the program shown. */
    let checkedText = null;
    /** A link that brings the learner's own program (a reload, a state a host kept) is checked
     *  again as soon as the race stands, before any score is told. */
    let checkOnLoad = Boolean(lab.setup.exercise) && !lab.setup.programs?.[0]?.fromExercise;

    function load() {
      const link = lab.setup.exercise?.link;
      if (!link) return Promise.resolve(null);
      if (loaded?.link === link) return Promise.resolve(loaded);
      loading ??= loadExercise(link, lab)
        .catch((error) => ({ link, error: "exercise.link.failed", message: error?.message ?? String(error) }))
        .then((result) => {
          loading = null;
          loaded = result;
          verdicts = [];
          score = null;
          return result;
        });
      return loading;
    }

    /** A failed check the learner may see opens as a race on its instance (on the page). */
    function raceable(verdict, check) {
      if (!lab.full || !verdict || verdict.passed || check.hidden) return false;
      const params = raceParams(location.search, loaded.exercise, check);
      const here = new URLSearchParams(location.search);
      here.delete("step");
      return params !== null && params.toString() !== here.toString();
    }

    function programText() {
      return lab.setup.programs?.[0]?.text ?? loaded?.exercise?.start ?? "";
    }

    function cancel() {
      worker?.terminate();
      worker = null;
    }

    function show() {
      cancel();
      section.hidden = !lab.setup.exercise;
      if (!lab.setup.exercise) {
        section.replaceChildren();
        return;
      }
      if (checkedText !== null && checkedText !== programText()) {
        verdicts = [];
        score = null;
        checkedText = null;
        status = "";
      }
      render();
      if (checkOnLoad && loaded?.ok) {
        checkOnLoad = false;
        check();
      }
    }

    function render() {
      if (!loaded) {
        section.innerHTML = `<p role="status">${escapeHtml(t("exercise.loading"))}</p>`;
        return;
      }
      if (loaded.error || !loaded.ok) {
        const problems = loaded.error
          ? `<li>${escapeHtml(t(loaded.error, { message: loaded.message ?? "" }))}</li>`
          : loaded.problems.map((problem) => `<li>${escapeHtml(problemWords(tr, problem))}</li>`).join("");
        section.innerHTML = `
          <h2 id="exercise-title">${escapeHtml(t("exercise.label"))}</h2>
          <p class="error">${escapeHtml(t("exercise.unreadable"))}</p>
          <ul class="exercise-problems" data-exercise-problems>${problems}</ul>`;
        return;
      }
      const { exercise } = loaded;
      const items = exercise.checks.map((check, index) => {
        const verdict = verdicts[index];
        const state = verdict ? (verdict.passed ? "passed" : "failed") : "waiting";
        const why = verdict ? whyWords(tr, verdict, check, exercise.tab) : "";
        return `<li data-check="${index}" data-verdict="${state}">
          <span class="mark" aria-hidden="true">${{ passed: "✓", failed: "✗", waiting: "·" }[state]}</span>
          <span class="check-name">${escapeHtml(checkWords(tr, exercise, check, index))}</span>
          <span class="visually-hidden">${escapeHtml(t(`exercise.verdict.${state}`))}</span>
          ${why ? `<span class="why">${escapeHtml(why)}</span>` : ""}
          ${raceable(verdict, check) ? `<span class="why"><button type="button" class="link-button" data-race-check="${index}">${escapeHtml(t("exercise.race"))}</button></span>` : ""}
        </li>`;
      }).join("");
      const scored = score === null ? "" : t("exercise.score", { score: Math.round(score * 100) });
      section.innerHTML = `
        <h2 id="exercise-title">${escapeHtml(t("exercise.title", { title: inLanguage(exercise.title, tr.lang) || t("exercise.untitled") }))}</h2>
        <div class="statement">${statementHtml(inLanguage(exercise.statement, tr.lang))}</div>
        <div class="exercise-actions">
          <button id="exercise-check" type="button" class="primary" title="${escapeHtml(t("exercise.check.title"))}" aria-keyshortcuts="C">${escapeHtml(t("exercise.check"))}</button>
          <button id="exercise-cancel" type="button"${worker ? "" : " hidden"}>${escapeHtml(t("exercise.cancel"))}</button>
          <span id="exercise-status" role="status">${escapeHtml(status)}</span>
        </div>
        <ol class="verdicts" id="exercise-verdicts">${items}</ol>
        <p id="exercise-score" class="score"${score === null ? " hidden" : ""} data-score="${score ?? ""}">${escapeHtml(scored)}</p>`;
      section.querySelector("#exercise-check").addEventListener("click", check);
      for (const button of section.querySelectorAll("[data-race-check]")) {
        button.addEventListener("click", () => {
          const params = raceParams(location.search, exercise, exercise.checks[Number(button.dataset.raceCheck)]);
          if (params) location.assign(`?${params}`);
        });
      }
      section.querySelector("#exercise-cancel").addEventListener("click", () => {
        cancel();
        status = t("exercise.cancelled");
        render();
      });
    }

    async function check() {
      const got = await load();
      if (!got?.ok) return;
      cancel();
      verdicts = [];
      score = null;
      const program = programText();
      checkedText = program;
      const total = got.exercise.checks.length;
      status = t("exercise.checking", { index: 1, total });
      const mine = new Worker(new URL("../exercises/check-worker.js", import.meta.url), { type: "module" });
      worker = mine;
      render();
      mine.onmessage = ({ data }) => {
        if (worker !== mine) return;
        if (data.error) {
          cancel();
          status = t("exercise.failed_to_check", { message: data.error });
        } else if (data.done) {
          cancel();
          score = verdicts.reduce((sum, v) => sum + (v.passed ? v.weight : 0), 0)
            / Math.max(1e-9, verdicts.reduce((sum, v) => sum + v.weight, 0));
          status = t("exercise.checked");
          keepProgress(got.link, program, score);
          lab.element.dispatchEvent(new CustomEvent("lab-checked", {
            bubbles: true, composed: true, detail: { score, checks: verdicts },
          }));
        } else {
          verdicts[data.index] = data.verdict;
          status = t("exercise.checking", { index: Math.min(data.index + 2, total), total });
        }
        render();
        if (data.done) section.querySelector("#exercise-check")?.focus();
      };
      mine.onerror = (event) => {
        if (worker !== mine) return;
        cancel();
        status = t("exercise.failed_to_check", { message: event.message ?? "" });
        render();
      };
      mine.postMessage({ id: 1, exercise: got.json, program, references: got.references });
    }

    // C checks, where a key is not being typed.
    lab.element.addEventListener("keydown", (event) => {
      if (!lab.setup.exercise || event.code !== "KeyC" || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.target.closest?.("input, textarea, select, [contenteditable], .cm-editor, dialog")) return;
      event.preventDefault();
      check();
    }, { signal: lab.signal });

    return {
      before() {
        if (!lab.setup.exercise) return null;
        // The lane's program waits for the exercise's own start, once (none if it cannot be read).
        const waiting = lab.setup.programs?.[0]?.fromExercise && !lab.setup.programs[0].settled;
        if (loaded?.link === lab.setup.exercise.link && !waiting) return null;
        return load().then((got) => {
          if (lab.setup.programs?.[0]?.fromExercise && !lab.setup.programs[0].settled) {
            // The program this browser last checked, checked again; else the exercise's own.
            const kept = got?.ok ? keptProgress(got.link) : null;
            if (kept && kept.program !== got.exercise.start) {
              lab.setup.programs[0] = { text: kept.program, preset: null, settled: true };
              checkOnLoad = true;
            } else {
              lab.setup.programs[0] = { text: got?.ok ? got.exercise.start : "", preset: null, fromExercise: true, settled: true };
            }
          }
        });
      },
      rebuild: show,
      // With an exercise the score is its own: nothing until its checks have run on the
      // program shown.
      score: () => (lab.setup.exercise && loaded?.ok ? score ?? 0 : null),
      destroy: cancel,
    };
  },
};
