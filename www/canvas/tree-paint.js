// Paints one lane's search tree on a canvas, as it stands after some step, and only the part
// in sight: the canvas is as wide as the box it scrolls in, so a tree of thousands of nodes
// costs what its visible slice costs. Visited edges and nodes, cut candidates as short red
// stubs ending in a cross with the rule's sign and the size of the subtree the cut saved,
// solutions ringed in gold, failed checks and dead ends under their leaf, digits forced by
// propagation as small squares, the path to where the search stands in the lane's colour, and
// the focused node ringed for keyboard users.

export const LEVEL = 44;
export const PAD = 16;
const GOLD = "#d4a017", GREEN = "#2d8a4e";

/** Where things go at `px` CSS pixels per leaf: { px, radius, labels, values, x(slot),
 *  y(depth), width, height, cross }. Labels show from 13 px a leaf, node values from 18. */
export function geometry(layout, px) {
  const labels = px >= 13, values = px >= 18;
  const radius = Math.max(1.6, Math.min(values ? 8 : 5, px * 0.32));
  const x = (slot) => PAD + slot * px;
  const y = (depth) => PAD + depth * LEVEL;
  return {
    px, radius, labels, values, x, y,
    width: Math.ceil(x(layout.width) + PAD),
    height: Math.ceil(y(layout.depth) + (labels ? 44 : 18)),
    cross: Math.max(1.5, Math.min(3.5, px * 0.2)),
  };
}

/** Where a cut's cross sits. */
export function stubPoint(tree, layout, g, i) {
  const stub = tree.stubs[i];
  return { x: g.x(layout.stubX[i]), y: g.y(tree.nodes[stub.parent].depth) + LEVEL * 0.55 };
}

/**
 * Paints the tree. `view`: { tree, layout, g (geometry), shown ({ nodes, stubs, ends, forced }:
 * how many of each are visited), path (a Set of node ids), current, focus (a node id or
 * null), colours ({ lane, ink, muted, card, accent, bad }), left and width (the slice in sight, in
 * CSS pixels of the tree), height, label(value) (a formatted number), value(node) (the number
 * a node shows) and sign(stub) (the sign under a cut: the puzzle's `tree.signs` for its rule,
 * or a program's line) }.
 */
