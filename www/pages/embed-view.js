// The embed view's entry point (embed.html): one lab without page chrome, configured entirely
// by the URL's parameters, filling the frame; its host events go to the parent window and the
// parent's commands come back (messages.js), and it speaks SPLICE with a learning system
// (splice.js). Keys work while focus is in the frame.

import { createLab, loadLabLanguage } from "../lab/lab.js";
import { loadCore } from "../race/core.js";
import { connectParent } from "../embedding/messages.js";
import { connectSplice } from "../embedding/splice.js";
import { translator } from "../words/i18n.js";

const main = document.querySelector("main");
// Without lang=, the reader's browser chooses (the frame cannot read its host page's language).
const options = { chrome: "embed", keys: "document", languages: navigator.languages };
// The core starts compiling while the reader's language is fetched (the lab awaits it later,
// and says so if it failed). Only that language is fetched; a table that does not load leaves
// the keys shown.
loadCore().catch(() => {});
await loadLabLanguage(location.search, options).catch((error) => console.error(error));
const lab = createLab(main, location.search, options);
document.documentElement.lang = lab.element.lang;
// The frame is a document of its own: it names itself, for screen readers, without showing it.
const heading = document.createElement("h1");
heading.className = "visually-hidden";
heading.textContent = translator(lab.element.lang).t("app.name");
main.prepend(heading);
// The lab's events bubble to `main`, which stays when a host's state rebuilds the lab.
connectParent(lab, main);
connectSplice(lab, main, main);
lab.ready.then(() => {
  document.body.dataset.ready = "true";
}, (error) => console.error(error));
