// Writes what the npm package tells editors and documentation tools about <backtracking-lab>:
// `custom-elements.json` (the Custom Elements Manifest, schema 1.0.0) and
// `types/backtracking-lab.d.ts` (TypeScript: the element's attributes, methods and events with
// their `detail` types, and its place in HTMLElementTagNameMap). The attributes are the lab's
// own list (url.js, view.js); every one must have a line below, or this script stops, so the
// package never describes fewer attributes than the element reads. `npm pack` runs it
// (package.json's prepack); `node scripts/package-manifest.mjs OUT` writes into OUT.

import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SETUP_PARAMS } from "../www/lab/url.js";
import { VIEW_PARAMS } from "../www/lab/view.js";
import { EVENT_TYPES } from "../www/embedding/messages.js";

const out = process.argv[2] ?? ".";

/** What each attribute is (README's table, shortened), and its values as TypeScript. */
const ATTRIBUTES = {
  puzzle: ["The puzzle raced (program: your own problem, only program lanes).", '"queens" | "sudoku" | "knights" | "colouring" | "words" | "program"'],
  n: ["The board size for N-Queens, 1 to 12.", "string"],
  grid: ["A Sudoku: 16, 36, 81 or 256 digits and dots, row by row.", "string"],
  size: ["The knight's board, 5 to 8.", "string"],
  start: ["The knight's first square, as r1c1.", "string"],
  closed: ["A closed knight's tour: 1 or 0.", '"1" | "0"'],
  colours: ["The colours k for graph colouring, 1 to 64.", "string"],
  graph: ["A preset graph to colour.", '"services" | "australia" | "petersen"'],
  edges: ["A graph to colour, one `a b` edge a line (instead of graph).", "string"],
  letters: ["The word search's grid, its rows joined by commas.", "string"],
  word: ["The word to find.", "string"],
  strategies: ["Up to four lanes, comma-separated strategies (program and program-2 run the learner's Python; on puzzle=program, program-3 and program-4 too).", "string"],
  mode: ["Stop at the first solution, or find them all.", '"first" | "all"'],
  budget: ["Each lane stops after this many nodes.", "string"],
  speed: ["The playing speed, 0 to 60: 10^(speed/10) steps a second; 60 is as fast as it goes.", "string"],
  program: ["The first program lane's Python: @ and a preset's name, or ~ and the program deflated in base64url.", "string"],
  "program-2": ["The second program lane's Python, as program.", "string"],
  "program-3": ["The third program lane's Python (puzzle=program only), as program.", "string"],
  "program-4": ["The fourth program lane's Python (puzzle=program only), as program.", "string"],
  "program-draw": ["What the first program lane's board (or state) is drawn from: a variable's or a function's name.", "string"],
  "program-2-draw": ["What the second program lane's board is drawn from.", "string"],
  "program-3-draw": ["What the third program lane's state is drawn from.", "string"],
  "program-4-draw": ["What the fourth program lane's state is drawn from.", "string"],
  "program-record": ["What the first program lane's solutions are counted from: a list's or a counter's name, print or yield.", "string"],
  "program-2-record": ["What the second program lane's solutions are counted from.", "string"],
  "program-3-record": ["What the third program lane's solutions are counted from.", "string"],
  "program-4-record": ["What the fourth program lane's solutions are counted from.", "string"],
  "program-input": ["What the first program lane's input() reads, a line a call (at most 10,000 characters).", "string"],
  "program-2-input": ["What the second program lane's input() reads.", "string"],
  "program-3-input": ["What the third program lane's input() reads.", "string"],
  "program-4-input": ["What the fourth program lane's input() reads.", "string"],
  steps: ["A program lane's limit of steps, 1 to 10^9.", "string"],
  exercise: ["An exercise set above the race: @ and a preset's name, or ~ and its JSON deflated in base64url.", "string"],
  code: ["Show each lane's loop as pseudo-code: 1 or 0.", '"1" | "0"'],
  tree: ["Show each lane's search tree: 1 or 0.", '"1" | "0"'],
  table: ["Show the per-level table instead of the chart: 1 or 0.", '"1" | "0"'],
  lesson: ["A guided lesson.", '"naive" | "permutation" | "pruned" | "occupancy" | "programs" | "mistakes" | "sudoku"'],
  predict: ["Ask for a guess in each lane before the race: 1 or 0.", '"1" | "0"'],
  guess: ["Guesses, judged when each lane ends: pruned:500,naive:solutions:4.", "string"],
  log: ["Show each lane's narration log: 1 or 0.", '"1" | "0"'],
  present: ["Presentation mode, for a class: the race fills the screen, its words sized for the back of the room: 1 or 0.", '"1" | "0"'],
  step: ["The step the lab starts at.", "string"],
  autoplay: ["Play once ready: present, 1 or true.", "string"],
  loop: ["A range of steps replayed for a lecture: FROM..TO.", "string"],
  controls: ["Which controls show: none, all, or some of play, step, restart, jumps, speed, timeline, share.", "string"],
  lang: ["The lab's language.", '"en" | "ru" | "zh"'],
  loading: ["eager builds the lab at once; otherwise it is built when the reader scrolls near it.", '"eager" | "lazy"'],
};

const EVENTS = {
  ready: "The lab has built its lanes and stands at its first step (again after an attribute change).",
  step: "The step changed; at most ten a second, and the last step of a run of moves is always told.",
  solution: "A lane found a new solution.",
  finished: "Every lane has ended.",
  "viewed-all": "The reader has watched every step of the run by playing or stepping (no jump or seek): once per run.",
  checked: "The reader's program was checked against the exercise: its score from 0 to 1 and each check's verdict.",
};

