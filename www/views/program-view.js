// The learner's program under its lane: the lab's feature (lab/features.js) for program lanes.
// Under a program lane it shows the program in an editor (program-editor.js) with the line
// just run and an error's line marked, a chooser of the tab's presets (the lessons' programs),
// Run, the step limit, what the board is drawn from, the box of what input() reads, the calls
// of each function, the active calls with their variables (a list drawn as an array with its
// indices) and the output. It owns the link's `program=`, `program-2=`, what each is drawn
// from (`program-draw=`, `program-2-draw=`), what each one's solutions are counted from
// (`program-record=`, …), what each reads (`program-input=`,
// `program-2-input=`) and `steps=`, and makes sure a race with a program
// lane has what it needs before it is built: the program lanes' core and each program's text
// (a preset's, or the link's unpacked). A program edited but not yet run is kept as a draft
// when the race is rebuilt, so nothing typed is lost.

import { loadProgramCore } from "../race/program-core.js";
import {
  isProgramLane, programIndex, presetsOf, presetNamed, presetText, packProgram, unpackProgram, PROGRAM_LANES,
} from "../puzzles/programs.js";
import { createProgramEditor } from "./program-editor.js";
import { puzzleNamed } from "../puzzles/registry.js";
import { formatCount } from "../words/words.js";
import { escapeHtml as escape } from "../words/html.js";

/** The lessons' limit of steps, and the most the page allows. */
export const DEFAULT_STEPS = 300000;
export const MAX_STEPS = 1e9;
/** The limits the chooser offers. */
const STEP_CHOICES = [DEFAULT_STEPS, 1e6, 1e7, 1e8, 1e9];
/** The most active calls shown, innermost kept, and the most characters of output. */
const SHOWN_FRAMES = 8;
const SHOWN_OUTPUT = 4000;

/** The last event of a program lane as a sentence (the lane's narration). */
export function programSentence(tr, event, status, details, steps) {
  const { t } = tr;
  if (status === "error" && details?.error) return errorSentence(tr, details.error);
  if (status === "step_limit") return t("program.event.step_limit", { count: steps });
  if (status === "finished") return t("program.event.finished", { count: steps });
  switch (event?.kind) {
    case "call": return t("program.event.call", { function: event.function, depth: event.depth });
    case "return": return t("program.event.return", { function: event.function, depth: event.depth });
    case "output": return t("program.event.output", { line: event.line });
    case "step": return t("program.event.step", { line: event.line });
    default: return t("program.event.start");
  }
}

/** A Python error in the lab's language: its kind explained, its line, Python's own message. */
export function errorSentence(tr, error) {
  const { t } = tr;
  // The lab's own limit, said in the page's language (the construct as Python spells it).
  if (error.kind === "Unsupported") {
    // Code is named as it is written; a construct named in words, in the page's language.
    const [code, words, mentioned] = error.values ?? [];
    const construct = words ? t(`program.construct.${words}`, { code: mentioned }) : code ?? error.message;
    const sentence = words ? "program.error.unsupported_words" : "program.error.unsupported";
    return t(`${sentence}.${error.line > 0 ? "at_line" : "no_line"}`, { line: error.line, construct });
  }
  // An exception the program raised itself is explained as such, whatever its class.
  const explained = t(error.id === "raised" ? "program.error.raised" : `program.error.${error.kind}`);
  // Python's own class names stay as Python prints them.
  const kind = error.class ?? error.kind;
  return t(error.line > 0 ? "program.error.at_line" : "program.error.no_line",
    { line: error.line, kind, explained, message: error.message });
}

/** The setup's program for lane `name`, or null. */
const programOf = (setup, name) => setup.programs?.[programIndex(name)] ?? null;

