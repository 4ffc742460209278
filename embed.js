// <backtracking-lab>: the lab as a web component for a textbook's pages. Load this module
// (from any path: it finds the lab's modules, stylesheet and core by its own URL) and write
// <backtracking-lab puzzle="queens" n="6" strategies="naive,pruned"></backtracking-lab>.
// The attributes are the embed view's URL parameters; changing one rebuilds that element
// only. Each element is one lab in its own shadow root, with its own core handles; it
// dispatches the lab-* host events and has play(), pause(), seek(step) and restart().

import { createLab, PARAMETERS } from "./www/lab/lab.js";

/**
 * The attributes read, the same names as the embed view's URL parameters: each puzzle's
 * instance (www/puzzles/registry.js) and each feature's own (www/lab/features.js) among them.
 */
const ATTRIBUTES = PARAMETERS;
const STYLESHEET = new URL("./www/style.css", import.meta.url).href;

class BacktrackingLab extends HTMLElement {
  static observedAttributes = ATTRIBUTES;

  #lab = null;
  #styled = null;
  #built = null;
  #rebuildQueued = false;

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
    // The lab is built once the stylesheet is in, so its first boards are measured styled.
    this.#built = this.#styled.then(() => {
      if (!this.isConnected) return null;
      this.#lab ??= createLab(this.shadowRoot, this.#params(), { chrome: "embed", keys: "root", languages: this.#languages() });
      this.#lab.ready.catch(() => {}); // the lab says what failed in its note
      return this.#lab;
    });
  }

  disconnectedCallback() {
    this.#lab?.destroy();
    this.#lab = null;
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

  #command(run) {
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
