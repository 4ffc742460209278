// Program lanes in the page: the learner's Python races beside the strategies on the same
// instance, counted in the lessons' steps. Lesson 003's C and D at n = 6 walk the pruned tree
// (153 nodes each) at their own price (17,537 against 6,176 steps); an edited program with an
// error shows it at its line and, fixed, races; a program goes into the link and comes back;
// every N-Queens preset draws its board from its own variables.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, open, watchedPage, stat, count, waitForEnd, BASE_URL } from "./browser.mjs";

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Whether no two queens attack: an independent check, sharing no code with the core. */
function noTwoAttack(queens) {
  return queens.every((a, i) => queens.every((b, j) => i === j || (a !== b && Math.abs(a - b) !== Math.abs(i - j))));
}

/** Waits until lane `name`'s editor shows its program. */
async function editorReady(page, name) {
  await page.waitForSelector(`[data-lane="${name}"] .cm-content`);
}

/** The text in lane `name`'s editor, line by line as CodeMirror shows it. */
async function editorText(page, name) {
  return page.$$eval(`[data-lane="${name}"] .cm-line`, (lines) => lines.map((line) => line.textContent).join("\n"));
}

/** Replaces lane `name`'s program by typing: select all, then the text as typed input. */
async function typeProgram(page, name, text) {
  await page.click(`[data-lane="${name}"] .cm-content`);
  await page.keyboard.press("Control+a");
  await page.keyboard.press("Delete");
  await page.keyboard.insertText(text);
}

/**
 * Runs to the end by the transport's key, with focus outside the editors. A race still being
 * built again (a program just run, on a loaded machine) may miss the key: it is pressed again,
 * up to three times in all, until every lane has ended.
 */
