// The page's languages: which one to show, and a translator that turns a key and its
// parameters into text. The words themselves live in one table per language (www/words/strings/),
// English being the reference; tests/js/i18n.test.mjs keeps the tables in step.
//
//   const lang = pickLanguage(params.get("lang"), navigator.languages);
//   await loadLanguage(lang);
//   const { t, number } = translator(lang);
//   t("count.solutions", { count: 92 })        // "92 solutions", "92 решения", "92个解"
//   t("event.try.sudoku", { value: 3, cell })  // parameters fill {value} and {cell}
//
// Rules, so the tables stay plain data:
// - {name} in a text is replaced by params.name: a number is formatted for the language
//   (number()), anything else is inserted as its string. An unknown {name} is left as written.
// - An entry may be plural, { one, few, many, other }: the form is chosen by params.count
//   through Intl.PluralRules (English one/other, Russian one/few/many/other, Chinese other).
//   A plural entry may also hold an exact form, "=1": it wins when the count is exactly that,
//   for a sentence that says "the only one" (Russian 21 is "one", but not "the only one").
// - A key missing from a table falls back to English, then to the key itself: a missing word
//   never stops the page (the test catches it before it ships).

/** The languages the page speaks, the first being the fallback. */
export const LANGUAGES = ["en", "ru", "zh"];

// A reader's page fetches only the tables it shows (loadLanguage). Written from www/'s depth
// (../words/), so that a bundle of the page, which keeps the tables files of their own (the
// Makefile's page-bundles), finds them as this module does.
const LOADERS = {
  en: () => import("../words/strings/en.js"),
  ru: () => import("../words/strings/ru.js"),
  zh: () => import("../words/strings/zh.js"),
};

/** The tables loaded so far, by language. */
const TABLES = {};
const loading = new Map();

/**
 * Loads the table of `lang` (one of LANGUAGES; anything else means English) once; resolves
 * when translator(lang) speaks it. A table that cannot be fetched rejects, and is asked for
 * again the next time.
 */
export function loadLanguage(lang) {
  const code = LANGUAGES.includes(lang) ? lang : LANGUAGES[0];
  if (!loading.has(code)) {
    loading.set(code, LOADERS[code]().then((module) => { TABLES[code] = module.default; }, (error) => {
      loading.delete(code);
      throw error;
    }));
  }
  return loading.get(code);
}

/** "zh-Hans-CN" → "zh"; anything that is not a string → "". */
function primary(tag) {
  return typeof tag === "string" ? tag.trim().split(/[-_]/)[0].toLowerCase() : "";
}

/**
 * The language to show: an explicit `param` (the link's lang=) if it names a known language,
 * else the first of the browser's languages (navigator.languages) whose primary subtag is
 * known, else English.
 */
export function pickLanguage(param, navigatorLanguages = []) {
  const known = (tag) => (LANGUAGES.includes(primary(tag)) ? primary(tag) : null);
  if (known(param)) return known(param);
  for (const tag of navigatorLanguages ?? []) {
    if (known(tag)) return known(tag);
  }
  return LANGUAGES[0];
}

/** The keys of one language's table (for tests and tools), in the table's order. */
export function keysOf(lang) {
  return Object.keys(TABLES[lang] ?? {});
}

/**
 * A translator for `lang` (one of LANGUAGES; anything else means English), once its table is
 * loaded (loadLanguage); English fills in what a table lacks where English is loaded too.
 */
export function translator(lang) {
  const code = LANGUAGES.includes(lang) ? lang : LANGUAGES[0];
  return createTranslator(code, TABLES[code] ?? {}, TABLES[LANGUAGES[0]] ?? {});
}

/** Each language's decimal separator, as Intl.NumberFormat writes it (a test holds them to it). */
const DECIMAL_SEPARATOR = { en: ".", ru: ",", zh: "." };

/**
 * The translator over a given `table`, falling back to `fallback` (the English table) key by
 * key. translator() is this with the page's tables; tests use it with their own.
 */
export function createTranslator(lang, table, fallback = {}) {
  const plurals = new Map();
  const pluralOf = (language) => {
    if (!plurals.has(language)) plurals.set(language, new Intl.PluralRules(language));
    return plurals.get(language);
  };
  const formats = new Map();

  /**
   * `x` formatted for the language: 3906 → "3,906" (en), "3 906" with a no-break space (ru),
   * "3,906" (zh). `options` are Intl.NumberFormat's (e.g. { maximumFractionDigits: 1 }).
   */
  function number(x, options) {
    // Whole numbers under 1,000 are written alike in every language of the lab, so they need
    // no Intl.NumberFormat, whose first one loads the locale's data (25 ms on a cold page
    // here, on the way to the first board). warm() makes it later, when nothing waits.
    if (!options && Number.isInteger(x) && (x > 0 || Object.is(x, 0)) && x < 1000) return String(x);
    // Likewise a number under 1,000 already rounded to tenths, written with one decimal (a
    // mantissa: 1.9 × 10⁷): only the decimal separator differs between the languages.
    const tenths = Math.round(x * 10);
    if (options?.minimumFractionDigits === 1 && options.maximumFractionDigits === 1 && Object.keys(options).length === 2
      && DECIMAL_SEPARATOR[lang] && tenths >= 0 && tenths < 10000 && tenths / 10 === x) {
      return `${Math.floor(tenths / 10)}${DECIMAL_SEPARATOR[lang]}${tenths % 10}`;
    }
    const id = options ? JSON.stringify(options) : "";
    if (!formats.has(id)) formats.set(id, new Intl.NumberFormat(lang, options));
    return formats.get(id).format(x);
  }

  /** The text of `key` with `params` filled in; never throws, whatever the key or params. */
  function t(key, params) {
    const given = params ?? {};
    let language = lang;
    let entry = Object.hasOwn(table, key) ? table[key] : undefined;
    if (entry === undefined) {
      language = LANGUAGES[0];
      entry = Object.hasOwn(fallback, key) ? fallback[key] : undefined;
    }
    if (entry !== null && typeof entry === "object") {
      // A fallback entry is English, so its form is chosen by English rules.
      const count = Number(given.count);
      const form = Number.isFinite(count) ? pluralOf(language).select(count) : "other";
      entry = entry[`=${count}`] ?? entry[form] ?? entry.other;
    }
    if (typeof entry !== "string") return String(key);
    return entry.replace(/\{(\w+)\}/g, (whole, name) => {
      const value = Object.hasOwn(given, name) ? given[name] : undefined;
      if (value === undefined || value === null) return whole;
      return typeof value === "number" ? number(value) : String(value);
    });
  }

  /** Makes the number format and the plural rules ready, so no later frame waits for them. */
  function warm() {
    number(1000);
    pluralOf(lang);
  }

  return { lang, t, number, warm, keys: () => Object.keys(table) };
}
