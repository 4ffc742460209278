// "Make an exercise": a dialog in which a teacher or an author writes an exercise on the tab
// shown: its title and task in the lab's language, the program in the editor as the learner's
// start, and checks chosen from a list (drafts.js), each on an instance, shown or hidden, with
// its weight. As it is written the core reads it (readExercise) and the dialog names each
// problem; once there are none it gives the link that opens the exercise, the embed code and
// the JSON file. An exercise open on the page is where a new one starts, so an author may
// change a preset; its texts in the other languages stay as they were.

import { escapeHtml } from "../words/html.js";
import { MAX_PROGRAM, packProgram, isProgramLane } from "../puzzles/programs.js";
import { puzzleNamed, strategyName } from "../puzzles/registry.js";
import { loadProgramCore } from "../race/program-core.js";
import { CHOICES, choiceNamed, draftOf, exerciseJson, newRow } from "./drafts.js";
import { problemWords } from "./verdicts.js";

/** How long the dialog waits after a key before it reads the exercise again. */
const SETTLE_MS = 200;

/**
 * Opens the dialog over `lab`'s page. `opened` is the JSON of the exercise open on the page
 * (as read), or null. `lab.linksWith(change)` gives the share links of the lab's setup with
 * its query changed by `change(params)`.
 */
export function openMaker(lab, opened) {
  const { t, tr } = lab;
  const tab = lab.setup.puzzle;
  const puzzle = puzzleNamed(tab);
  const setup = puzzle.setupText(lab.setup);
  const strategies = puzzle.strategies;
  const editor = lab.setup.programs?.[0]?.text ?? "";
  const from = opened?.tab === tab ? draftOf(opened, tr.lang) : null;
  const draft = from?.draft ?? {
    tab, lang: tr.lang, title: "", statement: "", start: editor, rows: [newRow(setup, strategies[0] ?? "")],
  };
  draft.start = editor || draft.start;
  const others = from ? opened : {};

  const dialog = document.createElement("dialog");
  dialog.className = "maker";
  dialog.setAttribute("aria-labelledby", "maker-title");
  const lines = draft.start ? draft.start.trimEnd().split("\n").length : 0;
  dialog.innerHTML = `
    <form method="dialog" class="maker-form">
      <div class="maker-head">
        <h2 id="maker-title">${escapeHtml(t("exercise.maker.title"))}</h2>
        <button type="submit" class="link-button" value="close" aria-label="${escapeHtml(t("exercise.maker.close"))}">✕</button>
      </div>
      <p class="maker-on">${escapeHtml(t(lines ? "exercise.maker.on" : "exercise.maker.on_empty", {
        tab: t(`puzzle.${tab}`), count: lines }))}${from?.dropped ? ` ${escapeHtml(t("exercise.maker.dropped", { count: from.dropped }))}` : ""}</p>
      <label class="maker-field">${escapeHtml(t("exercise.maker.name"))}
        <input name="title" autocomplete="off" value="${escapeHtml(draft.title)}"></label>
      <label class="maker-field">${escapeHtml(t("exercise.maker.statement"))}
        <textarea name="statement" rows="4">${escapeHtml(draft.statement)}</textarea></label>
      <p class="hint">${escapeHtml(t("exercise.maker.statement_hint"))}</p>
      <fieldset class="maker-checks">
        <legend>${escapeHtml(t("exercise.maker.checks"))}</legend>
        <ol id="maker-rows"></ol>
        <button type="button" id="maker-add">${escapeHtml(t("exercise.maker.add"))}</button>
      </fieldset>
      <div id="maker-result" class="maker-result"></div>
    </form>`;
  lab.element.append(dialog);
  const $ = (selector) => dialog.querySelector(selector);
  const rowsList = $("#maker-rows");
  const result = $("#maker-result");

  /** Each field of a row, as the form writes it. */
  function rowMarkup(row, index) {
    const choice = choiceNamed(row.choice);
    const id = (field) => `maker-${index}-${field}`;
    const field = (name, input) => `<label class="maker-field" for="${id(name)}">${escapeHtml(t(`exercise.maker.field.${name}`))}</label>${input}`;
    const text = (name, attributes = "") =>
      field(name, `<input id="${id(name)}" data-field="${name}" value="${escapeHtml(row[name])}" autocomplete="off" spellcheck="false"${attributes}>`);
    const options = CHOICES.filter((c) => !c.strategies || strategies.length)
      .map((c) => `<option value="${c.id}"${c.id === row.choice ? " selected" : ""}>${escapeHtml(t(`exercise.maker.choice.${c.id}`))}</option>`).join("");
    const parts = [field("choice", `<select id="${id("choice")}" data-field="choice">${options}</select>`)];
    if (tab !== "program") parts.push(text("setup"));
    parts.push(text("call", choice.calls ? "" : ` placeholder="${escapeHtml(t("exercise.maker.optional"))}"`));
    for (const name of choice.fields) {
      if (name === "strategy") {
        parts.push(field(name, `<select id="${id(name)}" data-field="strategy">${strategies.map((s) =>
          `<option value="${s}"${s === row.strategy ? " selected" : ""}>${escapeHtml(strategyName(t, tab, s))}</option>`).join("")}</select>`));
      } else if (name === "text" || name === "program") {
        parts.push(field(name, `<textarea id="${id(name)}" data-field="${name}" rows="${name === "program" ? 6 : 2}" spellcheck="false">${escapeHtml(row[name])}</textarea>`));
      } else {
        parts.push(text(name, ' inputmode="decimal"'));
      }
    }
    parts.push(text("weight", ' inputmode="decimal"'));
    return `<li data-row="${index}">
      <div class="maker-grid">${parts.join("")}</div>
      <div class="maker-row-actions">
        <label><input type="checkbox" data-field="hidden"${row.hidden ? " checked" : ""}> ${escapeHtml(t("exercise.maker.hidden"))}</label>
        <button type="button" class="link-button" data-remove${draft.rows.length > 1 ? "" : " disabled"}>${escapeHtml(t("exercise.maker.remove", { index: index + 1 }))}</button>
      </div>
    </li>`;
  }

  function renderRows() {
    rowsList.innerHTML = draft.rows.map(rowMarkup).join("");
  }

  /** The JSON shown and its file's name. */
  let saved = null;
  let generation = 0;
  let timer = 0;
  /** Reads the exercise as written and shows its problems, or its link, embed code and JSON. */
  async function refresh() {
    const mine = ++generation;
    const json = exerciseJson(draft, others);
    const text = `${JSON.stringify(json, null, 2)}\n`;
    lab.programCore ??= await loadProgramCore();
    const read = lab.programCore.readExercise(json);
    const packed = await packProgram(text);
    if (mine !== generation) return;
    const problems = read.ok ? [] : read.problems.map((problem) => problemWords(tr, problem));
    if (!json.title[draft.lang]) problems.unshift(t("exercise.maker.needs_title"));
    if (text.length > MAX_PROGRAM) problems.push(t("exercise.maker.too_long", { count: text.length, limit: MAX_PROGRAM }));
    if (problems.length) {
      saved = null;
      result.innerHTML = `<p class="error" role="status">${escapeHtml(t("exercise.maker.problems"))}</p>
        <ul class="exercise-problems" data-maker-problems>${problems.map((p) => `<li>${escapeHtml(p)}</li>`).join("")}</ul>`;
      return;
    }
    const links = lab.linksWith((params) => {
      for (const name of [...params.keys()]) if (isProgramLane(name)) params.delete(name);
      const lanes = (params.get("strategies") ?? "").split(",").filter((name) => name && !isProgramLane(name));
      params.set("strategies", ["program", ...lanes].join(","));
      params.set("exercise", packed);
    });
    const slug = json.title[draft.lang].toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "") || "exercise";
    saved = { text, slug };
    const hidden = draft.rows.some((row) => row.hidden);
    result.innerHTML = `
      <p role="status" data-maker-ready>${escapeHtml(t("exercise.maker.ready", { count: json.checks.length }))}</p>
      <label class="maker-field" for="maker-link">${escapeHtml(t("exercise.maker.link"))}</label>
      <div class="maker-copy"><input id="maker-link" readonly value="${escapeHtml(links.page)}">
        <button type="button" data-copy="maker-link">${escapeHtml(t("exercise.maker.copy"))}</button>
        <a href="${escapeHtml(links.page)}" data-maker-open>${escapeHtml(t("exercise.maker.open"))}</a></div>
      <label class="maker-field" for="maker-embed">${escapeHtml(t("exercise.maker.embed"))}</label>
      <div class="maker-copy"><textarea id="maker-embed" readonly rows="4" spellcheck="false">${escapeHtml(`${links.component}\n\n${links.iframe}`)}</textarea>
        <button type="button" data-copy="maker-embed">${escapeHtml(t("exercise.maker.copy"))}</button></div>
      <label class="maker-field" for="maker-json">${escapeHtml(t("exercise.maker.json"))}</label>
      <div class="maker-copy"><textarea id="maker-json" readonly rows="6" spellcheck="false">${escapeHtml(text)}</textarea>
        <button type="button" data-maker-save>${escapeHtml(t("exercise.maker.save"))}</button></div>
      ${hidden ? `<p class="hint">${escapeHtml(t("exercise.maker.not_secret"))}</p>` : ""}`;
  }

  function later() {
    clearTimeout(timer);
    timer = setTimeout(refresh, SETTLE_MS);
  }

  dialog.addEventListener("input", (event) => {
    const target = event.target;
    if (target.name === "title" || target.name === "statement") {
      draft[target.name] = target.value;
    } else if (target.dataset.field) {
      const row = draft.rows[Number(target.closest("[data-row]").dataset.row)];
      row[target.dataset.field] = target.type === "checkbox" ? target.checked : target.value;
      if (target.dataset.field === "choice") {
        if (choiceNamed(row.choice).strategies && !strategies.includes(row.strategy)) row.strategy = strategies[0];
        renderRows();
        rowsList.querySelector(`[data-row="${target.closest("[data-row]").dataset.row}"] [data-field="choice"]`).focus();
      }
    }
    later();
  });
  dialog.addEventListener("click", async (event) => {
    const button = event.target.closest("button");
    if (!button) return;
    if (button.id === "maker-add") {
      const last = draft.rows.at(-1);
      draft.rows.push({ ...newRow(last?.setup ?? setup, strategies[0] ?? ""), call: last?.call ?? "" });
      renderRows();
      rowsList.lastElementChild.querySelector("select").focus();
      later();
    } else if (button.hasAttribute("data-remove")) {
      const index = Number(button.closest("[data-row]").dataset.row);
      draft.rows.splice(index, 1);
      renderRows();
      (rowsList.children[Math.min(index, draft.rows.length - 1)]?.querySelector("select") ?? $("#maker-add")).focus();
      later();
    } else if (button.hasAttribute("data-maker-save") && saved) {
      // Through a blob URL, as the share bar saves its pictures.
      const url = URL.createObjectURL(new Blob([saved.text], { type: "application/json" }));
      const link = Object.assign(document.createElement("a"), { href: url, download: `${saved.slug}.json` });
      dialog.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } else if (button.dataset.copy) {
      const field = $(`#${button.dataset.copy}`);
      try {
        await navigator.clipboard.writeText(field.value);
        button.textContent = t("exercise.maker.copied");
      } catch {
        // The clipboard refused: the text is selected for the reader to copy.
        field.select();
        button.textContent = t("exercise.maker.select");
      }
    }
  });
  // Enter in a field does not close the dialog: only its close button and Esc do.
  dialog.addEventListener("submit", (event) => {
    if (event.submitter?.value !== "close") event.preventDefault();
  });
  dialog.addEventListener("close", () => {
    clearTimeout(timer);
    generation++;
    dialog.remove();
    lab.element.querySelector("#exercises-button")?.focus();
  });

  renderRows();
  dialog.showModal();
  refresh();
  return dialog;
}
