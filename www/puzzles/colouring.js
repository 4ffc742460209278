// Graph colouring on the page: give every vertex one of k colours so that no edge joins two
// vertices of the same colour (the lesson's twenty services on five machines, the map of
// Australia, the Petersen graph, or a graph typed as an edge list). Its instance is k and a
// graph: the link's `colours`, and `graph` (a preset) or `edges` (an edge list, one "a b" pair
// a line, used instead of `graph`). In the core's events a vertex is the square {row: 0, col:
// vertex} and a value is a colour counted from 0; the page draws and says colours counted from
// 1, and writes the number inside the vertex, so colour is never the only cue. Its board is the
// graph at the core's positions (hand-placed for presets, a deterministic layout for typed
// graphs), its names beside the vertices, or short ids where full names would collide (the
// text alternative and the sentences always use the full names). Its set-up panel holds the
// preset, k and the edge list, whose errors are the core's, placed at their line. Its search
// tree is drawn for graphs of up to 20 vertices, each node showing its colour.

import { COLOURS, crossAt, frame, prepare } from "../canvas/render.js";
import { commonEvent, visible } from "../words/words.js";

/** The core's MAX_COLOURS: a vertex's candidate colours are one 64-bit set. */
export const MAX_COLOURS = 64;

/** The core's MAX_VERTICES: a vertex's neighbours are one 64-bit set. */
export const MAX_VERTICES = 64;

/**
 * The core's presets, in its order, with the number of colours each lesson starts with and
 * the number of vertices (the depth of every tree, for the per-level table).
 */
export const PRESETS = [
  { name: "services", colours: 5, vertices: 20 },
  { name: "australia", colours: 3, vertices: 7 },
  { name: "petersen", colours: 3, vertices: 10 },
];

/**
 * The most vertices whose search tree is drawn (tree-view.js): the tree has a level for each
 * vertex, so the twenty services are 20 levels deep. How many colours does not matter: a
 * wider tree is drawn up to the view's limit of nodes, and says so.
 */
export const TREE_MAX_VERTICES = 20;

/** Seven vertices and three colours: every lane finishes in a few thousand nodes. */
export const DEFAULT_GRAPH = "australia";

/**
 * The colours, after Okabe and Ito's palette for colour-blind readers: blue, orange and
 * bluish green first (distinct in hue and in lightness), then yellow, sky blue, vermilion,
 * reddish purple and grey (vermilion a little lighter, so the number on it reads in ink). Past
 * eight they repeat; the number in the vertex tells them apart.
 */
export const PALETTE = ["#0072b2", "#e69f00", "#009e73", "#f0e442", "#56b4e9", "#e0640a", "#cc79a7", "#6b6b6b"];

const INK = "#1d1d2b";
const WHITE = "#ffffff";

/** The fill of colour `c` (0-based). */
export function fillOf(c) {
  return PALETTE[c % PALETTE.length];
}

/** WCAG's relative luminance of a "#rrggbb" colour. */
function luminance(hex) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two "#rrggbb" colours. */
export function contrast(a, b) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The colour of a number written on `fill`: ink or white, whichever stands out more. */
export function numberOn(fill) {
  return contrast(fill, INK) >= contrast(fill, WHITE) ? INK : WHITE;
}

/** The setup text of the core: "3 petersen", or "3" over the edge list. */
function setupText(setup) {
  return setup.graph === "custom" ? `${setup.colours}\n${setup.edges}` : `${setup.colours} ${setup.graph}`;
}

/** The number of vertices of an edge list the core accepted: its distinct names. */
export function vertexCount(edges) {
  return new Set(edges.split("\n").flatMap((line) => line.split("#")[0].trim().split(/\s+/).filter(Boolean))).size;
}

/** The number of vertices of a setup's graph. */
function verticesOf(setup) {
  return setup.graph === "custom" ? vertexCount(setup.edges) : PRESETS.find((p) => p.name === setup.graph)?.vertices ?? 0;
}

/** An edge list as kept: trailing blanks and empty lines dropped (lines keep their numbers). */
export function tidyEdges(text) {
  return String(text).replace(/\s+$/, "");
}

