// The lab as an anywidget (https://anywidget.dev): the module MyST's `{anywidget}` directive
// and a Jupyter notebook's anywidget load. Its default export has anywidget's `render({ model,
// el })`: it puts one <backtracking-lab> (embed.js) in `el`, with the model's fields as its
// attributes (each of the lab's attribute names, a string; an empty or missing field is left
// out), rebuilds it when a field changes, and tells the model each event the lab tells: the
// field `event` becomes { type, step, lanes } (type without `lab-`: ready, step, solution,
// finished, viewed-all; checked's is { type, score, checks }) and is saved; with an exercise
// the field `score` is its score from 0 to 1 once checked. Removing the widget removes the lab
// and every listener.

import { BacktrackingLab, ATTRIBUTES, EVENT_TYPES } from "./embed.js";

/** The model's fields read as attributes: the lab's own, and `loading`. */
export const FIELDS = [...ATTRIBUTES, "loading"];

function render({ model, el }) {
  const lab = document.createElement("backtracking-lab");
  const apply = (name) => {
    const value = model.get(name);
    if (value === undefined || value === null || value === "") lab.removeAttribute(name);
    else lab.setAttribute(name, String(value));
  };
  for (const name of FIELDS) apply(name);
  const changes = FIELDS.map((name) => [`change:${name}`, () => apply(name)]);
  for (const [event, handler] of changes) model.on(event, handler);
  const tell = (type) => (event) => {
    // Best effort: a host that only renders (MyST's, for now) may not keep changes.
    try {
      model.set("event", { type, ...event.detail });
      if (type === "checked") model.set("score", event.detail.score);
      model.save_changes();
    } catch {
      // nothing to tell it
    }
  };
  const listeners = EVENT_TYPES.map((type) => [`lab-${type}`, tell(type)]);
  for (const [name, listener] of listeners) lab.addEventListener(name, listener);
  el.append(lab);
  return () => {
    for (const [event, handler] of changes) model.off(event, handler);
    for (const [name, listener] of listeners) lab.removeEventListener(name, listener);
    lab.remove();
  };
}

export default { render };
export { BacktrackingLab };
