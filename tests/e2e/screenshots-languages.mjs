// Screenshots of every language, for a person to look at as a learner would (text cut off,
// overlaps, fonts, untranslated words, awkward wrapping): the main page with N-Queens running,
// with Sudoku and its editor, with graph colouring and with a program lane, and the embed
// view, each at 390×844 and 1280×800.
//   node tests/e2e/screenshots-languages.mjs [lang ...] ; pictures land in shots/ (not committed).
// SHOT_SCALE sets the device pixel ratio (1 by default: the pictures stay small enough to read);
// SHOT_PARTS=1 also saves each page cut into window-high parts (shots/parts/), to read closely.

import { mkdirSync } from "node:fs";
import { serveDirectory } from "./serve.mjs";
import { launch } from "./browser.mjs";
import { LANGUAGES } from "../../www/words/i18n.js";
import "../js/support/languages.mjs";

const PAGES = [
  { name: "queens", path: "?puzzle=queens&n=6&strategies=naive,permutation,pruned&mode=all&code=1&step=60" },
  { name: "sudoku", path: "?puzzle=sudoku&strategies=naive,pruned,candidates,propagation&step=12" },
  { name: "embed", path: "embed.html?puzzle=queens&n=6&strategies=naive,permutation,pruned&controls=all&step=40" },
  { name: "colouring", path: "?puzzle=colouring&graph=petersen&colours=3&strategies=pruned,forward-checking&mode=all&step=30" },
  { name: "program", path: "?puzzle=queens&n=5&strategies=pruned,program&mode=all&program=@queens_d&step=200" },
];
const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
];

const languages = process.argv.slice(2).length ? process.argv.slice(2) : LANGUAGES;
const server = await serveDirectory(new URL("../../dist", import.meta.url).pathname);
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await launch();
mkdirSync("shots", { recursive: true });
try {
  for (const lang of languages) {
    for (const { name, path } of PAGES) {
      for (const size of SIZES) {
        const context = await browser.newContext({ viewport: size.viewport, deviceScaleFactor: Number(process.env.SHOT_SCALE ?? 1) });
        const page = await context.newPage();
        page.on("console", (m) => m.type() === "error" && console.error(`${lang} ${name} ${size.name}: ${m.text()}`));
        await page.goto(`${base}${path}&lang=${lang}`);
        await page.waitForSelector("body[data-ready]", { timeout: 10000 });
        await page.waitForTimeout(300);
        const file = `shots/${lang}-${name}-${size.name}.png`;
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
        if (process.env.SHOT_PARTS) {
          mkdirSync("shots/parts", { recursive: true });
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          const { width, height: window } = size.viewport;
          for (let y = 0, k = 0; y < height; y += window, k++) {
            const clip = { x: 0, y, width, height: Math.min(window, height - y) };
            await page.screenshot({ path: `shots/parts/${lang}-${name}-${size.name}-${k}.png`, fullPage: true, clip });
          }
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
