// A lab: the whole race built on one root element (a document's element or a shadow root),
// with its own setup, race, lanes, transport, share bar, features and listeners, and nothing
// kept at module level, so the page, the embed view and every <backtracking-lab> are each one
// lab. `createLab(root, params, options)` builds the markup inside `root` and returns a
// controller (ready, play, pause, seek, restart, update, destroy); the lab's element
// dispatches the host events (events.js). Everything beside the lanes and the transport is a
// feature from one list (features.js), attached here without naming one. Only its own elements
// are ever looked up, within its root. Every word comes from the lab's own translator
// (i18n.js), handed down to each part: two labs on one page may speak two languages.

import { loadCore } from "../race/core.js";
import { measureCanvases, onBoxResize } from "../canvas/box.js";
import { Race, MAX_CALL_STEPS, sliced } from "../race/race.js";
import { Transport } from "../race/transport.js";
import { LaneView } from "../views/lanes.js";
import { PUZZLES, puzzleNamed } from "../puzzles/registry.js";
import { translator, loadLanguage } from "../words/i18n.js";
import { HostEvents } from "../embedding/events.js";
import { Watched } from "../embedding/watched.js";
import { wireShare, shareLinks, readLanes, readTrees, composePicture } from "../embedding/share.js";
import { stepsPerSecond } from "../race/transport.js";
import { FEATURES } from "./features.js";
import { readSetup, writeSetup, SETUP_PARAMS } from "./url.js";
import { readView, viewEntries, KEY_CONTROLS, PRESENTER_CONTROLS, VIEW_PARAMS } from "./view.js";
import { labMarkup } from "./markup.js";
import { wireSetupForm } from "./setup-form.js";
import { wireCounter } from "./count-form.js";

/** Every parameter a lab reads (its link's, an embed's attributes): the setup's, then the view's. */
export const PARAMETERS = [...SETUP_PARAMS, ...VIEW_PARAMS];
/** The lanes' colours on white paper (the saved picture); the page's come from the stylesheet. */
const LANE_COLOURS = ["#c0282f", "#a05a00", "#2f5d8a", "#26804a"];
/** "Save animation" keeps at most this many frames (a longer range skips steps between). */
export const MOST_FRAMES = 200;
/** Where autoplay may start when the reader asked for reduced motion: one step a second. */
const CALM_SPEED = 0;

/**
 * Builds a lab inside `root` from `params` (a query string, URLSearchParams or an object of
 * strings: the setup of url.js plus the view of view.js). Options: `chrome` "full" (the page)
 * or "embed"; `keys` "document" (keys anywhere in the document) or "root" (only while focus
 * is inside the lab); `history` (record the setup in the address bar); `languages` the
 * languages to choose from when `lang` is not given, best first (the host's, the browser's).
 * The controller's commands wait for the lab to be ready and for the commands before them,
 * and never throw.
 */
