// <backtracking-lab>, the lab as a web component for a textbook's pages: load this module (from
// any path: the lab finds its modules, stylesheet and core by their own URLs) and write
// <backtracking-lab puzzle="queens" n="6" strategies="naive,pruned"></backtracking-lab>.
// The element is www/pages/element.js's (its module doc says what it does); this file, at
// dist's root, is where a chapter loads it from, and what it exports: the element's class, the
// attributes it reads and its events.

export { BacktrackingLab, ATTRIBUTES, EVENT_TYPES } from "./www/pages/element.js";
