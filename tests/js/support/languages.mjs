// Loads every language's table before a test file runs (the page loads only the reader's):
// a test file imports this first, and its module waits for the tables.

import { LANGUAGES, loadLanguage } from "../../../www/words/i18n.js";

await Promise.all(LANGUAGES.map(loadLanguage));