async function runToEnd(page) {
  for (let attempt = 1; ; attempt++) {
    await page.focus("#play");
    await page.keyboard.press("End");
    try {
      await waitForEnd(page, 20000);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

test("lesson 003's C and D at n = 6: the pruned tree, 153 nodes each, 17,537 against 6,176 steps", async () => {
  const { page, problems, context } = await open(browser,
    "?puzzle=queens&n=6&strategies=pruned,program,program-2&mode=all&program=@queens_c&program-2=@queens_d");
  await editorReady(page, "program");
  await editorReady(page, "program-2");
  assert.match(await editorText(page, "program"), /while i < row:/);
  assert.match(await editorText(page, "program-2"), /stolbec\[c\] = 0/);
  await runToEnd(page);
  assert.equal(await count(page, "pruned", "nodes"), 153);
  for (const [lane, steps] of [["program", 17537], ["program-2", 6176]]) {
    assert.equal(await stat(page, lane, "status"), "finished", lane);
    assert.equal(await count(page, lane, "nodes"), 153, lane);
    assert.equal(await count(page, lane, "steps"), steps, lane);
    assert.equal(await count(page, lane, "solutions"), 4, lane);
    assert.equal(await count(page, lane, "complete_boards"), 4, lane);
    assert.match(await page.textContent(`[data-lane="${lane}"] .program-output`), /^4\n$/);
    // Finished, the lane shows its first solution, checked here without the core.
    const queens = (await page.getAttribute(`[data-lane="${lane}"] canvas`, "data-queens")).split(",").map(Number);
    assert.equal(queens.length, 6);
    assert.ok(noTwoAttack(queens), `${lane}: ${queens}`);
  }
  assert.match(await page.textContent('[data-lane="program"] .program-calls'), /rec 153/);
  assert.deepEqual(problems, []);
  await context.close();
});

test("C at n = 8 does not fit in the lesson's 300,000 steps, and says so", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=queens&n=8&strategies=program&mode=all&program=@queens_c");
  await editorReady(page, "program");
  await runToEnd(page);
  assert.equal(await stat(page, "program", "status"), "step_limit");
  assert.equal(await count(page, "program", "steps"), 300000);
  assert.match(await page.textContent('[data-lane="program"] .narration'), /Did not fit: the limit of 300,000 steps/);
  assert.deepEqual(problems, []);
  await context.close();
});

test("an edited program with an error shows it at its line; fixed, it races beside the pruned lane", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=queens&n=5&strategies=pruned,program&mode=all&program=@queens_d");
  await editorReady(page, "program");
  const broken = "def rec(row):\n    if row == n\n        return 1\n    return 0\n\nprint(rec(0))\n";
  await typeProgram(page, "program", broken);
  assert.equal(await page.getAttribute('[data-lane="program"] .program', "data-edited"), "true");
  await page.keyboard.press("Control+Enter");
  await page.waitForFunction(() => document.querySelector('[data-lane="program"] [data-stat=status]')?.dataset.value === "error");
  await page.waitForSelector('[data-lane="program"] .program-line-error');
  assert.match(await page.textContent('[data-lane="program"] .narration'), /SyntaxError on line 2/);
  assert.equal(await editorText(page, "program"), broken);
  // The editor keeps focus after running, so the learner goes on typing.
  assert.equal(await page.evaluate(() => document.activeElement?.closest("[data-lane]")?.dataset.lane), "program");
  const fixed = "def rec(row):\n    if row == n:\n        return 1\n    total = 0\n    for c in range(n):\n        total += rec(row + 1)\n    return total\n\nprint(rec(0))\n";
  await typeProgram(page, "program", fixed);
  await page.click('[data-lane="program"] [data-program=run]');
  await page.waitForFunction(() => document.querySelector('[data-lane="program"] [data-stat=status]')?.dataset.value === "running");
  assert.equal(await page.$('[data-lane="program"] .program-line-error'), null);
  await runToEnd(page);
  assert.equal(await stat(page, "program", "status"), "finished");
  // Every cell of every row: 1 + 5 + 25 + 125 + 625 + 3125 calls, beside the pruned lane's 54.
  assert.equal(await count(page, "program", "nodes"), 3906);
  assert.equal(await count(page, "pruned", "nodes"), 54);
  assert.match(await page.textContent('[data-lane="program"] .program-output'), /^3125\n$/);
  assert.deepEqual(problems, []);
  await context.close();
});

test("a program that fails while running says where, in the lab's language, with the calls that led there", async () => {
  const failing = "def f(k):\n    return 1 // k\n\nprint(f(0))\n";
  const packed = await (async () => {
    const { packProgram } = await import("../../www/puzzles/programs.js");
    return packProgram(failing);
  })();
  const { page, problems, context } = await open(browser, `?puzzle=queens&n=4&strategies=program&mode=all&lang=ru&program=${packed}`);
  await editorReady(page, "program");
  await runToEnd(page);
  assert.equal(await stat(page, "program", "status"), "error");
  assert.match(await page.textContent('[data-lane="program"] .narration'), /ZeroDivisionError в строке 2: деление на ноль\./);
  assert.equal((await page.textContent('[data-lane="program"] .program-trace')).trim(),
    "Цепочка вызовов до ошибки: основная программа (строка 4) → f (строка 2).");
  await page.waitForSelector('[data-lane="program"] .program-line-error');
  assert.deepEqual(problems, []);
  await context.close();
});

test("an exception raised while another was handled says which, as Python prints it above", async () => {
  const { packProgram } = await import("../../www/puzzles/programs.js");
  const source = "def get(d):\n    try:\n        return d['x']\n    except KeyError as e:\n        raise ValueError('no x'){from}\n\nget({})\n";
  for (const [lang, from, said] of [
    ["zh", "", "出错前的调用链：主程序（第7行） → get（第5行）。它是在处理异常 KeyError: 'x'（第3行）时引发的。"],
    ["en", " from e", "The calls that led there: the program (line 7) → get (line 5). Its direct cause was KeyError: 'x' (line 3)."],
  ]) {
    const program = await packProgram(source.replace("{from}", from));
    const { page, problems, context } = await open(browser, `?puzzle=queens&n=4&strategies=program&mode=all&lang=${lang}&program=${program}`);
    await editorReady(page, "program");
    await runToEnd(page);
    assert.equal(await stat(page, "program", "status"), "error");
    assert.equal((await page.textContent('[data-lane="program"] .program-trace')).trim(), said);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test("the Python learners write runs in the page: exceptions, generators, modules, integers of any size, match, floats", async () => {
  const source = [
    "from itertools import permutations",
    "from functools import lru_cache",
    "class Found(Exception):",
    "    pass",
    "def queens(n):",
    "    for cols in permutations(range(n)):",
    "        if len({r + c for r, c in enumerate(cols)}) == n == len({r - c for r, c in enumerate(cols)}):",
    "            yield cols",
    "@lru_cache(maxsize=None)",
    "def fib(k):",
    "    return k if k < 2 else fib(k - 1) + fib(k - 2)",
    "try:",
    "    raise Found(next(queens(n)))",
    "except Found as e:",
    "    print(*e.args[0], sep='')",
    "print(sum(1 for _ in queens(n)), 9 ** 81 // 10 ** 70, fib(90))",
    "import re, pprint",
    "print(re.findall(r'(\\w)=(\\d+)', 'n=6 row=2'), re.sub(r'(?<=\\d)(?=(\\d{3})+$)', ',', '1234567'))",
    "pprint.pprint([[r * 10 + c for c in range(9)] for r in range(3)])",
    "for move in [(0, 1), (2, 0), 'x']:",
    "    match move:",
    "        case (0, d) | (d, 0):",
    "            print('axis', d, end=' ')",
    "        case _:",
    "            print('other')",
    "print(float('2.5e-3') * 4, 0.1 + 0.2)",
    "",
  ].join("\n");
  const packed = await (async () => {
    const { packProgram } = await import("../../www/puzzles/programs.js");
    return packProgram(source);
  })();
  const { page, problems, context } = await open(browser, `?puzzle=queens&n=6&strategies=program&mode=all&program=${packed}`);
  await editorReady(page, "program");
  await runToEnd(page);
  assert.equal(await stat(page, "program", "status"), "finished");
  assert.equal(await page.textContent('[data-lane="program"] .program-output'), "135024\n4 19662705 2880067194370816120\n" +
    "[('n', '6'), ('w', '2')] 1,234,567\n[[0, 1, 2, 3, 4, 5, 6, 7, 8],\n [10, 11, 12, 13, 14, 15, 16, 17, 18],\n" +
    " [20, 21, 22, 23, 24, 25, 26, 27, 28]]\naxis 1 axis 2 other\n0.01 0.30000000000000004\n");
  assert.deepEqual(problems, []);
  await context.close();
});

test("an exception of the program's own class, uncaught, and what the lab does not run, each said in the page's language", async () => {
  const { packProgram } = await import("../../www/puzzles/programs.js");
  /** The program lane's status and sentence once `source` has run on a page in `lang`. */
  const ranIn = async (lang, source) => {
    const { page, problems, context } = await open(browser, `?puzzle=queens&n=4&strategies=program&mode=all&lang=${lang}&program=${await packProgram(source)}`);
    await editorReady(page, "program");
    await runToEnd(page);
    const said = [await stat(page, "program", "status"), await page.textContent('[data-lane="program"] .narration')];
    assert.deepEqual(problems, []);
    await context.close();
    return said;
  };
  let [status, narration] = await ranIn("ru", "class Stuck(Exception):\n    pass\n\nraise Stuck('no queen fits')\n");
  assert.equal(status, "error");
  assert.match(narration,
    /Stuck в строке 4: программа сама возбудила это исключение, и ни один блок except его не перехватил\. Python сообщает: no queen fits/);
  [status, narration] = await ranIn("zh", "print(eval('1 + 1'))\n");
  assert.equal(status, "error");
  assert.match(narration, /第 1 行不支持：实验室的 Python 不能运行 eval\(\)。/);
  // A construct named in words is named in the page's language, not in English.
  [status, narration] = await ranIn("ru", "class A:\n    pass\n\nclass B:\n    pass\n\nclass C(A, B):\n    pass\n");
  assert.equal(status, "error");
  assert.match(narration, /Не поддерживается в строке 7: Python лаборатории не выполняет множественное наследование\./);
  // In Chinese the words join the sentence with no space, as code does not.
  [status, narration] = await ranIn("zh", "class A:\n    pass\n\nclass B:\n    pass\n\nclass C(A, B):\n    pass\n");
  assert.equal(status, "error");
  assert.match(narration, /第 7 行不支持：实验室的 Python 不能运行多重继承。/);
});

test("what input() reads is typed in the box under the program, goes into the link and comes back", async () => {
  const { packProgram } = await import("../../www/puzzles/programs.js");
  const source = "size = int(input())\nname = input()\nprint(name, size * size)\nprint(input())\n";
  const { page, problems, context } = await open(browser, `?puzzle=queens&n=4&strategies=program&mode=all&program=${await packProgram(source)}`);
  await editorReady(page, "program");
  // With nothing to read, the first input() is an EOFError, said as such.
  await runToEnd(page);
  assert.equal(await stat(page, "program", "status"), "error");
  assert.match(await page.textContent('[data-lane="program"] .narration'), /EOFError/);
  const box = '[data-lane="program"] [data-program="input"]';
  await page.focus(box);
  await page.keyboard.insertText("8\nqueens\n");
  assert.equal(await page.getAttribute('[data-lane="program"] .program', "data-input-edited"), "true");
  await page.keyboard.press("Control+Enter");
  await page.waitForFunction(() => new URL(location.href).searchParams.get("program-input") === "8\nqueens\n");
  await runToEnd(page);
  assert.equal(await page.textContent('[data-lane="program"] .program-output'), "queens 64\n");
  assert.match(await page.textContent('[data-lane="program"] .narration'), /EOFError/, "the third input() finds no line");
  const again = await open(browser, page.url().slice(page.url().indexOf("?")));
  await editorReady(again.page, "program");
  assert.equal(await again.page.inputValue(box), "8\nqueens\n");
  await runToEnd(again.page);
  assert.equal(await again.page.textContent('[data-lane="program"] .program-output'), "queens 64\n");
  assert.deepEqual(again.problems, []);
  await again.context.close();
  assert.deepEqual(problems, []);
  await context.close();
});

test("a program goes into the link and comes back: the same text, the same race", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=queens&n=6&strategies=program&mode=all");
  await editorReady(page, "program");
  // A lane without a program starts with the tab's first preset, lesson 003's D.
  assert.match(await editorText(page, "program"), /diag2\[d2\] = 0/);
  const mine = "# a teacher's exercise: count the calls\ndef rec(row):\n    if row == n:\n        return 1\n    return rec(row + 1) + rec(row + 1)\n\nprint(rec(0), 'листьев')\n";
  await typeProgram(page, "program", mine);
  await page.keyboard.press("Control+Enter");
  await page.waitForFunction(() => new URL(location.href).searchParams.get("program")?.startsWith("~"));
  const link = page.url();
  await runToEnd(page);
  const steps = await count(page, "program", "steps");
  const again = await open(browser, link.slice(link.indexOf("?")));
  await editorReady(again.page, "program");
  assert.equal(await editorText(again.page, "program"), mine);
  await runToEnd(again.page);
  assert.equal(await count(again.page, "program", "steps"), steps);
  assert.equal(await count(again.page, "program", "nodes"), 127);
  assert.match(await again.page.textContent('[data-lane="program"] .program-output'), /^64 листьев\n$/);
  assert.deepEqual(again.problems, []);
  await again.context.close();
  // A link whose program cannot be read says so and shows the tab's first preset.
  const bad = await open(browser, "?puzzle=queens&n=6&strategies=program&mode=all&program=~%21%21");
  await editorReady(bad.page, "program");
  assert.match(await bad.page.textContent('[data-lane="program"] .program-note'), /could not be read/);
  assert.match(await editorText(bad.page, "program"), /stolbec/);
  await bad.context.close();
  assert.deepEqual(problems, []);
  await context.close();
});

test("every N-Queens preset draws its board from its own variables", async () => {
  const first = await open(browser, "?puzzle=queens&n=5&strategies=program&mode=all&program=@queens_d");
  const presets = await first.page.$$eval('[data-lane="program"] [data-program=preset] option',
    (options) => options.map((o) => o.value).filter(Boolean));
  await first.context.close();
  assert.ok(presets.length >= 7, presets.join());
  const drawn = {};
  for (const preset of presets) {
    // 150 steps in (D without its undo ends at 236), the board holds queens that some variable (or the calls) placed.
    const { page, problems, context } = await open(browser, `?puzzle=queens&n=5&strategies=program&mode=all&program=@${preset}&step=150`);
    await editorReady(page, "program");
    assert.equal(await count(page, "program", "steps"), 150, preset);
    drawn[preset] = (await page.textContent('[data-lane="program"] .program-drawn')).trim();
    const queens = (await page.getAttribute('[data-lane="program"] canvas', "data-queens")) ?? "";
    assert.ok(queens.length > 0, `${preset}: no queens drawn (${drawn[preset]})`);
    assert.deepEqual(problems, [], preset);
    await context.close();
  }
  assert.match(drawn.queens_c, /\bpos\b/);
  assert.match(drawn.queens_d, /\brec\b/);
  assert.match(drawn.lesson000_queens, /\bboard\b/);
});

test("the reader chooses what the board is drawn from, by keyboard, and the link keeps it", async () => {
  const { page, problems, context } = await open(browser, "?puzzle=queens&n=6&strategies=program&mode=all&program=@queens_c&step=2000");
  await editorReady(page, "program");
  assert.match(await page.textContent('[data-lane="program"] .program-drawn'), /drawn from pos/);
  const before = await page.getAttribute('[data-lane="program"] canvas', "data-queens");
  await page.focus('[data-lane="program"] [data-program=draw]');
  await page.selectOption('[data-lane="program"] [data-program=draw]', "rec");
  await page.waitForFunction(() => new URL(location.href).searchParams.get("program-draw") === "rec");
  await editorReady(page, "program");
  await page.waitForFunction(() => /active call of rec/.test(document.querySelector('[data-lane="program"] .program-drawn')?.textContent));
  // The choice kept the focus on its chooser, and the race where it was.
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.program), "draw");
  await page.focus("#play");
  await page.keyboard.press("End");
  await waitForEnd(page);
  assert.equal(await count(page, "program", "solutions"), 4);
  assert.ok(before.length > 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test("a complete board that breaks the rule is drawn with its clashing pair (D without a diagonal's check)", async () => {
  // At step 168 the program enters rec with six queens on one diagonal: its first false board.
  const { page, problems, context } = await open(browser, "?puzzle=queens&n=6&strategies=program&mode=all&program=@queens_d_no_diagonal&step=168");
  await editorReady(page, "program");
  assert.equal(await page.getAttribute('[data-lane="program"] canvas', "data-queens"), "0,1,2,3,4,5");
  assert.equal(await page.getAttribute('[data-lane="program"] canvas', "data-clash"), "0,0;1,1");
  assert.equal(await count(page, "program", "complete_boards"), 1);
  assert.equal(await count(page, "program", "solutions"), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test("the exercises race on their own tabs, and each one's board is a true one", async () => {
  // Each tab's exercise to the end: one solution (every one of the 4 × 4 Sudoku's two), its
  // board read from the program's variables and checked here without the core.
  const sudokuTrue = (digits, givens) => {
    const at = (r, c) => digits[r * 4 + c];
    const units = [];
    for (let i = 0; i < 4; i++) {
      units.push([0, 1, 2, 3].map((c) => at(i, c)), [0, 1, 2, 3].map((r) => at(r, i)));
      const [r0, c0] = [2 * Math.floor(i / 2), 2 * (i % 2)];
      units.push([at(r0, c0), at(r0, c0 + 1), at(r0 + 1, c0), at(r0 + 1, c0 + 1)]);
    }
    const kept = [...givens].every((g, i) => g === "." || Number(g) === digits[i]);
    return kept && units.every((unit) => new Set(unit).size === 4 && unit.every((d) => d >= 1 && d <= 4));
  };
  const tour = (numbers, n) => {
    const square = (k) => numbers.indexOf(k);
    return numbers[0] === 1 && [...numbers].sort((a, b) => a - b).every((k, i) => k === i + 1)
      && numbers.slice(1).every((_, i) => {
        const [a, b] = [square(i + 1), square(i + 2)];
        const [dr, dc] = [Math.abs(Math.floor(a / n) - Math.floor(b / n)), Math.abs((a % n) - (b % n))];
        return dr * dc === 2;
      });
  };
  const grid = "1..4.41..14.4..1";
  const letters = "ABCESFCSADEE";
  for (const { link, attribute, solutions, check } of [
    { link: `?puzzle=sudoku&grid=${grid}&strategies=program&mode=all&program=@sudoku_all`, attribute: "data-grid", solutions: 2,
      check: (text) => sudokuTrue([...text].map(Number), grid) },
    { link: "?puzzle=knights&size=5&start=r1c1&closed=0&strategies=program&mode=all&program=@knights_tour", attribute: "data-numbers", solutions: 1,
      check: (text) => tour(text.split(",").map(Number), 5) },
    { link: "?puzzle=colouring&graph=australia&colours=3&strategies=program&mode=all&program=@colouring_services", attribute: "data-colours", solutions: 1,
      // WA, NT, SA, Q, NSW, V, T: each border joins two colours.
      check: (text) => {
        const c = text.split(",").map(Number);
        const borders = [[0, 1], [0, 2], [1, 2], [1, 3], [2, 3], [2, 4], [2, 5], [3, 4], [4, 5]];
        return c.length === 7 && c.every((x) => x >= 1 && x <= 3) && borders.every(([a, b]) => c[a] !== c[b]);
      } },
    { link: "?puzzle=words&letters=ABCE,SFCS,ADEE&word=SEE&strategies=program&mode=all&program=@word_path", attribute: "data-path", solutions: 1,
      check: (text) => {
        const path = text.split(",").map(Number);
        const next = path.slice(1).every((b, i) => Math.abs(Math.floor(path[i] / 4) - Math.floor(b / 4)) + Math.abs((path[i] % 4) - (b % 4)) === 1);
        return path.map((i) => letters[i]).join("") === "SEE" && next && new Set(path).size === 3;
      } },
  ]) {
    const { page, problems, context } = await open(browser, link);
    await editorReady(page, "program");
    await runToEnd(page);
    assert.equal(await stat(page, "program", "status"), "finished", link);
    assert.equal(await count(page, "program", "solutions"), solutions, link);
    assert.equal(await count(page, "program", "complete_boards"), solutions, link);
    const board = await page.getAttribute('[data-lane="program"] canvas', attribute);
    assert.ok(check(board), `${link}: ${board}`);
    assert.equal(await page.getAttribute('[data-lane="program"] canvas', "data-clash"), null, link);
    assert.deepEqual(problems, [], link);
    await context.close();
  }
});

test("on the knight's tab too, a complete board that breaks the rule is drawn and said with its clash", async () => {
  const { page, problems, context } = await open(browser, "?lang=en&puzzle=knights&size=5&start=r1c1&closed=0&strategies=program&mode=all&program=@knights_tour");
  await editorReady(page, "program");
  // Every square numbered row by row: r1c1 then r1c2 is no knight's move.
  await typeProgram(page, "program", "board = [[r * n + c + 1 for c in range(n)] for r in range(n)]\n");
  await page.keyboard.press("Control+Enter");
  // Run puts the program into the link once the race of it is built.
  await page.waitForFunction(() => new URL(location.href).searchParams.get("program")?.startsWith("~"));
  await page.waitForFunction(() => document.querySelector('[data-lane="program"] [data-stat=status]')?.dataset.value === "running");
  await runToEnd(page);
  assert.equal(await stat(page, "program", "status"), "finished");
  assert.equal(await page.getAttribute('[data-lane="program"] canvas', "data-clash"), "0,0;0,1");
  assert.match(await page.textContent('[data-lane="program"] .narration'), /is not a knight's move: not a tour/);
  assert.deepEqual(problems, []);
  await context.close();
});

test("the embed view and <backtracking-lab> race a program from their parameters", async () => {
  const embed = await open(browser, "embed.html?puzzle=queens&n=5&strategies=program&mode=all&program=@queens_c");
  await editorReady(embed.page, "program");
  await embed.page.click("#end");
  await waitForEnd(embed.page);
  assert.equal(await count(embed.page, "program", "nodes"), 54);
  assert.equal(await count(embed.page, "program", "steps"), 3793);
  assert.deepEqual(embed.problems, []);
  await embed.context.close();

  const { page, problems, context } = await watchedPage(browser);
  const url = new URL("books/programs.html", BASE_URL).href;
  await context.route(url, (route) => route.fulfill({
    contentType: "text/html; charset=utf-8",
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Programs</title>
      <meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'">
      <script type="module" src="../embed.js"></script></head><body><h1>Exercise</h1>
      <backtracking-lab puzzle="queens" n="4" strategies="pruned,program" mode="all" program="@queens_d"></backtracking-lab></body></html>`,
  }));
  await page.goto(url);
  await page.waitForFunction(() => document.querySelector("backtracking-lab").shadowRoot?.querySelector("[data-ready]"));
  await page.waitForSelector("backtracking-lab [data-lane=program] .cm-content");
  await page.evaluate(() => document.querySelector("backtracking-lab").seek(1e6));
  await page.waitForFunction(() => [...document.querySelector("backtracking-lab").shadowRoot.querySelectorAll("[data-stat=status]")]
    .every((s) => s.dataset.value !== "running"));
  const shown = (lane, stat) => page.locator(`backtracking-lab [data-lane=${lane}] [data-stat=${stat}]`).textContent();
  assert.equal(await shown("program", "nodes"), "17");
  assert.equal(await shown("pruned", "nodes"), "17");
  assert.equal(await shown("program", "solutions"), "2");
  assert.deepEqual(problems, []);
  await context.close();
});

test("a tab whose programs wait for the program lanes' core keeps the race it had, marked busy, until the core is there", async () => {
  const { page, problems, context } = await watchedPage(browser);
  // The program lanes' core is held back, as a slow network or a loaded machine holds it.
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await context.route(/backtracking-lab-program_bg\.wasm$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(new URL("?puzzle=queens&n=5&strategies=pruned", BASE_URL).href);
  await page.waitForSelector("body[data-ready]");
  await page.click("#tab-program");
  assert.equal(await page.getAttribute("#tab-program", "aria-selected"), "true");
  await page.waitForSelector("#lanes[aria-busy=true]");
  // Until then the lanes are the race before the change, and say so by being busy.
  assert.deepEqual(await page.$$eval("#lanes [data-lane]", (lanes) => lanes.map((l) => l.dataset.lane)), ["pruned"]);
  release();
  await page.waitForSelector("#lanes:not([aria-busy])");
  const lanes = await page.$$eval("#lanes [data-lane]", (lanes) => lanes.map((l) => l.dataset.lane));
  assert.ok(lanes.length > 0 && lanes.every((name) => name.startsWith("program")), lanes.join());
  assert.deepEqual(problems, []);
  await context.close();
});
