# Backtracking Lab: `make serve` to use the page, `make test` to check everything.
# Every target installs what it needs when it is missing, and nothing when it is there.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c

PORT ?= 8080
TRUNK_VERSION := 0.21.14
# The book tools: mdBook builds the manual (docs/) and, with Sphinx and anywidget, the embedding
# chapter's recipes in the tests.
MDBOOK_VERSION := 0.5.4
SPHINX_VERSION := 9.0.4
ANYWIDGET_VERSION := 0.11.0
GECKODRIVER_VERSION := 0.37.1
# The wasm-bindgen CLI must equal the wasm-bindgen crate in Cargo.lock, byte for byte.
WASM_BINDGEN_VERSION := $(shell awk '/^name = "wasm-bindgen"$$/ { getline; gsub(/"/, "", $$3); print $$3 }' Cargo.lock)
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

CARGO_BIN := $(or $(CARGO_HOME),$(HOME)/.cargo)/bin
export PATH := $(CURDIR)/node_modules/.bin:$(CARGO_BIN):$(PATH)
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER := wasm-bindgen-test-runner
export CHROMEDRIVER := /usr/bin/chromedriver

.PHONY: serve test dist docs docs-staged program-core vendor-bundles page-bundles bench tools wasm-target trunk wasm-bindgen mdbook chromium firefox book-tools test-native test-js test-wasm test-e2e test-firefox fuzz cargo-afl corpus

PORT_IS_FREE = $(shell python3 -c 'import socket; socket.socket().bind(("127.0.0.1", $(PORT)))' 2>/dev/null && echo yes)

serve: tools
	$(if $(PORT_IS_FREE),,$(error Port $(PORT) is taken: choose another with `make serve PORT=$(shell echo $$(($(PORT) + 1)))`))
	@echo "Backtracking Lab: http://127.0.0.1:$(PORT)/  (Ctrl-C stops it)"
	trunk serve --release --offline --port $(PORT) --address 127.0.0.1 --dist target/serve

test: tools chromium firefox book-tools
	$(MAKE) --no-print-directory test-native test-js test-wasm test-e2e test-firefox

test-native:
	cargo test

# The interpreter against CPython on a real package's doctests (tests/corpus.rs; pip downloads
# the package into target/corpus/ the first time), with its report. test-native runs it too.
corpus:
	cargo test --release --test corpus -- --nocapture

# The page's scheduler (with stand-in lanes) and its translation tables, in Node: no browser.
test-js: node_modules/.installed
	node --test tests/js/

test-wasm:
	cargo test --target wasm32-unknown-unknown --test web --features program-lanes

test-e2e: dist book-tools
	node tests/e2e/run.mjs

# The main e2e scenarios again, in Firefox over WebDriver (BiDi needs Node 20's WebSocket flag).
test-firefox: dist
	node --experimental-websocket tests/e2e/firefox/race.test.mjs

dist: tools
	trunk build --release --offline

# The manual (docs/, an mdBook) into dist/docs/, beside the lab whose labs its chapters load
# (../embed.js). make dist and make serve build it too, from Trunk's post_build hook
# (docs-staged), so a copy of dist/ carries it; `make docs` builds it again alone.
docs: mdbook
	@[ -f dist/embed.js ] || $(MAKE) --no-print-directory dist
	mdbook build docs --dest-dir dist/docs

docs-staged:
	$(if $(TRUNK_STAGING_DIR),,$(error docs-staged runs inside a Trunk build (make dist, make serve): TRUNK_STAGING_DIR is not set))
	mdbook build docs --dest-dir "$(TRUNK_STAGING_DIR)/docs"

