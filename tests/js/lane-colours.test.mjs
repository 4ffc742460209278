// The lanes' colours hold on a washed-out projector: every lane's colour, in the light theme
// and the dark, stands at least 4.5:1 against the cards and the paper (WCAG AA for text: the
// chart writes each lane's name in its colour), and the saved picture's colours (lab.js) are
// the light theme's.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { contrast } from "../../www/puzzles/colouring.js";

const CSS = readFileSync(new URL("../../www/style.css", import.meta.url), "utf8");
const LAB = readFileSync(new URL("../../www/lab/lab.js", import.meta.url), "utf8");

/** The custom properties of the first `:root, :host {…}` block after `from` in the stylesheet. */
function properties(from) {
  const start = CSS.indexOf(":root, :host {", CSS.indexOf(from));
  const block = CSS.slice(start, CSS.indexOf("}", start));
  return Object.fromEntries([...block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2].toLowerCase()]));
}

test("every lane's colour stands 4.5:1 against the cards and the paper, light and dark", () => {
  for (const [theme, colours] of [["light", properties(":root, :host {")], ["dark", properties("prefers-color-scheme: dark")]]) {
    const lanes = Object.keys(colours).filter((name) => name.startsWith("lane-"));
    assert.equal(lanes.length, 4, theme);
    for (const lane of lanes) {
      for (const ground of ["card", "paper"]) {
        const ratio = contrast(colours[lane], colours[ground]);
        assert.ok(ratio >= 4.5, `${theme} ${lane} ${colours[lane]} on ${ground} ${colours[ground]}: ${ratio.toFixed(2)}`);
      }
    }
  }
});

test("the saved picture's lane colours are the light theme's", () => {
  const light = properties(":root, :host {");
  const saved = JSON.parse(/const LANE_COLOURS = (\[[^\]]*\])/.exec(LAB)[1]);
  assert.deepEqual(saved, ["lane-1", "lane-2", "lane-3", "lane-4"].map((lane) => light[lane]));
});
