//! Fuzzing Backtracking Lab's core: the properties each fuzz target checks on arbitrary input
//! ([`properties`]), and the seed corpora they start from (`src/bin/seeds.rs`). The targets
//! in `src/bin` are one line each; the properties live here so that `tests/fuzz_regressions.rs`
//! replays every crash the fuzzer ever found through exactly the same checks.

pub mod properties;
