// The lab's features, listed once. Everything a lab shows beside its lanes and transport is a
// feature: the code beside each lane, the views under the race (occupancy strips, pencil
// marks, the search tree, the chart or per-level table, the live region) and the lessons'
// experiments (mistakes, estimates, guesses, the log, the guided lessons). Each is one
// module's object in the shape below; the lab (lab.js), its link (url.js), its markup and its
// set-up form walk this list and never name a feature, so a new feature is a module and one
// line in FEATURES. Every field is optional:
//
//   params        the link's parameters the feature owns (url.js reads no other feature's)
//   defaults()    its fields of a fresh setup ({ code: false })
//   read(params, setup, { tr, core, note, quote, wholeNumber })
//                 reads its parameters (a URLSearchParams) into `setup`; `note(text)` says in the
//                 lab's language what it ignored (the same context a puzzle's read gets)
//   write(setup, params)   writes them into `params`, only what differs from its defaults
//   prepare(params)        the parameters everything is read from (the guided lessons put their
//                          setup under the link's)
//   toggle        { id, field, label }: a check box of the page's set-up form that switches
//                 `setup[field]`, labelled by the translation key `label`
//   attach(lab)   its part of one lab, made once the core and the setup are there:
//                 { before() what a race of the setup needs first (a promise: the lab builds
//                   the race once it resolves), or null when it has it;
//                   lane(view, lane) → a panel under a lane ({ show(lane, stats), update?,
//                   destroy? }) or null, asked for every lane of every race;
//                   rebuild() a new race has its lanes; show({ race, stats, how, playing })
//                   every frame drawn (stats: each lane's counters);
//                   update() its switch changed; score() its own score from 0 to 1 for a
//                   host that keeps scores (a quiz's: guesses judged), or null; destroy() }
//
// `lab` is what a feature sees of the lab: element, $(id) (an element of its markup), full
// (the page's chrome), still (no control shows), keyTarget (where its keys are heard: the
// document or the lab), tr, t, number, lang (the language the link
// asked for, or null), signal (aborts with the lab), core, programCore (the program lanes'
// core, once a program races), setup, race, views (the LaneViews), and recordSetup(),
// rebuild(), setStrategies(names), invalidate() (draw again), seek(step), linksWith(change)
// (the share bar's links, the setup's query changed by `change(params)`).

import { pseudoCode } from "../views/code.js";
import { occupancyStrips } from "../views/occupancy-view.js";
import { pencilMarks } from "../views/candidates-view.js";
import { searchTree } from "../views/tree-view.js";
import { levels } from "../views/levels.js";
import { guidedLessons } from "../lessons/lessons.js";
import { mistakeLab } from "../lessons/mistakes.js";
import { treeEstimate } from "../lessons/estimate.js";
import { guesses } from "../lessons/predict.js";
import { narrationLog } from "../lessons/narration.js";
import { liveRegion } from "../views/live.js";
import { programLanes } from "../views/program-view.js";
import { exercises } from "../exercises/exercises.js";
import { presentation } from "../views/present.js";

/**
 * In this order the link writes their parameters, the notes say what they ignored, the set-up
 * form shows their switches, and a lane stacks their panels.
 */
export const FEATURES = [
  programLanes, // program=, program-2=, steps=: the learner's Python under its lane
  exercises, // exercise=@name or ~…: a task above the race, its checks and score
  pseudoCode, // code=1: each lane's loop, the line of its last event marked
  occupancyStrips, // under an occupancy lane: the arrays cols, anti and diag
  pencilMarks, // under a candidates or propagation lane: each empty cell's candidates
  searchTree, // tree=1: each lane's search tree, growing as it runs
  levels, // the chart of nodes per depth, or the per-level table (table=1)
  guidedLessons, // lesson=…: a lesson's setup, its card, and the page's Lessons menu
  mistakeLab, // a mistake lane's true count, its attacking pairs and its verdict
  treeEstimate, // Knuth's estimate of a lane's tree where no closed form exists
  guesses, // predict=1, guess=…: a guess per lane, judged when it ends
  narrationLog, // log=1: each lane's last sentences
  liveRegion, // what screen readers are told, at most about once a second
  presentation, // present=1: the race fills the screen, for a class
];

/** The link's parameters the features own, in the order they write them. */
export const FEATURE_PARAMS = FEATURES.flatMap((feature) => feature.params ?? []);
