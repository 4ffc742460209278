// The embed view and its parent window: the lab's host events go up as
// { source: "backtracking-lab", type, step, lanes } (lab-checked's as { …, score, checks }), and commands come down as
// { target: "backtracking-lab", command: "play" | "pause" | "seek" | "restart", step }.
// A command is obeyed only when it comes from the parent window and has exactly that shape;
// anything else is ignored, never thrown.

export const SOURCE = "backtracking-lab";
export const EVENT_TYPES = ["ready", "step", "solution", "finished", "viewed-all", "checked"];
const COMMANDS = ["play", "pause", "seek", "restart"];
const KEYS = ["target", "command", "step"];

/**
 * The command in a message's data, as { command, step }, or null when the data is not
 * exactly a command: a plain object with `target` "backtracking-lab", a known `command`, and
 * `step` a finite number ≥ 0 for "seek" (rounded to a whole step) and absent otherwise.
 */
export function readCommand(data) {
  try {
    if (data === null || typeof data !== "object" || Object.getPrototypeOf(data) !== Object.prototype) return null;
    const keys = Object.keys(data);
    if (keys.some((key) => !KEYS.includes(key))) return null;
    if (data.target !== SOURCE || !COMMANDS.includes(data.command)) return null;
    if (data.command === "seek") {
      const { step } = data;
      if (typeof step !== "number" || !Number.isFinite(step) || step < 0) return null;
      return { command: "seek", step: Math.round(step) };
    }
    return data.step === undefined ? { command: data.command } : null;
  } catch {
    return null;
  }
}

/**
 * Connects a lab in this window to its parent window: forwards the lab's host events (from
 * `element`) and obeys the parent's commands. Does nothing in a top-level window. Returns a
 * function that disconnects.
 */
export function connectParent(lab, element, win = window) {
  const parent = win.parent;
  if (!parent || parent === win) return () => {};
  const controller = new AbortController();
  const { signal } = controller;
  for (const type of EVENT_TYPES) {
    element.addEventListener(`lab-${type}`, (event) => {
      parent.postMessage({ source: SOURCE, type, ...event.detail }, "*");
    }, { signal });
  }
  win.addEventListener("message", (event) => {
    if (event.source !== parent) return;
    const command = readCommand(event.data);
    if (!command) return;
    if (command.command === "seek") lab.seek(command.step);
    else lab[command.command]();
  }, { signal });
  return () => controller.abort();
}
