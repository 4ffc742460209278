// The lab's markup, built inside its root: with full chrome (the page: set-up tabs and forms,
// the solution counter, the key list) or as an embed (the transport's chosen controls, the
// lanes, the chart). Ids are the tests' and the page's hooks; they are unique within one root
// (a document or a shadow root), which holds one lab. Every word comes through `t`.

import { escapeHtml } from "../words/html.js";

const ICONS = {
  restart: '<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M3 2h2v12H3zM14 2v12L6 8z"/></svg>',
  back: '<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M11 2h2v12h-2zM10 2v12L3 8z"/></svg>',
  play: '<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M4 2v12l10-6z"/></svg>',
  forward: '<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M3 2h2v12H3zM6 2v12l7-6z"/></svg>',
  end: '<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M11 2h2v12h-2zM2 2v12l8-6z"/></svg>',
  present: '<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M1 2h14v9H1zm1.5 1.5v6h11v-6zM7 11.5h2V13h3v1.5H4V13h3z"/></svg>',
};

/**
 * The lab's inner HTML. `full` adds the page's chrome; `controls` names the transport's
 * controls that show (see view.js); the others are present but hidden, so the transport
 * keeps one shape. `puzzles` (the registry, www/puzzles/registry.js) gives the set-up's tabs
 * and panels, `switches` (the features' toggles: features.js) its check boxes after the budget.
 */
export function labMarkup(t, { full, controls, puzzles = [], switches = [] }) {
  const text = (key, vars) => escapeHtml(t(key, vars));
  const hidden = (name) => (controls.includes(name) ? "" : " hidden");
  // "↶ backtrack": the symbol stays, the word may be hidden (visually only) in a narrow lab.
  const jump = (key) => {
    const [, symbol, word] = /^(\S+)\s+(.*)$/.exec(t(key)) ?? [null, "", t(key)];
    return `${escapeHtml(symbol)}<span class="word"> ${escapeHtml(word)}</span>`;
  };
  // In presentation mode, the one line that stands for the set-up (views/present.js).
  const summary = `<p id="present-summary" class="present-summary" hidden></p>`;
  const transport = `${summary}
    <section class="transport" aria-label="${text("transport.label")}"${["play", "step", "restart", "jumps", "speed", "timeline"].some((c) => controls.includes(c)) ? "" : ' data-empty="true"'}>
      <div class="buttons">
        <button id="restart" type="button" title="${text("transport.restart.title")}" aria-label="${text("transport.restart")}"${hidden("restart")}>${ICONS.restart}</button>
        <button id="back" type="button" title="${text("transport.back.title")}" aria-label="${text("transport.back")}"${hidden("step")}>${ICONS.back}</button>
        <button id="play" type="button" title="${text("transport.play.title")}" aria-label="${text("transport.play")}" class="primary"${hidden("play")}>${ICONS.play}</button>
        <button id="forward" type="button" title="${text("transport.forward.title")}" aria-label="${text("transport.forward")}"${hidden("step")}>${ICONS.forward}</button>
        <button id="next-backtrack" type="button" title="${text("transport.next_backtrack.title")}"${hidden("jumps")}>${jump("transport.next_backtrack")}</button>
        <button id="next-solution" type="button" title="${text("transport.next_solution.title")}"${hidden("jumps")}>${jump("transport.next_solution")}</button>
        <button id="end" type="button" title="${text("transport.end.title")}"${hidden("jumps")}>${ICONS.end}<span class="word"> ${text("transport.end")}</span></button>
        <button id="present" type="button" title="${text("present.title")}" aria-pressed="false" aria-keyshortcuts="P"${controls.length ? "" : " hidden"}>${ICONS.present}<span class="word"> ${text("present.button")}</span></button>
      </div>
      <label class="speed"${hidden("speed")}>${text("transport.speed")}
        <input id="speed" type="range" min="0" max="60" step="1" value="10">
        <output id="speed-text" for="speed"></output>
      </label>
      <label class="timeline"${hidden("timeline")}>${text("transport.step")} <output id="step-text" for="timeline">0</output>
        <input id="timeline" type="range" min="0" max="0" step="1" value="0">
      </label>
      <div id="progress" class="progress" hidden>
        <span id="progress-text" role="status"></span>
        <button id="cancel" type="button">${text("transport.cancel")}</button>
      </div>
    </section>`;
  // The lanes' titles are h3: a heading (hidden from sight, the boards say it) keeps the order.
  const lanes = `
    <section id="exercise" class="exercise-panel" aria-labelledby="exercise-title" hidden></section>
    <section class="lanes-panel" aria-labelledby="lanes-title">
      <h2 id="lanes-title" class="visually-hidden">${text("lanes.label")}</h2>
      <div id="lanes" class="lanes"></div>
    </section>
    <section id="trees" class="trees-panel" aria-label="${text("search_tree.title")}" hidden></section>`;
  // Said by screen readers at most about once a second, whatever the speed (live.js).
  const live = `<div id="live" class="visually-hidden" role="status"></div>`;
  const chart = `
    <section class="chart-panel" aria-label="${text("chart.label")}">
      <header>
        <h2>${text("chart.title")}</h2>
        <div class="chart-tools"${controls.length ? "" : " hidden"}>
          <div class="levels-switch" role="group" aria-label="${text("levels.switch.label")}">
            <button id="show-chart" type="button" aria-pressed="true">${text("levels.switch.chart")}</button>
            <button id="show-table" type="button" aria-pressed="false">${text("levels.switch.table")}</button>
          </div>
          <label class="log-scale"><input id="log-scale" type="checkbox" checked> ${text("chart.log_scale")}</label>
        </div>
      </header>
      <canvas id="chart" class="chart" role="img" aria-label="${text("chart.canvas.label")}"></canvas>
      <div id="levels" class="levels" hidden></div>
      ${full ? `<p id="chart-hint" class="hint">${text("chart.hint")}</p>` : ""}
    </section>`;
  const share = `
    <section class="share" aria-label="${text("share.label")}"${hidden("share")}>
      <div class="share-buttons">
        <button id="copy-link" type="button">${text("share.copy_link")}</button>
        <button id="copy-embed" type="button">${text("share.copy_embed")}</button>
        <button id="save-png" type="button">${text("share.save_png")}</button>
        <button id="save-svg" type="button">${text("share.save_svg")}</button>
      </div>
      <div class="share-animation" role="group" aria-label="${text("share.gif.save")}">
        <label>${text("share.gif.from")} <input id="gif-from" type="number" min="0" step="1" inputmode="numeric" placeholder="0"></label>
        <label>${text("share.gif.to")} <input id="gif-to" type="number" min="1" step="1" inputmode="numeric" placeholder="${text("share.gif.to_now")}"></label>
        <button id="save-gif" type="button">${text("share.gif.save")}</button>
      </div>
      <p id="share-status" class="share-status" role="status"></p>
      <label class="share-text" hidden>${text("share.text.label")}
        <textarea id="share-text" rows="5" readonly spellcheck="false"></textarea>
      </label>
    </section>`;
  const note = `<p id="note" class="note" role="status" hidden></p>`;
  if (!full) return `${note}${transport}${lanes}${live}${chart}${share}`;
  // On a wide screen the set-up stands beside the race (style.css, .lab-columns), so that a
  // race opens in view; a guided lesson's card joins the set-up's column (lessons.js).
  return `${note}<div class="lab-columns"><div class="setup-column">${setupMarkup(text, puzzles, switches)}</div>`
    + `<div class="race-column">${transport}${lanes}</div></div>${live}${chart}${share}${keysMarkup(text)}`;
}

