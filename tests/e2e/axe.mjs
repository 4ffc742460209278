// Accessibility checks for the end-to-end tests: runs axe-core (from node_modules, never from
// the network) in a page, inside shadow roots too, and returns the violations of impact
// moderate or above as short readable lines, so a test can assert there are none.

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
const SERIOUS = new Set(["moderate", "serious", "critical"]);

/** The violations of impact moderate or above in `page` (or one frame), as "rule: target" lines. */
export async function accessibilityProblems(pageOrFrame) {
  // Evaluated through the browser's debugging protocol: the page's CSP does not apply to it.
  await pageOrFrame.evaluate(`${AXE_SOURCE}\n;0`);
  const violations = await pageOrFrame.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id, impact: v.impact, help: v.help,
      targets: v.nodes.map((n) => JSON.stringify(n.target)),
    }));
  });
  return violations.filter((v) => SERIOUS.has(v.impact))
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.slice(0, 3).join(", ")}`);
}
