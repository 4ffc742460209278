//! Fuzz target: lanes of the core stepped, advanced, forked and sought at random (see
//! `properties::lanes`).
fn main() {
    afl::fuzz!(|data: &[u8]| backtracking_lab_fuzz::properties::lanes(data));
}
