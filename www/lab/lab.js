// A lab: the whole race built on one root element (a document's element or a shadow root),
// with its own setup, race, lanes, transport, chart, share bar and listeners, and nothing kept
// at module level, so the page, the embed view and every <backtracking-lab> are each one lab.
// `createLab(root, params, options)` builds the markup inside `root` and returns a controller
// (ready, play, pause, seek, restart, update, destroy); the lab's element dispatches the host
// events (events.js). Only its own elements are ever looked up, within its root. Every word
// comes from the lab's own translator (i18n.js), handed down to each part: two labs on one
// page may speak two languages.

import { loadCore } from "../race/core.js";
import { LaneView } from "../views/lanes.js";
import { Race } from "../race/race.js";
import { Transport } from "../race/transport.js";
import { drawChart } from "../canvas/chart.js";
import { readSetup, writeSetup } from "./url.js";
import { PUZZLES, puzzleNamed } from "../puzzles/registry.js";
import { readView, viewEntries, KEY_CONTROLS } from "./view.js";
import { translator } from "../words/i18n.js";
import { labMarkup } from "./markup.js";
import { HostEvents } from "../embedding/events.js";
import { wireShare, shareLinks, readLanes } from "../embedding/share.js";
import { wireSetupForm } from "./setup-form.js";
import { wireCounter } from "./count-form.js";
import { Narrator } from "../views/live.js";
import { TreePanel } from "../views/tree-view.js";
import { LevelsTable } from "../views/levels.js";
import { OccupancyView } from "../views/occupancy-view.js";
import { CandidatesView } from "../views/candidates-view.js";
import { attachMistake } from "../lessons/mistakes.js";
import { attachEstimate, Refiner } from "../lessons/estimate.js";
import { attachGuess, readGuesses } from "../lessons/predict.js";
import { attachLog, readLog } from "../lessons/narration.js";
import { withLesson, lessonsMenu, lessonCard } from "../lessons/lessons.js";

/** The lanes' colours on white paper (the saved picture); the page's come from the stylesheet. */
const LANE_COLOURS = ["#c0282f", "#a05a00", "#2f5d8a", "#2d8a4e"];
/** Where autoplay may start when the reader asked for reduced motion: one step a second. */
const CALM_SPEED = 0;

/**
 * Builds a lab inside `root` from `params` (a query string, URLSearchParams or an object of
 * strings: the setup of url.js plus the view of view.js). Options: `chrome` "full" (the page)
 * or "embed"; `keys` "document" (keys anywhere in the document) or "root" (only while focus
 * is inside the lab); `history` (record the setup in the address bar); `languages` the
 * languages to choose from when `lang` is not given, best first (the host's, the browser's).
 * The controller's commands wait for the lab to be ready and never throw.
 */
export function createLab(root, params = "", options = {}) {
  let lab = build(root, params, options);
  const when = (command) => lab.ready.then(() => command(lab)).catch(() => {});
  return {
    get ready() { return lab.ready; },
    get element() { return lab.element; },
    play: () => when((l) => l.play()),
    pause: () => when((l) => l.pause()),
    seek: (step) => when((l) => l.seek(step)),
    restart: () => when((l) => l.restart()),
    /** Rebuilds this lab from new parameters (the element stays; its race is new). */
    update(next) {
      lab.destroy();
      lab = build(root, next, options);
      return lab.ready;
    },
    /**
     * Shows the lab in another language in place: the markup is built again in it, the race
     * (its position, its timeline, whether it plays) and the setup are kept.
     */
    async setLanguage(lang) {
      await lab.ready.catch(() => {});
      const kept = lab.keep();
      if (!kept) return this.update(withLanguage(params, lang));
      lab.destroy({ keepRace: true });
      lab = build(root, withLanguage(kept.query, lang), options, kept);
      return lab.ready;
    },
    destroy: () => lab.destroy(),
  };
}

/** `params` (anything URLSearchParams reads) with its `lang` set to `lang`. */
function withLanguage(params, lang) {
  const next = new URLSearchParams(params);
  next.set("lang", lang);
  return next;
}