export function paintTree(context, view) {
  const { tree, layout, g, shown, path, current, focus, colours, left, width, sign } = view;
  const { nodes, stubs } = tree;
  const right = left + width, margin = 40;
  const seen = (x) => x >= left - margin && x <= right + margin;
  const crossing = (x1, x2) => Math.max(x1, x2) >= left - margin && Math.min(x1, x2) <= right + margin;
  const nx = (id) => g.x(layout.nodeX[id]);
  const ny = (id) => g.y(nodes[id].depth);
  const r = g.radius;
  context.save();
  context.clearRect(0, 0, width, view.height);
  context.translate(-left, 0);
  context.lineCap = "round";

  // Segment from a parent's rim towards a child, stopping `gap` short of it.
  const segment = (x1, y1, x2, y2, gap) => {
    const length = Math.hypot(x2 - x1, y2 - y1) || 1;
    const ux = (x2 - x1) / length, uy = (y2 - y1) / length;
    context.moveTo(x1 + ux * r, y1 + uy * r);
    context.lineTo(x2 - ux * gap, y2 - uy * gap);
  };
  const cross = (cx, cy, c) => {
    context.moveTo(cx - c, cy - c); context.lineTo(cx + c, cy + c);
    context.moveTo(cx + c, cy - c); context.lineTo(cx - c, cy + c);
  };

  // Edges off the path.
  context.beginPath();
  for (let id = 1; id < shown.nodes; id++) {
    if (path.has(id)) continue;
    const parent = nodes[id].parent;
    if (crossing(nx(parent), nx(id))) segment(nx(parent), ny(parent), nx(id), ny(id), r);
  }
  context.strokeStyle = colours.muted;
  context.lineWidth = 1;
  context.stroke();

  // Cuts: a dashed stub and a cross; the rule's sign and the saved size under it.
  const c = g.cross;
  const cuts = [];
  context.beginPath();
  for (let i = 0; i < shown.stubs; i++) {
    const parent = stubs[i].parent;
    const { x, y } = stubPoint(tree, layout, g, i);
    if (!crossing(nx(parent), x)) continue;
    segment(nx(parent), ny(parent), x, y, c + 1);
    if (seen(x)) cuts.push(i);
  }
  context.setLineDash([2, 2]);
  context.strokeStyle = colours.bad;
  context.lineWidth = 1;
  context.stroke();
  context.setLineDash([]);
  context.beginPath();
  for (const i of cuts) {
    const { x, y } = stubPoint(tree, layout, g, i);
    cross(x, y, c);
  }
  context.lineWidth = 1.6;
  context.stroke();
  if (g.labels) {
    context.textAlign = "center";
    context.textBaseline = "middle";
    context.fillStyle = colours.ink;
    context.font = "700 11px ui-monospace, 'DejaVu Sans Mono', monospace";
    for (const i of cuts) {
      const { x, y } = stubPoint(tree, layout, g, i);
      context.fillText(sign(stubs[i]), x, y + 11);
    }
    context.fillStyle = colours.muted;
    context.font = "10px system-ui, sans-serif";
    context.textAlign = "left";
    for (const i of cuts) {
      // A program's cut saved no size the lab knows: its line is under it instead.
      if (stubs[i].line) continue;
      const { x, y } = stubPoint(tree, layout, g, i);
      context.save();
      context.translate(x, y + 18);
      context.rotate(Math.PI / 2);
      context.fillText(view.label(stubs[i].saved_nodes), 0, 0);
      context.restore();
    }
  }

  // How nodes ended: a gold halo behind a solution, a cross or a bar under a leaf.
  context.beginPath();
  const marks = [];
  for (let k = 0; k < shown.ends; k++) {
    const end = layout.ends[k];
    const x = nx(end.node), y = ny(end.node);
    if (!seen(x)) continue;
    if (end.kind === "solution") {
      context.moveTo(x + r + Math.max(2, r * 0.7), y);
      context.arc(x, y, r + Math.max(2, r * 0.7), 0, 2 * Math.PI);
    } else {
      marks.push(end);
    }
  }
  context.fillStyle = GOLD;
  context.fill();
  context.beginPath();
  for (const end of marks) {
    const x = nx(end.node), y = ny(end.node);
    if (end.kind === "failed_check") {
      cross(x, y + r + c + 2, c);
    } else {
      const w = Math.max(2, Math.min(5, g.px * 0.3)), by = y + r + 5;
      context.moveTo(x, y + r); context.lineTo(x, by);
      context.moveTo(x - w, by); context.lineTo(x + w, by);
    }
  }
  context.strokeStyle = colours.bad;
  context.lineWidth = 1.6;
  context.stroke();

  // Digits forced while the search stood at a node (propagation).
  const side = Math.max(2, Math.min(4, g.px * 0.25));
  context.fillStyle = GREEN;
  for (let k = 0; k < shown.forced; k++) {
    const forced = layout.forced[k];
    const x = nx(forced.node) + r + 2 + forced.index * (side + 1);
    if (seen(x)) context.fillRect(x, ny(forced.node) + r + 2, side, side);
  }

  // Nodes off the path, then the path on top in the lane's colour.
  context.beginPath();
  for (let id = 0; id < shown.nodes; id++) {
    if (path.has(id) || !seen(nx(id))) continue;
    context.moveTo(nx(id) + r, ny(id));
    context.arc(nx(id), ny(id), r, 0, 2 * Math.PI);
  }
  context.fillStyle = colours.card;
  context.fill();
  context.strokeStyle = colours.muted;
  context.lineWidth = g.labels ? 1.5 : 1;
  context.stroke();
  context.beginPath();
  for (const id of path) {
    const parent = nodes[id].parent;
    if (parent !== undefined && parent !== null) segment(nx(parent), ny(parent), nx(id), ny(id), r);
  }
  context.strokeStyle = colours.lane;
  context.lineWidth = g.labels ? 3 : 2;
  context.stroke();
  context.beginPath();
  for (const id of path) {
    context.moveTo(nx(id) + r, ny(id));
    context.arc(nx(id), ny(id), r, 0, 2 * Math.PI);
  }
  context.fillStyle = colours.lane;
  context.fill();
  ring(context, nx(current), ny(current), r + 1.5, colours.ink, 2.5);
  if (focus !== null && focus !== undefined && focus < shown.nodes) ring(context, nx(focus), ny(focus), r + 4, colours.accent, 3);

  if (g.values) {
    context.font = "700 9px system-ui, sans-serif";
    context.textAlign = "center";
    context.textBaseline = "middle";
    for (let id = 1; id < shown.nodes; id++) {
      if (!seen(nx(id))) continue;
      context.fillStyle = path.has(id) ? "#ffffff" : colours.ink;
      // Squeezed to the node's width: a program's label (`+3`, `i=2`) may be longer than a digit.
      context.fillText(String(view.value(nodes[id])), nx(id), ny(id) + 0.5, 2 * r + 6);
    }
  }
  context.restore();
}

function ring(context, x, y, radius, colour, width) {
  context.beginPath();
  context.arc(x, y, radius, 0, 2 * Math.PI);
  context.strokeStyle = colour;
  context.lineWidth = width;
  context.stroke();
}

/** The visited node under (x, y) in tree coordinates, or else the visited cut, or null:
 *  { node } or { stub }. */
export function hitTest(tree, layout, g, shown, x, y) {
  let best = null, bestDistance = g.radius + 6;
  for (let id = 0; id < shown.nodes; id++) {
    const d = Math.hypot(g.x(layout.nodeX[id]) - x, g.y(tree.nodes[id].depth) - y);
    if (d <= bestDistance) { best = { node: id }; bestDistance = d; }
  }
  if (best) return best;
  bestDistance = g.cross + 5;
  for (let i = 0; i < shown.stubs; i++) {
    const point = stubPoint(tree, layout, g, i);
    const d = Math.hypot(point.x - x, point.y - y);
    if (d <= bestDistance) { best = { stub: i }; bestDistance = d; }
  }
  return best;
}
