// The lab's markup, built inside its root: with full chrome (the page: set-up tabs and forms,
// the solution counter, the key list) or as an embed (the transport's chosen controls, the
// lanes, the chart). Ids are the tests' and the page's hooks; they are unique within one root
// (a document or a shadow root), which holds one lab. Every word comes through `t`.

import { escapeHtml } from "./lab-strings.js";

const ICONS = {
  restart: '<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M3 2h2v12H3zM14 2v12L6 8z"/></svg>',
  back: '<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M11 2h2v12h-2zM10 2v12L3 8z"/></svg>',
  play: '<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M4 2v12l10-6z"/></svg>',
  forward: '<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M3 2h2v12H3zM6 2v12l7-6z"/></svg>',
  end: '<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M11 2h2v12h-2zM2 2v12l8-6z"/></svg>',
};

/**
 * The lab's inner HTML. `full` adds the page's chrome; `controls` names the transport's
 * controls that show (see view.js); the others are present but hidden, so the transport
 * keeps one shape.
 */
export function labMarkup(t, { full, controls }) {
  const text = (key, vars) => escapeHtml(t(key, vars));
  const hidden = (name) => (controls.includes(name) ? "" : " hidden");
  const transport = `
    <section class="transport" aria-label="${text("transport.label")}"${["play", "step", "restart", "jumps", "speed", "timeline"].some((c) => controls.includes(c)) ? "" : ' data-empty="true"'}>
      <div class="buttons">
        <button id="restart" type="button" title="${text("transport.restartKey")}" aria-label="${text("transport.restart")}"${hidden("restart")}>${ICONS.restart}</button>
        <button id="back" type="button" title="${text("transport.backKey")}" aria-label="${text("transport.back")}"${hidden("step")}>${ICONS.back}</button>
        <button id="play" type="button" title="${text("transport.playKey")}" aria-label="${text("transport.play")}" class="primary"${hidden("play")}>${ICONS.play}</button>
        <button id="forward" type="button" title="${text("transport.forwardKey")}" aria-label="${text("transport.forward")}"${hidden("step")}>${ICONS.forward}</button>
        <button id="next-backtrack" type="button" title="${text("transport.backtrackKey")}" aria-label="${text("transport.backtrackName")}"${hidden("jumps")}>↶<span class="word"> ${text("transport.backtrack")}</span></button>
        <button id="next-solution" type="button" title="${text("transport.solutionKey")}" aria-label="${text("transport.solutionName")}"${hidden("jumps")}>★<span class="word"> ${text("transport.solution")}</span></button>
        <button id="end" type="button" title="${text("transport.endKey")}" aria-label="${text("transport.endName")}"${hidden("jumps")}>${ICONS.end}<span class="word"> ${text("transport.end")}</span></button>
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
  const lanes = `<section id="lanes" class="lanes" aria-label="${text("lanes.label")}"></section>`;
  const chart = `
    <section class="chart-panel" aria-label="${text("chart.label")}">
      <header>
        <h2>${text("chart.title")}</h2>
        <label${controls.length ? "" : " hidden"}><input id="log-scale" type="checkbox" checked> ${text("chart.log")}</label>
      </header>
      <canvas id="chart" class="chart" role="img" aria-label="${text("chart.canvas")}"></canvas>
      ${full ? `<p class="hint">${text("chart.hint")}</p>` : ""}
    </section>`;
  const share = `
    <section class="share" aria-label="${text("share.label")}"${hidden("share")}>
      <div class="share-buttons">
        <button id="copy-link" type="button">${text("share.link")}</button>
        <button id="copy-embed" type="button">${text("share.embed")}</button>
        <button id="save-png" type="button">${text("share.png")}</button>
      </div>
      <p id="share-status" class="share-status" role="status"></p>
      <label class="share-text" hidden>${text("share.text")}
        <textarea id="share-text" rows="5" readonly spellcheck="false"></textarea>
      </label>
    </section>`;
  const note = `<p id="note" class="note" role="status" hidden></p>`;
  if (!full) return `${note}${transport}${lanes}${chart}${share}`;
  // Words with markup inside: the text is escaped, then its {placeholders} become the markup.
  const rich = (key, parts) => escapeHtml(t(key)).replace(/\{(\w+)\}/g, (whole, name) => parts[name] ?? whole);
  return `${note}${setupMarkup(text, rich)}${transport}${lanes}${chart}${share}${keysMarkup(text)}`;
}

function setupMarkup(text, rich) {
  const n = { n: "<var>n</var>" };
  return `
    <div class="tabs" role="tablist" aria-label="${text("tabs.label")}">
      <button role="tab" id="tab-queens" aria-controls="setup-queens" data-puzzle="queens" aria-selected="true">${text("tabs.queens")}</button>
      <button role="tab" id="tab-sudoku" aria-controls="setup-sudoku" data-puzzle="sudoku" aria-selected="false" tabindex="-1">${text("tabs.sudoku")}</button>
    </div>
    <section class="setup" aria-label="${text("setup.label")}">
      <div id="setup-queens" role="tabpanel" aria-labelledby="tab-queens">
        <label class="field">${rich("setup.boardSize", n)}
          <input id="queens-n" type="number" min="1" max="12" value="6" inputmode="numeric">
        </label>
        <p id="queens-error" class="error" role="alert" hidden></p>
        <form id="count-form" class="count" novalidate>
          <label class="field">${rich("count.label", n)}
            <input id="count-n" type="number" min="1" max="16" value="12" inputmode="numeric">
          </label>
          <button id="count" type="submit">${text("count.start")}</button>
          <button id="count-cancel" type="button" hidden>${text("count.cancel")}</button>
          <progress id="count-progress" max="1" value="0" hidden></progress>
          <output id="count-result" for="count-n" aria-live="polite"></output>
        </form>
      </div>
      <div id="setup-sudoku" role="tabpanel" aria-labelledby="tab-sudoku" hidden>
        <div class="sudoku-setup">
          <div class="editor">
            <label class="field">${text("sudoku.puzzle")}
              <select id="preset"></select>
            </label>
            <canvas id="editor" class="board editor-board" tabindex="0" role="grid"
              aria-label="${text("sudoku.editor")}"></canvas>
            <p class="hint">${text("sudoku.hint")}</p>
            <button id="solve-now" type="button">${text("sudoku.solveNow")}</button>
            <output id="solve-result" for="editor" aria-live="polite"></output>
          </div>
          <div class="paste">
            <label for="paste">${text("sudoku.paste")}</label>
            <textarea id="paste" rows="4" spellcheck="false" autocomplete="off"></textarea>
            <button id="use-paste" type="button">${text("sudoku.usePaste")}</button>
            <p id="sudoku-error" class="error" role="alert" hidden></p>
          </div>
        </div>
      </div>
      <fieldset class="options">
        <legend>${text("options.legend")}</legend>
        <div id="strategies" class="strategies" role="group" aria-label="${text("options.lanes")}"></div>
        <label class="field">${text("options.find")}
          <select id="mode">
            <option value="first">${text("options.first")}</option>
            <option value="all">${text("options.all")}</option>
          </select>
        </label>
        <label class="field">${text("options.budget")}
          <input id="budget" type="number" min="1" step="1" inputmode="numeric">
        </label>
        <label class="field"><input id="show-code" type="checkbox"> ${text("options.code")}</label>
      </fieldset>
    </section>`;
}

function keysMarkup(text) {
  const keys = [
    [["Space"], "keys.play"], [["←", "→"], "keys.step"], [["+", "−"], "keys.speed"],
    [["Home"], "keys.restart"], [["End"], "keys.end"], [["N"], "keys.solution"], [["B"], "keys.backtrack"],
  ];
  const items = keys.map(([kbds, key]) => `${kbds.map((k) => `<kbd>${k}</kbd>`).join(" ")} ${text(key)}`);
  return `<p class="keys">${text("keys.title")} ${items.join(" · ")}</p>`;
}
