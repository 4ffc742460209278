// <backtracking-lab>: the lab as a web component for a textbook's pages. Load embed.js, at
// dist's root, which is this module (from any path: it finds the lab's modules, stylesheet and
// core by its own URL), and write
// <backtracking-lab puzzle="queens" n="6" strategies="naive,pruned"></backtracking-lab>.
// The attributes are the embed view's URL parameters; changing one rebuilds that element
// only. Each element is one lab in its own shadow root, with its own core handles; it
// dispatches the lab-* host events and has play(), pause(), seek(step) and restart(). A
// chapter may hold many: a lab is built only once the reader scrolls near it (or a command
// or `loading="eager"` asks for it), all share one compiled core, and a lab out of sight
// stops its frame loop.

import { createLab, loadLabLanguage, PARAMETERS } from "../lab/lab.js";
import { loadLanguage, pickLanguage, translator } from "../words/i18n.js";
import { EVENT_TYPES } from "../embedding/messages.js";

/**
 * The attributes read, the same names as the embed view's URL parameters: each puzzle's
 * instance (www/puzzles/registry.js) and each feature's own (www/lab/features.js) among them.
 */
export const ATTRIBUTES = PARAMETERS;
/** The lab's events (each dispatched as `lab-` and its name). */
export { EVENT_TYPES };
const STYLESHEET = new URL("../style.css", import.meta.url).href;
/** How near the viewport a lab is built: this far beyond its edges. */
const NEAR = "600px 0px";

export class BacktrackingLab extends HTMLElement {
  static observedAttributes = ATTRIBUTES;

  #lab = null;
  #styled = null;
  #built = null;
  #rebuildQueued = false;
  /** Resolves once the lab may be built: near the viewport, or asked for. */
  #near = null;
  #nearNow = null;
  #sight = null;

  constructor() {
    super();
    this.attachShadow({ mode: "open" });
  }

  connectedCallback() {
    if (!this.#styled) {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = STYLESHEET;
      this.#styled = new Promise((resolve) => {
        link.addEventListener("load", resolve, { once: true });
        link.addEventListener("error", resolve, { once: true });
      });
      this.shadowRoot.append(link);
    }
    this.#watchSight();
    // The lab is built once the stylesheet is in, so its first boards are measured styled,
    // and once the reader comes near it; until then a placeholder keeps its place.
    this.#built = Promise.all([this.#styled, this.#near]).then(async () => {
      const options = { chrome: "embed", keys: "root", languages: this.#languages() };
      // Only the reader's language is fetched; a table that does not load leaves the keys shown.
      await loadLabLanguage(this.#params(), options).catch(() => {});
      if (!this.isConnected) return null;
      this.shadowRoot.querySelector(".lab-waiting")?.remove();
      this.#lab ??= createLab(this.shadowRoot, this.#params(), options);
      this.#lab.ready.catch(() => {}); // the lab says what failed in its note
      return this.#lab;
    });
  }

  disconnectedCallback() {
    this.#sight?.disconnect();
    this.#sight = null;
    this.#lab?.destroy();
    this.#lab = null;
  }

  /**
   * Until the lab is built, a placeholder of about its height holds its place (so the labs
   * below stay far away); the lab is built when it comes within NEAR of the viewport. Once
   * built, its frame loop runs only while it is in sight.
   */
  #watchSight() {
    let near;
    this.#near = new Promise((resolve) => { near = resolve; });
    this.#nearNow = near;
    const eager = this.getAttribute("loading") === "eager" || typeof IntersectionObserver !== "function";
    if (eager) near();
    if (!this.#lab && !eager && !this.shadowRoot.querySelector(".lab-waiting")) {
      const waiting = document.createElement("div");
      waiting.className = "lab-waiting";
      const lang = pickLanguage(this.getAttribute("lang"), this.#languages());
      // Named in the reader's language once its table is in (the lab needs it anyway).
      loadLanguage(lang).then(() => { waiting.textContent = translator(lang).t("app.name"); }, () => {});
      this.shadowRoot.append(waiting);
    }
    if (typeof IntersectionObserver !== "function") return;
    this.#sight = new IntersectionObserver((entries) => {
      const seen = entries.at(-1).isIntersecting;
      if (seen) near();
      this.#lab?.setVisible(seen);
    }, { rootMargin: NEAR });
    // Observed once styled: a placeholder measured before its stylesheet is in has no height.
    this.#styled.then(() => this.#sight?.observe(this));
  }

  attributeChangedCallback() {
    if (!this.#lab || this.#rebuildQueued) return;
    // Several attributes set in one task rebuild once.
    this.#rebuildQueued = true;
    queueMicrotask(() => {
      this.#rebuildQueued = false;
      this.#lab?.update(this.#params()).catch(() => {});
    });
  }

  /**
   * The languages to choose from when `lang` is not given: the chapter's own (the nearest
   * lang attribute around the element), then the reader's browser's.
   */
  #languages() {
    const chapter = this.closest("[lang]")?.getAttribute("lang");
    return [...(chapter ? [chapter] : []), ...navigator.languages];
  }

  #params() {
    const params = new URLSearchParams();
    for (const name of ATTRIBUTES) if (this.hasAttribute(name)) params.set(name, this.getAttribute(name));
    return params;
  }

  /** A host's command builds the lab if it is not built yet, then runs in order (lab.js). */
  #command(run) {
    this.#nearNow?.();
    return (this.#built ?? Promise.resolve(null)).then((lab) => (lab ? run(lab) : undefined));
  }

  /** Plays from the current step. */
  play() { return this.#command((lab) => lab.play()); }

  /** Pauses. */
  pause() { return this.#command((lab) => lab.pause()); }

  /** Goes to step `step` (a whole number ≥ 0; past the end of the run means the end). */
  seek(step) {
    const target = Number(step);
    if (!Number.isFinite(target) || target < 0) return Promise.resolve();
    return this.#command((lab) => lab.seek(target));
  }

  /** Back to step 0. */
  restart() { return this.#command((lab) => lab.restart()); }
}

if (!customElements.get("backtracking-lab")) customElements.define("backtracking-lab", BacktrackingLab);
