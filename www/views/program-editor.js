// The program editor: where the learner writes the Python that a program lane runs. It is
// CodeMirror 6 with line numbers, undo history, Python's highlighting and indentation, and two
// marks the lane sets: the line just run, and the line of an error with its message under the
// editor (a role=alert element, so screen readers read it out). Tab indents, as Python needs;
// Esc then Tab leaves the editor, Ctrl+Enter (⌘+Enter on a Mac) runs the program, and the hint
// under the editor says so (program.editor.keys).
//
// CodeMirror comes from npm, bundled into codemirror.js at dist's root (www/vendor/codemirror.mjs
// lists what is taken; `make vendor-bundles` builds it), and is loaded the first time an editor
// is made: the page pays nothing for it until a program lane opens.
//
// Each editor lives in a shadow root of its own, because of the page's Content-Security-Policy
// (style-src 'self'): CodeMirror's own styles (its layout, gutter, cursor) come from style-mod,
// which adopts them as a constructed style sheet inside a shadow root (the policy allows that)
// but adds a <style> element to a document (the policy refuses it, and the editor falls apart).
// The page's style.css is linked inside the shadow root too, for the editor's colours: the
// tok-* classes of @lezer/highlight's classHighlighter and the two line marks.
//
//   const editor = await createProgramEditor(panel, {
//     text, label: t("program.editor.label"), t, onChange: (text) => …, onRun: () => … });
//   editor.showLine(3);            // the line just run, 1 for the first (null: none)
//   editor.showError(5, message);  // an error's line and its message, already translated
//   editor.clearError();  editor.text = other;  editor.focus();  editor.destroy();

/** CodeMirror, fetched the first time an editor is made (the browser keeps it after that). */
const loadCodeMirror = () => import(new URL("../../codemirror.js", import.meta.url).href);

/** The page's stylesheet, linked inside each editor's shadow root. */
const STYLESHEET = new URL("../style.css", import.meta.url).href;

/** Python's indentation: four spaces a level (PEP 8, and the lessons' programs). */
const INDENT = "    ";

/** The class each mark gives its line (styled in style.css). */
const MARK_CLASSES = { run: "program-line-run", error: "program-line-error" };

/**
 * Makes an editor holding `text` at the end of `parent` and resolves to its handle once
 * CodeMirror and the stylesheet are loaded (it rejects when codemirror.js cannot be loaded).
 * `label` is its accessible name, `t` the lab's translator (for the keys' hint), `onChange(text)`
 * is called after each edit by the learner (not after `editor.text = …`), `onRun()` on
 * Ctrl+Enter or ⌘+Enter. Keys pressed in the editor stay in it: the lab's transport keys
 * (Space, the arrows, N, B, …) do not act while the learner types.
 */
