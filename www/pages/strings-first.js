// The first module of the page and of the embed view, small and run as soon as it arrives: it
// starts fetching the string table of the language the lab will speak (the link's lang=, else
// the browser's languages) while the lab's bundle is still on its way or compiling, rather
// than once the bundle has run. The bundle imports the same file, which is not fetched again.

import { loadLanguage, pickLanguage } from "../words/i18n.js";

loadLanguage(pickLanguage(new URLSearchParams(location.search).get("lang"), navigator.languages)).catch(() => {});
