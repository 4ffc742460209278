// The share bar: "Copy link" (the page with this setup), "Copy embed code" (an iframe and a
// web component showing this setup, with absolute URLs to this deployment), "Save PNG" and
// "Save SVG" (the boards, their counters, the chart and the trees shown composed into one
// picture, for slides and for print, downloaded through a blob URL). The clipboard may
// refuse: the bar then says so and shows the text to copy.

import { escapeHtml } from "../words/html.js";
import { wholeNumber } from "../words/reading.js";

/** The deployment's root (dist/): this module lives in its www/embedding/ folder. */
export const DEPLOYMENT = new URL("../../", import.meta.url);

/**
 * The page, the embed view and the two snippets for a query (entries of [name, value]). The
 * iframe's title is in the lab's language `lang` (t's), and says so, for screen readers.
 */
export function shareLinks(setupQuery, viewEntries, t, what, lang = "") {
  const page = new URL(setupQuery, DEPLOYMENT);
  for (const [name, value] of viewEntries.filter(([name]) => name === "lang")) page.searchParams.set(name, value);
  const embed = new URL(`embed.html${setupQuery}`, DEPLOYMENT);
  for (const [name, value] of viewEntries) embed.searchParams.set(name, value);
  const tidy = (url) => url.href.replaceAll("%2C", ",").replaceAll("%40", "@").replaceAll("%7E", "~");
  const attributes = [...embed.searchParams].map(([name, value]) =>
    (name === "autoplay" && value === "1" ? " autoplay" : ` ${name}="${escapeHtml(value)}"`)).join("");
  const iframe = `<iframe src="${escapeHtml(tidy(embed))}" title="${escapeHtml(t("share.iframe.title", { what }))}"${lang ? ` lang="${escapeHtml(lang)}"` : ""} `
    + `width="100%" height="640" loading="lazy" allow="clipboard-write"></iframe>`;
  const component = `<script type="module" src="${escapeHtml(new URL("embed.js", DEPLOYMENT).href)}"></script>\n`
    + `<backtracking-lab${attributes}></backtracking-lab>`;
  return { page: tidy(page), embed: tidy(embed), iframe, component };
}

/**
 * Wires the share bar found by `$` (ids copy-link, copy-embed, save-png, share-status,
 * share-text). `links()` gives shareLinks' result for the lab now; `picture()` what
 * composePicture draws; `container` is where the download link is clicked.
 */
export function wireShare({ $, t, links, picture, animate, step, fileName, container, signal }) {
  const status = $("share-status");
  const box = $("share-text");
  const showText = (text) => {
    box.value = text;
    box.closest("label").hidden = text === "";
  };
  const say = (message) => { status.textContent = message; };
  const copy = async (text, done) => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error("no clipboard");
      await navigator.clipboard.writeText(text);
      say(done);
      return true;
    } catch (error) {
      say(t("share.copy_refused", { message: error?.message ?? String(error) }));
      showText(text);
      box.focus();
      box.select();
      return false;
    }
  };
  $("copy-link").addEventListener("click", () => {
    showText("");
    copy(links().page, t("share.copied.link"));
  }, { signal });
  $("copy-embed").addEventListener("click", () => {
    const { iframe, component } = links();
    const text = `${iframe}\n\n${component}`;
    showText(text);
    copy(text, t("share.copied.embed"));
  }, { signal });
  /** Downloads what `make()` resolves to (a Blob) as a file with `extension`, and says so. */
  const save = (extension, make) => async () => {
    try {
      const blob = await make();
      if (!blob) return;
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = fileName(extension);
      link.hidden = true;
      container.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10000);
      say(t("share.png.saved", { file: link.download }));
    } catch (error) {
      say(t("share.png.failed", { message: error?.message ?? String(error) }));
    }
  };
  $("save-png").addEventListener("click", save("png", () => {
    const canvas = composePicture(picture());
    return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("no image"))), "image/png"));
  }), { signal });
  $("save-svg").addEventListener("click", save("svg", async () =>
    new Blob([composeSvg(picture())], { type: "image/svg+xml" })), { signal });
  // Save animation: the steps from `gif-from` to `gif-to` (empty: the step now) as a GIF.
  const recordButton = $("save-gif");
  recordButton.addEventListener("click", save("gif", async () => {
    const read = (input, empty) => (input.value.trim() === "" ? empty : wholeNumber(input.value.trim(), 0, Number.MAX_SAFE_INTEGER));
    const [from, to] = [read($("gif-from"), 0), read($("gif-to"), step())];
    if (from === null || to === null || to <= from) {
      say(t("share.gif.range"));
      return null;
    }
    recordButton.disabled = true;
    say("");
    try {
      const gif = await animate(from, to);
      if (!gif) say(t("share.gif.cancelled"));
      return gif;
    } finally {
      recordButton.disabled = false;
    }
  }), { signal });
}

