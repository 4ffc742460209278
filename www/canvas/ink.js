// The page's colours as the canvases draw them: CSS custom properties (--muted, --lane-colour)
// read once per element and kept, instead of asking for the computed style at every frame,
// which makes the browser work out the page's styles again in the middle of the frame. They
// are read again when the reader's light or dark theme changes.

let kept = new WeakMap();
let watching = false;

function watchTheme() {
  if (watching || typeof matchMedia !== "function") return;
  watching = true;
  matchMedia("(prefers-color-scheme: dark)").addEventListener?.("change", () => { kept = new WeakMap(); });
}

/** The value of the custom property `name` on `element`, trimmed ("" when it has none). */
export function ink(element, name) {
  watchTheme();
  let values = kept.get(element);
  if (!values) kept.set(element, values = new Map());
  if (!values.has(name)) values.set(name, getComputedStyle(element).getPropertyValue(name).trim());
  return values.get(name);
}
