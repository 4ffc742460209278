// The page's translation tables and the translator, without a browser. The tables must agree
// with the English one key by key and parameter by parameter, every plural entry must have
// each form its language's Intl.PluralRules can pick, and the pseudo-code keeps its lines'
// indentation (the event highlights hang on line numbers). The translator picks a language,
// fills parameters, chooses plural forms, formats numbers, and never throws on a missing key.

import { test } from "node:test";
import assert from "node:assert/strict";
import { LANGUAGES, pickLanguage, translator, createTranslator, keysOf } from "../../www/words/i18n.js";
import en from "../../www/words/strings/en.js";
import ru from "../../www/words/strings/ru.js";
import zh from "../../www/words/strings/zh.js";
import { codeLineCounts } from "../../www/views/code.js";
import "./support/languages.mjs";

const TABLES = { en, ru, zh };
const TRANSLATIONS = LANGUAGES.filter((lang) => lang !== "en");

const isPlural = (entry) => entry !== null && typeof entry === "object";
const forms = (entry) => (isPlural(entry) ? Object.values(entry) : [entry]);
/** The {names} an entry uses, over all its forms. */
const paramsOf = (entry) => new Set(forms(entry).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])));
const sorted = (set) => [...set].sort();

test("the page speaks English, Russian and Chinese, with a table for each", () => {
  assert.deepEqual(LANGUAGES, ["en", "ru", "zh"]);
  for (const lang of LANGUAGES) assert.ok(Object.keys(TABLES[lang]).length > 0, lang);
});

for (const lang of TRANSLATIONS) {
  test(`${lang}: no key is missing and none is extra`, () => {
    const missing = Object.keys(en).filter((key) => !Object.hasOwn(TABLES[lang], key));
    const extra = Object.keys(TABLES[lang]).filter((key) => !Object.hasOwn(en, key));
    assert.deepEqual(missing, [], `missing from ${lang}`);
    assert.deepEqual(extra, [], `in ${lang} but not in en`);
  });

  test(`${lang}: every text uses the same {parameters} as the English one`, () => {
    const wrong = [];
    for (const key of Object.keys(en)) {
      if (!Object.hasOwn(TABLES[lang], key)) continue;
      const want = sorted(paramsOf(en[key]));
      const got = sorted(paramsOf(TABLES[lang][key]));
      if (want.join() !== got.join()) wrong.push(`${key}: en {${want}} but ${lang} {${got}}`);
    }
    assert.deepEqual(wrong, []);
  });
}

for (const lang of LANGUAGES) {
  test(`${lang}: every entry is a non-empty text or a plural entry with exactly the forms of ${lang}`, () => {
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    const wrong = [];
    for (const [key, entry] of Object.entries(TABLES[lang])) {
      if (isPlural(entry)) {
        const lacking = categories.filter((form) => typeof entry[form] !== "string");
        const exact = (form) => /^=\d+$/.test(form);
        const unknown = Object.keys(entry).filter((form) => !categories.includes(form) && !exact(form));
        if (lacking.length) wrong.push(`${key}: lacks ${lacking.join(", ")}`);
        if (unknown.length) wrong.push(`${key}: ${unknown.join(", ")} is not a form of ${lang}`);
      } else if (typeof entry !== "string") {
        wrong.push(`${key}: neither a text nor a plural entry`);
      }
      for (const text of forms(entry)) {
        if (typeof text === "string" && text.trim() === "") wrong.push(`${key}: empty`);
      }
      // A translation is plural exactly where English is, so the page calls both the same way.
      if (lang !== "en" && Object.hasOwn(en, key) && isPlural(en[key]) !== isPlural(entry)) {
        wrong.push(`${key}: plural in one of en and ${lang} only`);
      }
    }
    assert.deepEqual(wrong, []);
  });
}

test("every translated code line keeps the English line's indentation", () => {
  const indent = (text) => text.match(/^ */)[0].length;
  const wrong = [];
  for (const key of Object.keys(en).filter((k) => k.startsWith("code."))) {
    for (const lang of TRANSLATIONS) {
      const text = TABLES[lang][key];
      if (typeof text === "string" && indent(text) !== indent(en[key])) wrong.push(`${lang} ${key}`);
    }
  }
  assert.deepEqual(wrong, []);
});

test("no translated code line is much wider than the widest English one (a phone shows them)", () => {
  // Columns of a monospaced font: a Chinese character takes two.
  const width = (text) => [...text].reduce((sum, c) => sum + (/[\u2e80-\u9fff\u3000-\u303f\uff00-\uffef]/.test(c) ? 2 : 1), 0);
  const codeKeys = Object.keys(en).filter((k) => k.startsWith("code."));
  const widest = Math.max(...codeKeys.map((key) => width(en[key])));
  const wrong = [];
  for (const lang of TRANSLATIONS) {
    for (const key of codeKeys) {
      const text = TABLES[lang][key];
      if (typeof text === "string" && width(text) > widest + 4) wrong.push(`${lang} ${key}: ${width(text)} columns`);
    }
  }
  assert.deepEqual(wrong, []);
});