export async function createProgramEditor(parent, { text = "", label = "", t, onChange, onRun } = {}) {
  const {
    EditorState, StateEffect, StateField,
    EditorView, Decoration, keymap, lineNumbers,
    defaultKeymap, history, historyKeymap, indentWithTab,
    bracketMatching, indentOnInput, indentUnit, syntaxHighlighting,
    pythonLanguage,
    classHighlighter,
  } = await loadCodeMirror();

  const host = document.createElement("div");
  host.className = "program-editor";
  const shadow = host.attachShadow({ mode: "open" });
  const stylesheet = Object.assign(document.createElement("link"), { rel: "stylesheet", href: STYLESHEET });
  const code = Object.assign(document.createElement("div"), { className: "program-editor-code" });
  const keys = Object.assign(document.createElement("p"), {
    className: "hint", id: "program-editor-keys", textContent: t("program.editor.keys"),
  });
  // Always in the page, empty when there is no error, so that a message put in it is read out.
  const error = Object.assign(document.createElement("p"), { className: "error program-editor-error", id: "program-editor-error" });
  error.setAttribute("role", "alert");
  shadow.append(stylesheet, code, keys, error);
  const styled = new Promise((resolve) => {
    stylesheet.addEventListener("load", resolve, { once: true });
    stylesheet.addEventListener("error", resolve, { once: true });
  });
  parent.append(host);
  host.addEventListener("keydown", (event) => event.stopPropagation());
  // The editor is laid out once its colours and fonts are known, so it measures its lines once
  // (a parent not in a document yet loads no stylesheet: its editor is measured when it is).
  if (host.isConnected) await styled;

  // The two marks: where the line run and the error's line start, or null; kept on their lines
  // as the learner edits.
  const setMark = StateEffect.define(); // { kind: "run" | "error", from: number | null }
  const marks = StateField.define({
    create: () => ({ run: null, error: null }),
    update(value, transaction) {
      let next = value;
      if (transaction.docChanged) {
        const onLine = (from) => from === null ? null : transaction.state.doc.lineAt(transaction.changes.mapPos(from)).from;
        next = { run: onLine(value.run), error: onLine(value.error) };
      }
      for (const effect of transaction.effects) {
        if (effect.is(setMark)) next = { ...next, [effect.value.kind]: effect.value.from };
      }
      return next;
    },
    provide: (field) => EditorView.decorations.from(field, (value) => Decoration.set(
      Object.entries(value).filter(([, from]) => from !== null)
        .map(([kind, from]) => Decoration.line({ class: MARK_CLASSES[kind] }).range(from)),
      true)),
  });

  const run = () => {
    onRun?.();
    return true;
  };
  // Set while the caller replaces the text, so that onChange hears only the learner's edits.
  let replacing = false;

  const view = new EditorView({
    parent: code,
    root: shadow,
    state: EditorState.create({
      doc: text,
      extensions: [
        lineNumbers(),
        history(),
        pythonLanguage,
        indentUnit.of(INDENT),
        indentOnInput(),
        bracketMatching(),
        syntaxHighlighting(classHighlighter),
        // Running comes first: the default keymap's Mod-Enter would insert a blank line.
        // indentWithTab makes Tab indent; CodeMirror's own way out is Esc, then Tab.
        keymap.of([{ key: "Mod-Enter", run }, { key: "Ctrl-Enter", run }, indentWithTab, ...defaultKeymap, ...historyKeymap]),
        marks,
        // tabindex: the content is the keyboard's way into the editor's scrolling box (axe asks it be said).
        EditorView.contentAttributes.of({ "aria-label": label, "aria-describedby": `${keys.id} ${error.id}`, tabindex: "0" }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged && !replacing) onChange?.(update.state.doc.toString());
        }),
      ],
    }),
  });

  /** Where line `line` (1 for the first) starts, or null when the program has no such line. */
  const lineStart = (line) => {
    const { doc } = view.state;
    return Number.isInteger(line) && line >= 1 && line <= doc.lines ? doc.line(line).from : null;
  };

  return {
    get text() {
      return view.state.doc.toString();
    },
    /** Replaces the whole program (a new program: both marks and the message go). */
    set text(value) {
      replacing = true;
      try {
        view.dispatch({
          changes: { from: 0, to: view.state.doc.length, insert: String(value) },
          effects: [setMark.of({ kind: "run", from: null }), setMark.of({ kind: "error", from: null })],
        });
      } finally {
        replacing = false;
      }
      error.textContent = "";
    },
    /** Marks line `line` as the one just run and scrolls the editor to it if it is out of sight. */
    showLine(line) {
      const from = lineStart(line);
      view.dispatch({ effects: setMark.of({ kind: "run", from }) });
      if (from !== null) scrollWithinEditor(view, from);
    },
    /** Marks the error's line (null: the error has none) and shows `message` under the editor. */
    showError(line, message) {
      view.dispatch({ effects: setMark.of({ kind: "error", from: lineStart(line) }) });
      error.textContent = message ?? "";
    },
    clearError() {
      view.dispatch({ effects: setMark.of({ kind: "error", from: null }) });
      error.textContent = "";
    },
    focus() {
      view.focus();
    },
    destroy() {
      view.destroy();
      host.remove();
    },
  };
}

/**
 * Scrolls the editor's own box, and nothing around it, so that the line starting at `from` is
 * in sight: CodeMirror's scrollIntoView would also scroll the page, which must stay where the
 * learner put it while a race runs (the board may be what they are looking at).
 */
function scrollWithinEditor(view, from) {
  view.requestMeasure({
    // One request per frame, however many lines were shown in it: the last one wins.
    key: "program-editor-scroll",
    read() {
      const scroller = view.scrollDOM;
      const line = view.lineBlockAt(from);
      // The line's top, measured from the top of the scroller's visible box.
      const top = view.documentTop + line.top - scroller.getBoundingClientRect().top;
      if (top >= 0 && top + line.height <= scroller.clientHeight) return null;
      return scroller.scrollTop + top - (scroller.clientHeight - line.height) / 2;
    },
    write(scrollTop) {
      if (scrollTop !== null) view.scrollDOM.scrollTop = scrollTop;
    },
  });
}
