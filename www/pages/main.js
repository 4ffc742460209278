// The page's entry point: the lab with full chrome, built in the page's <main>, reading its
// setup from the address bar and writing it back; keys work whenever the page has focus. The
// masthead speaks the lab's language and holds the language switch: choosing a language puts
// it in the URL and shows the lab in it in place, the race where it was.

import { createLab, loadLabLanguage } from "../lab/lab.js";
import { loadCore } from "../race/core.js";
import { wireLanguageSwitch } from "./language-switch.js";

const options = { chrome: "full", keys: "document", history: true, languages: navigator.languages };
// The core starts compiling while the reader's language is fetched (the lab awaits it later,
// and says so if it failed). Only that language is fetched; a table that does not load leaves
// the keys shown.
loadCore().catch(() => {});
await loadLabLanguage(location.search, options).catch((error) => console.error(error));
const lab = createLab(document.querySelector("main"), location.search, options);
wireLanguageSwitch(document.querySelector(".masthead"), lab);
lab.ready.then(() => {
  document.body.dataset.ready = "true";
}, (error) => console.error(error));