const PAPER = "#ffffff", INK = "#1d1d2b", MUTED = "#5b5b6b", LINE = "#d8d0c0";
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
const PAD = 16, COLUMN = 240, GAP = 16, SCALE = 2;
/** A tree is drawn at most this tall in a picture (a wide tree is shrunk to its column). */
const TREE_HEIGHT = 2 * COLUMN;

/**
 * One picture of the lab, laid out once for both renderers (composePicture draws it on a
 * canvas, composeSvg writes it as SVG): `title`, then a column per lane ({ name, colour,
 * status, board (a canvas), counters: [[label, value]] }), then the `chart` canvas under
 * `chartTitle`, then each shown search tree ({ name, colour, canvas }), then `footer`.
 * Returns { width, height, items }: rectangles, circles, texts and images, in drawing order.
 */
export function layOutPicture({ title, lanes, chart, chartTitle = "", trees = [], footer }) {
  const width = Math.max(480, PAD * 2 + lanes.length * COLUMN + (lanes.length - 1) * GAP);
  const items = [];
  const text = (x, y, value, { size, weight = 400, fill = INK, align = "left", maxWidth }) =>
    items.push({ kind: "text", x, y, text: value, size, weight, fill, align, maxWidth });
  text(PAD, PAD, title, { size: 17, weight: 700, maxWidth: width - 2 * PAD });

  const rows = Math.max(0, ...lanes.map((lane) => Math.ceil(lane.counters.length / 2)));
  const laneHeight = 28 + COLUMN + 10 + rows * 34;
  lanes.forEach((lane, i) => {
    const x = PAD + i * (COLUMN + GAP), y = PAD + 30;
    items.push({ kind: "rect", x, y, w: COLUMN, h: 4, fill: lane.colour });
    items.push({ kind: "circle", x: x + 6, y: y + 17, r: 5, fill: lane.colour });
    text(x + 16, y + 9, lane.name, { size: 15, weight: 700, maxWidth: COLUMN / 2 });
    text(x + COLUMN, y + 11, lane.status, { size: 12, weight: 600, fill: MUTED, align: "right", maxWidth: COLUMN / 2 - 20 });
    if (lane.board.width > 0) items.push({ kind: "image", canvas: lane.board, x, y: y + 28, w: COLUMN, h: COLUMN });
    lane.counters.forEach(([label, value], k) => {
      const cx = x + (k % 2) * (COLUMN / 2), cy = y + 28 + COLUMN + 10 + Math.floor(k / 2) * 34;
      text(cx, cy, label.toUpperCase(), { size: 11, fill: MUTED, maxWidth: COLUMN / 2 - 6 });
      text(cx, cy + 14, value, { size: 14, weight: 700, maxWidth: COLUMN / 2 - 6 });
    });
  });
  let y = PAD + 30 + laneHeight;
  if (chart) {
    const chartHeight = Math.round(((width - 2 * PAD) * chart.height) / Math.max(1, chart.width));
    text(PAD, y + 12, chartTitle, { size: 14, weight: 700, maxWidth: width - 2 * PAD });
    y += 36;
    items.push({ kind: "rect", x: PAD - 0.5, y: y - 0.5, w: width - 2 * PAD + 1, h: chartHeight + 1, stroke: LINE });
    if (chart.width > 0) items.push({ kind: "image", canvas: chart, x: PAD, y, w: width - 2 * PAD, h: chartHeight });
    y += chartHeight + PAD;
  }
  const shown = trees.filter((tree) => tree.canvas.width > 0);
  if (shown.length) {
    const column = (width - 2 * PAD - (shown.length - 1) * GAP) / shown.length;
    let tallest = 0;
    shown.forEach((tree, i) => {
      const x = PAD + i * (column + GAP);
      const scale = Math.min(column / tree.canvas.width, TREE_HEIGHT / tree.canvas.height);
      const [w, h] = [tree.canvas.width * scale, tree.canvas.height * scale];
      items.push({ kind: "circle", x: x + 6, y: y + 8, r: 5, fill: tree.colour });
      text(x + 16, y, tree.name, { size: 13, weight: 700, maxWidth: column - 16 });
      items.push({ kind: "image", canvas: tree.canvas, x, y: y + 22, w, h });
      tallest = Math.max(tallest, h);
    });
    y += 22 + tallest + PAD;
  }
  text(PAD, y + 4, footer, { size: 11, fill: MUTED, maxWidth: width - 2 * PAD });
  const height = y + 24 + PAD;
  return { width, height, items: [{ kind: "rect", x: 0, y: 0, w: width, h: height, fill: PAPER }, ...items] };
}