/** The link's parameter of what lane `name`'s board is drawn from (program-draw=pos). */
const drawParam = (name) => `${name}-draw`;
/** The link's parameter of what lane `name`'s solutions are counted from (program-record=count). */
const recordParam = (name) => `${name}-record`;
/** The link's parameter of what lane `name`'s input() reads (program-input=8). */
const inputParam = (name) => `${name}-input`;
/** The most characters of input a program is given (and a link carries). */
export const MAX_INPUT = 10000;
/** A variable's or a function's name, as the link may carry it. */
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export const programLanes = {
  params: [...PROGRAM_LANES, ...PROGRAM_LANES.map(drawParam), ...PROGRAM_LANES.map(recordParam),
    ...PROGRAM_LANES.map(inputParam), "steps"],
  defaults: () => ({ programs: [], draws: [], records: [], inputs: [], steps: DEFAULT_STEPS }),
  read(params, setup, { tr, note, quote, wholeNumber }) {
    setup.programs = PROGRAM_LANES.map((name) => (params.has(name) ? { packed: params.get(name) } : null));
    setup.draws = PROGRAM_LANES.map((name) => {
      const draw = params.get(drawParam(name));
      if (draw !== null && !NAME.test(draw)) note(tr.t("url.note.bad_draw", { parameter: drawParam(name), value: quote(draw) }));
      return draw !== null && NAME.test(draw) ? draw : "";
    });
    setup.records = PROGRAM_LANES.map((name) => {
      const record = params.get(recordParam(name));
      if (record !== null && !NAME.test(record)) note(tr.t("url.note.bad_draw", { parameter: recordParam(name), value: quote(record) }));
      return record !== null && NAME.test(record) ? record : "";
    });
    setup.inputs = PROGRAM_LANES.map((name) => {
      const input = params.get(inputParam(name)) ?? "";
      if (input.length > MAX_INPUT) note(tr.t("url.note.long_input", { parameter: inputParam(name), max: MAX_INPUT }));
      return input.slice(0, MAX_INPUT);
    });
    if (params.has("steps")) {
      const steps = wholeNumber(params.get("steps"), 1, MAX_STEPS);
      if (steps !== null) setup.steps = steps;
      else note(tr.t("url.note.bad_steps", { max: MAX_STEPS, value: quote(params.get("steps")) }));
    }
  },
  write(setup, params) {
    // A program travels only with its lane.
    for (const name of setup.strategies.filter(isProgramLane)) {
      const packed = programOf(setup, name)?.packed;
      if (packed) params.set(name, packed);
      const draw = setup.draws?.[programIndex(name)];
      if (draw) params.set(drawParam(name), draw);
      const record = setup.records?.[programIndex(name)];
      if (record) params.set(recordParam(name), record);
      const input = setup.inputs?.[programIndex(name)];
      if (input) params.set(inputParam(name), input);
    }
    if (setup.steps !== DEFAULT_STEPS && setup.strategies.some(isProgramLane)) params.set("steps", String(setup.steps));
  },
  attach(lab) {
    /** Text typed into a lane's editor and not yet run, by lane name: kept across rebuilds;
     *  the same for its input box. */
    const drafts = new Map();
    const inputDrafts = new Map();
    /** The lane and its control (a data-program name) that had focus when its program was
     *  run: the new panel gives it focus again, so the keyboard stays where it was. */
    let refocus = null;
    /** Why a program from the link could not be read, by lane name (a table key). */
    const unread = new Map();

    /**
     * What a race with program lanes needs first, or null when it has it: the program lanes'
     * core, and the text of every raced program (a link's unpacked, else the tab's first preset).
     */
    function before() {
      const { setup } = lab;
      const names = setup.strategies.filter(isProgramLane);
      if (names.length === 0) return null;
      // A preset of another tab (the lane came along when the tab changed) gives way to this
      // tab's: a program of the learner's own stays.
      const foreign = (program) => program?.preset && presetNamed(program.preset)?.puzzle !== setup.puzzle;
      const missing = names.filter((name) => programOf(setup, name)?.text === undefined || foreign(programOf(setup, name)));
      if (missing.length === 0 && lab.programCore) return null;
      return (async () => {
        lab.programCore = await loadProgramCore();
        setup.programs ??= [];
        for (const name of missing) {
          const given = foreign(programOf(setup, name)) ? null : programOf(setup, name);
          let program = given?.packed ? await unpackProgram(given.packed) : null;
          if (program?.error) {
            unread.set(name, program.error);
            program = null;
          }
          if (foreign(program)) program = null;
          if (!program) {
            const preset = puzzleNamed(setup.puzzle)?.startPrograms?.[programIndex(name)] ?? presetsOf(setup.puzzle)[0]?.id ?? null;
            const text = preset ? await presetText(preset) : "";
            program = { text, preset };
          }
          setup.programs[programIndex(name)] = { ...program, packed: await packProgram(program.text, program.preset) };
        }
      })();
    }

    /** Runs `text` in lane `name` (its preset, if it is one's), `input()` reading `input`:
     *  the race is built again. */
    async function run(name, text, preset = null, control = null, input = undefined) {
      const program = { text, preset, packed: await packProgram(text, preset) };
      // What the board is drawn from belongs to the program: a new one starts with the lab's.
      if (text !== programOf(lab.setup, name)?.text) {
        lab.setup.draws[programIndex(name)] = "";
        (lab.setup.records ??= [])[programIndex(name)] = "";
      }
      lab.setup.programs[programIndex(name)] = program;
      if (input !== undefined) {
        lab.setup.inputs ??= [];
        lab.setup.inputs[programIndex(name)] = input.slice(0, MAX_INPUT);
      }
      drafts.delete(name);
      inputDrafts.delete(name);
      refocus = control ? { name, control } : null;
      lab.rebuild();
    }

    function again(name, control, change) {
      const step = lab.race.step;
      change();
      refocus = { name, control };
      lab.rebuild();
      if (step > 0) lab.seek(step);
    }

    return {
      before,
      lane(view, lane) {
        if (!isProgramLane(view.strategy)) return null;
        const panel = new ProgramPanel(view, lane, {
          lab, name: view.strategy, draft: drafts.get(view.strategy), unread: unread.get(view.strategy),
          inputDraft: inputDrafts.get(view.strategy),
          focus: refocus?.name === view.strategy ? refocus.control : null,
          onDraft: (text) => (text === null ? drafts.delete(view.strategy) : drafts.set(view.strategy, text)),
          onInputDraft: (text) => (text === null ? inputDrafts.delete(view.strategy) : inputDrafts.set(view.strategy, text)),
          onRun: (text, preset, control, input) => run(view.strategy, text, preset, control, input),
          // The same program drawn from elsewhere, or its solutions counted from elsewhere:
          // the race is built again and goes back to the step it stood at.
          onDraw: (draw, control) => again(view.strategy, control, () => { lab.setup.draws[programIndex(view.strategy)] = draw; }),
          onRecord: (record, control) => again(view.strategy, control, () => {
            (lab.setup.records ??= [])[programIndex(view.strategy)] = record;
          }),
        });
        unread.delete(view.strategy);
        if (refocus?.name === view.strategy) refocus = null;
        return panel;
      },
    };
  },
};