/** The detail of each event whose detail is not a LabEventDetail. */
const DETAILS = { checked: "LabCheckedDetail" };
const detailOf = (type) => DETAILS[type] ?? "LabEventDetail";

const METHODS = {
  play: ["Plays from the current step.", []],
  pause: ["Pauses.", []],
  seek: ["Goes to a step (a whole number; past the end of the run means the end).", [{ name: "step", type: { text: "number" } }]],
  restart: ["Back to step 0.", []],
};

const read = [...SETUP_PARAMS, ...VIEW_PARAMS, "loading"];
const missing = read.filter((name) => !ATTRIBUTES[name]);
const extra = Object.keys(ATTRIBUTES).filter((name) => !read.includes(name));
const untold = EVENT_TYPES.filter((type) => !EVENTS[type]);
if (missing.length || extra.length || untold.length) {
  console.error(`package-manifest: describe ${[...missing, ...untold].join(", ") || "nothing"}; drop ${extra.join(", ") || "nothing"}`);
  process.exit(1);
}

const MODULE = "dist/embed.js";
const manifest = {
  schemaVersion: "1.0.0",
  readme: "README.md",
  modules: [{
    kind: "javascript-module",
    path: MODULE,
    declarations: [{
      kind: "class",
      name: "BacktrackingLab",
      tagName: "backtracking-lab",
      customElement: true,
      description: "A Backtracking Lab: strategies racing on one puzzle, in its own shadow root.",
      attributes: read.map((name) => ({ name, description: ATTRIBUTES[name][0], type: { text: ATTRIBUTES[name][1] } })),
      events: EVENT_TYPES.map((type) => ({ name: `lab-${type}`, description: EVENTS[type], type: { text: `CustomEvent<${detailOf(type)}>` } })),
      members: Object.entries(METHODS).map(([name, [description, parameters]]) => ({
        kind: "method", name, description, parameters, return: { type: { text: "Promise<void>" } },
      })),
      superclass: { name: "HTMLElement" },
    }],
    exports: [
      { kind: "js", name: "BacktrackingLab", declaration: { name: "BacktrackingLab", module: MODULE } },
      { kind: "custom-element-definition", name: "backtracking-lab", declaration: { name: "BacktrackingLab", module: MODULE } },
    ],
  }],
};

const quoted = (name) => (/^[a-z]+$/.test(name) ? name : JSON.stringify(name));
const types = `// The types of <backtracking-lab> (written by scripts/package-manifest.mjs).

/** How a lane stands. */
export type LaneStatus = "running" | "finished" | "first_solution" | "cap_reached" | "no_solution" | "budget_exhausted"
  | "error" | "step_limit";

/** One lane as the host is told it. */
export interface LaneDetail {
  /** The lane's strategy, as in the strategies attribute. */
  strategy: string;
  nodes: number;
  solutions: number;
  status: LaneStatus;
}

/** Every lab-* event's detail. */
export interface LabEventDetail {
  step: number;
  lanes: LaneDetail[];
}

/** One check's verdict: passed or failed, and why (a hidden check says only "hidden"). */
export interface CheckVerdict {
  index: number;
  passed: boolean;
  hidden: boolean;
  weight: number;
  /** The check's instance as its tab writes it; null for a hidden check. */
  setup: string | null;
  /** passed, hidden, error, did_not_fit, output, number, count, invalid, twice, cost, … */
  why: string;
  [detail: string]: unknown;
}

/** lab-checked's detail. */
export interface LabCheckedDetail {
  /** The share of the checks' weight that passed, from 0 to 1. */
  score: number;
  checks: CheckVerdict[];
}

/** The lab's events, by name. */
export interface BacktrackingLabEventMap {
${EVENT_TYPES.map((type) => `  /** ${EVENTS[type]} */\n  "lab-${type}": CustomEvent<${detailOf(type)}>;`).join("\n")}
}

/** The attributes the element reads (each also a URL parameter of embed.html). */
export interface BacktrackingLabAttributes {
${read.map((name) => `  /** ${ATTRIBUTES[name][0]} */\n  ${quoted(name)}?: ${ATTRIBUTES[name][1]};`).join("\n")}
}

export type BacktrackingLabAttribute = keyof BacktrackingLabAttributes;

export declare class BacktrackingLab extends HTMLElement {
  static readonly observedAttributes: BacktrackingLabAttribute[];
${Object.entries(METHODS).map(([name, [description, parameters]]) => `  /** ${description} Resolves once it has taken effect; commands take effect in the order given. */
  ${name}(${parameters.map((p) => `${p.name}: ${p.type.text}`).join(", ")}): Promise<void>;`).join("\n")}
  getAttribute(name: BacktrackingLabAttribute): string | null;
  getAttribute(name: string): string | null;
  setAttribute<K extends BacktrackingLabAttribute>(name: K, value: NonNullable<BacktrackingLabAttributes[K]>): void;
  setAttribute(name: string, value: string): void;
  addEventListener<K extends keyof BacktrackingLabEventMap>(type: K,
    listener: (this: BacktrackingLab, event: BacktrackingLabEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof BacktrackingLabEventMap>(type: K,
    listener: (this: BacktrackingLab, event: BacktrackingLabEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    "backtracking-lab": BacktrackingLab;
  }
}
`;

mkdirSync(join(out, "types"), { recursive: true });
writeFileSync(join(out, "custom-elements.json"), `${JSON.stringify(manifest, null, 2)}\n`);
writeFileSync(join(out, "types", "backtracking-lab.d.ts"), types);
console.log(`package-manifest: ${read.length} attributes, ${EVENT_TYPES.length} events, ${Object.keys(METHODS).length} methods`);