# The program lanes' core: the same crate with the Python interpreter (feature program-lanes),
# a second module beside Trunk's (backtracking-lab-program.js and its .wasm), which the page
# fetches only when a program lane is raced. Trunk runs this after each build (Trunk.toml's
# post_build hook), into its staging folder; its own target folder keeps the two builds apart.
# wasm-opt -O3, not the page core's -Oz: it is fetched once, and runs the learner's program
# (measured in Node, D at n = 11 and the 5 × 5 knight's tours: 284 and 1,846 ms at -O3,
# 315 and 2,243 ms at -Oz, 906 KB against 873 KB). LLVM inlines less than opt-level 3 would
# (a threshold of 60 against its 250): 561,110 bytes gzipped against 601,049, at the same speed
# within a few per cent (D at n = 11 175 ms against 177, the tours 1,293 against 1,318, the
# closure tours 1,412 against 1,364), where opt-level "s" gave 532,423 bytes 7-11 % slower
# (measured in Node, 2026-12-05). `--converge` runs wasm-opt's passes until they change no
# more: 567,182 bytes gzipped against 567,695 at 84ee868, for 47 s of wasm-opt against 25
# (2026-12-06). `-ocimfs=20` inlines a function called from one place only when it is at most
# 20 instructions (wasm-opt's default inlines it whatever its size): 562,282 bytes against
# 567,069 at eaf05a3, at the same speed in Node within its noise (2026-12-06). LLVM's opt-level
# 2, not the release profile's 3: 563,326 bytes gzipped against 572,245 at 6699e05, the nine
# bench programs in Node within 2 % of each other both ways over two interleaved runs (D at
# n = 11 298-306 ms against 301-308, the tours 2,250-2,329 against 2,280-2,286) (2026-12-07).
# `--low-memory-unused` lets wasm-opt fold a constant added to an address into the access's
# offset (Rust's code never reaches the first 1,024 bytes of memory by an address that wraps
# around): 565,406 bytes gzipped against 568,554, the nine programs in Node as fast or faster
# (the generator 635 ms against 678, the closure tours 2,177 against 2,315) (2026-12-08).
PROGRAM_CORE_TARGET := target/program
PROGRAM_CORE_RUSTFLAGS := -C llvm-args=-inline-threshold=60
PROGRAM_CORE_OPT_LEVEL := 2
program-core:
	@[ -n "$${TRUNK_STAGING_DIR:-}" ] || { echo "program-core runs from Trunk's post_build hook (make dist)"; exit 2; }
	RUSTFLAGS="$(PROGRAM_CORE_RUSTFLAGS)" CARGO_PROFILE_RELEASE_OPT_LEVEL=$(PROGRAM_CORE_OPT_LEVEL) cargo build --release --lib --target wasm32-unknown-unknown --target-dir $(PROGRAM_CORE_TARGET) \
	  --no-default-features --features console_error_panic_hook,program-lanes
	wasm-bindgen --target web --no-typescript --out-dir "$$TRUNK_STAGING_DIR" --out-name backtracking-lab-program \
	  $(PROGRAM_CORE_TARGET)/wasm32-unknown-unknown/release/backtracking_lab.wasm
	wasm-opt -O3 --converge -ocimfs=20 --low-memory-unused "$$TRUNK_STAGING_DIR/backtracking-lab-program_bg.wasm" -o "$$TRUNK_STAGING_DIR/backtracking-lab-program_bg.wasm"

# The page's libraries from npm, each bundled and minified by esbuild into one ES module at
# dist's root with its licence beside it: the program editor's CodeMirror 6 (codemirror.js,
# from www/vendor/codemirror.mjs, what the editor uses; every package in it is Marijn
# Haverbeke's and others', MIT) and "Save animation"'s GIF encoder (gifenc.js, Matt
# DesLauriers's gifenc, MIT). Trunk runs this after every build (its post_build hook in
# Trunk.toml, which sets TRUNK_STAGING_DIR); the entry itself, copied there with www/, is taken
# out again: a build input that no browser loads.
vendor-bundles:
	$(if $(TRUNK_STAGING_DIR),,$(error vendor-bundles runs inside a Trunk build (make dist, make serve): TRUNK_STAGING_DIR is not set))
	node_modules/.bin/esbuild www/vendor/codemirror.mjs --bundle --format=esm --minify --log-level=warning \
	  --outfile="$(TRUNK_STAGING_DIR)/codemirror.js"
	cp node_modules/@codemirror/view/LICENSE "$(TRUNK_STAGING_DIR)/codemirror.LICENSE.txt"
	node_modules/.bin/esbuild node_modules/gifenc/dist/gifenc.esm.js --bundle --format=esm --minify --log-level=warning \
	  --outfile="$(TRUNK_STAGING_DIR)/gifenc.js"
	cp node_modules/gifenc/LICENSE.md "$(TRUNK_STAGING_DIR)/gifenc.LICENSE.md"
	rm -f "$(TRUNK_STAGING_DIR)/www/vendor/codemirror.mjs"
	rmdir --ignore-fail-on-non-empty "$(TRUNK_STAGING_DIR)/www/vendor"