/** A graph of the core's instance as an edge list, one "a b" pair a line. */
export function edgeList(graph) {
  return graph.edges.map(([a, b]) => `${graph.names[a]} ${graph.names[b]}`).join("\n");
}

/**
 * What is wrong with a graph colouring setup, from the core's checkSetup result: its `kind`,
 * `found`, `limit`, and the line and column in the edge list, in the lab's language. The core's
 * English `message` is the fallback for a kind this page does not know.
 */
export function describeColouringError(tr, checked) {
  const { t } = tr;
  const quoted = (text) => t("format.quote", { text: visible(text ?? "") });
  let message;
  switch (checked.kind) {
    case "one_name":
      message = t("colouring.error.one_name", { name: quoted(checked.found) });
      break;
    case "too_many_names":
      message = t("colouring.error.too_many_names", { count: Number(checked.found) });
      break;
    case "bad_character":
      message = t("colouring.error.bad_character", { found: quoted(checked.found) });
      break;
    case "self_loop":
      message = t("colouring.error.self_loop", { name: quoted(checked.found) });
      break;
    case "too_many_vertices":
      message = t("colouring.error.too_many_vertices", { name: quoted(checked.found), max: checked.limit ?? MAX_VERTICES });
      break;
    case "no_edges":
      return t("colouring.error.no_edges");
    case "colours_out_of_range":
      return t("colouring.error.colours_out_of_range", { max: checked.limit ?? MAX_COLOURS, found: quoted(checked.found) });
    case "unknown_preset":
      return t("colouring.error.unknown_preset", {
        name: quoted(checked.found),
        presets: PRESETS.map((p) => p.name).join(t("list.separator")),
      });
    default:
      return checked.message ?? "";
  }
  if (checked.line && checked.column) return t("error.at.line_column", { line: checked.line, column: checked.column, message });
  return checked.line ? t("error.at.line", { line: checked.line, message }) : message;
}

// --- The board: the graph, its colours, the last event --------------------------------------

/** A short id for a name: up to three characters, or the initials of a-hyphenated-name. */
function shortId(name) {
  const chars = [...name];
  if (chars.length <= 3) return name;
  const parts = name.split(/[-_]+/).filter(Boolean);
  if (parts.length > 1) return parts.slice(0, 3).map((part) => [...part][0]).join("");
  return chars.slice(0, 3).join("");
}

/**
 * Short ids for the vertices' names, all different: "api-gateway" → "ag", "payments" →
 * "pay", "WA" → "WA". Ids that clash grow into longer prefixes of their names.
 */
export function shortNames(names) {
  const ids = names.map(shortId);
  for (let round = 0; round < 64; round++) {
    const seen = new Map();
    ids.forEach((id, v) => seen.set(id, [...(seen.get(id) ?? []), v]));
    const clashing = [...seen.values()].filter((vs) => vs.length > 1).flat();
    if (clashing.length === 0) break;
    for (const v of clashing) {
      const chars = [...names[v]];
      ids[v] = chars.slice(0, Math.min(chars.length, [...ids[v]].length + 1)).join("");
    }
  }
  // Names that are prefixes of one another may still clash: their numbers part them.
  const counts = new Map();
  ids.forEach((id) => counts.set(id, (counts.get(id) ?? 0) + 1));
  return ids.map((id, v) => (counts.get(id) > 1 ? `${id}${v + 1}` : id));
}

/**
 * Where the vertices are drawn on a square of `side` CSS pixels: their centres and the radius
 * of a circle. The radius shrinks with the number of vertices and never lets two circles come
 * closer than a tenth of their radius.
 */
export function geometry(positions, side) {
  const n = positions.length;
  let radius = Math.min(18, Math.max(6, (side * 0.22) / Math.sqrt(n + 4)));
  let nearest = Infinity;
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      nearest = Math.min(nearest, Math.hypot(positions[a].x - positions[b].x, positions[a].y - positions[b].y));
    }
  }
  const place = (r) => {
    const pad = r + 3;
    return positions.map((p) => ({ x: pad + p.x * (side - 2 * pad), y: pad + p.y * (side - 2 * pad) }));
  };
  if (Number.isFinite(nearest)) radius = Math.max(4, Math.min(radius, 0.45 * nearest * (side - 2 * radius - 6)));
  return { radius, centres: place(radius) };
}

