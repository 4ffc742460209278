// SPLICE, the iframe protocol of Runestone, PreTeXt, OpenDSA and Doenet, spoken by the embed
// view beside its own messages (messages.js). Up to the host go the reader's score and state
// (SPLICE.reportScoreAndState, after each thing the lab tells, at most twice a second), the
// lab's events (SPLICE.sendEvent), a question for the state reported before
// (SPLICE.getState, once the lab is ready: the answer brings the reader back to it), the
// answer to a host's own SPLICE.getState, and the content's height (lti.frameResize and
// SPLICE.resize) whenever it changes, so that the host sizes the frame to fit. The score is a
// quiz's own where the lab has one (guesses judged), else the share of the run the reader has
// watched by playing or stepping (watched.js: a seek or a jump earns nothing). The state is
// the lab's link (its setup and view, the step among them: a program and guesses travel in
// it) and the steps watched. Only messages from the parent window with exactly the shapes
// below are read; anything else is ignored, never thrown.

import { EVENT_TYPES } from "./messages.js";

/** What this module's states are (a host may keep states of many kinds of content). */
const KIND = "backtracking-lab";
const VERSION = 1;
/** Score reports are at least this far apart; the last one of a burst is always sent. */
export const REPORT_MS = 500;
/** The longest link a state may carry (a program travels in it, deflated). */
const MOST_LINK = 200_000;

const isPlain = (data) => data !== null && typeof data === "object" && Object.getPrototypeOf(data) === Object.prototype;
const isId = (id) => (typeof id === "string" && id.length > 0 && id.length <= 200) || Number.isSafeInteger(id);

/**
 * A state this module made (stateOf), read back: { link, watched }, or null when `state` is
 * not one.
 */
export function readState(state) {
  try {
    if (!isPlain(state) || state.kind !== KIND || state.version !== VERSION) return null;
    const { link, watched } = state;
    if (typeof link !== "string" || link.length > MOST_LINK) return null;
    if (!Array.isArray(watched) || !watched.every((span) => Array.isArray(span) && span.length === 2
      && span.every((step) => Number.isSafeInteger(step) && step >= 0))) return null;
    return { link, watched: watched.map(([from, to]) => [from, to]) };
  } catch {
    return null;
  }
}

/** The state a host keeps for the lab's progress (lab.js's progress()). */
export function stateOf(progress) {
  return { kind: KIND, version: VERSION, link: progress.link, watched: progress.watched };
}

/**
 * A host's message, read: { subject: "SPLICE.getState.response", id, state } (the answer to
 * this lab's question; `state` null when the host has none or answered with an error), or
 * { subject: "SPLICE.getState", id } (the host asks for the state now), or null.
 */
export function readHostMessage(data) {
  try {
    if (!isPlain(data) || !isId(data.message_id)) return null;
    if (data.subject === "SPLICE.getState.response") {
      return { subject: data.subject, id: data.message_id, state: "error" in data ? null : readState(data.state) };
    }
    if (data.subject === "SPLICE.getState") return { subject: data.subject, id: data.message_id };
    return null;
  } catch {
    return null;
  }
}

/** The score reported for `progress`, from 0 to 1, given the run's `total` steps (or null). */
export function scoreOf(progress, total) {
  if (progress.quiz !== null) return progress.quiz;
  if (progress.watchedShare !== null) return progress.watchedShare;
  return total ? Math.min(1, progress.watchedSteps / total) : 0;
}

/**
 * Speaks SPLICE with the parent window for `lab` (createLab's controller), whose host events
 * bubble to `root` and whose content is `content` (measured for the frame's height). Does
 * nothing in a top-level window. Returns a function that disconnects.
 */
export function connectSplice(lab, root, content, win = window) {
  const parent = win.parent;
  if (!parent || parent === win) return () => {};
  const controller = new AbortController();
  const { signal } = controller;
  let count = 0;
  const messageId = () => `backtracking-lab-${Date.now().toString(36)}-${++count}`;
  const post = (subject, fields = {}) => parent.postMessage({ subject, message_id: messageId(), ...fields }, "*");

  // The score and state, after each event the lab tells, at most every REPORT_MS.
  let timer = null;
  let lastReport = -Infinity;
  async function report() {
    timer = null;
    lastReport = performance.now();
    const progress = lab.progress();
    if (!progress) return;
    const total = progress.quiz === null && progress.watchedShare === null && progress.watchedSteps > 0
      ? await lab.runLength().catch(() => null)
      : null;
    if (signal.aborted) return;
    post("SPLICE.reportScoreAndState", { score: scoreOf(progress, total), state: stateOf(progress) });
  }
  function reportSoon() {
    if (timer !== null || signal.aborted) return;
    timer = setTimeout(report, Math.max(0, lastReport + REPORT_MS - performance.now()));
  }
  for (const type of EVENT_TYPES) {
    root.addEventListener(`lab-${type}`, (event) => {
      post("SPLICE.sendEvent", { name: `lab-${type}`, data: event.detail });
      reportSoon();
    }, { signal });
  }

  // Ask for the state reported before; its answer brings the reader back.
  let asked = null;
  lab.ready.then(() => {
    if (signal.aborted) return;
    asked = messageId();
    parent.postMessage({ subject: "SPLICE.getState", message_id: asked }, "*");
  }, () => {});
  win.addEventListener("message", (event) => {
    if (event.source !== parent) return;
    const message = readHostMessage(event.data);
    if (!message) return;
    if (message.subject === "SPLICE.getState") {
      const progress = lab.progress();
      parent.postMessage({ subject: "SPLICE.getState.response", message_id: message.id, state: progress ? stateOf(progress) : null }, "*");
    } else if (message.id === asked && message.state) {
      asked = null;
      lab.restore(message.state);
    }
  }, { signal });

  // The content's height, whenever it changes.
  let height = 0;
  const resized = new ResizeObserver(() => {
    const now = Math.ceil(content.getBoundingClientRect().bottom + win.scrollY);
    if (now === height || now === 0) return;
    height = now;
    post("lti.frameResize", { height });
    post("SPLICE.resize", { height });
  });
  resized.observe(content);
  return () => {
    controller.abort();
    clearTimeout(timer);
    resized.disconnect();
  };
}
