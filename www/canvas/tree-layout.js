// The search tree's shape, for drawing it step by step: from the core's recorded tree (a lane's
// searchTree: nodes, cut stubs, ends, forced values, each with the step that made it) this
// works out where everything sits (leaves and cuts side by side in the order they were tried,
// a node above the middle of its children; depth downwards) and answers what the tree looks
// like after any step: how much of it has been visited (a prefix of each list, since steps only
// grow), where the search stands, the path down to it, and what the cuts so far have saved.
// Plain data in, plain data out: no page, no core.

/** A cut candidate takes less room than a leaf: it is drawn as a short stub. */
export const STUB_WIDTH = 0.75;

/** How many of `steps` (ascending) are at or before `step`. */
export function countUpTo(steps, step) {
  let low = 0, high = steps.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (steps[middle] <= step) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Lays `tree` out. Returns { nodeX, stubX (in leaf slots), width (slots), depth (the deepest
 * level, stubs included), ends: [{ node, kind, step, ... }] and forced: [{ node, index, step }]
 * (each sorted by step), nodeSteps, stubSteps, endSteps, forcedSteps (for countUpTo),
 * savedBefore (savedBefore[k]: what the first k stubs saved), solutionsBefore (the same for
 * solutions among the ends), byDepth (node ids per depth, left
 * to right, which is also the order visited) }.
 */
export function layoutTree(tree) {
  const { nodes, stubs } = tree;
  const nodeX = new Float64Array(nodes.length);
  const stubX = new Float64Array(stubs.length);
  let slot = 0;
  let depth = 0;
  // Children and cuts of a node, in the order they were tried (their steps).
  const tried = (node) => {
    const list = [
      ...node.children.map((id) => ({ id, stub: false, step: nodes[id].step })),
      ...node.stubs.map((id) => ({ id, stub: true, step: stubs[id].step })),
    ];
    return list.sort((a, b) => a.step - b.step);
  };
  // Depth first, left to right (depth is at most 16 or so: recursion is fine).
  const place = (id) => {
    const node = nodes[id];
    depth = Math.max(depth, node.depth);
    const kids = tried(node);
    if (kids.length === 0) {
      nodeX[id] = slot + 0.5;
      slot += 1;
      return;
    }
    for (const kid of kids) {
      if (kid.stub) {
        stubX[kid.id] = slot + STUB_WIDTH / 2;
        slot += STUB_WIDTH;
        depth = Math.max(depth, stubs[kid.id].depth);
      } else {
        place(kid.id);
      }
    }
    const first = kids[0], last = kids[kids.length - 1];
    const at = (kid) => (kid.stub ? stubX[kid.id] : nodeX[kid.id]);
    nodeX[id] = (at(first) + at(last)) / 2;
  };
  if (nodes.length > 0) place(0);

  const ends = nodes.flatMap((node, id) => (node.end ? [{ node: id, ...node.end }] : []))
    .sort((a, b) => a.step - b.step);
  const forced = nodes.flatMap((node, id) => node.forced.map((f, index) => ({ node: id, index, ...f })))
    .sort((a, b) => a.step - b.step);
  const savedBefore = new Float64Array(stubs.length + 1);
  stubs.forEach((stub, k) => { savedBefore[k + 1] = savedBefore[k] + stub.saved_nodes; });
  const solutionsBefore = new Uint32Array(ends.length + 1);
  ends.forEach((end, k) => { solutionsBefore[k + 1] = solutionsBefore[k] + (end.kind === "solution" ? 1 : 0); });
  const byDepth = [];
  nodes.forEach((node, id) => (byDepth[node.depth] ??= []).push(id));
  return {
    nodeX, stubX, width: Math.max(1, slot), depth, ends, forced, savedBefore, solutionsBefore, byDepth,
    nodeSteps: nodes.map((n) => n.step),
    stubSteps: stubs.map((s) => s.step),
    endSteps: ends.map((e) => e.step),
    forcedSteps: forced.map((f) => f.step),
  };
}

/** The node the search stands at after `step` steps: the last one visited, or its nearest
 *  ancestor not yet taken back. */
export function currentAt(nodes, layout, step) {
  let id = Math.max(0, countUpTo(layout.nodeSteps, step) - 1);
  while (id > 0 && nodes[id].left !== undefined && nodes[id].left !== null && nodes[id].left <= step) {
    id = nodes[id].parent;
  }
  return id;
}

/** The nodes from the root down to `id`. */
export function pathTo(nodes, id) {
  const path = [];
  for (let at = id; at !== undefined && at !== null; at = nodes[at].parent) path.push(at);
  return path.reverse();
}

/**
 * What the tree shows after `step` steps: { nodes, stubs, ends, forced } (how many of each
 * list are visible), current (the node the search stands at), solutions (solutions found so
 * far) and saved (reference nodes the visible cuts saved).
 */
export function stateAt(tree, layout, step) {
  const stubs = countUpTo(layout.stubSteps, step);
  const ends = countUpTo(layout.endSteps, step);
  return {
    nodes: countUpTo(layout.nodeSteps, step),
    stubs,
    ends,
    forced: countUpTo(layout.forcedSteps, step),
    current: currentAt(tree.nodes, layout, step),
    solutions: layout.solutionsBefore[ends],
    saved: layout.savedBefore[stubs],
  };
}
