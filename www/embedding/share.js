// The share bar: "Copy link" (the page with this setup), "Copy embed code" (an iframe and a
// web component showing this setup, with absolute URLs to this deployment) and "Save PNG"
// (the boards, their counters and the chart composed into one picture, downloaded through a
// blob URL). The clipboard may refuse: the bar then says so and shows the text to copy.

import { escapeHtml } from "../words/html.js";

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
export function wireShare({ $, t, links, picture, fileName, container, signal }) {
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
  $("save-png").addEventListener("click", async () => {
    try {
      const canvas = composePicture(picture());
      const blob = await new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("no image"))), "image/png"));
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = fileName();
      link.hidden = true;
      container.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10000);
      say(t("share.png.saved", { file: link.download }));
    } catch (error) {
      say(t("share.png.failed", { message: error?.message ?? String(error) }));
    }
  }, { signal });
}

const PAPER = "#ffffff", INK = "#1d1d2b", MUTED = "#5b5b6b", LINE = "#d8d0c0";
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
const PAD = 16, COLUMN = 240, GAP = 16, SCALE = 2;

/**
 * One picture of the lab: `title`, then a column per lane ({ name, colour, status, board (a
 * canvas), counters: [[label, value]] }), then the `chart` canvas under `chartTitle`, then
 * `footer`.
 */
export function composePicture({ title, lanes, chart, chartTitle = "", footer }) {
  const width = Math.max(480, PAD * 2 + lanes.length * COLUMN + (lanes.length - 1) * GAP);
  const rows = Math.max(0, ...lanes.map((lane) => Math.ceil(lane.counters.length / 2)));
  const laneHeight = 28 + COLUMN + 10 + rows * 34;
  const chartHeight = chart ? Math.round(((width - 2 * PAD) * chart.height) / Math.max(1, chart.width)) : 0;
  const height = PAD + 30 + laneHeight + (chart ? 36 + chartHeight + PAD : 0) + 24 + PAD;
  const canvas = document.createElement("canvas");
  canvas.width = width * SCALE;
  canvas.height = height * SCALE;
  const context = canvas.getContext("2d");
  context.scale(SCALE, SCALE);
  context.fillStyle = PAPER;
  context.fillRect(0, 0, width, height);
  context.textBaseline = "top";
  context.fillStyle = INK;
  context.font = `700 17px ${FONT}`;
  context.fillText(title, PAD, PAD, width - 2 * PAD);

  lanes.forEach((lane, i) => {
    const x = PAD + i * (COLUMN + GAP), y = PAD + 30;
    context.fillStyle = lane.colour;
    context.fillRect(x, y, COLUMN, 4);
    context.beginPath();
    context.arc(x + 6, y + 17, 5, 0, 2 * Math.PI);
    context.fill();
    context.fillStyle = INK;
    context.font = `700 15px ${FONT}`;
    context.fillText(lane.name, x + 16, y + 9, COLUMN / 2);
    context.fillStyle = MUTED;
    context.font = `600 12px ${FONT}`;
    context.textAlign = "right";
    context.fillText(lane.status, x + COLUMN, y + 11, COLUMN / 2 - 20);
    context.textAlign = "left";
    if (lane.board.width > 0) context.drawImage(lane.board, x, y + 28, COLUMN, COLUMN);
    lane.counters.forEach(([label, value], k) => {
      const cx = x + (k % 2) * (COLUMN / 2), cy = y + 28 + COLUMN + 10 + Math.floor(k / 2) * 34;
      context.fillStyle = MUTED;
      context.font = `11px ${FONT}`;
      context.fillText(label.toUpperCase(), cx, cy, COLUMN / 2 - 6);
      context.fillStyle = INK;
      context.font = `700 14px ${FONT}`;
      context.fillText(value, cx, cy + 14, COLUMN / 2 - 6);
    });
  });
  let y = PAD + 30 + laneHeight;
  if (chart) {
    context.fillStyle = INK;
    context.font = `700 14px ${FONT}`;
    context.fillText(chartTitle, PAD, y + 12, width - 2 * PAD);
    y += 36;
    context.strokeStyle = LINE;
    context.strokeRect(PAD - 0.5, y - 0.5, width - 2 * PAD + 1, chartHeight + 1);
    if (chart.width > 0) context.drawImage(chart, PAD, y, width - 2 * PAD, chartHeight);
    y += chartHeight + PAD;
  }
  context.fillStyle = MUTED;
  context.font = `11px ${FONT}`;
  context.fillText(footer, PAD, y + 4, width - 2 * PAD);
  return canvas;
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
