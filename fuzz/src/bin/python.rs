//! Fuzz target: the Python interpreter on any source text, with a small step limit (see
//! `properties::python`).
fn main() {
    afl::fuzz!(|data: &[u8]| backtracking_lab_fuzz::properties::python(data));
}
