// The CSS size of a canvas, kept up to date by one ResizeObserver instead of measured at every
// draw. Measuring an element after the page has changed some text (a counter, a status) makes
// the browser lay the page out again in the middle of the frame: at full speed that was an
// eighth of the page's time (a CPU profile of four lanes of queens 10). Labs that draw from
// these sizes are told when one changes (onBoxResize), so the new size is drawn.

const sizes = new WeakMap();
const listeners = new Set();
// Made when this module loads, before any view makes an observer of its own: a browser calls
// observers in the order they were made, so a view that redraws from its own observer (the
// Sudoku editor) finds the new size here already.
const observer = typeof ResizeObserver === "function"
  ? new ResizeObserver((entries) => {
    for (const entry of entries) {
      const box = entry.borderBoxSize?.[0];
      sizes.set(entry.target, box
        ? { width: box.inlineSize, height: box.blockSize }
        : { width: entry.contentRect.width, height: entry.contentRect.height });
    }
    for (const listener of listeners) listener();
  })
  : null;

/**
 * The element's border box in CSS pixels, `{ width, height }`: measured once, then observed.
 * A box with no width (a canvas on a hidden tab) is measured again each time, so the first
 * draw after it is shown has its true size.
 */
export function boxSize(element) {
  const kept = sizes.get(element);
  if (kept && kept.width > 0) return kept;
  const rect = element.getBoundingClientRect();
  const size = { width: rect.width, height: rect.height };
  // Without an observer (an old browser) it is measured at every draw, as before.
  if (observer) {
    if (!kept) observer.observe(element);
    sizes.set(element, size);
  }
  return size;
}

/** Calls `listener` after any observed box changes size, until `signal` aborts. */
export function onBoxResize(listener, signal) {
  listeners.add(listener);
  signal?.addEventListener("abort", () => listeners.delete(listener), { once: true });
}

/**
 * Measures every canvas inside `root` now, and keeps their sizes: called where the page was
 * just laid out (after a frame) and before anything is written, the measures cost nothing,
 * where the first draw's own, after its texts had changed, made the browser lay the page out
 * again.
 */
export function measureCanvases(root) {
  for (const canvas of root.querySelectorAll("canvas")) boxSize(canvas);
}
