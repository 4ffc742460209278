// The chart under the boards: nodes per depth for every lane, one line each, on a linear or
// logarithmic scale. It is the lessons' per-level table drawn as a picture. Its numbers are
// formatted for the lab's language; its ink is the page's muted colour (light or dark theme).

import { formatCount } from "../words/words.js";
import { boxSize } from "./box.js";
import { ink } from "./ink.js";

const INK = "#5b5b6b";

/**
 * `series` is [{ id, label, colour, counts }] where counts[d] is the nodes at depth d, `label`
 * the lane's name as the page shows it and `id` its strategy; `tr` is the lab's translator.
 */
export function drawChart(canvas, series, { log = true, tr }) {
  const rect = boxSize(canvas);
  const context = canvas.getContext("2d");
  const ratio = window.devicePixelRatio || 1;
  // One bitmap pixel per device pixel, also at fractional ratios; drawn in CSS pixels.
  const pixelsWide = Math.max(1, Math.round(rect.width * ratio)), pixelsHigh = Math.max(1, Math.round(rect.height * ratio));
  if (canvas.width !== pixelsWide || canvas.height !== pixelsHigh) {
    canvas.width = pixelsWide;
    canvas.height = pixelsHigh;
  }
  const width = pixelsWide / ratio, height = pixelsHigh / ratio;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  const depths = Math.max(2, ...series.map((s) => s.counts.length));
  const highest = Math.max(1, ...series.flatMap((s) => s.counts));
  // On the log scale the axis ends at the next power of ten, so every tick is on the plot.
  const top = log ? 10 ** Math.ceil(Math.log10(Math.max(10, highest))) : highest;
  // In presentation mode (a lab with data-present) the words grow with the screen's height, as
  // the lanes' do, so the back of a room reads them: 12 px on the page.
  const size = canvas.closest?.(".lab[data-present]") ? Math.max(12, Math.round(window.innerHeight * 0.024)) : 12;
  const s = size / 12;
  if (canvas.dataset.textSize !== String(size)) canvas.dataset.textSize = String(size);
  const left = 56 * s, right = 12, upper = 12 * s, lower = 28 * s;
  const plotW = width - left - right, plotH = height - upper - lower;
  const y = (v) => {
    const f = log ? Math.log10(Math.max(1, v)) / Math.log10(top) : v / top;
    return upper + plotH * (1 - f);
  };
  const x = (d) => left + (plotW * d) / (depths - 1);

  context.font = `${size}px system-ui, sans-serif`;
  context.fillStyle = ink(canvas, "--muted") || INK;
  context.strokeStyle = "rgba(128,128,128,0.35)";
  context.lineWidth = 1;
  const ticks = log
    ? Array.from({ length: Math.round(Math.log10(top)) + 1 }, (_, k) => 10 ** k)
    : [0, top / 2, top].map(Math.round);
  context.textAlign = "right";
  context.textBaseline = "middle";
  for (const t of ticks) {
    context.beginPath(); context.moveTo(left, y(t)); context.lineTo(width - right, y(t)); context.stroke();
    context.fillText(t >= 1e4 ? tr.t("chart.tick.power", { exponent: String(Math.round(Math.log10(t))) }) : formatCount(tr, t), left - 6 * s, y(t));
  }
  context.textAlign = "center";
  context.textBaseline = "top";
  const every = Math.ceil(depths / 12);
  for (let d = 0; d < depths; d += every) context.fillText(tr.number(d), x(d), height - lower + 6 * s);

  // Later lanes are drawn thinner on top, so lanes that share a tree (pruned and occupancy)
  // show as a line inside a line instead of hiding each other.
  series.forEach(({ colour, counts }, i) => {
    context.strokeStyle = colour;
    context.fillStyle = colour;
    context.lineWidth = Math.max(1.5, 7 - 2.5 * i);
    context.beginPath();
    counts.forEach((v, d) => (d === 0 ? context.moveTo(x(d), y(v)) : context.lineTo(x(d), y(v))));
    context.stroke();
    counts.forEach((v, d) => { context.beginPath(); context.arc(x(d), y(v), Math.max(2, 5 - 1.5 * i), 0, 2 * Math.PI); context.fill(); });
  });

  // Each line is named at its last point; lanes with the same count at every depth share one
  // line, and its name says so ("Pruned = Forward checking"), so no lane seems missing.
  const groups = sameLines(series);
  const lines = groups.map((group) => group.map((i) => series[i].id ?? series[i].label).join("=")).join(";");
  if (canvas.dataset.lines !== lines) canvas.dataset.lines = lines;
  context.font = `bold ${size}px system-ui, sans-serif`;
  context.textBaseline = "bottom";
  const placed = [];
  for (const group of groups) {
    const { counts, colour } = series[group[0]];
    if (counts.length === 0) continue;
    const text = group.map((i) => series[i].label).join(" = ");
    const d = counts.length - 1;
    const wide = context.measureText(text).width;
    // After the last point where it fits, else before it; above the point, clear of the top
    // and of the names already drawn.
    const after = x(d) + 6 + wide <= width - right;
    const x0 = after ? x(d) + 6 : x(d) - 6 - wide;
    let bottom = Math.max(upper + 14 * s, y(counts[d]) - 6);
    const box = () => ({ x0, x1: x0 + wide, y0: bottom - 14 * s, y1: bottom });
    while (placed.some((b) => overlaps(b, box())) && bottom < height - lower) bottom += 15 * s;
    placed.push(box());
    context.textAlign = "left";
    context.fillStyle = colour;
    context.fillText(text, x0, bottom);
  }
}

/** The series as groups of indices with equal counts at every depth, in the lanes' order. */
export function sameLines(series) {
  const groups = [];
  series.forEach(({ counts }, i) => {
    const group = groups.find((g) => {
      const other = series[g[0]].counts;
      return other.length === counts.length && other.every((v, d) => v === counts[d]);
    });
    if (group) group.push(i);
    else groups.push([i]);
  });
  return groups;
}

function overlaps(a, b) {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}
