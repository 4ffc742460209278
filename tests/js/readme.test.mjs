// README.md is for a newcomer: at most 250 lines; its two commands are the ones .ci/run and a
// new machine run (make serve, make test); and every file it links to or shows exists, so a
// reader who follows it lands somewhere (the manual's chapters, its picture, CHANGELOG.md).

import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";

const ROOT = new URL("../../", import.meta.url);
const README = readFileSync(new URL("README.md", ROOT), "utf8");

test("README is at most 250 lines", () => {
  assert.ok(README.split("\n").length <= 250, `${README.split("\n").length} lines`);
});

test("README's two commands are make serve and make test, and CI runs the second, nothing less", () => {
  const section = README.slice(README.indexOf("## Two commands"));
  const block = /```sh\n([\s\S]*?)```/.exec(section)[1];
  const commands = block.trim().split("\n").map((line) => line.split("#")[0].trim());
  assert.deepEqual(commands, ["make serve", "make test"]);
  const ci = readFileSync(new URL(".ci/run", ROOT), "utf8").split("\n").filter((line) => line && !line.startsWith("#"));
  assert.equal(ci.at(-1), "make test");
});

test("every file README links to or shows exists", () => {
  const links = [...README.matchAll(/\]\(([^)#\s]+)[^)]*\)/g)].map((m) => m[1]).filter((link) => !/^https?:/.test(link));
  assert.ok(links.length >= 8);
  for (const link of links) assert.ok(existsSync(new URL(link, ROOT)), link);
  for (const placeholder of ["MDBOOK_TIME", "TODO"]) assert.ok(!README.includes(placeholder), placeholder);
});
