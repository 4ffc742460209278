// A small WebDriver client for Debian's firefox-esr driven by geckodriver (no npm package):
// classic WebDriver over HTTP for navigation, scripts, keys and clicks, and a WebDriver BiDi
// socket (Node's built-in WebSocket, `node --experimental-websocket` on Node 20) that records
// JavaScript errors, console errors and requests to another origin, from the first byte of
// every page on. Firefox runs headless in a fresh temporary profile; `quit()` ends the session
// and kills geckodriver and Firefox (their whole process group), and so does leaving the
// process in any other way.

import { spawn, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";

export const FIREFOX = process.env.FIREFOX ?? "/usr/bin/firefox-esr";
// Where `cargo install geckodriver` puts it (make firefox), else whatever PATH finds.
const CARGO_GECKODRIVER = join(process.env.CARGO_HOME ?? join(homedir(), ".cargo"), "bin", "geckodriver");
export const GECKODRIVER = process.env.GECKODRIVER ?? (existsSync(CARGO_GECKODRIVER) ? CARGO_GECKODRIVER : "geckodriver");
/** The longest any one wait may take: a guard against hangs, never a measure of speed. */
export const HANG_GUARD_MS = 120_000;

/** Keys of the WebDriver key actions by their DOM names. */
export const KEYS = {
  End: "\uE010", Home: "\uE011", ArrowLeft: "\uE012", ArrowUp: "\uE013", ArrowRight: "\uE014",
  ArrowDown: "\uE015", Escape: "\uE00C", Enter: "\uE007", Backspace: "\uE003", Space: " ",
};

const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";

/**
 * Starts geckodriver on a free port and opens a headless Firefox session. `origin` is the only
 * origin pages may request from (data: and blob: URLs aside); everything else is a problem.
 */
export async function startFirefox({ origin }) {
  const profileRoot = mkdtempSync(join(tmpdir(), "backtracking-lab-firefox-"));
  const driver = spawn(GECKODRIVER, ["--port", "0", "--websocket-port", "0", "--profile-root", profileRoot], {
    // Its own process group, so that Firefox and its content processes go with it.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, MOZ_HEADLESS: "1" },
  });
  const firefox = new Firefox(driver, profileRoot, origin);
  try {
    firefox.url = await listeningUrl(driver, firefox);
    await firefox.open();
  } catch (error) {
    await firefox.quit();
    throw new Error(`${error.message}\ngeckodriver's log:\n${firefox.log}`);
  }
  return firefox;
}

/** Resolves to geckodriver's base URL once it prints "Listening on 127.0.0.1:PORT". */
function listeningUrl(driver, firefox) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("geckodriver did not start")), HANG_GUARD_MS);
    const read = (chunk) => {
      firefox.log += chunk;
      const match = /Listening on (\d+\.\d+\.\d+\.\d+:\d+)/.exec(firefox.log);
      if (match) {
        clearTimeout(timer);
        resolve(`http://${match[1]}`);
      }
    };
    driver.stdout.setEncoding("utf8").on("data", read);
    driver.stderr.setEncoding("utf8").on("data", read);
    driver.once("error", (error) => { clearTimeout(timer); reject(error); });
    driver.once("exit", (code) => { clearTimeout(timer); reject(new Error(`geckodriver exited (${code}):\n${firefox.log}`)); });
  });
}

const running = new Set();
function killAll() {
  for (const firefox of running) firefox.kill();
}
process.once("exit", killAll);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.once(signal, () => { killAll(); process.exit(1); });
}

class Firefox {
  constructor(driver, profileRoot, origin) {
    this.driver = driver;
    this.profileRoot = profileRoot;
    this.origin = origin;
    this.log = "";
    this.session = null;
    this.socket = null;
    this.bidiId = 0;
    this.bidiWaiting = new Map();
    /** JavaScript errors, console errors and requests to another origin, as strings. */
    this.problems = [];
    running.add(this);
  }

  async open() {
    const { sessionId, capabilities } = await this.send("POST", "/session", {
      capabilities: {
        alwaysMatch: {
          browserName: "firefox",
          acceptInsecureCerts: false,
          webSocketUrl: true,
          unhandledPromptBehavior: "dismiss",
          "moz:firefoxOptions": {
            binary: FIREFOX,
            args: ["-headless"],
            prefs: {
              "browser.shell.checkDefaultBrowser": false,
              "datareporting.policy.dataSubmissionEnabled": false,
              "network.captive-portal-service.enabled": false,
              "network.connectivity-service.enabled": false,
            },
          },
        },
      },
    }, "");
    this.session = sessionId;
    this.capabilities = capabilities;
    await this.connectBidi(capabilities.webSocketUrl);
  }

  /** Subscribes to the page's log and to its requests over WebDriver BiDi. */
  async connectBidi(url) {
    if (!url) throw new Error("geckodriver gave no webSocketUrl: WebDriver BiDi is needed to see the page's errors");
    if (typeof WebSocket !== "function") throw new Error("no WebSocket: run node with --experimental-websocket (Node 20)");
    this.socket = new WebSocket(url);
    await new Promise((resolve, reject) => {
      this.socket.addEventListener("open", resolve, { once: true });
      this.socket.addEventListener("error", () => reject(new Error(`cannot connect to ${url}`)), { once: true });
    });
    this.socket.addEventListener("message", (message) => this.bidiMessage(JSON.parse(message.data)));
    await this.bidi("session.subscribe", { events: ["log.entryAdded", "network.beforeRequestSent"] });
  }

