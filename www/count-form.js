// "Count all solutions" on the page (full chrome only): Web Workers count (count.js), the form
// shows progress, the rate and the result, and Cancel stops every worker.

import { SolutionCounter, MAX_COUNT_N } from "./count.js";
import { formatCount } from "./words.js";

/** Wires the form found by `$`; returns the counter, so the lab can cancel it when it goes. */
export function wireCounter({ $, signal }) {
  const counter = new SolutionCounter(new URL("./count-worker.js", import.meta.url));
  const form = $("count-form"), input = $("count-n"), button = $("count"), cancel = $("count-cancel");
  const bar = $("count-progress"), result = $("count-result");
  const rate = (p) => (p.elapsed > 0 ? ` · ${formatCount(Math.round(p.nodes / (p.elapsed / 1000)))} nodes/s` : "");
  const seconds = (p) => `${(p.elapsed / 1000).toFixed(p.elapsed < 10000 ? 2 : 1)} s`;
  const running = (on) => {
    button.disabled = on;
    cancel.hidden = !on;
    bar.hidden = !on;
  };
  // Each count is numbered: only the latest one may write the result or end "running".
  let latest = 0;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const n = Number(input.value);
    if (!Number.isInteger(n) || n < 1 || n > MAX_COUNT_N) {
      result.dataset.solutions = "";
      result.dataset.state = "refused";
      result.textContent = `Choose a whole number n from 1 to ${MAX_COUNT_N}.`;
      return;
    }
    const mine = ++latest;
    running(true);
    bar.value = 0;
    result.dataset.solutions = "";
    result.dataset.state = "counting";
    result.textContent = `Counting n = ${n}…`;
    try {
      const done = await counter.count(n, (p) => {
        if (mine !== latest) return;
        bar.value = p.done / p.total;
        result.textContent = `Counting n = ${n}: ${Math.round((100 * p.done) / p.total)}% · ${seconds(p)}${rate(p)}`;
      });
      if (mine !== latest) return;
      if (done) {
        result.dataset.solutions = String(done.solutions);
        result.dataset.state = "done";
        result.textContent = `n = ${n}: ${formatCount(done.solutions)} solution${done.solutions === 1 ? "" : "s"} · ${seconds(done)}${rate(done)} · ${done.workers} worker${done.workers === 1 ? "" : "s"}`;
      } else {
        result.dataset.state = "cancelled";
        result.textContent = `Cancelled.`;
      }
    } catch (error) {
      if (mine !== latest) return;
      result.dataset.state = "failed";
      result.textContent = `The count failed: ${error.message}`;
    } finally {
      if (mine === latest) running(false);
    }
  }, { signal });
  cancel.addEventListener("click", () => counter.cancel(), { signal });
  return counter;
}