/** Whether the segment from `p` to `q` crosses the box (Liang and Barsky's clipping). */
function crosses(p, q, box) {
  let low = 0, high = 1;
  const dx = q.x - p.x, dy = q.y - p.y;
  for (const [step, room] of [[-dx, p.x - box.left], [dx, box.right - p.x], [-dy, p.y - box.top], [dy, box.bottom - p.y]]) {
    if (step === 0) {
      if (room < 0) return false;
    } else {
      const at = room / step;
      if (step < 0) low = Math.max(low, at);
      else high = Math.min(high, at);
      if (low > high) return false;
    }
  }
  return true;
}

/** The distance from a point to a box (0 inside it). */
function distance(point, box) {
  const x = Math.max(box.left, Math.min(point.x, box.right)), y = Math.max(box.top, Math.min(point.y, box.bottom));
  return Math.hypot(point.x - x, point.y - y);
}

/** Where a label may go around its vertex, in the order it is preferred. */
const SPOTS = [
  [0, 1], [1, 0], [-1, 0], [0, -1], [0.75, 0.75], [-0.75, 0.75], [0.75, -0.75], [-0.75, -0.75],
];

/**
 * Places a label beside each vertex: `widths` are the labels' widths and `height` their height
 * in CSS pixels. A label may not leave the square nor cover a vertex or another label (each
 * such spot is a clash); among the spots without a clash it prefers one crossing the fewest
 * edges. Returns the labels' boxes and the number of labels that had to clash.
 */
export function placeLabels({ centres, radius, widths, height, side, edges }) {
  const boxes = [];
  let clashes = 0;
  const gap = Math.max(1.5, radius * 0.18);
  const overlaps = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const coversVertex = (box, skip) => centres.some((c, v) => v !== skip && distance(c, box) < radius + 1);
  centres.forEach((c, v) => {
    const w = widths[v];
    let best = null;
    SPOTS.forEach(([sx, sy], order) => {
      // The box's nearest side or corner is `gap` from the circle, in the spot's direction.
      const reach = radius + gap;
      const left = sx > 0 ? c.x + reach * sx : sx < 0 ? c.x + reach * sx - w : c.x - w / 2;
      const top = sy > 0 ? c.y + reach * sy : sy < 0 ? c.y + reach * sy - height : c.y - height / 2;
      const box = { left, top, right: left + w, bottom: top + height };
      const inside = box.left >= 0 && box.top >= 0 && box.right <= side && box.bottom <= side;
      const clash = !inside || coversVertex(box, v) || boxes.some((other) => overlaps(box, other));
      // Crossing an edge blurs the label; crossing one of its own edges also hides where it goes.
      const crossings = edges.reduce((sum, [a, b]) =>
        sum + (crosses(centres[a], centres[b], box) ? (a === v || b === v ? 0.6 : 1) : 0), 0);
      // A label nearer another vertex than its own reads as that vertex's name.
      const own = distance(c, box);
      const misleading = centres.filter((other, w) => w !== v && distance(other, box) < own + radius * 0.5).length;
      const score = (clash ? 1000 : 0) + misleading * 20 + crossings * 10 + order;
      if (!best || score < best.score) best = { score, box, clash };
    });
    if (best.clash) clashes += 1;
    boxes.push(best.box);
  });
  return { boxes, clashes };
}

const FONT = "system-ui, -apple-system, \"Segoe UI\", Roboto, \"Noto Sans CJK SC\", sans-serif";

/**
 * The labels to draw: the full names if they fit without a clash, else short ids, else short
 * ids in a smaller font (the fewest clashes). Kept per canvas while its size and graph stay.
 */
