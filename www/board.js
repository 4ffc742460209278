// Draws an N-Queens board on a canvas, crisp at any device pixel ratio.
// The board is a picture of the core's state: the caller passes the queens' columns.

const LIGHT = "#f0e6d2";
const DARK = "#b58863";
const QUEEN = "#1d1d2b";
const QUEEN_RIM = "#f7f3ea";

/**
 * Sizes the canvas backing store to its CSS box times devicePixelRatio and returns a 2D
 * context that draws in CSS pixels, plus the side of the square in CSS pixels.
 */
export function prepare(canvas) {
  const ratio = window.devicePixelRatio || 1;
  const side = Math.max(1, Math.round(canvas.getBoundingClientRect().width));
  const pixels = Math.round(side * ratio);
  if (canvas.width !== pixels || canvas.height !== pixels) {
    canvas.width = pixels;
    canvas.height = pixels;
  }
  const context = canvas.getContext("2d");
  context.setTransform(pixels / side, 0, 0, pixels / side, 0, 0);
  return { context, side };
}

/** Draws the empty n×n chequerboard. */
export function drawSquares(context, side, n) {
  const cell = side / n;
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      context.fillStyle = (row + col) % 2 === 0 ? LIGHT : DARK;
      // Squares snap to whole device pixels so edges stay sharp.
      const x0 = Math.round(col * cell), y0 = Math.round(row * cell);
      context.fillRect(x0, y0, Math.round((col + 1) * cell) - x0, Math.round((row + 1) * cell) - y0);
    }
  }
}

/** Draws a crown-shaped queen centred in the square (row, col). */
export function drawQueen(context, side, n, row, col, fill = QUEEN) {
  const cell = side / n;
  const x = col * cell, y = row * cell;
  const u = cell / 10;
  context.beginPath();
  context.moveTo(x + 2 * u, y + 7.6 * u);
  context.lineTo(x + 1.6 * u, y + 3.4 * u);
  context.lineTo(x + 3.4 * u, y + 5.2 * u);
  context.lineTo(x + 5 * u, y + 2.4 * u);
  context.lineTo(x + 6.6 * u, y + 5.2 * u);
  context.lineTo(x + 8.4 * u, y + 3.4 * u);
  context.lineTo(x + 8 * u, y + 7.6 * u);
  context.closePath();
  context.fillStyle = fill;
  context.strokeStyle = QUEEN_RIM;
  context.lineWidth = Math.max(1, u * 0.35);
  context.lineJoin = "round";
  context.fill();
  context.stroke();
  context.fillRect(x + 2 * u, y + 7.9 * u, 6 * u, 0.9 * u);
  context.strokeRect(x + 2 * u, y + 7.9 * u, 6 * u, 0.9 * u);
}

/** Draws the whole board: squares and one queen per entry of `queens` (row = index). */
export function drawQueensBoard(canvas, n, queens) {
  const { context, side } = prepare(canvas);
  drawSquares(context, side, n);
  queens.forEach((col, row) => drawQueen(context, side, n, row, col));
}