export function createLab(root, params = "", options = {}) {
  let lab = build(root, params, options);
  /** Loads the table of the language a rebuild from `query` will speak. */
  const loadFor = (query) => loadLabLanguage(query, options);
  /** Whether the lab is in sight: out of it, its frame loop stops (setVisible). */
  let visible = true;
  const built = (next) => {
    next.ready.then(() => next.setVisible(visible), () => {});
    return next;
  };
  // The host's commands take effect one after another, in the order given: each waits for
  // the one before it (a seek replays in slices) and for the lab being built (a rebuild), so
  // that restart() then play() plays from step 0.
  let commands = Promise.resolve();
  const when = (command) => {
    commands = commands.then(() => lab.ready).then(() => command(lab)).catch(() => {});
    return commands;
  };
  return {
    get ready() { return lab.ready; },
    get element() { return lab.element; },
    play: () => when((l) => l.play()),
    pause: () => when((l) => l.pause()),
    seek: (step) => when((l) => l.seek(step)),
    restart: () => when((l) => l.restart()),
    /** Rebuilds this lab from new parameters (the element stays; its race is new). */
    async update(next) {
      await loadFor(next).catch(() => {}); // a table that does not load leaves the keys shown
      lab.destroy();
      lab = built(build(root, next, options));
      return lab.ready;
    },
    /** In sight or not (a <backtracking-lab> scrolled away): out of it nothing plays or is drawn. */
    setVisible(inSight) {
      visible = inSight;
      lab.ready.then(() => lab.setVisible(visible), () => {});
    },
    /**
     * Where the reader is, for a host that keeps it (splice.js): `link` (the setup and the
     * view as a query string, the step among them), `watched` (the steps watched, as
     * intervals), and for the score `step`, `total` (the run's steps once known, else null),
     * `watchedShare` and `quiz` (a feature's own score from 0 to 1: guesses judged; or null).
     * Null before the lab is ready.
     */
    progress: () => lab.progress(),
    /** The run's steps to its end, measured on copies of the lanes in the background. */
    runLength: () => lab.ready.then(() => lab.runLength()),
    /**
     * Comes back to a state progress() gave (a host kept it): the same setup and view, at its
     * step, with the steps watched before. Resolves once there; a state that cannot be read
     * changes nothing and resolves to false.
     */
    restore(state) {
      const link = typeof state?.link === "string" ? state.link : null;
      if (link === null) return Promise.resolve(false);
      const watched = Array.isArray(state.watched) ? state.watched : [];
      commands = commands.then(async () => {
        await loadFor(link);
        lab.destroy();
        lab = built(build(root, link, options, null, { watched }));
        await lab.ready;
        return true;
      }).catch(() => false);
      return commands;
    },
    /**
     * Shows the lab in another language in place: the markup is built again in it, the race
     * (its position, its timeline, whether it plays) and the setup are kept.
     */
    async setLanguage(lang) {
      await lab.ready.catch(() => {});
      await loadLanguage(lang);
      const kept = lab.keep();
      if (!kept) return this.update(withLanguage(params, lang));
      lab.destroy({ keepRace: true });
      lab = built(build(root, withLanguage(kept.query, lang), options, kept));
      return lab.ready;
    },
    destroy: () => lab.destroy(),
  };
}

/**
 * Loads the table of the language a lab built from `params` with `options` (createLab's) will
 * speak. createLab builds in that language at once, so its table must be loaded first: the
 * entry points (the page, the embed view, the element) await this before they create a lab;
 * the lab's own rebuilds in another language wait for it themselves.
 */
export function loadLabLanguage(params = "", { chrome = "embed", languages = [] } = {}) {
  return loadLanguage(readView(params, { embed: chrome !== "full", languages }).view.lang);
}

/** `params` (anything URLSearchParams reads) with its `lang` set to `lang`. */
function withLanguage(params, lang) {
  const next = new URLSearchParams(params);
  next.set("lang", lang);
  return next;
}

/** Resolves in a task of its own, after what the browser has waiting (layout, input). */
function nextTask() {
  return new Promise((resolve) => setTimeout(resolve));
}

/**
 * Resolves in a task after the next frame is drawn, so that what was built is laid out by
 * the browser's own rendering rather than by the first script to measure it. Without frames
 * (a hidden page) it resolves after a tenth of a second.
 */
function nextFrame() {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(fallback);
      cancelAnimationFrame(frame);
      setTimeout(resolve);
    };
    const fallback = setTimeout(done, 100);
    const frame = requestAnimationFrame(done);
  });
}

