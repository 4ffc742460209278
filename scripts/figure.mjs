// README's picture, saved by the lab itself: six queens raced three ways with their search
// trees, run to the end, and the page's own Save PNG (share.js's picture of the boards, their
// counters, the chart and the trees) written to docs/src/images/race.png. Run it after
// `make dist`, with port 8080 free: `node scripts/figure.mjs`.

import { mkdirSync, writeFileSync, readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { serveDirectory } from "../tests/e2e/serve.mjs";

const ROOT = new URL("../", import.meta.url);
const QUERY = "?puzzle=queens&n=6&strategies=naive,permutation,pruned&mode=all&lang=en";
const OUT = new URL("docs/src/images/race.png", ROOT);

// On make serve's port, so the link under the picture is the one a reader's make serve gives.
const server = await serveDirectory(new URL("dist", ROOT).pathname, { port: 8080 });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ["--no-sandbox", "--disable-gpu"] });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`http://127.0.0.1:${server.address().port}/${QUERY}`);
  await page.waitForSelector("[data-ready=true]");
  await page.focus("#play");
  await page.keyboard.press("End");
  await page.waitForFunction(() => [...document.querySelectorAll("[data-lane] [data-stat=status]")]
    .every((status) => status.dataset.value !== "running"), null, { timeout: 120000 });
  const saved = page.waitForEvent("download");
  await page.click("#save-png");
  const download = await saved;
  mkdirSync(new URL("docs/src/images/", ROOT), { recursive: true });
  writeFileSync(OUT, readFileSync(await download.path()));
  console.log(`wrote ${OUT.pathname}`);
} finally {
  await browser.close();
  server.close();
}
