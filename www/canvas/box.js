// The CSS size of a canvas, kept up to date by one ResizeObserver instead of measured at every
// draw. Measuring an element after the page has changed some text (a counter, a status) makes
// the browser lay the page out again in the middle of the frame: at full speed that was an
// eighth of the page's time (a CPU profile of four lanes of queens 10). Labs that draw from
// these sizes are told when one changes (onBoxResize), so the new size is drawn.

const sizes = new WeakMap();
const listeners = new Set();
let observer = null;

function observe(element) {
  if (typeof ResizeObserver !== "function") return false;
  observer ??= new ResizeObserver((entries) => {
    for (const entry of entries) {
      const box = entry.borderBoxSize?.[0];
      sizes.set(entry.target, box
        ? { width: box.inlineSize, height: box.blockSize }
        : { width: entry.contentRect.width, height: entry.contentRect.height });
    }
    for (const listener of listeners) listener();
  });
  observer.observe(element);
  return true;
}

/** The element's border box in CSS pixels, `{ width, height }`: measured once, then observed. */
export function boxSize(element) {
  let size = sizes.get(element);
  if (!size) {
    const rect = element.getBoundingClientRect();
    size = { width: rect.width, height: rect.height };
    // Without an observer (an old browser) it is measured at every draw, as before.
    if (observe(element)) sizes.set(element, size);
  }
  return size;
}

/** Calls `listener` after any observed box changes size, until `signal` aborts. */
export function onBoxResize(listener, signal) {
  listeners.add(listener);
  signal?.addEventListener("abort", () => listeners.delete(listener), { once: true });
}