/** The panel under one program lane. */
class ProgramPanel {
  constructor(view, lane, { lab, name, draft, inputDraft, unread, focus, onDraft, onInputDraft, onRun, onDraw, onRecord }) {
    const { t, setup } = lab;
    this.lab = lab;
    this.tr = lab.tr;
    this.program = programOf(setup, name) ?? { text: "", preset: null };
    /** On the tab for your own problem a lane draws the program's state, not a board. */
    this.own = puzzleNamed(setup.puzzle)?.strategies.length === 0;
    /** What input() reads in the race now (the box may hold a draft). */
    this.input = setup.inputs?.[programIndex(name)] ?? "";
    this.onRun = onRun;
    this.onDraft = onDraft;
    this.shownSteps = -1;
    this.shownLine = null;
    this.element = document.createElement("section");
    this.element.className = "program";
    this.element.setAttribute("aria-label", t("program.panel.label", { lane: view.name }));
    const id = `program-${name}`;
    const presets = presetsOf(setup.puzzle);
    const options = presets.map((preset) =>
      `<option value="${preset.id}">${escape(t(`program.preset.${preset.id}`))}</option>`).join("");
    const steps = STEP_CHOICES.map((count) =>
      `<option value="${count}">${escape(formatCount(lab.tr, count))}</option>`).join("");
    this.element.innerHTML = `
      <div class="program-bar">
        <label for="${id}-preset">${escape(t("program.preset.label"))}</label>
        <select id="${id}-preset" data-program="preset">
          <option value="">${escape(t("program.preset.own"))}</option>${options}
        </select>
        <label for="${id}-steps">${escape(t("program.steps.label"))}</label>
        <select id="${id}-steps" data-program="steps">${steps}</select>
        <button type="button" data-program="run">${escape(t("program.run"))}</button>
        <label for="${id}-draw">${escape(t(this.own ? "program.draw.label_state" : "program.draw.label"))}</label>
        <select id="${id}-draw" data-program="draw"><option value="">${escape(t("program.draw.auto"))}</option></select>
        <span class="program-record" data-program="record-field" hidden>
          <label for="${id}-record">${escape(t("program.record.label"))}</label>
          <select id="${id}-record" data-program="record"><option value="">${escape(t("program.draw.auto"))}</option></select>
        </span>
      </div>
      <p class="program-note" data-program="note"></p>
      <div class="program-code" data-program="editor"></div>
      <label class="program-input-head" for="${id}-input">${escape(t("program.input.label"))}</label>
      <textarea id="${id}-input" class="program-input" data-program="input" rows="3" spellcheck="false"
        maxlength="${MAX_INPUT}" placeholder="${escape(t("program.input.placeholder"))}"></textarea>
      <p class="program-error" data-program="error" role="alert"></p>
      <p class="program-trace" data-program="trace"></p>
      <p class="program-drawn" data-program="drawn"></p>
      <p class="program-calls" data-program="calls"></p>
      <div class="program-frames" data-program="frames" role="group" aria-label="${escape(t("program.frames.label"))}"></div>
      <h4 class="program-output-head">${escape(t("program.output.label"))}</h4>
      <pre class="program-output" data-program="output" tabindex="0" role="region" aria-label="${escape(t("program.output.region", { lane: view.name }))}"></pre>`;
    const $ = (what) => this.element.querySelector(`[data-program=${what}]`);
    this.parts = {
      preset: $("preset"), steps: $("steps"), run: $("run"), draw: $("draw"), note: $("note"), editorBox: $("editor"),
      record: $("record"), recordField: $("record-field"),
      input: $("input"),
      error: $("error"), trace: $("trace"), drawn: $("drawn"), calls: $("calls"), frames: $("frames"), output: $("output"),
    };
    this.parts.preset.value = this.program.preset ?? "";
    this.parts.steps.value = String(setup.steps);
    if (!STEP_CHOICES.includes(setup.steps)) {
      this.parts.steps.append(new Option(formatCount(lab.tr, setup.steps), String(setup.steps)));
      this.parts.steps.value = String(setup.steps);
    }
    if (unread) this.say(t(unread, { preset: t(`program.preset.${this.program.preset}`) }));
    const signal = lab.signal;
    this.parts.preset.addEventListener("change", () => this.choosePreset(), { signal });
    this.parts.steps.addEventListener("change", () => {
      lab.setup.steps = Number(this.parts.steps.value);
      this.runNow();
    }, { signal });
    this.parts.run.addEventListener("click", () => this.runNow(), { signal });
    this.parts.input.value = inputDraft ?? this.input;
    this.onInputDraft = onInputDraft;
    this.parts.input.addEventListener("input", () => this.inputEdited(), { signal });
    // Ctrl+Enter runs, as in the editor.
    this.parts.input.addEventListener("keydown", (event) => {
      if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        this.runNow();
      }
    }, { signal });
    if (inputDraft !== undefined) queueMicrotask(() => this.inputEdited());
    /** What the board is drawn from: the lab's choice, or the reader's. */
    this.draw = setup.draws?.[programIndex(name)] ?? "";
    this.drawNames = "";
    this.offerDraws([]);
    this.parts.draw.addEventListener("change", () => onDraw(this.parts.draw.value, "draw"), { signal });
    /** What the solutions are counted from: the lab's choice, or the reader's. */
    this.record = setup.records?.[programIndex(name)] ?? "";
    this.recordNames = null;
    this.offerRecords([]);
    this.parts.record.addEventListener("change", () => onRecord(this.parts.record.value, "record"), { signal });
    // The lab puts the lane in the page once its panels are made: focus then.
    if (focus && focus !== "editor") queueMicrotask(() => this.parts[focus]?.focus());
    view.element.querySelector(".blurb").after(this.element);
    view.element.classList.add("program-lane");
    this.editor = null;
    this.ready = createProgramEditor(this.parts.editorBox, {
      text: draft ?? this.program.text,
      label: t("program.editor.label", { lane: view.name }),
      t,
      onChange: (text) => this.edited(text),
      onRun: () => this.runNow(),
    }).then((editor) => {
      if (this.destroyed) return editor.destroy();
      this.editor = editor;
      if (draft !== undefined) this.edited(draft);
      if (focus === "editor") editor.focus();
      this.shownSteps = -1;
      lab.invalidate();
    }, (error) => this.say(t("program.editor.failed", { message: error?.message ?? String(error) })));
  }

  say(text) {
    this.parts.note.textContent = text;
  }

  /** The editor's text changed: a draft until it is run. */
  edited(text) {
    const changed = text !== this.program.text;
    this.element.dataset.edited = String(changed);
    this.onDraft(changed ? text : null);
    this.say(changed ? this.tr.t("program.edited") : "");
  }

  /** The input box changed: a draft until it is run, said as the editor's is. */
  inputEdited() {
    const changed = this.parts.input.value !== this.input;
    this.element.dataset.inputEdited = String(changed);
    this.onInputDraft(changed ? this.parts.input.value : null);
    if (changed) this.say(this.tr.t("program.input.edited"));
    else if (this.element.dataset.edited !== "true") this.say("");
  }

  runNow() {
    const text = this.editor ? this.editor.text : this.program.text;
    const preset = text === this.program.text ? this.program.preset : null;
    this.onRun(text, preset, this.focusedControl(), this.parts.input.value);
  }

  /** The panel's control that has focus (a data-program name; "editor" for the editor), or null. */
  focusedControl() {
    const active = this.element.ownerDocument.activeElement;
    const root = this.element.getRootNode();
    const focused = root.activeElement ?? active;
    if (!focused || !this.element.contains(focused)) return null;
    return focused.closest("[data-program]")?.dataset.program ?? null;
  }

  /**
   * The chooser of what the board is drawn from: the lab's choice, the lists the program's
   * calls hold and the recursive function (its calls), and the reader's choice; rebuilt only
   * when a new name appears.
   */
  offerDraws(names) {
    const all = [...new Set([...names, this.draw].filter(Boolean))].sort();
    const key = all.join(",");
    if (key === this.drawNames) return;
    this.drawNames = key;
    const select = this.parts.draw;
    select.replaceChildren(select.options[0], ...all.map((name) => new Option(name, name)));
    select.value = this.draw;
  }

  /**
   * The chooser of what the solutions are counted from (a program with no board of the tab's
   * puzzle): the lab's choice, the lists and whole numbers the program holds, `print`,
   * `yield` and `return` (a call that returned True), and the reader's choice; rebuilt only
   * when a new name appears.
   */
  offerRecords(names) {
    const all = [...new Set([...names, this.record].filter(Boolean))].sort();
    const key = all.join(",");
    if (key === this.recordNames) return;
    this.recordNames = key;
    const select = this.parts.record;
    select.replaceChildren(select.options[0], ...all.map((name) => new Option(name, name)),
      ...["print", "yield", "return"].filter((word) => !all.includes(word)).map((word) => new Option(word, word)));
    select.value = this.record;
  }

  async choosePreset() {
    const id = this.parts.preset.value;
    if (!presetNamed(id)) return;
    try {
      this.onRun(await presetText(id), id, "preset");
    } catch (error) {
      this.say(this.tr.t("program.preset.failed", { message: error?.message ?? String(error) }));
    }
  }

  /** Shows the program's state now: its line, its error, its calls, frames and output. */
  show(lane) {
    const steps = lane.steps();
    const status = lane.status();
    if (steps === this.shownSteps && status === this.shownStatus) return;
    this.shownSteps = steps;
    this.shownStatus = status;
    const { tr } = this;
    const { t } = tr;
    const details = lane.details();
    if (!details) return;
    const error = status === "error" ? details.error : null;
    if (this.editor) {
      this.editor.showLine(steps > 0 || error ? details.line : null);
      if (error && error.line > 0) this.editor.showError(error.line, errorSentence(tr, error));
      else this.editor.clearError();
    }
    // An error at a line is shown by the editor, under it; one with no line (memory, say) here.
    setText(this.parts.error, error && !(this.editor && error.line > 0) ? errorSentence(tr, error) : "");
    // The calls that led there, the program first, as Python's traceback lists them.
    const trace = (error?.traceback ?? []).map(({ function: name, line }) =>
      t("program.error.call", { function: name === "<module>" ? t("program.error.module") : name, line }));
    // The exceptions it was raised from (Python prints them above it), the nearest first.
    const chain = [...(error?.chain ?? [])].reverse().map((link) =>
      t(link.direct ? "program.error.raised_from" : "program.error.while_handling", {
        exception: link.message ? `${link.class}: ${link.message}` : link.class,
        line: link.traceback.at(-1)?.line ?? 0,
      }));
    const path = trace.length > 1 ? t("program.error.calls", { calls: trace.join(" → ") }) : "";
    const sentences = [path, ...chain].filter(Boolean);
    setText(this.parts.trace, sentences.length ? sentences.reduce((first, then) => t("sentence.then", { first, then })) : "");
    // From a variable (pos, board), or from the calls of a function (D's rec, which keeps
    // its board in the column each active call has placed).
    const fromCalls = details.frames.some((frame) => frame.function === details.drawn_from);
    const drawn = this.own
      ? t(details.drawn_from ? "program.drawn_from.state" : "program.drawn_from.state_none", { name: details.drawn_from })
      : details.drawn_from
        ? t(fromCalls ? "program.drawn_from.calls" : "program.drawn_from", { name: details.drawn_from })
        : details.state_from != null
          ? t(details.state_from ? "program.drawn_from.instead" : "program.drawn_from.instead_call", { name: details.state_from })
          : t("program.drawn_from.none");
    // A program with no board of the tab's puzzle: what its solutions are counted from.
    const from = details.recorded_from;
    const kind = details.recorded_kind;
    const recorded = from && t(kind === "list" ? "program.recorded_from" : `program.recorded_from.${kind}`, { name: from });
    // Where the program has no board to judge, the reader may count from elsewhere.
    this.parts.recordField.hidden = !(this.own || from || this.record);
    const numbers = details.frames[0]?.locals.filter((v) => /^-?\d+$/.test(v.value)).map((v) => v.name) ?? [];
    const lists = details.frames.flatMap((frame) => frame.locals.filter((v) => v.items).map((v) => v.name));
    if (!this.parts.recordField.hidden) this.offerRecords([...lists, ...numbers]);
    setText(this.parts.drawn, recorded ? t("sentence.then", { first: drawn, then: recorded }) : drawn);
    const calls = details.calls.map(({ function: name, calls: count }) =>
      t("program.calls.one", { function: name, count })).join(t("list.separator"));
    const cached = details.cache_hits > 0
      ? t("program.calls.cached", { count: details.cache_hits, saved: formatCount(tr, details.cache_saved) })
      : "";
    const called = calls
      ? t(details.recursive ? "program.calls.recursive" : "program.calls", { calls, function: details.recursive ?? "" })
      : "";
    setText(this.parts.calls, [called, cached].filter(Boolean).join(" "));
    this.showFrames(details.frames);
    this.offerDraws([...lists, ...(details.recursive && !this.own ? [details.recursive] : [])]);
    const output = details.output.length > SHOWN_OUTPUT ? `…${details.output.slice(-SHOWN_OUTPUT)}` : details.output;
    setText(this.parts.output, output);
  }

  /** The active calls, innermost last, each with its variables; a list as an array of cells. */
  showFrames(frames) {
    const { t } = this.tr;
    const shown = frames.length > SHOWN_FRAMES ? [frames[0], ...frames.slice(-(SHOWN_FRAMES - 1))] : frames;
    const nodes = [];
    shown.forEach((frame, i) => {
      if (i === 1 && shown.length < frames.length) {
        const more = document.createElement("p");
        more.className = "program-more";
        more.textContent = t("program.frames.more", { count: frames.length - shown.length });
        nodes.push(more);
      }
      const box = document.createElement("div");
      box.className = "program-frame";
      box.dataset.innermost = String(i === shown.length - 1);
      const head = document.createElement("p");
      head.className = "program-frame-head";
      head.textContent = frame.function === "<module>"
        ? t("program.frames.module", { line: frame.line })
        : t("program.frames.call", { function: frame.function, line: frame.line, depth: frame.depth });
      box.append(head);
      // The module's variables and the innermost call's are drawn whole; a call between them
      // is one line (the path down to where the program stands).
      if (frame.function !== "<module>" && i < shown.length - 1) {
        const line = document.createElement("p");
        line.className = "program-frame-line";
        line.textContent = frame.locals.map((v) => `${v.name} ${v.value}`).join(t("list.separator"));
        box.append(line);
        nodes.push(box);
        return;
      }
      const vars = document.createElement("dl");
      for (const variable of frame.locals) {
        const term = document.createElement("dt");
        term.textContent = variable.name;
        const value = document.createElement("dd");
        if (variable.items && variable.items.length > 0 && variable.items.length === variable.len) {
          value.append(arrayCells(variable.items));
        } else {
          value.textContent = variable.value;
        }
        vars.append(term, value);
      }
      box.append(vars);
      nodes.push(box);
    });
    this.parts.frames.replaceChildren(...nodes);
  }

  destroy() {
    this.destroyed = true;
    this.editor?.destroy();
    this.element.remove();
  }
}

/** Whether a list holds only 0 and 1 (or False and True): an occupancy array, as D's. */
const FLAGS = new Set(["0", "1", "False", "True"]);

/**
 * A list's items as a row of cells with their indices; in an array of flags (D's stolbec,
 * diag1, diag2) a taken cell (1 or True) is lit, as the occupancy strips light theirs.
 */
function arrayCells(items) {
  const list = document.createElement("ol");
  list.className = "cells program-array";
  list.style.setProperty("--cells", String(items.length));
  const flags = items.every((item) => FLAGS.has(item));
  items.forEach((item, index) => {
    const cell = document.createElement("li");
    cell.dataset.index = String(index);
    cell.textContent = item;
    if (flags && (item === "1" || item === "True")) cell.dataset.taken = "yes";
    list.append(cell);
  });
  return list;
}

function setText(element, text) {
  if (element.textContent !== text) element.textContent = text;
}
