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

/**
 * Each language's decimal and group separators, as Intl.NumberFormat writes them (a test holds
 * them to it): Russian groups with a no-break space.
 */
const SEPARATORS = { en: { decimal: ".", group: "," }, ru: { decimal: ",", group: "\u00a0" }, zh: { decimal: ".", group: "," } };

/** The digits of a whole number ≥ 0, in groups of three joined by `group`: 19173961 → "19,173,961". */
function grouped(digits, group) {
  let text = digits.slice(0, digits.length % 3 || 3);
  for (let at = text.length; at < digits.length; at += 3) text += group + digits.slice(at, at + 3);
  return text;
}

/**
 * `x` (finite, ≥ 0) written as Intl.NumberFormat writes it with `options` when they are none,
 * fraction digits or significant digits alone, or undefined for anything else. Intl rounds
 * the shortest decimal that reads back as `x` (1.005 to two places is 1.01), half away from
 * zero, and drops the fraction's zeros beyond its minimum; so does this.
 */
function decimal(x, options, { decimal: point, group }) {
  if (!(x >= 0 && x < Infinity) || Object.is(x, -0)) return undefined;
  const { minimumFractionDigits: least = 0, maximumFractionDigits: most, maximumSignificantDigits: significant, ...rest } = options ?? {};
  if (Object.keys(rest).length) return undefined;
  if (significant !== undefined && (most !== undefined || least !== 0 || !(significant >= 1 && significant <= 21))) return undefined;
  const places = most ?? Math.max(least, 3);
  if (significant === undefined && !(Number.isInteger(places) && places >= least && places <= 100)) return undefined;
  // x is 0.digits × 10^at, with the fewest digits that read back as x.
  const [mantissa, exponent] = x.toExponential().split("e");
  let digits = mantissa.replace(".", "");
  let at = Number(exponent) + 1;
  const keep = significant ?? at + places;
  if (keep < digits.length) {
    const up = keep >= 0 && digits[keep] >= "5";
    digits = digits.slice(0, Math.max(keep, 0));
    if (up) {
      const nines = digits.match(/9*$/)[0].length;
      if (nines === digits.length) {
        digits = "1" + "0".repeat(digits.length);
        at += 1;
      } else {
        const last = digits.length - nines - 1;
        digits = digits.slice(0, last) + String(Number(digits[last]) + 1) + "0".repeat(nines);
      }
    }
  }
  if (!/[1-9]/.test(digits)) digits = "";
  let whole = "0";
  let fraction = "";
  if (digits && at <= 0) fraction = "0".repeat(-at) + digits;
  else if (digits) {
    whole = digits.slice(0, at).padEnd(at, "0");
    fraction = digits.slice(at);
  }
  fraction = fraction.replace(/0+$/, "");
  if (significant === undefined) fraction = fraction.padEnd(least, "0");
  return grouped(whole, group) + (fraction ? point + fraction : "");
}

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
    // The lab's languages differ in their numbers only by their separators, so the numbers
    // it writes are written here: the first Intl.NumberFormat loads the locale's data (17 to
    // 41 ms on a cold page here, on the way to the first board, where the size of the naive
    // tree is 19,173,961). warm() makes one later, for any other form.
    const written = SEPARATORS[lang] ? decimal(x, options, SEPARATORS[lang]) : undefined;
    if (written !== undefined) return written;
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
