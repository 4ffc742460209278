//! Fuzz target: the Sudoku parser in every format, and the solvers on what it accepts
//! (see `properties::parse`).
fn main() {
    afl::fuzz!(|data: &[u8]| backtracking_lab_fuzz::properties::parse(data));
}