const labelCache = new WeakMap();
function labelsFor(context, canvas, board, centres, radius, side) {
  const key = `${side}|${radius}|${board.names.join("\u0001")}|${centres.map((c) => `${c.x},${c.y}`).join(";")}`;
  const cached = labelCache.get(canvas);
  if (cached?.key === key) return cached.labels;
  const base = Math.max(9, Math.min(14, radius * 0.95));
  const tries = [
    { texts: board.names, size: base },
    { texts: shortNames(board.names), size: base },
    { texts: shortNames(board.names), size: Math.max(8, base * 0.85) },
  ];
  let labels = null;
  for (const { texts, size } of tries) {
    context.font = `600 ${size}px ${FONT}`;
    const widths = texts.map((text) => context.measureText(text).width + 2);
    const placed = placeLabels({ centres, radius, widths, height: size * 1.15, side, edges: board.edges });
    if (!labels || placed.clashes < labels.clashes) labels = { texts, size, ...placed };
    if (placed.clashes === 0) break;
  }
  labelCache.set(canvas, { key, labels });
  return labels;
}

/**
 * A ring round a vertex, outside its circle, with a band of paper between the two, so that a
 * ring stands apart from a fill of a like colour (the amber of a try round an orange vertex).
 */
function ring(context, centre, radius, colour, width, dash = []) {
  context.save();
  context.strokeStyle = COLOURS.paper;
  context.lineWidth = 2;
  context.beginPath();
  context.arc(centre.x, centre.y, radius + 1, 0, 2 * Math.PI);
  context.stroke();
  context.strokeStyle = colour;
  context.lineWidth = width;
  context.setLineDash(dash);
  context.beginPath();
  context.arc(centre.x, centre.y, radius + 2 + width / 2, 0, 2 * Math.PI);
  context.stroke();
  context.restore();
}

/** Paper-coloured stripes over a vertex: the colour in question is not placed (yet, or any more). */
function hatch(context, centre, radius) {
  context.save();
  context.beginPath();
  context.arc(centre.x, centre.y, radius, 0, 2 * Math.PI);
  context.clip();
  context.strokeStyle = COLOURS.paper;
  context.globalAlpha = 0.6;
  context.lineWidth = Math.max(1, radius * 0.16);
  const step = Math.max(3, radius * 0.45);
  context.beginPath();
  for (let d = -2 * radius; d <= 2 * radius; d += step) {
    context.moveTo(centre.x + d - radius, centre.y + radius);
    context.lineTo(centre.x + d + radius, centre.y - radius);
  }
  context.stroke();
  context.restore();
}

function line(context, from, to, colour, width, dash = []) {
  context.save();
  context.strokeStyle = colour;
  context.lineWidth = width;
  context.lineCap = "round";
  context.setLineDash(dash);
  context.beginPath();
  context.moveTo(from.x, from.y);
  context.lineTo(to.x, to.y);
  context.stroke();
  context.restore();
}

/** An × of half-size `r` at the point `at` ({x, y}). */
function cross(context, at, r, colour, width) {
  crossAt(context, [at.x, at.y], r, colour, width);
}

/**
 * Draws the graph: `board` is { names, edges, positions, colours (a colour or null a vertex) },
 * `event` the lane's last event, `solved` whether the lane has a solution to show.
 */
