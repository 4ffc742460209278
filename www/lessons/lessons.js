// Guided lessons: seven short scenarios in the order the lessons teach (the naive tree, the
// permutations, checking on the way in, the cost of a node, the lesson's own programs C and D,
// the mistakes, Sudoku by candidates and by propagation). Each is a setup (the lab's own URL parameters) plus two to four
// sentences and a question, and each is a URL (`lesson=pruned`), so a textbook can link to one
// or embed it (embed view, or the component's lesson="…" attribute). The link's own parameters
// win over the lesson's. The page has a Lessons menu; every lab with a lesson shows its card
// (the lab's feature `guidedLessons`, at the end).

import { escapeHtml } from "../words/html.js";
import { wireMenu } from "../views/menu.js";
import { quote } from "../words/reading.js";

/** The lesson's worked 9×9 (sudoku-editor.js's preset). */
const LESSON_GRID = "425..8367.6...412..8...2....4...5912..........194..675.3.....8...6....9.194....5.";

/** The lessons, in teaching order: an id and the setup it races. */
export const LESSONS = [
  { id: "naive", setup: "puzzle=queens&n=5&strategies=naive&mode=all&speed=30&predict=1" },
  { id: "permutation", setup: "puzzle=queens&n=6&strategies=naive,permutation&mode=all&speed=35&predict=1" },
  { id: "pruned", setup: "puzzle=queens&n=8&strategies=permutation,pruned&mode=all&speed=40&predict=1" },
  { id: "occupancy", setup: "puzzle=queens&n=8&strategies=pruned,occupancy&mode=all&speed=35&predict=1" },
  // Lesson 003's own versions C and D, run as written: the same tree, cheaper nodes.
  {
    id: "programs",
    setup: "puzzle=queens&n=6&strategies=program,program-2&mode=all&speed=40&predict=1&program=@queens_c&program-2=@queens_d",
  },
  {
    id: "mistakes",
    setup: "puzzle=queens&n=6&strategies=occupancy,forget-undo,forget-diagonal&mode=all&speed=30"
      + "&guess=occupancy:solutions,forget-undo:solutions,forget-diagonal:solutions",
  },
  { id: "sudoku", setup: `puzzle=sudoku&grid=${LESSON_GRID}&strategies=pruned,candidates,propagation&mode=first&speed=35&predict=1` },
];

export function lessonOf(id) {
  return LESSONS.find((lesson) => lesson.id === id) ?? null;
}

/**
 * The parameters with a lesson's setup under them: `params` (URLSearchParams) may name a
 * `lesson`; its setup is taken, then every parameter the link gives itself replaces the
 * lesson's. Returns { params, lesson (its id or null), notes } (notes in the lab's language:
 * `tr` is the lab's translator).
 */
export function withLesson(params, tr) {
  const { t } = tr;
  if (!params.has("lesson")) return { params, lesson: null, notes: [] };
  const id = params.get("lesson");
  if (!lessonOf(id)) {
    const known = LESSONS.map((l) => l.id).join(t("list.separator"));
    return { params, lesson: null, notes: [t("lesson.note.unknown", { value: quote(id, tr), known })] };
  }
  return { params: lessonUnder(params), lesson: id, notes: [] };
}

/** `params` with the setup of the lesson they name under them (as they are when they name none). */
function lessonUnder(params) {
  const lesson = params.has("lesson") ? lessonOf(params.get("lesson")) : null;
  if (!lesson) return params;
  const merged = new URLSearchParams(lesson.setup);
  for (const key of new Set(params.keys())) merged.delete(key);
  for (const [key, value] of params) merged.append(key, value);
  return merged;
}

/** A lesson's link: the page with that lesson (and the language, when one was asked for). */
export function lessonHref(id, lang) {
  return `?lesson=${encodeURIComponent(id)}${lang ? `&lang=${lang}` : ""}`;
}

/**
 * The Lessons menu of the page: a button that opens the list of the lessons (links).
 * `current` is the lesson shown, if any; `lang` the language to keep in the links.
 */
