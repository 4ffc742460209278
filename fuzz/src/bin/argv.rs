//! Fuzz target: the `backtrack` command line's arguments (see `properties::argv`).
fn main() {
    afl::fuzz!(|data: &[u8]| backtracking_lab_fuzz::properties::argv(data));
}
