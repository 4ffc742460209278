// Timing the page from inside it, for `make bench`: how long the main thread was unavailable
// (the gaps between the turns of a timer loop: the longest is at least the longest task) and
// how long each frame took (the time between animation frames), over a stretch of work; and
// the browser's resident memory, summed over its processes.

import { readFileSync, readdirSync } from "node:fs";

/** Starts recording in `page`; `stop(page)` returns {longestTaskMs, p99FrameMs, frames}. */
export async function startTiming(page) {
  await page.evaluate(() => {
    // A timer loop: each turn notes how long since the last; a turn waits for any task running.
    const timing = { longestGap: 0, frames: [], running: true };
    window.benchTiming = timing;
    let last = performance.now();
    const turn = () => {
      const now = performance.now();
      timing.longestGap = Math.max(timing.longestGap, now - last);
      last = now;
      if (timing.running) setTimeout(turn, 0);
    };
    setTimeout(turn, 0);
    let previous = null;
    const frame = (now) => {
      if (previous !== null) timing.frames.push(now - previous);
      previous = now;
      if (timing.running) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

export async function stopTiming(page) {
  return page.evaluate(() => {
    const timing = window.benchTiming;
    timing.running = false;
    const sorted = Float64Array.from(timing.frames).sort();
    return {
      longestTaskMs: timing.longestGap,
      p99FrameMs: sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] : 0,
      frames: sorted.length,
    };
  });
}

/** The resident memory of the browser this Node process launched, all its processes, in bytes. */
export function browserMemory() {
  const parents = new Map();
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      // The fourth field of /proc/PID/stat is the parent's pid (after the name in parentheses).
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      parents.set(Number(pid), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const ours = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (!ours.has(pid) && ours.has(parent)) {
        ours.add(pid);
        grew = true;
      }
    }
  }
  ours.delete(process.pid);
  let total = 0;
  for (const pid of ours) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}