export function drawColouringBoard(canvas, board, { event, solved }) {
  const { context, side } = prepare(canvas);
  context.fillStyle = COLOURS.paper;
  context.fillRect(0, 0, side, side);
  const { radius, centres } = geometry(board.positions, side);
  const { colours } = board;
  const vertexOf = (cell) => cell?.col;
  const thin = Math.max(1.25, radius * 0.14);
  const thick = Math.max(3, radius * 0.4);

  // The edges: an edge whose two ends share a colour (only the naive lane lets one stand,
  // until its check at the bottom) is dashed red.
  for (const [a, b] of board.edges) {
    const same = colours[a] !== null && colours[a] === colours[b];
    if (same) context.globalAlpha = 0.75;
    line(context, centres[a], centres[b], same ? COLOURS.rejected : COLOURS.gridLine, thin, same ? [4, 3] : []);
    context.globalAlpha = 1;
  }

  // What the event says about the edges, under the vertices.
  const kind = event?.kind;
  if (kind === "reject") {
    line(context, centres[vertexOf(event.at)], centres[vertexOf(event.conflict.with)], COLOURS.rejected, thick);
  } else if (kind === "leaf_check" && event.clash) {
    line(context, centres[vertexOf(event.clash.first)], centres[vertexOf(event.clash.second)], COLOURS.rejected, thick);
  } else if (kind === "dead_end") {
    // No colour left: every coloured neighbour has taken one.
    const v = vertexOf(event.at);
    for (const [a, b] of board.edges) {
      const other = a === v ? b : b === v ? a : null;
      if (other !== null && colours[other] !== null) line(context, centres[v], centres[other], COLOURS.rejected, thin * 1.6, [5, 3]);
    }
  }

  // The vertices, each in its colour with the colour's number; the vertex of a try, a
  // rejection or an undo shows the colour in question, striped.
  const ghost = ["try", "reject", "undo"].includes(kind) ? vertexOf(event.at) : null;
  const numberFont = `700 ${Math.max(8, Math.round(radius * 1.15))}px ${FONT}`;
  centres.forEach((c, v) => {
    const colour = v === ghost ? event.value : colours[v];
    context.save();
    context.beginPath();
    context.arc(c.x, c.y, radius, 0, 2 * Math.PI);
    context.fillStyle = colour === null || colour === undefined ? COLOURS.paper : fillOf(colour);
    context.fill();
    if (v === ghost) {
      hatch(context, c, radius);
      context.beginPath();
      context.arc(c.x, c.y, radius, 0, 2 * Math.PI);
    }
    context.strokeStyle = colour === null || colour === undefined ? COLOURS.gridLine : INK;
    context.lineWidth = Math.max(1, radius * 0.12);
    context.stroke();
    if (colour !== null && colour !== undefined) {
      context.fillStyle = numberOn(fillOf(colour));
      context.font = numberFont;
      context.textAlign = "center";
      context.textBaseline = "middle";
      context.fillText(String(colour + 1), c.x, c.y + radius * 0.06);
    }
    context.restore();
  });

  // The event's marks on the vertices.
  const ringWidth = Math.max(2, radius * 0.3);
  switch (kind) {
    case "try":
      ring(context, centres[vertexOf(event.at)], radius, COLOURS.trying, ringWidth);
      break;
    case "reject": {
      const from = centres[vertexOf(event.at)], to = centres[vertexOf(event.conflict.with)];
      ring(context, from, radius, COLOURS.rejected, ringWidth);
      ring(context, to, radius, COLOURS.rejected, ringWidth * 0.7);
      cross(context, { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 }, Math.max(3, radius * 0.45), COLOURS.rejected, thick * 0.7);
      break;
    }
    case "place":
      ring(context, centres[vertexOf(event.at)], radius, COLOURS.placing, ringWidth);
      break;
    case "undo":
      ring(context, centres[vertexOf(event.at)], radius, COLOURS.undone, ringWidth, [4, 3]);
      break;
    case "dead_end": {
      const at = centres[vertexOf(event.at)];
      ring(context, at, radius, COLOURS.rejected, ringWidth);
      cross(context, at, radius * 0.55, COLOURS.rejected, Math.max(2, radius * 0.22));
      break;
    }
    case "leaf_check":
      if (event.clash) {
        ring(context, centres[vertexOf(event.clash.first)], radius, COLOURS.rejected, ringWidth);
        ring(context, centres[vertexOf(event.clash.second)], radius, COLOURS.rejected, ringWidth);
      }
      break;
    default:
      break;
  }

  // The names, with a halo of paper so that edges under them do not blur them.
  const labels = labelsFor(context, canvas, board, centres, radius, side);
  context.save();
  context.font = `600 ${labels.size}px ${FONT}`;
  context.textAlign = "center";
  context.textBaseline = "middle";
  context.lineJoin = "round";
  context.lineWidth = 3;
  context.strokeStyle = COLOURS.paper;
  context.fillStyle = INK;
  labels.boxes.forEach((box, v) => {
    const x = (box.left + box.right) / 2, y = (box.top + box.bottom) / 2 + labels.size * 0.04;
    context.strokeText(labels.texts[v], x, y);
    context.fillText(labels.texts[v], x, y);
  });
  context.restore();

  if (kind === "leaf_check" && !event.clash) frame(context, side, COLOURS.placing, 4);
  if (kind === "solution") frame(context, side, COLOURS.solution, 6);
  else if (solved) frame(context, side, COLOURS.solution, 4);
}

