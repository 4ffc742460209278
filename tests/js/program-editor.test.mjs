// The program editor's CodeMirror bundle, without a browser: its entry (www/vendor/codemirror.mjs)
// re-exports exactly the names the editor (www/views/program-editor.js) takes from the bundle,
// each from a package that package.json pins to an exact version. The editor itself is tested
// in Chromium (tests/e2e/program-editor.test.mjs).

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";

const read = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");
const ENTRY = read("www/vendor/codemirror.mjs");
const EDITOR = read("www/views/program-editor.js");
const PACKAGE = JSON.parse(read("package.json"));

/** `export { A, B } from "pkg"` lines: { names, from } each. */
function reexports(source) {
  return [...source.matchAll(/^export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/gm)]
    .map(([, names, from]) => ({ names: names.split(",").map((name) => name.trim()).filter(Boolean), from }));
}

/** The names destructured from `await loadCodeMirror()` in the editor. */
function namesTaken(source) {
  const match = /const\s*\{([^}]*)\}\s*=\s*await\s+loadCodeMirror\(\)/.exec(source);
  assert.ok(match, "the editor takes CodeMirror's pieces with `const { … } = await loadCodeMirror()`");
  return match[1].split(",").map((name) => name.trim()).filter(Boolean);
}

test("the bundle's entry re-exports exactly what the editor takes from it", () => {
  const exported = reexports(ENTRY).flatMap(({ names }) => names);
  assert.ok(exported.length > 10, `found ${exported.length} names`);
  assert.deepEqual([...exported].sort(), [...namesTaken(EDITOR)].sort());
  assert.equal(new Set(exported).size, exported.length, "a name is exported twice");
});

test("every package the entry takes from is an exact-pinned devDependency", () => {
  const pinned = PACKAGE.devDependencies;
  for (const { from } of reexports(ENTRY)) {
    assert.ok(Object.hasOwn(pinned, from), `${from} is not in package.json's devDependencies`);
    assert.match(pinned[from], /^\d+\.\d+\.\d+$/, `${from} is not pinned to one version`);
  }
  assert.match(pinned.esbuild ?? "", /^\d+\.\d+\.\d+$/, "esbuild is not pinned to one version");
});

test("the checks can fail: a name too many in the entry, a name missing, an unpinned package", () => {
  const entry = 'export { EditorView, keymap } from "@codemirror/view";\nexport { python } from "@codemirror/lang-python";\n';
  const editor = "const { EditorView, keymap } = await loadCodeMirror();";
  assert.notDeepEqual(reexports(entry).flatMap(({ names }) => names).sort(), namesTaken(editor).sort());
  assert.throws(() => namesTaken("const cm = await import('x');"));
  assert.doesNotMatch("^6.1.0", /^\d+\.\d+\.\d+$/);
});
