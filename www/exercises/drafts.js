// An exercise as its author drafts it in "Make an exercise" (maker.js), and its JSON (the
// core's format, src/exercise/schema.rs). A draft's check is a row of the form: one choice
// from the list (`CHOICES`) and the parameters that choice asks for. `checkJson` writes a
// row as the format's check; `rowOf` reads any check the format allows back into a row, so an
// exercise opened on the page (a preset, say) is the start of a new one. What an author typed
// goes into the JSON as typed where it is not a number: the core then names the problem.

/**
 * The checks the form offers, in its list's order: each one's id (its words are
 * exercise.maker.choice.<id>) and the fields it asks for beside the instance, the call, the
 * weight and hidden, which every check has. `strategies`: it compares with one of the tab's
 * strategies, so a tab without strategies does not offer it; `calls`: it judges what a call
 * of the learner's function returns, so the call is not optional.
 */
export const CHOICES = [
  { id: "clean", fields: [] },
  { id: "printed_solutions", fields: ["strategy"], strategies: true },
  { id: "printed_nodes", fields: ["strategy"], strategies: true },
  { id: "printed_number", fields: ["number"] },
  { id: "printed_equals", fields: ["text"] },
  { id: "printed_contains", fields: ["text"] },
  { id: "returns_all", fields: ["strategy"], strategies: true, calls: true },
  { id: "returns_count", fields: ["strategy"], strategies: true, calls: true },
  { id: "returns_valid", fields: [], calls: true },
  { id: "returns_first", fields: [], calls: true },
  { id: "nodes_strategy", fields: ["strategy", "times"], strategies: true },
  { id: "nodes_at_most", fields: ["number"] },
  { id: "steps_at_most", fields: ["number"] },
  { id: "fewer_nodes", fields: ["program"] },
  { id: "fewer_steps", fields: ["program"] },
];

/** The choice named `id`. */
export const choiceNamed = (id) => CHOICES.find((choice) => choice.id === id);

/** A new row: `clean` on `setup`, shown, of weight 1. */
export function newRow(setup, strategy = "") {
  return { choice: "clean", setup, call: "", strategy, times: "1", number: "", text: "", program: "", weight: "1", hidden: false };
}