test("each strategy's pseudo-code is numbered 0, 1, 2 … without a gap", () => {
  const lines = new Map();
  for (const key of Object.keys(en).filter((k) => k.startsWith("code."))) {
    const [, puzzle, strategy, line] = key.split(".");
    const name = `${puzzle}.${strategy}`;
    lines.set(name, [...(lines.get(name) ?? []), Number(line)]);
  }
  for (const [name, numbers] of lines) {
    assert.deepEqual(numbers, numbers.map((_, i) => i), name);
  }
});

test("the tables hold every line of every strategy's pseudo-code the page shows, and no other", () => {
  const expected = Object.entries(codeLineCounts()).flatMap(([puzzle, strategies]) =>
    Object.entries(strategies).flatMap(([strategy, lines]) =>
      Array.from({ length: lines }, (_, i) => `code.${puzzle}.${strategy}.${i}`)));
  assert.deepEqual(Object.keys(en).filter((k) => k.startsWith("code.")).sort(), expected.sort());
});

test("Chinese sentences use full-width punctuation and no ASCII quotes (code and formats aside)", () => {
  const cjk = "[\\u3400-\\u9fff]";
  const halfWidthBeside = new RegExp(`${cjk}[,;:!?]|[,;:!?]${cjk}|${cjk}\\(|\\)${cjk}`);
  const wrong = [];
  for (const [key, entry] of Object.entries(zh)) {
    if (key.startsWith("code.") || key.startsWith("format.")) continue;
    for (const text of forms(entry)) {
      const prose = text.replace(/\{\w+\}/g, "0");
      if (halfWidthBeside.test(prose) || /["']|\.\.\./.test(prose)) wrong.push(`${key}: ${text}`);
    }
  }
  assert.deepEqual(wrong, []);
});

test("Russian uses «» quotes, the ellipsis character and ё where the lessons do", () => {
  const wrong = [];
  for (const [key, entry] of Object.entries(ru)) {
    if (key.startsWith("code.") || key.startsWith("format.")) continue;
    for (const text of forms(entry)) {
      if (/"|\.\.\./.test(text) || /\b(еще|все равно)\b/i.test(text)) wrong.push(`${key}: ${text}`);
    }
  }
  assert.deepEqual(wrong, []);
});

test("numbers are formatted for the language", () => {
  assert.equal(translator("en").number(3906), "3,906");
  assert.equal(translator("ru").number(3906), "3\u00a0906");
  assert.equal(translator("zh").number(3906), "3,906");
  assert.equal(translator("ru").number(1.6), "1,6");
  assert.equal(translator("en").number(0.1, { minimumFractionDigits: 2 }), "0.10");
  // A number given as a parameter is formatted the same way.
  assert.equal(translator("en").t("event.place.queens", { row: 1, col: 2, node: 2057 }),
    "Place a queen at row 1, column 2: node 2,057.");
  assert.equal(translator("ru").t("lane.board.sudoku", { strategy: "С отсечением", filled: 1234, cells: 81 }),
    "С отсечением: заполнено клеток 1\u00a0234 из 81");
});

test("numbers written without Intl read as Intl writes them, in every form the lab uses", () => {
  const forms = [undefined, { maximumFractionDigits: 0 }, { maximumSignificantDigits: 2 },
    { maximumSignificantDigits: 1 }, { minimumFractionDigits: 1, maximumFractionDigits: 1 },
    { minimumFractionDigits: 1, maximumFractionDigits: 3 }, { minimumFractionDigits: 2, maximumFractionDigits: 2 },
    { minimumFractionDigits: 0, maximumFractionDigits: 2 }, { minimumFractionDigits: 4 }];
  const values = [...Array(1001).keys(), -0, -1, -1234, 0.5, 999.5, 1234.5, 0.05, 0.15, 0.25, 1.005, 2.5, 9.95,
    99.95, 1000, 3906, 9999, 10000, 19173961, 123456789, 2 ** 53 - 1, 2 ** 53, 1e20, 1e21, Infinity, NaN];
  for (let k = 0; k < 4000; k++) {
    values.push(k / 10, (k + 0.5) / 10, k * 13.1, Math.floor(Math.random() * 10 ** (k % 22)),
      Math.random() * 10 ** ((k % 30) - 10), Math.round(Math.random() * 10 ** (k % 8)) / 10 ** (k % 5));
  }
  for (const lang of LANGUAGES) {
    const { number, warm } = translator(lang);
    for (const options of forms) {
      const intl = new Intl.NumberFormat(lang, options);
      for (const x of values) assert.equal(number(x, options), intl.format(x), `${lang}: ${x} ${JSON.stringify(options)}`);
    }
    warm();
    assert.equal(number(5), "5");
  }
});

test("pickLanguage: an explicit lang= wins if known, then the browser's languages, then English", () => {
  assert.equal(pickLanguage("ru", ["zh-CN", "en"]), "ru");
  assert.equal(pickLanguage("zh", []), "zh");
  assert.equal(pickLanguage("ZH-hans", []), "zh");
  assert.equal(pickLanguage("fr", ["ru-RU", "en"]), "ru");
  assert.equal(pickLanguage(null, ["de-DE", "zh-TW", "ru"]), "zh");
  assert.equal(pickLanguage(undefined, ["en-GB"]), "en");
  assert.equal(pickLanguage("", ["fr", "de"]), "en");
  assert.equal(pickLanguage(null, undefined), "en");
  assert.equal(pickLanguage("klingon"), "en");
});

test("plural forms follow each language's rules", () => {
  const say = (lang, count) => translator(lang).t("count.solutions", { count });
  assert.equal(say("en", 1), "1 solution");
  assert.equal(say("en", 92), "92 solutions");
  assert.equal(say("ru", 1), "1 решение");
  assert.equal(say("ru", 2), "2 решения");
  assert.equal(say("ru", 5), "5 решений");
  assert.equal(say("ru", 21), "21 решение");
  assert.equal(say("ru", 92), "92 решения");
  assert.equal(say("ru", 724), "724 решения");
  assert.equal(say("ru", 14200), "14\u00a0200 решений");
  assert.equal(say("zh", 92), "92个解");
  // An exact form wins over the category: Russian 21 is "one", but not "the only one".
  const deadEnd = (lang, count) => translator(lang).t("event.dead_end.colouring", { vertex: "v", count });
  assert.match(deadEnd("ru", 1), /единственный/);
  assert.match(deadEnd("ru", 21), /все 21 заняты/);
  assert.match(deadEnd("zh", 1), /唯一/);
  assert.match(deadEnd("zh", 3), /3种颜色/);
  assert.match(deadEnd("en", 1), /the only one/);
  assert.equal(translator("ru").t("transport.speed.rate", { count: 1.6 }), "1,6\u00a0шага/с");
  assert.equal(translator("en").t("transport.speed.rate", { count: 1 }), "1 step/s");
  assert.equal(translator("en").t("transport.speed.rate", { count: 10 }), "10 steps/s");
});

test("the English table says what the page says today", () => {
  const { t } = translator("en");
  const cell = (row, col) => t("cell.sudoku", { row, col });
  const parse = t("error.at.line_column", {
    line: 2, column: 3, message: t("error.parse.unexpected_character", { found: "x" }),
  });
  assert.match(parse, /^line 2, column 3: unexpected character 'x'/);
  assert.match(t("error.sudoku.conflicting_givens.row", { first: cell(1, 1), second: cell(1, 2), digit: 1 }),
    /r1c1 and r1c2 are both 1 in the same row/);
  assert.equal(t("transport.speed.rate", { count: 10 }), "10 steps/s");
  assert.match(t("progress.run.end", { steps: 123457 }), /Running to the end: [\d,]+ steps/);
  assert.equal(t("count.cancelled"), "Cancelled.");
  assert.match(t("count.done", { n: 10, solutions: t("count.solutions", { count: 724 }), details: "1.00 s" }), /724 solutions/);
  assert.equal(t("event.end.finished", { count: 1 }), "Done: the whole tree is walked, 1 solution.");
});

test("a missing key never throws: English stands in, then the key itself", () => {
  const { t } = createTranslator("ru", { "count.cancelled": "Отменено." }, en);
  assert.equal(t("count.cancelled"), "Отменено.");
  assert.equal(t("count.button"), "Count");
  // An English plural entry standing in is chosen by English rules (no "few" there).
  assert.equal(t("count.solutions", { count: 3 }), "3 solutions");
  assert.equal(t("no.such.key"), "no.such.key");
  assert.equal(t("toString"), "toString");
  assert.equal(t("count.solutions"), "{count} solutions");
  assert.equal(t("event.try.sudoku", { value: 3 }), "Try 3 in {cell}.");
  assert.equal(t("event.try.sudoku", null), "Try {value} in {cell}.");
  assert.equal(translator("xx").lang, "en");
});

test("the translator lists its table's keys", () => {
  for (const lang of LANGUAGES) {
    assert.deepEqual(translator(lang).keys(), Object.keys(TABLES[lang]));
    assert.deepEqual(keysOf(lang), Object.keys(TABLES[lang]));
  }
  assert.deepEqual(keysOf("xx"), []);
});