# The page's own modules, bundled and minified by esbuild in Trunk's staging folder (a
# post_build hook, after the core's bindings are there): each entry point (the page's main.js,
# the embed view's embed-view.js, the component's element.js) becomes one file holding every
# module it imports, so a browser fetches one script instead of discovering the module graph
# an import at a time. The sources stay modules (www/); every module's own URLs (the core, the
# stylesheet, the workers, the presets) are written from www/'s depth, so they resolve the same
# from a bundle; the workers, the files loaded on demand, the core's bindings (one module that
# every lab of a page, its workers and the tests share) and the string tables (a translation
# is a file of its own, which the pseudo-translation tests put in its place) stay files.
page-bundles:
	$(if $(TRUNK_STAGING_DIR),,$(error page-bundles runs inside a Trunk build (make dist, make serve): TRUNK_STAGING_DIR is not set))
	node_modules/.bin/esbuild "$(TRUNK_STAGING_DIR)/www/pages/main.js" "$(TRUNK_STAGING_DIR)/www/pages/embed-view.js" \
	  "$(TRUNK_STAGING_DIR)/www/pages/element.js" "$(TRUNK_STAGING_DIR)/www/pages/strings-first.js" --bundle --format=esm --minify --log-level=warning \
	  --external:../../backtracking-lab.js "--external:../words/strings/*" \
	  --outdir="$(TRUNK_STAGING_DIR)/www/pages" --allow-overwrite

# Benchmarks: ratios measured in one run, printed as one table (see README, Performance).
# SUDOKU_DATA points at the public puzzle sets; BENCH_QUEENS and BENCH_CANDIDATES_SAMPLE trim the work.
SUDOKU_DATA ?= $(abspath $(CURDIR)/../shared/data/sudoku)
export SUDOKU_DATA

bench: tools chromium dist
	cargo test --release --test queens -- --ignored
	node tests/bench/run.mjs

# --- what the targets above need -----------------------------------------------------------

tools: wasm-target trunk wasm-bindgen mdbook node_modules/.installed

wasm-target:
	@rustup target list --installed | grep -qx wasm32-unknown-unknown \
	  || rustup target add wasm32-unknown-unknown

trunk:
	@[ "$$(trunk --version 2>/dev/null)" = "trunk $(TRUNK_VERSION)" ] || { \
	  echo "Installing Trunk $(TRUNK_VERSION) (about 6 minutes on 2 cores)"; \
	  cargo install trunk --version $(TRUNK_VERSION) --locked --debug; }

wasm-bindgen:
	@[ "$$(wasm-bindgen --version 2>/dev/null)" = "wasm-bindgen $(WASM_BINDGEN_VERSION)" ] || { \
	  echo "Installing the wasm-bindgen CLI $(WASM_BINDGEN_VERSION) (about 5 minutes on 2 cores)"; \
	  cargo install wasm-bindgen-cli --version $(WASM_BINDGEN_VERSION) --force --debug; }

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

# mdBook (cargo) builds the manual (docs/) and the mdBook recipe's book; without its `serve`
# and `watch` features, which neither needs, it builds in a third of the time.
mdbook:
	@[ "$$(mdbook --version 2>/dev/null)" = "mdbook v$(MDBOOK_VERSION)" ] || { \
	  echo "Installing mdBook $(MDBOOK_VERSION) (a few minutes on 2 cores)"; \
	  cargo install mdbook --version $(MDBOOK_VERSION) --locked --no-default-features --features search; }

# Sphinx and anywidget (pip, in a virtual environment of their own, so that no other Python
# program's packages change), for the Sphinx recipe's book and the notebook recipe's widget in
# the end-to-end tests.
SPHINX_VENV := target/sphinx
book-tools: mdbook
	@$(SPHINX_VENV)/bin/python -c 'import sys, sphinx, anywidget; sys.exit(sphinx.__version__ != "$(SPHINX_VERSION)" or anywidget.__version__ != "$(ANYWIDGET_VERSION)")' 2>/dev/null || { \
	  echo "Installing Sphinx $(SPHINX_VERSION) and anywidget $(ANYWIDGET_VERSION) into $(SPHINX_VENV)"; \
	  python3 -m venv $(SPHINX_VENV); \
	  $(SPHINX_VENV)/bin/python -m pip install --quiet --disable-pip-version-check sphinx==$(SPHINX_VERSION) anywidget==$(ANYWIDGET_VERSION); }