  bidi(method, params) {
    const id = ++this.bidiId;
    this.socket.send(JSON.stringify({ id, method, params }));
    return new Promise((resolve, reject) => this.bidiWaiting.set(id, { resolve, reject }));
  }

  bidiMessage(message) {
    if (message.id !== undefined) {
      const waiting = this.bidiWaiting.get(message.id);
      this.bidiWaiting.delete(message.id);
      if (message.type === "error") waiting?.reject(new Error(`BiDi: ${message.error}: ${message.message}`));
      else waiting?.resolve(message.result);
      return;
    }
    const { method, params } = message;
    if (method === "log.entryAdded" && params.level === "error") {
      this.problems.push(`${params.type === "javascript" ? "uncaught" : "console error"}: ${params.text}`);
    } else if (method === "network.beforeRequestSent") {
      const url = new URL(params.request.url);
      if (!["data:", "blob:", "about:"].includes(url.protocol) && url.origin !== this.origin) {
        this.problems.push(`request to another origin: ${params.request.url}`);
      }
    }
  }

  /** One classic WebDriver command; resolves to its value, throws on a WebDriver error. */
  async send(method, path, body, prefix = `/session/${this.session}`) {
    const response = await fetch(this.url + prefix + path, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json; charset=utf-8" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(HANG_GUARD_MS),
    });
    const { value } = await response.json();
    if (!response.ok || value?.error) {
      throw new Error(`WebDriver ${method} ${path || "/session"}: ${value?.error}: ${value?.message}`);
    }
    return value;
  }

  /** Opens `url` and waits until the page says it is ready (body[data-ready]). */
  async goto(url) {
    this.problems.length = 0;
    await this.send("POST", "/url", { url });
    await this.waitFor("document.body?.dataset.ready !== undefined", [], `the page at ${url} to get ready`);
  }

  /** Runs `body` (a function body; `arguments` holds `args`) in the page; returns its value. */
  run(body, ...args) {
    return this.send("POST", "/execute/sync", { script: body, args });
  }

  /** Polls the expression `body` (with `arguments`) each animation frame until it is true. */
  async waitFor(expression, args = [], what = expression, timeout = HANG_GUARD_MS) {
    const ok = await this.send("POST", "/execute/async", {
      script: `const done = arguments[arguments.length - 1];
        const test = () => { try { return Boolean(${expression}); } catch { return false; } };
        const until = performance.now() + ${timeout};
        const poll = () => test() ? done(true) : performance.now() > until ? done(false) : requestAnimationFrame(poll);
        poll();`,
      args,
    }).catch((error) => { throw new Error(`waiting for ${what}: ${error.message}`); });
    if (!ok) throw new Error(`timed out waiting for ${what}`);
  }

  /** Waits until a problem matching `pattern` has been recorded (BiDi events come on their own). */
  async waitForProblem(pattern) {
    const until = Date.now() + HANG_GUARD_MS;
    while (!this.problems.some((p) => pattern.test(p))) {
      if (Date.now() > until) throw new Error(`no problem matching ${pattern} was seen; seen: ${JSON.stringify(this.problems)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async find(selector) {
    const value = await this.send("POST", "/element", { using: "css selector", value: selector });
    return value[ELEMENT];
  }

  async click(selector) {
    await this.send("POST", `/element/${await this.find(selector)}/click`, {});
  }

  /** Replaces the value of a text field by typing `text` into it. */
  async fill(selector, text) {
    const element = await this.find(selector);
    await this.send("POST", `/element/${element}/clear`, {});
    await this.send("POST", `/element/${element}/value`, { text });
  }

  /** Presses and releases each key (DOM names, see KEYS) in turn, on the focused element. */
  async press(...keys) {
    const actions = keys.flatMap((key) => {
      const value = KEYS[key] ?? key;
      return [{ type: "keyDown", value }, { type: "keyUp", value }];
    });
    await this.send("POST", "/actions", { actions: [{ type: "key", id: "keyboard", actions }] });
    await this.send("DELETE", "/actions");
  }

  /** The text of the first element matching `selector`, trimmed (null when there is none). */
  text(selector) {
    return this.run("return document.querySelector(arguments[0])?.textContent.trim() ?? null;", selector);
  }

  /** Ends the session (Firefox closes, geckodriver removes its profile), then stops everything. */
  async quit() {
    this.socket?.close();
    if (this.session) {
      await this.send("DELETE", "", undefined).catch(() => {});
      this.session = null;
    }
    this.kill();
  }

  /** Kills geckodriver and everything it started, and removes the temporary profiles. */
  kill() {
    if (!running.delete(this)) return;
    try { process.kill(-this.driver.pid, "SIGKILL"); } catch { /* already gone */ }
    rmSync(this.profileRoot, { recursive: true, force: true });
  }
}

/** The installed versions, for the test's log. */
export function versions() {
  const first = (command, args) => {
    try { return execFileSync(command, args, { encoding: "utf8" }).split("\n")[0].trim(); } catch (error) { return `${command}: ${error.message}`; }
  };
  return `${first(FIREFOX, ["--version"])}; ${first(GECKODRIVER, ["--version"])}`;
}
