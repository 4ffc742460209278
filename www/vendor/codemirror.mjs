// The CodeMirror 6 pieces the program editor (www/views/program-editor.js) uses, exactly those,
// from the npm packages in package.json. This file is esbuild's input, never loaded by the page:
// `make vendor-bundles` (Trunk's post_build hook) bundles and minifies it into codemirror.js at
// dist's root, one ES module that the editor imports the first time it is needed.
// tests/js/program-editor.test.mjs checks that these names are the ones the editor takes.
// The comment below is a legal comment (/*!): esbuild keeps it in codemirror.js.

/*! codemirror.js: CodeMirror 6 and Lezer, bundled from npm (@codemirror/state, view, commands,
    language, lang-python; @lezer/common, lr, highlight, python; style-mod; w3c-keyname;
    @marijn/find-cluster-break). Copyright (C) 2016-2024 by Marijn Haverbeke and others.
    MIT License: the full notice is in codemirror.LICENSE.txt beside this file. */

export { EditorState, StateEffect, StateField } from "@codemirror/state";
export { EditorView, Decoration, keymap, lineNumbers } from "@codemirror/view";
export { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
export { bracketMatching, indentOnInput, indentUnit, syntaxHighlighting } from "@codemirror/language";
export { pythonLanguage } from "@codemirror/lang-python";
export { classHighlighter } from "@lezer/highlight";
