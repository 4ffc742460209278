// "Count all solutions" on the page (full chrome only): Web Workers count (count.js), the form
// shows progress, the time left, the rate and the result (the solutions and their classes
// under the board's symmetries) in the lab's language, and Cancel stops every worker.

import { SolutionCounter, MAX_COUNT_N } from "../race/count.js";

/**
 * Wires the form found by `$`; `tr` is the lab's translator. Returns the counter, so the lab
 * can cancel it when it goes.
 */
export function wireCounter({ $, signal, tr }) {
  const { t, number } = tr;
  const counter = new SolutionCounter(new URL("../race/count-worker.js", import.meta.url));
  const form = $("count-form"), input = $("count-n"), button = $("count"), cancel = $("count-cancel");
  const bar = $("count-progress"), result = $("count-result");
  input.max = String(MAX_COUNT_N);
  const seconds = (ms) => {
    const digits = ms < 10000 ? 2 : ms < 60000 ? 1 : 0;
    return t("format.seconds", { seconds: number(ms / 1000, { minimumFractionDigits: digits, maximumFractionDigits: digits }) });
  };
  // The time, the time left once it can be told, the rate once there is one, then anything
  // else: joined by format.separator.
  const details = (p, ...more) => [
    seconds(p.elapsed),
    // The time left is an estimate: whole seconds, one at the least.
    ...(p.left !== null && p.left !== undefined
      ? [t("count.left", { time: t("format.seconds", { seconds: number(Math.max(1, Math.round(p.left / 1000))) }) })]
      : []),
    ...(p.elapsed > 0 ? [t("count.rate", { count: Math.round(p.nodes / (p.elapsed / 1000)) })] : []),
    ...more,
  ].join(t("format.separator"));
  const running = (on) => {
    // Cancel goes when the count ends: the keyboard on it moves to Count, not to the page.
    const onCancel = cancel.getRootNode().activeElement === cancel;
    button.disabled = on;
    cancel.hidden = !on;
    if (!on && onCancel) button.focus();
    bar.hidden = !on;
    // The live result says the outcome once, not every progress line while counting.
    result.setAttribute("aria-busy", String(on));
  };
  // Each count is numbered: only the latest one may write the result or end "running".
  let latest = 0;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const n = Number(input.value);
    if (!Number.isInteger(n) || n < 1 || n > MAX_COUNT_N) {
      result.dataset.solutions = "";
      result.dataset.state = "refused";
      result.textContent = t("count.n_error", { max: MAX_COUNT_N });
      return;
    }
    const mine = ++latest;
    running(true);
    bar.value = 0;
    result.dataset.solutions = "";
    result.dataset.classes = "";
    result.dataset.state = "counting";
    result.textContent = t("count.starting", { n });
    try {
      const done = await counter.count(n, (p) => {
        if (mine !== latest) return;
        bar.value = p.done / p.total;
        const percent = t("format.percent", { value: Math.round((100 * p.done) / p.total) });
        result.textContent = t("count.progress", { n, percent, details: details(p) });
      });
      if (mine !== latest) return;
      if (done) {
        result.dataset.solutions = String(done.solutions);
        result.dataset.classes = String(done.classes);
        result.dataset.state = "done";
        result.textContent = t("count.done", {
          n,
          solutions: t("count.solutions", { count: done.solutions }),
          classes: t("count.classes", { count: done.classes }),
          details: details(done, t("count.workers", { count: done.workers })),
        });
      } else {
        result.dataset.state = "cancelled";
        result.textContent = t("count.cancelled");
      }
    } catch (error) {
      if (mine !== latest) return;
      result.dataset.state = "failed";
      const message = error.key ? t(error.key, error.params) : error.message;
      result.textContent = t("count.failed", { message });
    } finally {
      if (mine === latest) running(false);
    }
  }, { signal });
  cancel.addEventListener("click", () => counter.cancel(), { signal });
  return counter;
}