/** The picture drawn on a canvas, `scale` device pixels to a CSS pixel (the PNG's: 2). */
export function composePicture(picture, scale = SCALE) {
  const { width, height, items } = layOutPicture(picture);
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext("2d");
  context.scale(scale, scale);
  context.textBaseline = "top";
  for (const item of items) {
    if (item.kind === "rect") {
      if (item.fill) {
        context.fillStyle = item.fill;
        context.fillRect(item.x, item.y, item.w, item.h);
      } else {
        context.strokeStyle = item.stroke;
        context.strokeRect(item.x, item.y, item.w, item.h);
      }
    } else if (item.kind === "circle") {
      context.fillStyle = item.fill;
      context.beginPath();
      context.arc(item.x, item.y, item.r, 0, 2 * Math.PI);
      context.fill();
    } else if (item.kind === "text") {
      context.fillStyle = item.fill;
      context.font = `${item.weight} ${item.size}px ${FONT}`;
      context.textAlign = item.align;
      context.fillText(item.text, item.x, item.y, item.maxWidth);
    } else {
      context.drawImage(item.canvas, item.x, item.y, item.w, item.h);
    }
  }
  return canvas;
}

/**
 * The picture as one SVG document (for print): every word is text (a reader can search and
 * copy it, a printer sets it sharp), the boards, the chart and the trees are their canvases'
 * pixels at twice the size. `title` names the document.
 */
export function composeSvg(picture) {
  const { width, height, items } = layOutPicture(picture);
  const measure = document.createElement("canvas").getContext("2d");
  const attr = (value) => escapeHtml(String(value));
  const round = (n) => Math.round(n * 100) / 100;
  const parts = items.map((item) => {
    if (item.kind === "rect") {
      const paint = item.fill ? `fill="${attr(item.fill)}"` : `fill="none" stroke="${attr(item.stroke)}"`;
      return `<rect x="${round(item.x)}" y="${round(item.y)}" width="${round(item.w)}" height="${round(item.h)}" ${paint}/>`;
    }
    if (item.kind === "circle") return `<circle cx="${round(item.x)}" cy="${round(item.y)}" r="${item.r}" fill="${attr(item.fill)}"/>`;
    if (item.kind === "text") {
      measure.font = `${item.weight} ${item.size}px ${FONT}`;
      // As fillText's maxWidth: a text too wide is squeezed into its room.
      const squeeze = measure.measureText(item.text).width > item.maxWidth
        ? ` textLength="${round(item.maxWidth)}" lengthAdjust="spacingAndGlyphs"` : "";
      const anchor = item.align === "right" ? ' text-anchor="end"' : "";
      return `<text x="${round(item.x)}" y="${round(item.y)}" dominant-baseline="hanging" font-size="${item.size}" font-weight="${item.weight}" fill="${attr(item.fill)}"${anchor}${squeeze}>${escapeHtml(item.text)}</text>`;
    }
    const image = document.createElement("canvas");
    image.width = Math.max(1, Math.round(item.w * SCALE));
    image.height = Math.max(1, Math.round(item.h * SCALE));
    image.getContext("2d").drawImage(item.canvas, 0, 0, image.width, image.height);
    return `<image x="${round(item.x)}" y="${round(item.y)}" width="${round(item.w)}" height="${round(item.h)}" href="${image.toDataURL("image/png")}"/>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${round(height)}" viewBox="0 0 ${width} ${round(height)}" font-family="${attr(FONT)}">
<title>${escapeHtml(picture.title)}</title>
${parts.join("\n")}
</svg>
`;
}

/** The search trees the lab shows now, as the picture takes them. */
export function readTrees(container) {
  return [...container.querySelectorAll("figure.lane-tree[data-tree-lane]")]
    .filter((figure) => !figure.closest("[hidden]"))
    .map((figure) => ({
      name: figure.querySelector("figcaption strong")?.textContent ?? figure.dataset.treeLane,
      // The lane's colour on white paper, as its board's column has it.
      colour: container.querySelector(`[data-lane="${CSS.escape(figure.dataset.treeLane)}"]`)?.dataset.colour || INK,
      canvas: figure.querySelector("canvas.tree-canvas"),
    }))
    .filter((tree) => tree.canvas && !tree.canvas.hidden);
}

/** What composePicture needs, read from the lanes as they are shown (in the lab's language). */
export function readLanes(lanesElement) {
  return [...lanesElement.querySelectorAll("[data-lane]")].map((lane) => {
    const status = lane.querySelector("[data-stat=status]");
    return {
      name: lane.querySelector("h3")?.textContent.trim() ?? lane.dataset.lane,
      colour: lane.dataset.colour || INK,
      status: status?.title || status?.textContent || "",
      board: lane.querySelector("canvas"),
      counters: [...lane.querySelectorAll(".counters > div")].map((row) =>
        [row.querySelector("dt").textContent, row.querySelector("dd").textContent]),
    };
  });
}
