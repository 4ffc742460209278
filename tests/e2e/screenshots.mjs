// Takes screenshots of the built page at a desktop and a phone size, for a person to look at:
//   node tests/e2e/screenshots.mjs [query] ; pictures land in shots/ (not committed).
// SHOT_SCRIPT runs in the page first (SHOT_WAIT ms before the picture); SHOT_ELEMENT takes one
// element (a selector) instead of the page; SHOT_NAME prefixes the files (shots/NAME-phone.png).

import { mkdirSync } from "node:fs";
import { serveDirectory } from "./serve.mjs";
import { launch } from "./browser.mjs";

const query = process.argv[2] ?? "";
const server = await serveDirectory(new URL("../../dist", import.meta.url).pathname);
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await launch();
mkdirSync("shots", { recursive: true });
const sizes = [
  { name: "desktop", viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  { name: "phone", viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
];
try {
  for (const { name, ...options } of sizes) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    page.on("console", (m) => m.type() === "error" && console.error(`${name}: ${m.text()}`));
    await page.goto(base + query);
    await page.waitForSelector("[data-ready]", { timeout: 10000 }).catch(() => {});
    if (process.env.SHOT_SCRIPT) await page.evaluate(process.env.SHOT_SCRIPT);
    await page.waitForTimeout(Number(process.env.SHOT_WAIT ?? 300));
    const file = `shots/${process.env.SHOT_NAME ? `${process.env.SHOT_NAME}-` : ""}${name}.png`;
    if (process.env.SHOT_ELEMENT) await page.locator(process.env.SHOT_ELEMENT).first().screenshot({ path: file });
    else await page.screenshot({ path: file, fullPage: process.env.SHOT_FULL !== "0" });
    console.log(file);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