// --- The puzzle module ----------------------------------------------------------------------

/** The vertex an event's square stands for, by name (or its number, counted from 1). */
function vertexName(instance, cell) {
  return instance?.graph?.names?.[cell?.col] ?? String((cell?.col ?? 0) + 1);
}

/** The preset's lesson colours, or undefined for a name that is not a preset. */
function presetColours(name) {
  return PRESETS.find((p) => p.name === name)?.colours;
}

export const colouring = {
  name: "colouring",
  strategies: ["naive", "pruned", "forward-checking"],
  mistakes: [],
  params: ["colours", "graph", "edges"],
  defaults: () => ({
    strategies: ["naive", "pruned", "forward-checking"],
    mode: "all",
    colours: presetColours(DEFAULT_GRAPH),
    graph: DEFAULT_GRAPH,
    edges: "",
  }),

  read(params, setup, { tr, core, note, quote, wholeNumber }) {
    const { t } = tr;
    const graphName = () => t(`colouring.short.${setup.graph}`);
    // The graph first: a preset brings its own number of colours, which a link's valid
    // colours= replaces (an invalid one leaves the preset's).
    if (params.has("graph")) {
      const name = params.get("graph");
      if (presetColours(name) !== undefined) {
        setup.graph = name;
        setup.edges = "";
        setup.colours = presetColours(name);
      } else {
        const message = describeColouringError(tr, { kind: "unknown_preset", found: name });
        note(t("colouring.note.bad_graph", { message, graph: graphName() }));
      }
    }
    if (params.has("colours")) {
      const k = wholeNumber(params.get("colours"), 1, MAX_COLOURS);
      if (k !== null) setup.colours = k;
      else note(t("colouring.note.bad_colours", { max: MAX_COLOURS, value: quote(params.get("colours")), colours: setup.colours }));
    }
    if (params.has("edges")) {
      const edges = tidyEdges(params.get("edges"));
      const checked = core.checkSetup("colouring", `${setup.colours}\n${edges}`);
      if (checked.ok) {
        setup.graph = "custom";
        setup.edges = edges;
      } else {
        note(t("colouring.note.bad_edges", { message: describeColouringError(tr, checked), graph: graphName() }));
      }
    }
  },
  write(setup, params) {
    params.set("colours", String(setup.colours));
    if (setup.graph === "custom") params.set("edges", setup.edges);
    else params.set("graph", setup.graph);
  },
  setupText,

  counters: ["dead_ends"],
  code: {
    naive: { lines: 9, on: { leaf_check: 2, solution: 3, try: 5, place: 6, undo: 8 } },
    pruned: { lines: 8, on: { solution: 1, try: 2, reject: 4, place: 5, undo: 7 } },
    "forward-checking": { lines: 11, on: { solution: 1, dead_end: 3, try: 6, place: 7, undo: 10 } },
  },

  describe(tr, event, stats, instance) {
    const { t } = tr;
    const at = { vertex: vertexName(instance, event?.at), colour: (event?.value ?? 0) + 1 };
    switch (event?.kind) {
      case "try":
      case "undo":
        return t(`event.${event.kind}.colouring`, at);
      case "place":
        return t("event.place.colouring", { ...at, node: stats.nodes });
      case "reject":
        return t(`event.reject.colouring.${event.conflict.rule}`, { ...at, with: vertexName(instance, event.conflict.with) });
      case "dead_end":
        return t("event.dead_end.colouring", { vertex: at.vertex, count: instance?.colours ?? 0 });
      case "leaf_check":
        if (!event.clash) return t("event.leaf_check.colouring.pass");
        return t(`event.leaf_check.colouring.${event.clash.rule}`,
          { first: vertexName(instance, event.clash.first), second: vertexName(instance, event.clash.second) });
    }
    return commonEvent(tr, event, stats);
  },

  board(lane, instance, { finished }) {
    const { graph } = instance;
    const solution = finished ? Array.from(lane.solution()) : [];
    const colours = solution.length === graph.names.length ? solution : Array.from(lane.board());
    return {
      names: graph.names,
      edges: graph.edges,
      positions: graph.positions,
      colours: colours.map((c) => (c === 255 || c === null || c === undefined ? null : c)),
    };
  },
  draw(canvas, board, { event, solved }) {
    // The colours as drawn, counted from 1; 0 for a vertex not coloured yet.
    canvas.dataset.colours = board.colours.map((c) => (c === null ? 0 : c + 1)).join(",");
    drawColouringBoard(canvas, board, { event, solved });
  },
  label: (tr, board, strategy) => tr.t("lane.board.colouring",
    { strategy, coloured: board.colours.filter((c) => c !== null).length, vertices: board.names.length }),
  alt(tr, board, sentence) {
    const { t } = tr;
    const size = { vertices: board.names.length, edges: board.edges.length, event: sentence };
    const coloured = board.names.flatMap((name, v) =>
      (board.colours[v] === null ? [] : [t("board.alt.colouring.vertex", { name, colour: board.colours[v] + 1 })]));
    if (coloured.length === 0) return t("board.alt.colouring_empty", size);
    return t("board.alt.colouring", { ...size, coloured: coloured.join(t("list.separator")) });
  },
  what: (tr, setup) => tr.t("share.what.colouring", { graph: tr.t(`colouring.short.${setup.graph}`), count: setup.colours }),
  // The naive tree tries every colour on every vertex: k^d nodes at depth d.
  levels(setup, t) {
    const vertices = verticesOf(setup);
    return {
      depths: vertices,
      caption: t("levels.caption.colouring", { colours: setup.colours, count: vertices }),
      columns: [{ id: "power", heading: t("levels.power.colouring", { colours: setup.colours }), value: (d) => setup.colours ** d }],
    };
  },

  tree: {
    fits: (setup) => verticesOf(setup) <= TREE_MAX_VERTICES,
    tooLarge: (t, setup) => t("search_tree.too_large.colouring", { count: verticesOf(setup), max: TREE_MAX_VERTICES }),
    rules: ["edge"],
    /** The sign under a cut: the vertex and a neighbour would have the same colour. */
    signs: { edge: "=" },
    /** The number a node shows: its colour counted from 1, as the board writes it. */
    value: (node) => node.value + 1,
    node: (tr, node, instance) => tr.t("search_tree.node.colouring",
      { vertex: vertexName(instance, node.at), colour: node.value + 1, step: node.step }),
    stub: (tr, stub, rule, instance) => tr.t("search_tree.stub.colouring",
      { vertex: vertexName(instance, stub.at), colour: stub.value + 1, with: vertexName(instance, stub.conflict.with) }),
  },

  form: {
    markup(text) {
      const k = "<var>k</var>";
      const options = [...PRESETS.map((p) => p.name), "custom"]
        .map((name) => `<option value="${name}">${text(`colouring.graph.${name}`)}</option>`).join("");
      return `
        <div class="colouring-setup">
          <div class="colouring-fields">
            <label class="field graph-field">${text("setup.colouring.graph")}
              <select id="colouring-graph">${options}</select>
            </label>
            <label class="field">${text("setup.colouring.colours")} ${k}
              <input id="colouring-colours" type="number" min="1" max="${MAX_COLOURS}" value="3" inputmode="numeric">
            </label>
            <p id="colouring-colours-error" class="error" role="alert" hidden></p>
          </div>
          <div class="colouring-edges">
            <label for="colouring-edges">${text("setup.colouring.edges")}</label>
            <textarea id="colouring-edges" rows="6" spellcheck="false" autocomplete="off"
              autocapitalize="off" aria-describedby="colouring-edges-hint colouring-error"></textarea>
            <p id="colouring-edges-hint" class="hint">${text("setup.colouring.edges_hint")}</p>
            <button id="colouring-use" type="button">${text("setup.colouring.use")}</button>
            <p id="colouring-error" class="error" role="alert" hidden></p>
          </div>
        </div>`;
    },
    wire({ $, lab, core, tr, signal }) {
      const { t } = tr;
      const select = $("colouring-graph");
      const colours = $("colouring-colours");
      const coloursError = $("colouring-colours-error");
      const edges = $("colouring-edges");
      const use = $("colouring-use");
      const error = $("colouring-error");
      const on = (element, type, handler) => element.addEventListener(type, handler, { signal });

      // Each preset's edge list, read once from the core (the page keeps no copy of it).
      const presetEdges = new Map();
      const edgesOf = (name) => {
        if (!presetEdges.has(name)) {
          let text = "";
          try {
            const lane = core.Lane.create("colouring", `${MAX_COLOURS} ${name}`, "naive", "first", 1);
            text = edgeList(lane.instance().graph);
            lane.free?.();
          } catch {
            // A preset the core does not have: the box stays empty for the reader to fill.
          }
          presetEdges.set(name, text);
        }
        return presetEdges.get(name);
      };
      /** The graph the race uses, as the box shows it. */
      const inUse = () => (lab.setup.graph === "custom" ? lab.setup.edges : edgesOf(lab.setup.graph));
      /** The graph the box was last set to: while the race's graph stays it, the box holds typing. */
      let shown = null;
      // What is typed and not raced, and why the core refused it, live in the setup, so that
      // the lab shown again in another language shows them again (its own words for the error).
      const keepTyped = (refused) => {
        lab.setup.colouringTyped = { graph: shown, text: edges.value, error: refused };
      };
      const forgetTyped = () => {
        delete lab.setup.colouringTyped;
      };

      const showError = (checked) => {
        error.hidden = !checked;
        error.textContent = checked ? describeColouringError(tr, checked) : "";
        if (checked) edges.setAttribute("aria-invalid", "true");
        else edges.removeAttribute("aria-invalid");
      };

      /** Races the typed graph, or says what is wrong with it (the text stays as typed). */
      function useTyped({ always = false } = {}) {
        const text = tidyEdges(edges.value);
        if (!always && text === tidyEdges(inUse())) {
          showError(null);
          forgetTyped();
          select.value = lab.setup.graph;
          return;
        }
        const checked = core.checkSetup("colouring", setupText({ colours: lab.setup.colours, graph: "custom", edges: text }));
        if (!checked.ok) {
          showError(checked);
          keepTyped(checked);
          select.value = lab.setup.graph;
          return;
        }
        showError(null);
        forgetTyped();
        lab.setup.graph = "custom";
        lab.setup.edges = text;
        shown = text;
        select.value = "custom";
        lab.rebuild();
      }

      on(use, "click", () => useTyped());
      on(edges, "input", () => keepTyped(lab.setup.colouringTyped?.error ?? null));
      on(edges, "keydown", (event) => {
        if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey)) return;
        event.preventDefault();
        useTyped();
      });
      on(select, "change", () => {
        if (select.value === "custom") {
          useTyped({ always: true });
          return;
        }
        const name = select.value;
        lab.setup.graph = name;
        lab.setup.edges = "";
        lab.setup.colours = presetColours(name) ?? lab.setup.colours;
        colours.value = String(lab.setup.colours);
        coloursError.hidden = true;
        shown = edgesOf(name);
        edges.value = shown;
        showError(null);
        forgetTyped();
        lab.rebuild();
      });
      on(colours, "change", () => {
        const k = /^[0-9]+$/.test(colours.value.trim()) ? Number(colours.value.trim()) : 0;
        if (k < 1 || k > MAX_COLOURS) {
          coloursError.hidden = false;
          coloursError.textContent = t("setup.colouring.colours_error", { max: MAX_COLOURS });
          return;
        }
        coloursError.hidden = true;
        lab.setup.colours = k;
        lab.rebuild();
      });

      return {
        show() {
          select.value = lab.setup.graph;
          colours.value = String(lab.setup.colours);
          // The field shows the colours in use again, so an error about a refused k no longer applies.
          coloursError.hidden = true;
          // A hidden tab's box is filled when its tab is shown: a preset's edges come from a
          // lane built on it, work that a reader of another puzzle never needs at load.
          if ($("setup-colouring").hidden) return;
          // The box follows the race's graph; while that stays, it keeps what the reader typed.
          const graph = inUse();
          if (graph === shown) return;
          shown = graph;
          const typed = lab.setup.colouringTyped;
          if (typed?.graph === graph) {
            edges.value = typed.text;
            showError(typed.error);
          } else {
            forgetTyped();
            edges.value = graph;
            showError(null);
          }
        },
      };
    },
  },
};
