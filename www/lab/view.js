// The view parameters a lab reads beside its setup: where it starts (`step`), whether it plays
// on its own (`autoplay`), a range of steps replayed for a lecture (`loop=FROM..TO`), which
// controls show (`controls`, the embed view only) and its language (`lang`). They are split
// off the query string before the setup is read (url.js), so one query string configures the
// page, the embed view and the web component alike. Bad values fall back and become notes.

import { LANGUAGES, translator, pickLanguage } from "../words/i18n.js";
import { quote, wholeNumber } from "../words/reading.js";

/** The controls an embed can show, by name; `controls=` lists some of them. */
export const CONTROLS = ["play", "step", "restart", "jumps", "speed", "timeline", "share"];
/** What an embed shows when `controls` is not given: the whole transport, no share bar. */
export const DEFAULT_CONTROLS = CONTROLS.filter((name) => name !== "share");
/** Which control a key belongs to: a key works only when its control shows. */
export const KEY_CONTROLS = {
  " ": "play", ArrowRight: "step", ArrowLeft: "step", "+": "speed", "=": "speed", "-": "speed",
  Home: "restart", End: "jumps", n: "jumps", N: "jumps", b: "jumps", B: "jumps",
};
/** In presentation mode, the keys a presentation remote sends, and the control each drives. */
export const PRESENTER_CONTROLS = { PageDown: "step", PageUp: "step", b: "play", B: "play", ".": "play" };

/** The view's parameters, in the order a lab is described (after the setup's: url.js). */
export const VIEW_PARAMS = ["step", "autoplay", "loop", "controls", "lang"];
const EMBED_ONLY = ["controls"];
const step = (text) => wholeNumber(text, 0, Number.MAX_SAFE_INTEGER);

/** "", "1", "true" are on; "0", "false" off; anything else is null. */
function flag(text) {
  if (text === "" || text === "1" || text === "true") return true;
  if (text === "0" || text === "false") return false;
  return null;
}

/**
 * Splits `input` (a query string, URLSearchParams or a plain object of strings) into the view
 * and the rest. Returns { view, rest, notes }: `view` is { step, autoplay, loop, controls,
 * lang, langGiven }, `rest` the setup's parameters (URLSearchParams) for url.js, `notes` what
 * was ignored, in the lab's language. `embed` says whether `controls` applies. Without a good
 * `lang`, the language is the first of `languages` the lab speaks (the host's, the browser's:
 * navigator.languages), else English.
 */
export function readView(input, { embed = true, languages = [] } = {}) {
  const params = new URLSearchParams(input);
  const rest = new URLSearchParams();
  for (const [key, value] of params) if (!VIEW_PARAMS.includes(key)) rest.append(key, value);

  const view = {
    step: 0, autoplay: false, loop: null, lang: pickLanguage(null, languages), langGiven: false,
    controls: embed ? [...DEFAULT_CONTROLS] : [...CONTROLS],
  };
  // Each problem is told once the language is known: (tr) => its note.
  const problems = [];
  const note = (key, vars = {}, quoted = {}) => problems.push((tr) =>
    tr.t(key, { ...vars, ...Object.fromEntries(Object.entries(quoted).map(([name, text]) => [name, quote(text, tr)])) }));
  for (const key of VIEW_PARAMS) {
    const count = params.getAll(key).length;
    if (count > 1) note("url.note.repeated", { parameter: key, count });
  }
  if (params.has("lang")) {
    const value = params.get("lang");
    const primary = value.trim().toLowerCase().split(/[-_]/)[0];
    if (LANGUAGES.includes(primary)) {
      view.lang = primary;
      view.langGiven = true;
    } else {
      // The language falls back as when none is given; the note names it in itself.
      problems.push((tr) => tr.t("embed.note.bad_lang", {
        known: LANGUAGES.join(", "), value: quote(value, tr), language: tr.t(`language.${view.lang}`),
      }));
    }
  }
  if (params.has("step")) {
    const at = step(params.get("step"));
    if (at !== null) view.step = at;
    else note("embed.note.bad_step", {}, { value: params.get("step") });
  }
  if (params.has("autoplay")) {
    const on = flag(params.get("autoplay"));
    if (on !== null) view.autoplay = on;
    else note("embed.note.bad_flag", { name: "autoplay" }, { value: params.get("autoplay") });
  }
  if (params.has("loop")) {
    const match = /^([0-9]+)\.\.([0-9]+)$/.exec(params.get("loop"));
    const [from, to] = match ? [step(match[1]), step(match[2])] : [null, null];
    if (from !== null && to !== null && from < to) {
      view.loop = { from, to };
      if (!params.has("step")) view.step = from;
    } else {
      note("embed.note.bad_loop", {}, { value: params.get("loop") });
    }
  }
  for (const key of EMBED_ONLY) {
    if (!embed && params.has(key)) note("embed.note.page_only", { name: key });
  }
  if (embed && params.has("controls")) {
    const value = params.get("controls");
    const wanted = value.split(",").map((name) => name.trim().toLowerCase()).filter(Boolean);
    if (wanted.length === 1 && wanted[0] === "none") view.controls = [];
    else if (wanted.length === 1 && wanted[0] === "all") view.controls = [...CONTROLS];
    else {
      const known = CONTROLS.filter((name) => wanted.includes(name));
      const unknown = wanted.filter((name) => !CONTROLS.includes(name));
      if (known.length > 0) view.controls = known;
      if (unknown.length > 0 || known.length === 0) {
        note("embed.note.bad_controls", { known: CONTROLS.join(", ") }, { value: unknown.join(",") || value });
      }
    }
  }
  const tr = translator(view.lang);
  return { view, rest, notes: problems.map((say) => say(tr)) };
}

/** The view's parameters as query entries (only those that differ from the defaults). */
export function viewEntries(view, { embed = true, step = true } = {}) {
  const entries = [];
  if (step && view.step > 0) entries.push(["step", String(view.step)]);
  if (view.autoplay) entries.push(["autoplay", "1"]);
  if (view.loop) entries.push(["loop", `${view.loop.from}..${view.loop.to}`]);
  if (embed && view.controls.join() !== DEFAULT_CONTROLS.join()) {
    entries.push(["controls", view.controls.length ? view.controls.join(",") : "none"]);
  }
  if (view.langGiven) entries.push(["lang", view.lang]);
  return entries;
}