function setupMarkup(text, puzzles, switches) {
  // One tab and one panel a puzzle, from the registry (www/puzzles/registry.js); the first is
  // selected until the lab shows its setup.
  const tabs = puzzles.map(({ name }, i) => `
      <button role="tab" id="tab-${name}" aria-controls="setup-${name}" data-puzzle="${name}"
        aria-selected="${i === 0}"${i === 0 ? "" : ` tabindex="-1"`}>${text(`puzzle.${name}`)}</button>`).join("");
  const panels = puzzles.map(({ name, form }, i) => `
      <div id="setup-${name}" role="tabpanel" aria-labelledby="tab-${name}"${i === 0 ? "" : " hidden"}>
        ${form ? form.markup(text) : ""}
      </div>`).join("");
  return `
    <div class="tabs" role="tablist" aria-label="${text("puzzle.tabs.label")}">${tabs}
    </div>
    <section class="setup" aria-label="${text("setup.label")}">${panels}
      <fieldset class="options">
        <legend>${text("race.legend")}</legend>
        <div id="strategies" class="strategies" role="group" aria-label="${text("race.lanes.label")}"></div>
        <div id="mistake-lab" class="mistake-lab" role="group" aria-labelledby="mistake-lab-title">
          <span id="mistake-lab-title" class="group-title">${text("mistake.group.title")}</span>
          <div id="mistakes" class="strategies"></div>
          <span id="mistake-bottom" class="mistake-bottom"></span>
        </div>
        <label class="field">${text("race.mode.label")}
          <select id="mode">
            <option value="first">${text("race.mode.first")}</option>
            <option value="all">${text("race.mode.all")}</option>
          </select>
        </label>
        <label class="field">${text("race.budget.label")}
          <input id="budget" type="number" min="1" step="1" inputmode="numeric">
        </label>
        ${switches.map(({ id, label }) => `<label class="field"><input id="${id}" type="checkbox"> ${text(label)}</label>`).join(`
        `)}
      </fieldset>
    </section>`;
}

function keysMarkup(text) {
  const keys = [
    [[text("keys.space")], "keys.play_pause"], [["←", "→"], "keys.step"], [["+", "−"], "keys.speed"],
    [["Home"], "keys.restart"], [["End"], "keys.end"], [["N"], "keys.next_solution"], [["B"], "keys.next_backtrack"],
    [["P"], "keys.present"],
  ];
  const items = keys.map(([kbds, key]) => `${kbds.map((k) => `<kbd>${k}</kbd>`).join(" ")} ${text(key)}`);
  return `<p class="keys">${text("keys.title")} ${items.join(" · ")}</p>`;
}
