//! The one stable sort the interpreter's sorts share: `list.sort` and `sorted`, a Counter's
//! `most_common`, a frozenset's key, the names a function declares `nonlocal`. Each sorts the
//! places of its items, `0..n`, by a comparison of two places, so the standard library's
//! stable sort is compiled once for them all, where a sort of each item type would be compiled
//! once per type (about ten kilobytes of wasm each).

use std::cmp::Ordering;

/// Sorts `places` (each an index into the caller's items) by `compare`, stably: places that
/// compare equal keep their order.
pub fn sort_places(places: &mut [usize], compare: &mut dyn FnMut(usize, usize) -> Ordering) {
    places.sort_by(|&a, &b| compare(a, b));
}

/// The places `0..n` sorted by `compare`, stably.
pub fn sorted_places(n: usize, compare: &mut dyn FnMut(usize, usize) -> Ordering) -> Vec<usize> {
    let mut places: Vec<usize> = (0..n).collect();
    sort_places(&mut places, compare);
    places
}

/// The items taken in the order of `places` (each place once).
pub fn in_order<T: Clone>(items: &[T], places: &[usize]) -> Vec<T> {
    places.iter().map(|&i| items[i].clone()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_items_keep_their_order() {
        let items = [(2, 'a'), (1, 'b'), (2, 'c'), (1, 'd')];
        let places = sorted_places(items.len(), &mut |a, b| items[a].0.cmp(&items[b].0));
        assert_eq!(
            in_order(&items, &places),
            [(1, 'b'), (1, 'd'), (2, 'a'), (2, 'c')]
        );
    }
}