/** A whole number if `text` is one, else the text as typed (for the core to name). */
function whole(text) {
  const trimmed = String(text).trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** A number if `text` reads as one, else the text as typed. */
function decimal(text) {
  const trimmed = String(text).trim();
  const value = Number(trimmed);
  return trimmed !== "" && Number.isFinite(value) ? value : trimmed;
}

/** Row `row` as a check of the format. */
export function checkJson(row) {
  const check = { kind: "clean", setup: row.setup };
  // Any check may call the learner's function after the program has run; a result check must.
  if (row.call.trim()) check.call = row.call.trim();
  switch (row.choice) {
    case "clean": break;
    case "printed_solutions": Object.assign(check, { kind: "output", number: { solutions: row.strategy } }); break;
    case "printed_nodes": Object.assign(check, { kind: "output", number: { nodes: row.strategy } }); break;
    case "printed_number": Object.assign(check, { kind: "output", number: whole(row.number) }); break;
    case "printed_equals": Object.assign(check, { kind: "output", equals: row.text }); break;
    case "printed_contains": Object.assign(check, { kind: "output", contains: row.text }); break;
    case "returns_all": Object.assign(check, { kind: "result", judge: "all", of: row.strategy }); break;
    case "returns_count": Object.assign(check, { kind: "result", judge: "count", of: row.strategy }); break;
    case "returns_valid": Object.assign(check, { kind: "result", judge: "valid" }); break;
    case "returns_first": Object.assign(check, { kind: "result", judge: "first" }); break;
    case "nodes_strategy":
      Object.assign(check, { kind: "cost", nodes: { at_most: { strategy: row.strategy, times: decimal(row.times) } } });
      break;
    case "nodes_at_most": Object.assign(check, { kind: "cost", nodes: { at_most: whole(row.number) } }); break;
    case "steps_at_most": Object.assign(check, { kind: "cost", steps: { at_most: whole(row.number) } }); break;
    case "fewer_nodes": Object.assign(check, { kind: "cost", nodes: { fewer_than: row.program } }); break;
    case "fewer_steps": Object.assign(check, { kind: "cost", steps: { fewer_than: row.program } }); break;
    default: throw new Error(`no choice ${row.choice}`);
  }
  if (row.steps !== undefined) check.steps = row.steps;
  const weight = decimal(row.weight);
  if (weight !== 1) check.weight = weight;
  if (row.hidden) check.hidden = true;
  return check;
}

/** A check of the format (as JSON) as a row; null if it is none the form can hold. */
export function rowOf(check) {
  const row = newRow(String(check.setup ?? ""));
  if (typeof check.call === "string") row.call = check.call;
  if (check.steps !== undefined) row.steps = check.steps;
  if (check.weight !== undefined) row.weight = String(check.weight);
  row.hidden = check.hidden === true;
  const number = check.number;
  switch (check.kind) {
    case "clean": return row;
    case "output":
      if (typeof check.equals === "string") return { ...row, choice: "printed_equals", text: check.equals };
      if (typeof check.contains === "string") return { ...row, choice: "printed_contains", text: check.contains };
      if (typeof number === "number") return { ...row, choice: "printed_number", number: String(number) };
      if (typeof number?.solutions === "string") return { ...row, choice: "printed_solutions", strategy: number.solutions };
      if (typeof number?.nodes === "string") return { ...row, choice: "printed_nodes", strategy: number.nodes };
      return null;
    case "result": {
      const choice = { all: "returns_all", count: "returns_count", valid: "returns_valid", first: "returns_first" }[check.judge];
      return choice ? { ...row, choice, strategy: typeof check.of === "string" ? check.of : "" } : null;
    }
    case "cost": {
      const measure = check.nodes ? "nodes" : check.steps ? "steps" : null;
      const limit = check[measure] ?? {};
      if (typeof limit.fewer_than === "string") return { ...row, choice: `fewer_${measure}`, program: limit.fewer_than };
      if (typeof limit.at_most === "number") return { ...row, choice: `${measure}_at_most`, number: String(limit.at_most) };
      if (measure === "nodes" && typeof limit.at_most?.strategy === "string") {
        return { ...row, choice: "nodes_strategy", strategy: limit.at_most.strategy, times: String(limit.at_most.times ?? 1) };
      }
      return null;
    }
    default: return null;
  }
}

/**
 * A draft as the format's exercise: { tab, lang, title, statement, start, rows, steps? }, its
 * title and statement written in language `lang` beside `others`' (an opened exercise's
 * texts in its other languages, kept).
 */
export function exerciseJson(draft, others = {}) {
  // The author's language in its place among the others (or last, when it is new).
  const texts = (own, theirs) => {
    const kept = { ...(theirs ?? {}) };
    if (own.trim()) kept[draft.lang] = own.trim();
    else delete kept[draft.lang];
    return kept;
  };
  const json = {
    exercise: 1,
    tab: draft.tab,
    title: texts(draft.title, others.title),
    statement: texts(draft.statement, others.statement),
    start: draft.start,
  };
  if (draft.steps !== undefined) json.steps = draft.steps;
  json.checks = draft.rows.map(checkJson);
  return json;
}

/** An exercise's JSON (as read) as a draft in language `lang`, and the checks the form cannot hold. */
export function draftOf(json, lang) {
  const pick = (texts) => texts?.[lang] ?? "";
  const rows = (Array.isArray(json.checks) ? json.checks : []).map(rowOf);
  return {
    draft: {
      tab: json.tab,
      lang,
      title: pick(json.title),
      statement: pick(json.statement),
      start: typeof json.start === "string" ? json.start : "",
      rows: rows.filter(Boolean),
      ...(json.steps !== undefined ? { steps: json.steps } : {}),
    },
    dropped: rows.filter((row) => !row).length,
  };
}
