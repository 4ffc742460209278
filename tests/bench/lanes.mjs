// The stepper in the shipped .wasm, in Node: every strategy of every puzzle through the lane
// interface, as native.rs's lanes() runs them natively (tests/bench/lanes.json names the
// instances), printed as native.rs prints its lines, one JSON object per lane. run.mjs runs it
// in a few fresh processes beside the native bench and keeps each lane's best.
// `node tests/bench/lanes.mjs [DIST]` (BENCH_LANES: only the lanes whose "puzzle strategy" holds it).

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const dist = process.argv[2] ?? new URL("../../dist", import.meta.url).pathname;
const only = process.env.BENCH_LANES ?? "";
const core = await import(pathToFileURL(join(dist, "backtracking-lab.js")).href);
core.initSync({ module: readFileSync(join(dist, "backtracking-lab_bg.wasm")) });

const spec = JSON.parse(readFileSync(new URL("./lanes.json", import.meta.url), "utf8"));
for (const { puzzle, setup, mode, strategies } of spec.lanes) {
  const listed = core.puzzles().find((p) => p.name === puzzle);
  for (const { name: strategy } of listed.strategies) {
    // An instance that names its strategies is for those only, as in native.rs.
    if (strategies && !strategies.includes(strategy)) continue;
    if (!`${puzzle} ${strategy}`.includes(only)) continue;
    // Warm-up: V8 compiles wasm with a baseline tier first and optimises a hot function on
    // another thread a moment later; what is measured is the optimised code, as a page that
    // has been used runs. Half a second of stepping: a fixed count of events was over before
    // the optimised code arrived in a fresh process (queens naive at 106 M events a second
    // against 186-190 once optimised).
    for (const until = performance.now() + 500; performance.now() < until; ) {
      const warm = core.Lane.create(puzzle, setup, strategy, mode, 0);
      while (performance.now() < until && warm.advance(spec.batch) === spec.batch);
      warm.free();
    }
    // The best of five rounds, as native.rs takes; building the lanes is not timed.
    let best = 0, ran = 0;
    for (let round = 0; round < 5; round++) {
      let ms = 0;
      ran = 0;
      while (ran < spec.events) {
        const lane = core.Lane.create(puzzle, setup, strategy, mode, 0);
        const start = performance.now();
        while (ran < spec.events) {
          const done = lane.advance(spec.batch);
          ran += done;
          if (done < spec.batch) break;
        }
        ms += performance.now() - start;
        lane.free();
      }
      best = Math.max(best, ran / (ms / 1000));
    }
    console.log(JSON.stringify({ bench: "lane", puzzle, strategy, events: ran, events_per_s: Math.round(best) }));
  }
}
