// A lab: the whole race built on one root element (a document's element or a shadow root),
// with its own setup, race, lanes, transport, chart, share bar and listeners, and nothing kept
// at module level, so the page, the embed view and every <backtracking-lab> are each one lab.
// `createLab(root, params, options)` builds the markup inside `root` and returns a controller
// (ready, play, pause, seek, restart, update, destroy); the lab's element dispatches the host
// events (events.js). Only its own elements are ever looked up, within its root.

import { loadCore } from "./core.js";
import { LaneView } from "./lanes.js";
import { Race } from "./race.js";
import { Transport } from "./transport.js";
import { drawChart } from "./chart.js";
import { readSetup, writeSetup } from "./url.js";
import { readView, viewEntries, KEY_CONTROLS } from "./view.js";
import { translator } from "./i18n.js";
import { labMarkup } from "./markup.js";
import { HostEvents } from "./events.js";
import { wireShare, shareLinks, readLanes } from "./share.js";
import { wireSetupForm } from "./setup-form.js";
import { wireCounter } from "./count-form.js";
import { attachMistake } from "./mistakes.js";
import { attachEstimate, Refiner } from "./estimate.js";
import { attachGuess, readGuesses } from "./predict.js";
import { attachLog, readLog } from "./narration.js";
import { withLesson, lessonsMenu, lessonCard } from "./lessons.js";

const LANE_COLOURS = ["#c0282f", "#a05a00", "#2f5d8a", "#2d8a4e"];