# Chinese text needs a CJK font, or the layout tests measure (and screenshots show) boxes.
chromium:
	@[ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ] || { \
	  echo "Installing Debian's chromium and chromium-driver"; \
	  $(SUDO) apt-get update -q && $(SUDO) apt-get install -y -q chromium chromium-driver; }
	@fc-list :lang=zh | grep -q . || { \
	  echo "Installing Debian's fonts-noto-cjk"; \
	  $(SUDO) apt-get update -q && $(SUDO) apt-get install -y -q fonts-noto-cjk; }

firefox:
	@[ -x /usr/bin/firefox-esr ] || { \
	  echo "Installing Debian's firefox-esr"; \
	  $(SUDO) apt-get update -q && $(SUDO) apt-get install -y -q firefox-esr; }
	@[ "$$(geckodriver --version 2>/dev/null | sed -n 1p)" = "geckodriver $(GECKODRIVER_VERSION)" ] || { \
	  echo "Installing geckodriver $(GECKODRIVER_VERSION) (about 3 minutes on 2 cores)"; \
	  cargo install geckodriver --version $(GECKODRIVER_VERSION) --locked --debug; }

# --- fuzzing (see README, Fuzzing) ---------------------------------------------------------
# Coverage-guided fuzzing with AFL++ (cargo-afl, stable Rust) of four targets in fuzz/: the
# Sudoku parser, the command line's arguments, the core's lanes and the Python interpreter.
# Each runs for FUZZ_RUNS executions (`make fuzz FUZZ_RUNS=1000000` for a full run); a crash
# or hang fails the target,
# and so does a seed that crashes on its own (afl-fuzz would only skip it with a warning).
FUZZ_RUNS ?= 20000
FUZZ_TARGETS := parse argv lanes python
FUZZ_TARGET_DIR := $(CURDIR)/fuzz/target
FUZZ_ENV := AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 AFL_SKIP_CPUFREQ=1 AFL_NO_UI=1 AFL_NO_AFFINITY=1

fuzz: cargo-afl
	cd fuzz && CARGO_TARGET_DIR=$(FUZZ_TARGET_DIR) cargo afl build --release
	rm -rf $(FUZZ_TARGET_DIR)/seeds $(FUZZ_TARGET_DIR)/afl
	mkdir -p $(FUZZ_TARGET_DIR)/afl
	$(FUZZ_TARGET_DIR)/release/seeds $(FUZZ_TARGET_DIR)/seeds $(SUDOKU_DATA) tests/data
	@failed=""; \
	for target in $(FUZZ_TARGETS); do \
	  out=$(FUZZ_TARGET_DIR)/afl/$$target; \
	  echo "fuzz $$target: $(FUZZ_RUNS) executions (log: $$out.log)"; \
	  bad_seeds=""; \
	  for seed in $(FUZZ_TARGET_DIR)/seeds/$$target/*; do \
	    { $(FUZZ_TARGET_DIR)/release/$$target < $$seed > /dev/null 2>&1; } 2> /dev/null \
	      || bad_seeds="$$bad_seeds $$seed"; \
	  done; \
	  if [ -n "$$bad_seeds" ]; then \
	    echo "  seeds that crash (afl-fuzz would skip them):$$bad_seeds"; failed="$$failed $$target"; continue; \
	  fi; \
	  $(FUZZ_ENV) cargo afl fuzz -i $(FUZZ_TARGET_DIR)/seeds/$$target -o $$out -E $(FUZZ_RUNS) -t 2000 \
	    $(FUZZ_TARGET_DIR)/release/$$target > $$out.log 2>&1 \
	    || { echo "  afl-fuzz stopped with an error: see $$out.log"; failed="$$failed $$target"; continue; }; \
	  awk -F' *: ' '{ s[$$1] = $$2 } END { printf "  %s executions in %s s, %s paths (%s new), %s edges, %s crashes, %s hangs\n", \
	    s["execs_done"], s["run_time"], s["corpus_count"], s["corpus_found"], s["edges_found"], s["saved_crashes"], s["saved_hangs"] }' \
	    $$out/default/fuzzer_stats; \
	  for kind in crashes hangs; do \
	    if compgen -G "$$out/default/$$kind/id:*" > /dev/null; then \
	      echo "  $$kind found: their inputs are in $$out/default/$$kind/"; failed="$$failed $$target"; \
	    fi; \
	  done; \
	done; \
	if [ -n "$$failed" ]; then echo "fuzz: failed:$$failed"; exit 1; fi

cargo-afl:
	@cargo afl --version > /dev/null 2>&1 || { \
	  echo "Installing cargo-afl (about 1.5 minutes on 2 cores)"; \
	  cargo install cargo-afl --locked; }
