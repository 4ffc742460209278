// Shared set-up for the end-to-end tests: Debian's Chromium driven by playwright-core, with
// every console error, CSP violation and request to another origin recorded so a test can
// fail on it.

import { chromium } from "playwright-core";

export const BASE_URL = process.env.BASE_URL ?? "http://127.0.0.1:8080/";
/** The pages' Content-Security-Policy, which the tests' own host pages (chapters) carry too. */
export const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; style-src 'self'; "
  + "img-src 'self' data: blob:; object-src 'none'; base-uri 'self'";

const CHROMIUM_FLAGS = [
  "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
];

export async function launch() {
  return chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: CHROMIUM_FLAGS });
}

/**
 * A new page in a new context (`options` go to the context) with `problems`: console errors,
 * uncaught exceptions, Content-Security-Policy violations (in any frame, also from shadow
 * roots: the event reaches the document) and requests to any other origin than `origin`
 * (BASE_URL's by default), as strings.
 */
export async function watchedPage(browser, options = {}, { origin = new URL(BASE_URL).origin } = {}) {
  const context = await browser.newContext(options);
  // Waits are hang guards, not speed limits: a busy 2-core machine can take tens of seconds
  // to load a page, so nothing here gives up before a minute and a half.
  context.setDefaultTimeout(90_000);
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} in ${event.sourceFile || location.href}`);
    }, true);
  });
  const page = await context.newPage();
  const problems = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["data:", "blob:", "about:"].includes(url.protocol) && url.origin !== origin) {
      problems.push(`request to another origin: ${request.url()}`);
    }
  });
  return { page, problems, context };
}

/**
 * Opens `path` (relative to BASE_URL) in a new watched page (see watchedPage) and waits for
 * the page to be ready.
 */
export async function open(browser, path = "", options = {}) {
  const watched = await watchedPage(browser, options);
  await watched.page.goto(new URL(path, BASE_URL).href);
  await watched.page.waitForSelector("body[data-ready]");
  return watched;
}

/**
 * One counter of one lane (`data-lane` and `data-stat` hooks): its text, as shown ("3,906" in
 * English); for the status, its id (`data-value`: "running", "finished", …) in any language.
 */
export async function stat(page, lane, name) {
  const selector = `[data-lane="${lane}"] [data-stat="${name}"]`;
  if (name === "status") return page.getAttribute(selector, "data-value");
  return (await page.textContent(selector)).trim();
}

/** A counter as a number ("3,906" → 3906). */
export async function count(page, lane, name) {
  return Number((await stat(page, lane, name)).replaceAll(",", ""));
}

/** Waits until every lane shown has ended. */
export async function waitForEnd(page, timeout = 60000) {
  await page.waitForFunction(() => [...document.querySelectorAll("[data-lane] [data-stat=status]")]
    .every((s) => s.dataset.value !== "running"), null, { timeout });
}