/**
 * Builds a lab inside `root` from `params` (a query string, URLSearchParams or an object of
 * strings: the setup of url.js plus the view of view.js). Options: `chrome` "full" (the page)
 * or "embed"; `keys` "document" (keys anywhere in the document) or "root" (only while focus
 * is inside the lab); `history` (record the setup in the address bar). The controller's
 * commands wait for the lab to be ready and never throw.
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
    destroy: () => lab.destroy(),
  };
}

function build(root, params, { chrome = "embed", keys = "root", history: useHistory = false } = {}) {
  const full = chrome === "full";
  const abort = new AbortController();
  const { signal } = abort;
  const read = readView(params, { embed: !full });
  const { view } = read;
  const { t, number } = translator(view.lang);

  const element = document.createElement("div");
  element.className = full ? "lab" : "lab embedded";
  element.lang = view.lang;
  if (!full) {
    element.setAttribute("role", "region");
    element.setAttribute("aria-label", t("app.name"));
    element.tabIndex = -1;
  }
  element.innerHTML = labMarkup(t, { full, controls: view.controls });
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
    setStrategies,
    updatePanels,
  };
  let core = null;
  let views = [];
  /** Each lane's lessons' panels (mistakes.js, estimate.js, predict.js, narration.js). */
  let panels = [];
  const refiner = new Refiner();
  let form = null;
  let transport = null;
  let counter = null;
  let resizes = null;
  let destroyed = false;
  const events = new HostEvents(element);

  function showNotes(notes) {
    note.hidden = notes.length === 0;
    note.textContent = notes.length ? t("page.note.partly_read", { notes: notes.join(t("note.separator")) }) : "";
  }

  /** Rebuilds the race from the setup and records it in the URL. */
  function rebuild() {
    state.race?.free();
    const { setup } = state;
    state.race = new Race(core, setup, setup.strategies);
    views = setup.strategies.map((strategy, i) => new LaneView(setup, strategy, LANE_COLOURS[i]));
    for (const panel of panels.flat()) panel.destroy?.();
    const context = { core, t, number, lab: state, refiner, name: (s) => views.find((v) => v.strategy === s)?.element.querySelector("h3").textContent ?? s };
    panels = views.map((v, i) => [attachMistake, attachEstimate, attachGuess, attachLog]
      .map((attach) => attach(v, context, state.race.lanes[i])).filter(Boolean));
    $("lanes").replaceChildren(...views.map((v) => v.element));
    $("lanes").dataset.count = String(views.length);
    recordSetup();
    transport?.pause();
    transport?.cancel();
    transport?.invalidate();
    events.reset();
    if (transport) events.ready(state.race);
  }

  let boardsDrawn = false;

  function render() {
    const { race, setup } = state;
    const stats = race.lanes.map((lane, i) => views[i].show(lane));
    race.lanes.forEach((lane, i) => panels[i].forEach((panel) => panel.show(lane, stats[i])));
    if (!boardsDrawn) {
      boardsDrawn = true;
      performance.mark("first-board");
    }
    drawChart($("chart"), stats.map((laneStats, i) => ({
      label: setup.strategies[i],
      colour: LANE_COLOURS[i],
      counts: laneStats.nodes_per_depth,
    })), { log: $("log-scale").checked });
    events.observe(race, transport?.how);
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

  function describe() {
    const { setup } = state;
    return setup.puzzle === "queens"
      ? t("share.what.queens", { count: setup.n })
      : t("share.what.sudoku", { size: Math.round(Math.sqrt(setup.grid.length)) });
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
    const lesson = withLesson(read.rest, t);
    const setupRead = readSetup(lesson.params, (text) => core.checkSudoku(text));
    state.setup = setupRead.setup;
    state.setup.lesson = lesson.lesson;
    const extraNotes = [...lesson.notes, ...readGuesses(lesson.params, state.setup, t), ...readLog(lesson.params, state.setup, t)];
    showNotes([...setupRead.notes, ...extraNotes, ...read.notes]);
    const lang = view.langGiven ? view.lang : null;
    if (full) element.prepend(lessonsMenu(t, { current: lesson.lesson, lang, signal }));
    if (lesson.lesson) {
      note.after(lessonCard(t, lesson.lesson, { full, lang, signal, onClose: () => {
        state.setup.lesson = null;
        recordSetup();
      } }));
    }
    const tabs = full ? [...element.querySelectorAll("[role=tab]")] : [];
    form = full ? wireSetupForm({ $, tabs, core, lab: state, signal, t }) : null;
    form?.show();
    showCode();
    rebuild();
    transport = new Transport({
      play: $("play"), forward: $("forward"), back: $("back"), restart: $("restart"), end: $("end"),
      nextSolution: $("next-solution"), nextBacktrack: $("next-backtrack"), cancel: $("cancel"),
      speed: $("speed"), speedText: $("speed-text"), timeline: $("timeline"), stepText: $("step-text"),
      progress: $("progress"), progressText: $("progress-text"),
    }, {
      race: () => state.race,
      render,
      onSpeed: (position) => {
        state.setup.speed = position;
        recordSetup();
      },
    });
    transport.setSpeed(state.setup.speed);
    $("log-scale").addEventListener("change", () => transport.invalidate(), { signal });
    resizes = new ResizeObserver(() => transport.invalidate());
    resizes.observe($("lanes"));
    if (full) counter = wireCounter({ $, signal });
    wireShare({
      $, t, signal, container: element,
      links: () => shareLinks(writeSetup(state.setup), viewEntries(view, { embed: !full, step: false }), t, describe()),
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
    if (view.step > 0) await goTo(view.step);
    if (destroyed) return;
    transport.show();
    events.ready(state.race);
    element.dataset.ready = "true";
    if (view.autoplay) transport.play();
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
    play: () => transport.play(),
    pause: () => transport.pause(),
    seek: (step) => goTo(step),
    restart: () => transport.restart(),
    /** Frees every core handle, stops every job, timer and listener, and removes the markup. */
    destroy() {
      if (destroyed) return;
      destroyed = true;
      abort.abort();
      transport?.destroy();
      counter?.cancel();
      resizes?.disconnect();
      refiner.stop();
      for (const panel of panels.flat()) panel.destroy?.();
      events.cancelPending();
      state.race?.free();
      state.race = null;
      element.remove();
    },
  };
}
