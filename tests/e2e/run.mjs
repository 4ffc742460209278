// Runs the end-to-end tests: serves the built dist/ on a free 127.0.0.1 port, runs every
// tests/e2e/*.test.mjs with Node's test runner (they read BASE_URL), and stops the server,
// also when a test fails or the run is interrupted. `make test-e2e` builds dist/ first.

import { spawn } from "node:child_process";
import { readdirSync, existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { serveDirectory } from "./serve.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
const dist = join(root, "dist");

if (!existsSync(join(dist, "index.html"))) {
  console.error("dist/ has no index.html: run `make dist` (or `make test`) first");
  process.exit(2);
}

const server = await serveDirectory(dist);
const base = `http://127.0.0.1:${server.address().port}/`;
console.log(`e2e: serving dist/ at ${base}`);

const files = (process.argv.slice(2).length ? process.argv.slice(2)
  : readdirSync(here).filter((f) => f.endsWith(".test.mjs")).sort().map((f) => join(here, f)));

const child = spawn(process.execPath, ["--test", "--test-concurrency=1", ...files], {
  stdio: "inherit",
  env: { ...process.env, BASE_URL: base },
});
const stop = () => child.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
child.on("exit", (code, signal) => {
  server.close();
  process.exit(code ?? (signal ? 1 : 0));
});
