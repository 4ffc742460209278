// The page's entry point: wires the form to the core and the board to its answers.

import { ready } from "./core.js";
import { drawQueensBoard } from "./board.js";

const form = document.getElementById("queens-form");
const input = document.getElementById("queens-n");
const button = document.getElementById("solve");
const message = document.getElementById("message");
const canvas = document.getElementById("board");

const MAX_ANIMATED_N = 12;

let shown = { n: 8, queens: [] };

function draw() {
  drawQueensBoard(canvas, shown.n, shown.queens);
}

function say(text, kind = "info") {
  message.textContent = text;
  message.dataset.kind = kind;
}

function solve(core) {
  const n = Number(input.value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_ANIMATED_N) {
    say(`Choose a whole number n from 1 to ${MAX_ANIMATED_N}.`, "error");
    input.focus();
    return;
  }
  let queens;
  try {
    queens = Array.from(core.solveQueens(n));
  } catch (error) {
    say(error.message, "error");
    return;
  }
  shown = { n, queens };
  canvas.dataset.queens = queens.join(",");
  canvas.dataset.n = String(n);
  if (queens.length === 0) {
    say(`No solution: ${n} queens cannot be placed on a ${n}×${n} board without two attacking each other.`, "warning");
    canvas.setAttribute("aria-label", `Empty ${n} by ${n} board: no solution exists`);
  } else {
    const columns = queens.map((c) => c + 1).join(", ");
    say(`First solution found by the pruned strategy. Queens in columns ${columns}, row by row.`, "success");
    canvas.setAttribute("aria-label", `${n} by ${n} board with queens in columns ${columns}, from the top row down`);
  }
  draw();
}

draw();
new ResizeObserver(draw).observe(canvas);
matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`).addEventListener("change", draw);

ready.then((core) => {
  button.disabled = false;
  say("Choose n and press Solve.");
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    solve(core);
  });
}).catch((error) => {
  say(`The solver could not start: ${error.message}`, "error");
});
