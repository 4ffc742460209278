// The page's masthead in the lab's language, with the link to the manual (docs/, built beside
// the page) and the switch between the languages the lab speaks (each named in itself: English, Русский, 中文). The page's own words (<html lang>, the
// description, the tagline) follow the lab; switching asks the lab to show itself in the new
// language in place (lab.setLanguage keeps the race), and the lab writes lang= into the URL.

import { LANGUAGES, translator } from "../words/i18n.js";
import { escapeHtml } from "../words/html.js";

/** Builds the masthead inside `header` for `lab` (createLab's controller) and keeps it in step. */
export function wireLanguageSwitch(header, lab) {
  const show = () => {
    const lang = lab.element.lang;
    const { t } = translator(lang);
    const doc = header.ownerDocument;
    doc.documentElement.lang = lang;
    doc.querySelector('meta[name="description"]')?.setAttribute("content", t("page.description"));
    header.innerHTML = `
      <div class="masthead-row">
        <h1>${escapeHtml(t("app.name"))}</h1>
        <div class="masthead-tools">
        <a class="manual-link" href="docs/index.html" hreflang="en">${escapeHtml(t("page.manual"))}</a>
        <label class="language">${escapeHtml(t("language.label"))}
          <select id="language">${LANGUAGES.map((code) =>
            `<option value="${code}" lang="${code}"${code === lang ? " selected" : ""}>${escapeHtml(t(`language.${code}`))}</option>`).join("")}
          </select>
        </label>
        </div>
      </div>
      <p class="tagline">${escapeHtml(t("page.tagline"))}</p>`;
  };
  show();
  header.addEventListener("change", async (event) => {
    if (event.target.id !== "language") return;
    const select = event.target;
    select.disabled = true;
    try {
      await lab.setLanguage(select.value);
    } catch {
      // The lab says what failed in its own note.
    }
    const focused = header.ownerDocument.activeElement === select;
    show();
    // The switch is built again in the new language; the keyboard stays on it.
    if (focused || header.ownerDocument.activeElement === header.ownerDocument.body) header.querySelector("#language").focus();
  });
}