/** Whether the reader asked the system for less motion. */
function reducedMotion() {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * One build of a lab. `kept` (from keep(), when only the language changes) hands over the
 * setup, the race and whether it was playing, and the link first read (its notes are said
 * again in the new language).
 */
function build(root, params, { chrome = "embed", keys = "root", history: useHistory = false, languages = [] } = {}, kept = null) {
  const full = chrome === "full";
  const abort = new AbortController();
  const { signal } = abort;
  const read = readView(params, { embed: !full, languages });
  const { view } = read;
  const tr = translator(view.lang);
  const { t, number } = tr;
  /** The link this lab's setup was first read from: its notes are said in any language. */
  const source = kept?.source ?? params;

  const element = document.createElement("div");
  element.className = full ? "lab" : "lab embedded";
  element.lang = view.lang;
  if (!full) {
    element.setAttribute("role", "region");
    element.setAttribute("aria-label", t("app.name"));
    element.tabIndex = -1;
  }
  element.innerHTML = labMarkup(t, { full, controls: view.controls, puzzles: PUZZLES });
  root.append(element);
  const $ = (id) => element.querySelector(`#${id}`);
  const note = $("note");

  // The lab's state; the set-up form edits `setup` and calls back through it.
  const state = {
    setup: null,
    race: null,
    rebuild,
    recordSetup,
    showCode,
    showTree,
    setStrategies,
    updatePanels,
  };
  let core = null;
  let views = [];
  /** Each lane's lessons' panels (mistakes.js, estimate.js, predict.js, narration.js). */
  let panels = [];
  const refiner = new Refiner();
  let form = null;
  // Beside each lane: its occupancy strips or pencil marks (or null); the trees and the table.
  let extras = [];
  let trees = null;
  let levels = null;
  let transport = null;
  let counter = null;
  let resizes = null;
  let destroyed = false;
  const events = new HostEvents(element);
  const live = $("live");
  const narrator = new Narrator((text) => { live.textContent = text; }, { tr });

  function showNotes(notes) {
    note.hidden = notes.length === 0;
    note.textContent = notes.length ? t("page.note.partly_read", { notes: notes.join(t("note.separator")) }) : "";
  }

  /** Rebuilds the race from the setup (or takes over `race`) and records it in the URL. */
  function rebuild(race = null) {
    if (!race) state.race?.free();
    const { setup } = state;
    state.race = race ?? new Race(core, setup, setup.strategies);
    views = setup.strategies.map((strategy, i) =>
      new LaneView(setup, strategy, { index: i, paperColour: LANE_COLOURS[i] }, tr));
    for (const panel of panels.flat()) panel.destroy?.();
    // A still figure (controls=none) shows no control: no Refine, no guess box, no Copy.
    const context = { core, t, tr, number: tr.number, lab: state, refiner, still: view.controls.length === 0 };
    panels = views.map((v, i) => [attachMistake, attachEstimate, attachGuess, attachLog]
      .map((attach) => attach(v, context, state.race.lanes[i])).filter(Boolean));
    $("lanes").replaceChildren(...views.map((v) => v.element));
    $("lanes").dataset.count = String(views.length);
    extras = setup.strategies.map((strategy, i) => laneExtra(views[i], strategy));
    levels = null;
    showTree();
    recordSetup();
    transport?.pause();
    transport?.cancel();
    transport?.invalidate();
    events.reset();
    narrator.reset(null);
    if (transport) events.ready(state.race);
  }

  let boardsDrawn = false;

  function render() {
    const { race, setup } = state;
    const stats = race.lanes.map((lane, i) => {
      const shown = views[i].show(lane);
      extras[i]?.show(lane);
      return shown;
    });
    race.lanes.forEach((lane, i) => panels[i].forEach((panel) => panel.show(lane, stats[i])));
    if (!boardsDrawn) {
      boardsDrawn = true;
      performance.mark("first-board");
    }
    trees?.update(race, transport?.how);
    if (setup.table) {
      levels ??= new LevelsTable($("levels"), { t, number, setup, names: views.map((v) => v.name) });
      levels.show(stats.map((laneStats) => laneStats.nodes_per_depth));
    } else {
      drawChart($("chart"), stats.map((laneStats, i) => ({
        label: setup.strategies[i],
        colour: getComputedStyle(views[i].element).getPropertyValue("--lane-colour").trim() || LANE_COLOURS[i],
        counts: laneStats.nodes_per_depth,
      })), { log: $("log-scale").checked, tr });
    }
    events.observe(race, transport?.how);
    narrator.observe({
      step: race.step,
      playing: Boolean(transport?.playing),
      lanes: race.lanes.map((lane, i) => ({
        name: views[i].name, sentence: views[i].sentence,
        events: lane.steps(), solutions: stats[i].solutions, undos: stats[i].undos,
      })),
    });
    if (view.loop && transport?.how === "play" && (race.step >= view.loop.to || race.done)) {
      // The lecture's range: back to its start, and on playing.
      transport.seek(view.loop.from).then((arrived) => arrived && !destroyed && transport.play());
    }
  }

  /** The setup's query string, with the language when one was asked for. */
  function setupQuery() {
    const lang = view.langGiven ? `&lang=${view.lang}` : "";
    return writeSetup(state.setup) + lang;
  }

  function recordSetup() {
    if (useHistory) history.replaceState(null, "", setupQuery() + location.hash);
  }

  /** The occupancy strips or pencil marks a lane shows under its board, if any. */
  function laneExtra(laneView, strategy) {
    const context = { t, number, setup: state.setup, strategy, name: laneView.name };
    if (OccupancyView.fits(state.setup, strategy)) return new OccupancyView(laneView, context);
    if (CandidatesView.fits(state.setup, strategy)) return new CandidatesView(laneView, context);
    return null;
  }

  /** Shows or hides the search trees (rebuilt from the setup) and the chart or its table. */
  function showTree() {
    const { setup } = state;
    if (!core) return;
    if (full) $("show-tree").checked = setup.tree;
    trees?.destroy();
    trees = null;
    $("trees").hidden = !setup.tree;
    if (setup.tree) {
      trees = new TreePanel($("trees"), {
        t, tr, number, core, setup,
        names: views.map((v) => v.name),
        seek: (step) => goTo(step),
      });
    } else {
      $("trees").replaceChildren();
    }
    showTable();
  }

  function showTable() {
    const { table } = state.setup;
    $("chart").hidden = table;
    $("levels").hidden = !table;
    if (full) $("chart-hint").hidden = table;
    element.querySelector(".log-scale").hidden = table;
    $("show-chart").setAttribute("aria-pressed", String(!table));
    $("show-table").setAttribute("aria-pressed", String(table));
    transport?.invalidate();
  }

  /** Races these lanes instead (the mistake lab's "add the permutation lane"). */
  function setStrategies(strategies) {
    state.setup.strategies = strategies;
    form?.show();
    rebuild();
  }

  /** Shows or hides the guesses and the logs after their switch changed. */
  function updatePanels() {
    for (const panel of panels.flat()) panel.update?.();
    recordSetup();
    transport?.invalidate();
  }

  function showCode() {
    if (full) $("show-code").checked = state.setup.code;
    $("lanes").classList.toggle("with-code", state.setup.code);
    transport?.invalidate();
  }

  /** Goes to `step`: a seek within the timeline, or a run ahead past its end. */
  function goTo(step) {
    const race = state.race;
    const target = Math.max(0, Math.floor(step));
    if (target <= race.horizon) return transport.seek(target);
    transport.how = "seek";
    return transport.run((ms) => {
      race.advanceFor(ms, target - race.step);
      return race.step >= target || race.done;
    }, () => t("progress.seek", { step: target, now: race.step }));
  }

  /** The instance in a few words: the share snippets' and the picture's. */
  function describe() {
    return puzzleNamed(state.setup.puzzle).what(tr, state.setup);
  }

  function wireKeys() {
    const target = keys === "document" ? element.ownerDocument : element;
    target.addEventListener("keydown", (event) => {
      const control = KEY_CONTROLS[event.key];
      if (event.key === "Escape" || (control && view.controls.includes(control))) transport.key(event);
    }, { signal });
  }

  async function start() {
    core = await loadCore();
    if (destroyed) return;
    // The link's notes are said in this lab's language, also when only the language changed
    // (the setup is then kept, and the language asked for is no longer a problem).
    const again = kept ? readView(withLanguage(source, view.lang), { embed: !full }) : read;
    const lesson = withLesson(again.rest, tr);
    const setupRead = readSetup(lesson.params, core, tr);
    setupRead.setup.lesson = lesson.lesson;
    const notes = [...setupRead.notes, ...lesson.notes,
      ...readGuesses(lesson.params, setupRead.setup, tr), ...readLog(lesson.params, setupRead.setup, tr)];
    state.setup = kept ? kept.setup : setupRead.setup;
    showNotes([...notes, ...again.notes]);
    const lang = view.langGiven ? view.lang : null;
    if (full) element.prepend(lessonsMenu(t, { current: state.setup.lesson, lang, signal }));
    if (state.setup.lesson) {
      note.after(lessonCard(t, state.setup.lesson, { full, lang, signal, onClose: () => {
        state.setup.lesson = null;
        recordSetup();
      } }));
    }
    const tabs = full ? [...element.querySelectorAll("[role=tab]")] : [];
    form = full ? wireSetupForm({ $, tabs, core, lab: state, signal, tr }) : null;
    form?.show();
    showCode();
    rebuild(kept?.race);
    transport = new Transport({
      play: $("play"), forward: $("forward"), back: $("back"), restart: $("restart"), end: $("end"),
      nextSolution: $("next-solution"), nextBacktrack: $("next-backtrack"), cancel: $("cancel"),
      speed: $("speed"), speedText: $("speed-text"), timeline: $("timeline"), stepText: $("step-text"),
      progress: $("progress"), progressText: $("progress-text"),
    }, {
      tr,
      race: () => state.race,
      render,
      onSpeed: (position) => {
        state.setup.speed = position;
        recordSetup();
      },
    });
    transport.setSpeed(state.setup.speed);
    transport.playUntil = view.loop ? view.loop.to : null;
    $("log-scale").addEventListener("change", () => transport.invalidate(), { signal });
    for (const [id, table] of [["show-chart", false], ["show-table", true]]) {
      $(id).addEventListener("click", () => {
        state.setup.table = table;
        showTable();
        recordSetup();
      }, { signal });
    }
    resizes = new ResizeObserver(() => transport.invalidate());
    resizes.observe($("lanes"));
    if (full) counter = wireCounter({ $, signal, tr });
    wireShare({
      $, t, signal, container: element,
      links: () => shareLinks(writeSetup(state.setup), viewEntries(view, { embed: !full, step: false }), t, describe(), view.lang),
      picture: () => ({
        title: t("share.png.title", { what: describe(), step: state.race.step }),
        lanes: readLanes($("lanes")),
        chart: $("chart"),
        chartTitle: t("chart.title"),
        footer: shareLinks(setupQuery(), [], t, "").page,
      }),
      fileName: () => `backtracking-lab-${state.setup.puzzle}-step-${state.race.step}.png`,
    });
    wireKeys();
    if (view.step > 0 && !kept) await goTo(view.step);
    if (destroyed) return;
    transport.show();
    events.ready(state.race);
    element.dataset.ready = "true";
    if (kept?.playing || (view.autoplay && !kept)) {
      // Reduced motion: a lab that plays on its own starts calm (the reader may speed it up).
      if (!kept && reducedMotion() && transport.speed > CALM_SPEED) transport.setSpeed(CALM_SPEED);
      transport.play();
    }
  }

  const ready = start().catch((error) => {
    if (destroyed) return;
    note.hidden = false;
    note.dataset.kind = "error";
    note.textContent = t("page.error.start", { message: error?.message ?? String(error) });
    throw error;
  });

  return {
    element,
    ready,
    /**
     * What a rebuild in another language takes over: the setup, the race, whether it plays,
     * the link first read and the setup's query now (null before the lab is ready).
     */
    keep() {
      if (!state.race || !transport || destroyed) return null;
      const query = new URLSearchParams(writeSetup(state.setup));
      for (const [name, value] of viewEntries(view, { embed: !full, step: false })) query.set(name, value);
      return { setup: state.setup, race: state.race, playing: transport.playing, source, query };
    },
    play: () => transport.play(),
    pause: () => transport.pause(),
    seek: (step) => goTo(step),
    restart: () => transport.restart(),
    /**
     * Frees every core handle, stops every job, timer and listener, and removes the markup;
     * with `keepRace` the race stays alive for the next build (a change of language).
     */
    destroy({ keepRace = false } = {}) {
      if (destroyed) return;
      destroyed = true;
      abort.abort();
      transport?.destroy();
      trees?.destroy();
      counter?.cancel();
      resizes?.disconnect();
      refiner.stop();
      for (const panel of panels.flat()) panel.destroy?.();
      events.cancelPending();
      narrator.cancel();
      if (!keepRace) state.race?.free();
      state.race = null;
      element.remove();
    },
  };
}
