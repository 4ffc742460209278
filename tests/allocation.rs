//! The engine steps without allocating: every strategy of every puzzle, run to its end (or
//! for 200 batches) 4,096 events a call as the page runs it, allocates nothing while it
//! steps but the copy of its first solution. A counting allocator watches the whole test
//! binary and counts what the test's own thread allocates, where the engine runs: the test
//! harness's threads allocate when they will (a CI run once saw 4 allocations from them while
//! queens stepped), and are not the engine.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicU64, Ordering};

use backtracking_lab::registry;
use backtracking_lab::search::{Limits, Mode};

/// The system allocator, counting the allocations and reallocations made through it on the
/// threads that ask for it.
struct Counting;

static ALLOCATIONS: AtomicU64 = AtomicU64::new(0);

thread_local! {
    /// Whether this thread's allocations are counted (constant-initialised and without a
    /// destructor, so reading it never allocates).
    static COUNTED: Cell<bool> = const { Cell::new(false) };
}

/// Counts one allocation if this thread is counted.
fn count() {
    if COUNTED.with(Cell::get) {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
    }
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count();
        System.alloc(layout)
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout)
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count();
        System.realloc(ptr, layout, new_size)
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Instances beside each puzzle's example: deeper trees, which need more frames.
const DEEPER: [(&str, &str); 4] = [
    ("queens", "8"),
    (
        "sudoku",
        "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.",
    ),
    ("knights", "5 r1c1 open"),
    ("words", "ABCCED\nABCE\nSFCS\nADEE"),
];

#[test]
fn stepping_allocates_nothing_but_the_first_solution() {
    COUNTED.with(|counted| counted.set(true));
    let examples = registry::PUZZLES
        .iter()
        .map(|p| (p.about().name, p.example()));
    for (name, setup) in examples.chain(DEEPER) {
        let puzzle = registry::puzzle(name).unwrap();
        for strategy in puzzle.strategies() {
            let mut lane = puzzle
                .lane(
                    setup,
                    strategy.name,
                    Limits::new(Mode::All).with_budget(2_000_000),
                )
                .unwrap();
            let before = ALLOCATIONS.load(Ordering::Relaxed);
            for _ in 0..200 {
                if lane.advance(4096) < 4096 {
                    break;
                }
            }
            let made = ALLOCATIONS.load(Ordering::Relaxed) - before;
            // Keeping the first solution is the one allocation a run may make.
            let allowed = u64::from(lane.stats().solutions > 0);
            assert!(
                made <= allowed,
                "{name} {} ({setup:?}) allocated {made} times in {} steps",
                strategy.name,
                lane.steps()
            );
            assert!(
                lane.steps() > 10,
                "{name} {}: too short to tell",
                strategy.name
            );
        }
    }
}
