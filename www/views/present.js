// Presentation mode, for a race in front of a class (`present=1`, the transport's Present
// button, the key P): the set-up and the lesson's text fold into one line that names the race
// and the lesson's question, and the lanes (boards, their sentences, their counters) and the
// transport fill the screen, their words scaled to its height so the back of the room reads
// them (style.css, `.lab[data-present]`). Asked for by the button or the key, the browser's
// full screen comes with it; leaving full screen (Esc) leaves the mode, and the race stands
// where it was. A presentation remote's keys step and pause the race (the transport's); G and T
// bring the chart and the search trees in under the lanes and take them away; ] and [ turn a
// guided lesson's pages, still presented.

import { puzzleNamed, strategyName } from "../puzzles/registry.js";

/** "", "1", "true" are on; "0", "false" off. */
const on = (text) => text === "" || text === "1" || text === "true";

/** The one line that stands for the set-up: the instance, the lanes, the mode; the lesson's question. */
export function summaryWords(tr, setup) {
  const { t } = tr;
  const puzzle = puzzleNamed(setup.puzzle);
  const lanes = setup.strategies.map((name) => strategyName(t, setup.puzzle, name)).join(t("list.separator"));
  const race = t("present.summary", { what: puzzle.what(tr, setup), lanes, mode: t(`race.mode.${setup.mode}`) });
  return setup.lesson ? `${race} ${t(`lesson.${setup.lesson}.question`)}` : race;
}

export const presentation = {
  params: ["present"],
  defaults: () => ({ present: false }),
  read(params, setup, { tr, note, quote }) {
    if (!params.has("present")) return;
    const value = params.get("present");
    if (["", "1", "true", "0", "false"].includes(value)) setup.present = on(value);
    else note(tr.t("url.note.bad_present", { value: quote(value) }));
  },
  write(setup, params) {
    if (setup.present) params.set("present", "1");
  },
  attach(lab) {
    const { tr, element } = lab;
    const button = lab.$("present");
    const summary = lab.$("present-summary");
    const doc = element.ownerDocument;
    /** Whether this mode asked for the full screen (so that leaving it leaves the mode). */
    let fullScreen = false;

    function show() {
      const presenting = Boolean(lab.setup.present);
      element.toggleAttribute("data-present", presenting);
      doc.documentElement.toggleAttribute("data-presenting", presenting && lab.full);
      button?.setAttribute("aria-pressed", String(presenting));
      summary.hidden = !presenting;
      summary.textContent = presenting ? summaryWords(tr, lab.setup) : "";
    }

    /** Into presentation mode or out of it; `screen`: with the browser's full screen (a gesture's). */
    function present(presenting, { screen = false } = {}) {
      if (Boolean(lab.setup.present) === presenting) return;
      lab.setup.present = presenting;
      lab.recordSetup();
      show();
      if (presenting && screen && element.requestFullscreen && !doc.fullscreenElement) {
        element.requestFullscreen().then(() => { fullScreen = true; }, () => {});
      } else if (!presenting && fullScreen && doc.fullscreenElement) {
        fullScreen = false;
        doc.exitFullscreen().catch(() => {});
      }
      // The boards measure their new boxes and draw again at once, where the race stands.
      lab.invalidate();
    }

    button?.addEventListener("click", () => present(!lab.setup.present, { screen: true }), { signal: lab.signal });
    doc.addEventListener("fullscreenchange", () => {
      // Esc left the full screen (the browser's own key): the mode goes with it.
      if (fullScreen && !doc.fullscreenElement) {
        fullScreen = false;
        present(false);
      }
    }, { signal: lab.signal });
    lab.keyTarget.addEventListener("keydown", (event) => {
      if (event.ctrlKey || event.metaKey || event.altKey || lab.still) return;
      if (event.target.closest?.("input, textarea, select, [contenteditable], .cm-editor, dialog")) return;
      if (event.key === "p" || event.key === "P") {
        event.preventDefault();
        present(!lab.setup.present, { screen: true });
      } else if (event.key === "Escape" && lab.setup.present) {
        present(false);
      } else if ((event.key === "g" || event.key === "G" || event.key === "t" || event.key === "T") && lab.setup.present) {
        // The chart (G) or the search trees (T, where the race shows them) come in under the
        // lanes' counters in the room of their boards, and go again.
        event.preventDefault();
        const which = event.key.toLowerCase() === "g" ? "data-present-chart" : "data-present-trees";
        element.toggleAttribute(which);
        lab.invalidate();
      } else if ((event.key === "]" || event.key === "[") && lab.setup.present) {
        // A lesson's next or previous page, still presented.
        const link = element.querySelector(`.lesson-nav a[rel="${event.key === "]" ? "next" : "prev"}"]`);
        if (!link) return;
        event.preventDefault();
        const next = new URL(link.href);
        next.searchParams.set("present", "1");
        doc.defaultView.location.assign(next.href);
      }
    }, { signal: lab.signal });

    return {
      rebuild: show,
      update: show,
      destroy() {
        doc.documentElement.removeAttribute("data-presenting");
      },
    };
  },
};