export function lessonsMenu(t, { current, lang, signal }) {
  const nav = document.createElement("nav");
  nav.className = "lessons-menu";
  nav.setAttribute("aria-label", t("lesson.menu.label"));
  nav.innerHTML = `
    <button type="button" id="lessons-button" aria-expanded="false" aria-controls="lessons-list">${escapeHtml(t("lesson.menu.button"))} <svg class="chevron" viewBox="0 0 16 16" aria-hidden="true"><path d="M3 6l5 5 5-5z"/></svg></button>
    <ol id="lessons-list" class="lessons-list" hidden>
      ${LESSONS.map((lesson, i) => `<li><a href="${escapeHtml(lessonHref(lesson.id, lang))}" data-lesson-link="${lesson.id}"${lesson.id === current ? ' aria-current="page"' : ""}>${escapeHtml(t("lesson.menu.item", { number: i + 1, title: t(`lesson.${lesson.id}.title`) }))}</a></li>`).join("")}
    </ol>`;
  wireMenu(nav, { signal });
  return nav;
}

/**
 * The card of lesson `id`: where it stands among the six, its title, sentences and question;
 * on the page (`full`) also the previous and next lessons and a button that closes it
 * (`onClose`).
 */
export function lessonCard(t, id, { full, lang, onClose, signal }) {
  const index = LESSONS.findIndex((lesson) => lesson.id === id);
  const card = document.createElement("section");
  card.className = "lesson";
  card.dataset.lesson = id;
  card.setAttribute("aria-labelledby", "lesson-title");
  const link = (lesson, key) => (lesson
    ? `<a href="${escapeHtml(lessonHref(lesson.id, lang))}" rel="${key}" data-lesson-link="${lesson.id}">${escapeHtml(t(`lesson.nav.${key}`, { title: t(`lesson.${lesson.id}.title`) }))}</a>`
    : "");
  card.innerHTML = `
    <p class="lesson-count">${escapeHtml(t("lesson.count", { number: index + 1, total: LESSONS.length }))}</p>
    <h2 id="lesson-title">${escapeHtml(t(`lesson.${id}.title`))}</h2>
    <p class="lesson-text">${escapeHtml(t(`lesson.${id}.text`))}</p>
    <p class="lesson-question">${escapeHtml(t("lesson.question", { question: t(`lesson.${id}.question`) }))}</p>
    ${full ? `<div class="lesson-nav">${link(LESSONS[index - 1], "prev")}${link(LESSONS[index + 1], "next")}
      <button type="button" data-lesson-close>${escapeHtml(t("lesson.close"))}</button></div>` : ""}`;
  card.querySelector("[data-lesson-close]")?.addEventListener("click", () => {
    card.remove();
    onClose?.();
  }, { signal });
  return card;
}

/**
 * The lab's feature (lab/features.js): `lesson=` puts a lesson's setup under the link's
 * parameters before the rest is read; the page gets the Lessons menu, a lab with a lesson
 * its card (closing it takes the lesson out of the link).
 */
export const guidedLessons = {
  params: ["lesson"],
  defaults: () => ({ lesson: null }),
  prepare: lessonUnder,
  read(params, setup, { tr, note }) {
    const { lesson, notes } = withLesson(params, tr);
    setup.lesson = lesson;
    for (const text of notes) note(text);
  },
  write(setup, params) {
    if (setup.lesson) params.set("lesson", setup.lesson);
  },
  attach(lab) {
    const { t, full, lang, signal } = lab;
    if (full) lab.element.prepend(lessonsMenu(t, { current: lab.setup.lesson, lang, signal }));
    if (lab.setup.lesson) {
      // On the page the card heads the set-up's column, beside the race; in an embed, above it.
      const card = lessonCard(t, lab.setup.lesson, { full, lang, signal, onClose: () => {
        lab.setup.lesson = null;
        lab.recordSetup();
      } });
      const column = lab.element.querySelector(".setup-column");
      if (column) column.prepend(card);
      else lab.$("note").after(card);
    }
    return {};
  },
};