/** Whether the reader asked the system for less motion. */
function reducedMotion() {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * One build of a lab. `kept` (from keep(), when only the language changes) hands over the
 * setup, the race and whether it was playing, and the link first read (its notes are said
 * again in the new language). Everything beside the lanes and the transport is a feature
 * (features.js): the build attaches each to `lab`, asks each for its lane panels, and lets
 * each show every frame.
 */
function build(root, params, { chrome = "embed", keys = "root", history: useHistory = false, languages = [] } = {}, kept = null, restored = null) {
  const full = chrome === "full";
  const abort = new AbortController();
  const { signal } = abort;
  const read = readView(params, { embed: !full, languages });
  const { view } = read;
  const tr = translator(view.lang);
  const { t } = tr;
  /** The link this lab's setup was first read from: its notes are said in any language. */
  const source = kept?.source ?? params;
  const element = labElement(root, { full, view, t });
  const $ = (id) => element.querySelector(`#${id}`);
  const note = $("note");

  /**
   * What every feature (and the set-up form) sees of this lab: features.js says what each is.
   * A still figure (controls=none) shows no control: no Refine, no guess box, no Copy.
   */
  const lab = {
    element, $, full, still: view.controls.length === 0, tr, t, number: tr.number, signal,
    lang: view.langGiven ? view.lang : null,
    core: null, programCore: null, setup: null, race: null, views: [],
    /** Where the lab's keys are heard: the document, or only inside the lab. */
    keyTarget: keys === "document" ? element.ownerDocument : element,
    recordSetup, rebuild, setStrategies, refresh,
    invalidate: () => transport?.invalidate(),
    seek: (step) => goTo(step),
    /** The share bar's links for this setup with its query changed by `change(params)`. */
    linksWith(change) {
      const params = new URLSearchParams(writeSetup(lab.setup));
      change(params);
      return shareLinks(`?${params}`, viewEntries(view, { embed: !full, step: false }), t, describeSetup(lab), view.lang);
    },
  };
  /** Each feature's part of this lab, in the list's order; each lane's panels (one a feature, or null). */
  let attached = [];
  let panels = [];
  let transport = null;
  let form = null;
  let counter = null;
  let resizes = null;
  let destroyed = false;
  let boardsDrawn = false;
  /** How many rebuilds were asked for: one waiting for its features is dropped if another came. */
  let rebuilds = 0;
  const events = new HostEvents(element);
  /** The steps of this race the reader has watched (a restored state brings its own). */
  let watched = new Watched(restored?.watched ?? kept?.watched);
  /** The run's length, once measured for this race: a promise of its steps. */
  let length = null;

  function showNotes(notes) {
    note.hidden = notes.length === 0;
    note.textContent = notes.length ? t("page.note.partly_read", { notes: notes.join(t("note.separator")) }) : "";
  }

  /**
   * What the features need before a race of this setup can be built (each one's before():
   * the program lanes' core, a program's text), or null when they have it.
   */
  function needs() {
    const waits = attached.map((part) => part.before?.()).filter(Boolean);
    return waits.length > 0 ? Promise.all(waits) : null;
  }

  /**
   * Rebuilds the race from the setup (or takes over `race`) and records it in the URL. When a
   * feature needs something first, the race now stays until it has it (the last rebuild asked
   * for wins), its lanes marked busy meanwhile: they are the race before the change (a tab
   * whose programs wait for the program lanes' core shows its lanes once it is there).
   */
  function rebuild(race = null) {
    const waiting = race ? null : needs();
    const asked = ++rebuilds;
    if (waiting) {
      $("lanes").setAttribute("aria-busy", "true");
      waiting.then(() => asked === rebuilds && !destroyed && rebuild(), (error) => {
        if (destroyed) return;
        $("lanes").removeAttribute("aria-busy");
        failed(error);
      });
      return;
    }
    if (!race) lab.race?.free();
    const { setup } = lab;
    lab.race = race ?? new Race({ core: lab.core, programCore: lab.programCore }, setup, setup.strategies);
    lab.views = setup.strategies.map((strategy, i) =>
      new LaneView(setup, strategy, { index: i, paperColour: LANE_COLOURS[i] }, tr));
    for (const panel of panels.flat()) panel?.destroy?.();
    panels = lab.views.map((laneView, i) => attached.map((part) => part.lane?.(laneView, lab.race.lanes[i]) ?? null));
    $("lanes").replaceChildren(...lab.views.map((v) => v.element));
    $("lanes").removeAttribute("aria-busy");
    $("lanes").dataset.count = String(lab.views.length);
    for (const part of attached) part.rebuild?.();
    recordSetup();
    transport?.pause();
    transport?.cancel();
    transport?.invalidate();
    events.reset();
    if (!race && transport) watched = new Watched();
    length = null;
    if (transport) events.ready(lab.race);
  }

  /**
   * After every frame drawn: what the reader watched, and what to tell the host. The
   * transport draws after every move too (onMove), so a restart and a run to the end within
   * one frame are both seen, and a host told of a step finds it on the screen.
   */
  function tell() {
    watched.follow(lab.race.step, transport?.how);
    events.observe(lab.race, watched);
  }

  function render() {
    const { race, views } = lab;
    const stats = race.lanes.map((lane, i) => views[i].show(lane));
    race.lanes.forEach((lane, i) => panels[i].forEach((panel) => panel?.show(lane, stats[i])));
    if (!boardsDrawn) {
      boardsDrawn = true;
      performance.mark("first-board");
    }
    const frame = { race, stats, how: transport?.how, playing: Boolean(transport?.playing) };
    for (const part of attached) part.show?.(frame);
    tell();
    if (view.loop && transport?.how === "play" && (race.step >= view.loop.to || race.done)) {
      // The lecture's range: back to its start, and on playing.
      transport.seek(view.loop.from).then((arrived) => arrived && !destroyed && transport.play());
    }
  }

  /** The lab's own parameters now, its setup's and its view's (but the step), as a query. */
  function linkQuery() {
    const query = new URLSearchParams(writeSetup(lab.setup));
    for (const [name, value] of viewEntries(view, { embed: !full, step: false })) query.set(name, value);
    return query;
  }

  /** The setup's query string, with the language when one was asked for. */
  function setupQuery() {
    const lang = view.langGiven ? `&lang=${view.lang}` : "";
    return writeSetup(lab.setup) + lang;
  }

  /**
   * Writes the setup into the address bar when it changed. Not before the first board: a
   * replaceState took 12-16 ms on a cold page here, so start() writes it once, a task later.
   */
  function recordSetup() {
    if (!useHistory || !boardsDrawn) return;
    const url = setupQuery() + location.hash;
    if (url !== location.search + location.hash) history.replaceState(null, "", url);
  }

  /** After `feature`'s switch changed the setup: its parts show it, and the link records it. */
  function refresh(feature) {
    const index = FEATURES.indexOf(feature);
    attached[index]?.update?.();
    for (const lanePanels of panels) lanePanels[index]?.update?.();
    recordSetup();
    transport?.invalidate();
  }

  /** Races these lanes instead (the mistake lab's "add the permutation lane"). */
  function setStrategies(strategies) {
    lab.setup.strategies = strategies;
    form?.show();
    rebuild();
  }

  /**
   * The steps of the whole run: where every lane has ended, or copies of the lanes run there
   * in short background slices (once a race; a new race measures again).
   */
  function runLength() {
    const race = lab.race;
    if (race.done) return Promise.resolve(race.lastStep ?? race.step);
    if (length) return length;
    const copies = race.forkLanes();
    const from = race.step;
    const base = copies.map((copy) => copy.steps());
    let most = 0;
    const finished = sliced((ms) => {
      const start = performance.now();
      while (performance.now() - start < ms) {
        let moved = 0;
        for (const [i, copy] of copies.entries()) {
          if (copy.isDone()) continue;
          moved += copy.advance(MAX_CALL_STEPS);
          most = Math.max(most, copy.steps() - base[i]);
        }
        if (moved === 0) return true;
      }
      return false;
    }, { signal, sliceMs: 4, background: true });
    length = finished.then((done) => {
      for (const copy of copies) copy.free();
      if (!done) throw new Error("the lab was closed");
      return from + most;
    });
    return length;
  }

  /**
   * Records the race from step `from` to step `to` as an animated GIF (a Blob), as the
   * transport's one job (its progress shows, and Esc or Cancel stops it: then null): the
   * lanes go to each step in turn and are drawn, the boards and counters are composed into a
   * picture, and a worker encodes it (gif-worker.js), a frame at a time. At most MOST_FRAMES
   * frames, each shown as long as the speed chosen would take to play its steps; the lanes
   * come back to where they were.
   */
  async function recordAnimation(from, to) {
    const race = lab.race;
    const back = race.step;
    const every = Math.max(1, Math.ceil((to - from) / (MOST_FRAMES - 1)));
    const steps = [];
    for (let step = from; step < to; step += every) steps.push(step);
    steps.push(to);
    const rate = stepsPerSecond(transport.speed);
    const delay = Math.round(Math.min(2000, Math.max(20, rate === Infinity ? 20 : (1000 * every) / rate)));
    const worker = new Worker(new URL("../embedding/gif-worker.js", import.meta.url), { type: "module" });
    let framed = 0;
    let failure = null;
    const done = new Promise((resolve) => {
      worker.onmessage = ({ data }) => {
        if (data.kind === "framed") framed = data.frames;
        if (data.kind === "done") resolve(new Blob([data.bytes], { type: "image/gif" }));
      };
      worker.onerror = (event) => {
        failure = new Error(event.message || "the encoder stopped");
        resolve(null);
      };
    });
    let next = 0;
    const finished = await transport.run((ms) => {
      if (failure) return true;
      // One frame at a time waits in the worker, so memory stays bounded.
      if (next < steps.length && next - framed < 2) {
        const target = steps[next];
        if (target <= race.horizon) {
          if (!race.seekFor(target, ms)) return false;
        } else {
          // Past the timeline's end: the race runs on to it (or to where every lane ends).
          race.advanceFor(ms, target - race.step);
          if (race.step < target && !race.done) return false;
          if (race.step < target) steps.length = next + 1;
        }
        render();
        const picture = composePicture({ ...pictureOf(lab, setupQuery), chart: null, trees: [] }, 1);
        const { width, height } = picture;
        const pixels = picture.getContext("2d").getImageData(0, 0, width, height).data;
        worker.postMessage({ kind: "frame", pixels, width, height, delay }, [pixels.buffer]);
        next += 1;
      }
      return next === steps.length && framed === steps.length;
    }, () => t("share.gif.progress", { frame: framed, frames: steps.length }));
    if (finished && !failure) worker.postMessage({ kind: "finish" });
    else worker.terminate();
    const gif = finished && !failure ? await done : null;
    worker.terminate();
    if (!destroyed) await transport.seek(back);
    if (failure) throw failure;
    return gif;
  }

  /** Goes to `step`: a seek within the timeline, or a run ahead past its end. */
  function goTo(step) {
    const race = lab.race;
    const target = Math.max(0, Math.floor(step));
    if (target <= race.horizon) return transport.seek(target);
    transport.how = "seek";
    return transport.run((ms) => {
      race.advanceFor(ms, target - race.step);
      return race.step >= target || race.done;
    }, () => t("progress.seek", { step: target, now: race.step }));
  }

  function wireTransport() {
    transport = new Transport({
      play: $("play"), forward: $("forward"), back: $("back"), restart: $("restart"), end: $("end"),
      nextSolution: $("next-solution"), nextBacktrack: $("next-backtrack"), cancel: $("cancel"),
      speed: $("speed"), speedText: $("speed-text"), timeline: $("timeline"), stepText: $("step-text"),
      progress: $("progress"), progressText: $("progress-text"),
    }, {
      tr,
      race: () => lab.race,
      render,
      onMove: () => transport.show(),
      onSpeed: (position) => {
        lab.setup.speed = position;
        recordSetup();
      },
      presenting: () => Boolean(lab.setup.present),
    });
    transport.setSpeed(lab.setup.speed);
    transport.playUntil = view.loop ? view.loop.to : null;
    resizes = new ResizeObserver(() => transport.invalidate());
    resizes.observe($("lanes"));
    // A board or the chart drawn at a size kept by box.js is drawn again when that changes.
    onBoxResize(() => transport.invalidate(), signal);
  }

  async function start() {
    lab.core = await loadCore();
    // The markup was built in this task (and the string table's arrival ran it); the set-up
    // is wired in the next, so that no one task at load holds both.
    await nextTask();
    if (destroyed) return;
    // The link's notes are said in this lab's language, also when only the language changed
    // (the setup is then kept, and the language asked for is no longer a problem).
    const again = kept ? readView(withLanguage(source, view.lang), { embed: !full }) : read;
    const setupRead = readSetup(again.rest, lab.core, tr);
    lab.setup = kept ? kept.setup : setupRead.setup;
    showNotes([...setupRead.notes, ...again.notes]);
    attached = FEATURES.map((feature) => feature.attach?.(lab) ?? {});
    const tabs = full ? [...element.querySelectorAll("[role=tab]")] : [];
    form = full ? wireSetupForm({ $, tabs, core: lab.core, lab, signal, tr, features: FEATURES }) : null;
    form?.show();
    await needs();
    // The set-up is built; the lanes and their first board come in a task of their own, so
    // that no one task at load holds both (and the browser may lay out the set-up between).
    await nextTask();
    if (destroyed) return;
    rebuild(kept?.race);
    wireTransport();
    // Its frame loop waits for the first board: run in the next frame's callbacks, it would
    // draw before the browser laid the lanes out, and measuring the boards there forced that
    // layout inside the frame (a 50-60 ms task on a cold page here).
    transport.suspend();
    if (full) counter = wireCounter({ $, signal, tr });
    wireSharing(lab, view, setupQuery, recordAnimation);
    wireKeys(lab, view, transport);
    // The lanes are built and answer the keys; they are drawn in a task after the next frame,
    // which lays them out (measuring the boards' boxes in the same task as building them
    // forced that layout, 20 to 40 ms on a cold page here).
    await nextFrame();
    if (destroyed) return;
    measureCanvases(element);
    if (element.dataset.sight !== "away") transport.resume();
    if (view.step > 0 && !kept) await goTo(view.step);
    if (destroyed) return;
    transport.show();
    // The board is up; what it did not need waits for the next task.
    await nextTask();
    if (destroyed) return;
    recordSetup();
    setTimeout(() => tr.warm());
    events.ready(lab.race);
    element.dataset.ready = "true";
    if (kept?.playing || (view.autoplay && !kept)) {
      // Reduced motion: a lab that plays on its own starts calm (the reader may speed it up).
      if (!kept && reducedMotion() && transport.speed > CALM_SPEED) transport.setSpeed(CALM_SPEED);
      transport.play();
    }
  }

  /** Says in the note that the lab could not start (or build its race), and why. */
  function failed(error) {
    note.hidden = false;
    note.dataset.kind = "error";
    note.textContent = t("page.error.start", { message: error?.message ?? String(error) });
  }

  const ready = start().catch((error) => {
    if (destroyed) return;
    failed(error);
    throw error;
  });

  return {
    element,
    ready,
    /**
     * What a rebuild in another language takes over: the setup, the race, whether it plays,
     * the link first read, the setup's query now and the steps watched (null before the lab
     * is ready).
     */
    keep() {
      if (!lab.race || !transport || destroyed) return null;
      return { setup: lab.setup, race: lab.race, playing: transport.playing, source, query: linkQuery(), watched: watched.intervals() };
    },
    play: () => transport.play(),
    pause: () => transport.pause(),
    seek: (step) => goTo(step),
    restart: () => transport.restart(),
    runLength,
    setVisible(inSight) {
      element.dataset.sight = inSight ? "in" : "away";
      if (inSight) transport?.resume();
      else transport?.suspend();
    },
    progress() {
      if (!lab.race || !transport || destroyed) return null;
      const { race } = lab;
      const query = linkQuery();
      if (race.step > 0) query.set("step", String(race.step));
      const total = race.done ? race.lastStep ?? race.step : null;
      const scores = attached.map((part) => part.score?.()).filter((score) => typeof score === "number");
      return {
        link: query.toString(),
        watched: watched.intervals(),
        step: race.step,
        total,
        watchedShare: total === null ? null : watched.share(total),
        watchedSteps: watched.count(),
        quiz: scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : null,
      };
    },
    /**
     * Frees every core handle, stops every job, timer and listener, and removes the markup;
     * with `keepRace` the race stays alive for the next build (a change of language).
     */
    destroy({ keepRace = false } = {}) {
      if (destroyed) return;
      destroyed = true;
      abort.abort();
      transport?.destroy();
      for (const part of attached) part.destroy?.();
      counter?.cancel();
      resizes?.disconnect();
      for (const panel of panels.flat()) panel?.destroy?.();
      events.cancelPending();
      if (!keepRace) lab.race?.free();
      lab.race = null;
      element.remove();
    },
  };
}

/**
 * The lab's element, its markup built in `t`'s language with the set-up form's switch of each
 * feature that has one, appended to `root`. An embedded lab is a region of the host's page.
 */
function labElement(root, { full, view, t }) {
  const element = document.createElement("div");
  element.className = full ? "lab" : "lab embedded";
  element.lang = view.lang;
  if (!full) {
    element.setAttribute("role", "region");
    element.setAttribute("aria-label", t("app.name"));
    element.tabIndex = -1;
  }
  const switches = FEATURES.filter((feature) => feature.toggle).map((feature) => feature.toggle);
  element.innerHTML = labMarkup(t, { full, controls: view.controls, puzzles: PUZZLES, switches });
  root.append(element);
  return element;
}

/**
 * The share bar of `lab`: its links (the setup's query and the view's parameters) and its
 * picture. `setupQuery()` is the setup's query with the language asked for.
 */
function wireSharing(lab, view, setupQuery, animate) {
  const { $, t, signal, element, full } = lab;
  wireShare({
    $, t, signal, container: element,
    links: () => shareLinks(writeSetup(lab.setup), viewEntries(view, { embed: !full, step: false }), t, describeSetup(lab), view.lang),
    picture: () => pictureOf(lab, setupQuery),
    animate,
    step: () => lab.race.step,
    fileName: (extension) => `backtracking-lab-${lab.setup.puzzle}-step-${lab.race.step}.${extension}`,
  });
}

/** The instance in a few words: the share snippets' and the picture's. */
function describeSetup(lab) {
  return puzzleNamed(lab.setup.puzzle).what(lab.tr, lab.setup);
}

/** What the picture of `lab` shows now (share.js lays it out): its title, lanes, chart, trees, link. */
function pictureOf(lab, setupQuery) {
  const { $, t, element } = lab;
  return {
    title: t("share.png.title", { what: describeSetup(lab), step: lab.race.step }),
    lanes: readLanes($("lanes")),
    chart: $("chart").hidden ? null : $("chart"),
    chartTitle: t("chart.title"),
    trees: readTrees(element),
    footer: shareLinks(setupQuery(), [], t, "").page,
  };
}

/**
 * The transport's keys: anywhere in the document (`keys` "document") or only while focus is
 * inside the lab ("root"), and only the keys of the controls that show.
 */
function wireKeys(lab, view, transport) {
  lab.keyTarget.addEventListener("keydown", (event) => {
    // A dialog over the lab (Make an exercise) has the keys, Esc too, which closes it.
    if (event.target.closest?.("dialog")) return;
    // In presentation mode a remote's keys step (Page Down, Page Up) and pause (B, ".").
    const remote = lab.setup.present ? PRESENTER_CONTROLS[event.key] : undefined;
    const control = remote ?? KEY_CONTROLS[event.key];
    if (event.key === "Escape" || (control && view.controls.includes(control))) transport.key(event);
  }, { signal: lab.signal });
}
