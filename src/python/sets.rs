//! A set's order, as CPython 3.11 keeps it: a set iterates, prints and pops in the order of
//! its hash table's slots, so `print({3, 1, 2})` shows `{1, 2, 3}`. [`SetTable`] is that table,
//! and a set's index: each slot holds a member's place among the set's entries (a
//! [`Dict`](super::value::Dict) whose table is set), its hash, and whether it is a whole
//! number whose hash is itself, so that `c in cols` finds one without reading the entry. Open
//! addressing from the key's hash (`python/hash.rs`), nine linear probes and then CPython's
//! perturbed jumps, deleted slots left as dummies, the table grown fourfold (twice past 50,000
//! members) once it is three fifths full, and a merge of one set into another that copies or
//! re-inserts slot by slot as CPython's does. Strings hash differently in each CPython process,
//! so only the order of sets of numbers, tuples of them and the like is CPython's own.
//!
//! A new set of a few small ints, the set a comprehension over a board's rows makes, is built
//! without slots at all: while only ints from -64 to 63 have been added to it, at most
//! [`PENDING`] and none removed, the table keeps them in the order they came and a bit each,
//! which answers `in` and `add`. Anything that needs the slots lays them out first, adding the
//! members again in their order, so the slots are those CPython's adds would have made.

const MIN_SIZE: usize = 8;
const LINEAR_PROBES: usize = 9;
const PERTURB_SHIFT: u32 = 5;
/// The most members a table keeps before it lays out its slots.
const PENDING: usize = 16;

/// A slot of the table: empty, a dummy (a member removed: probes go past it, and an insertion
/// may take it), or a member (its place among the set's entries, its hash, and whether it is
/// an int no other int shares its hash with, [`small_int`]). No member
/// hashes to -1 (`value::key_hash` never gives it), so the empty slots and the dummies carry
/// that hash and a probe tests a slot's hash first: one comparison, as CPython's does, where
/// matching on a kind would branch on whether each slot passed is a dummy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Slot {
    entry: u32,
    small: bool,
    hash: u64,
}

/// Whether `n`'s hash is `n` itself and no other int's: below CPython's modulus, all but -1
/// (whose hash is -2's). Two such ints with one hash are one int.
pub fn small_int(n: i64) -> bool {
    n != -1 && n.unsigned_abs() < (1 << 61) - 1
}

/// The hash no member has.
const NO_HASH: u64 = u64::MAX;

impl Slot {
    const EMPTY: Slot = Slot {
        entry: u32::MAX,
        small: false,
        hash: NO_HASH,
    };
    const DUMMY: Slot = Slot {
        entry: u32::MAX - 1,
        small: false,
        hash: NO_HASH,
    };

    fn member(entry: u32, hash: u64, small: bool) -> Slot {
        debug_assert!(hash != NO_HASH && entry < u32::MAX - 1);
        Slot { entry, small, hash }
    }

    /// The member's place among the entries, if the slot holds one.
    fn place(self) -> Option<u32> {
        (self.hash != NO_HASH).then_some(self.entry)
    }
}

#[derive(Clone, Debug)]
pub struct SetTable {
    slots: Vec<Slot>,
    /// Slots not empty (members and dummies).
    fill: usize,
    /// Members.
    used: usize,
    /// Where `pop` looks first.
    finger: usize,
    /// The small members from -64 to 63, a bit each (`n + 64`): `c in cols` of a search
    /// answered without a probe. The table's slots stay the truth; this mirrors them.
    smalls: u128,
    /// While `slots` is empty: each member, at its entry's place (the members came in this
    /// order, each a [`small_int`] from -64 to 63, each entry placed after the last).
    pending: [i8; PENDING],
}

/// The bit of [`SetTable::smalls`] a member stands for, if any: a [`small_int`]'s hash is
/// the int itself.
fn small_bit(hash: u64, small: bool) -> u128 {
    let place = (hash as i64).wrapping_add(64) as u64;
    if small && place < 128 {
        1 << place
    } else {
        0
    }
}

impl Default for SetTable {
    fn default() -> SetTable {
        SetTable {
            slots: Vec::new(),
            fill: 0,
            used: 0,
            finger: 0,
            smalls: 0,
            pending: [0; PENDING],
        }
    }
}

/// The slots CPython looks at for a hash, in order: from `hash & mask` the slot and, where the
/// table has room, the nine after it; then a jump perturbed by the hash's higher bits.
struct Probes {
    mask: usize,
    i: usize,
    j: usize,
    end: usize,
    perturb: u64,
}

impl Probes {
    fn new(hash: u64, mask: usize) -> Probes {
        let i = hash as usize & mask;
        Probes {
            mask,
            i,
            j: i,
            end: Probes::last(i, mask),
            perturb: hash,
        }
    }

    fn last(i: usize, mask: usize) -> usize {
        if i + LINEAR_PROBES <= mask {
            i + LINEAR_PROBES
        } else {
            i
        }
    }
}

impl Iterator for Probes {
    type Item = usize;
    fn next(&mut self) -> Option<usize> {
        if self.j > self.end {
            self.perturb >>= PERTURB_SHIFT;
            self.i = self
                .i
                .wrapping_mul(5)
                .wrapping_add(1)
                .wrapping_add(self.perturb as usize)
                & self.mask;
            self.j = self.i;
            self.end = Probes::last(self.i, self.mask);
        }
        self.j += 1;
        Some(self.j - 1)
    }
}

impl SetTable {
    fn mask(&self) -> usize {
        self.slots.len() - 1
    }

    /// The members' places among the entries, in the table's order: the set's order.
    pub fn members(&self) -> Members<'_> {
        if !self.slots.is_empty() {
            return Members(Order::Slots(self.slots.iter()));
        }
        // The order of slots not laid out: the members placed as CPython places them, in a
        // table of eight and, from the fifth on, of thirty-two.
        let mut small = [Slot::EMPTY; MIN_SIZE];
        let mut large = [Slot::EMPTY; 4 * MIN_SIZE];
        for (i, &n) in self.pending[..self.used].iter().enumerate() {
            let member = Slot::member(i as u32, n as u64, true);
            if i < 4 {
                insert_clean(&mut small, member);
            } else {
                if i == 4 {
                    insert_clean(&mut small, member);
                    small
                        .iter()
                        .filter(|slot| slot.place().is_some())
                        .for_each(|slot| insert_clean(&mut large, *slot));
                    continue;
                }
                insert_clean(&mut large, member);
            }
        }
        let slots: &[Slot] = if self.used <= 4 { &small } else { &large };
        let mut order = [0u8; PENDING];
        for (at, entry) in slots.iter().filter_map(|slot| slot.place()).enumerate() {
            order[at] = entry as u8;
        }
        Members(Order::Pending {
            order,
            len: self.used as u8,
            next: 0,
        })
    }

    /// Lays out the slots of a table that has none yet: its members added again in order.
    fn lay_out(&mut self) {
        if self.slots.is_empty() {
            let (used, pending) = (self.used, self.pending);
            self.slots = vec![Slot::EMPTY; MIN_SIZE];
            (self.fill, self.used, self.smalls) = (0, 0, 0);
            for (i, &n) in pending[..used].iter().enumerate() {
                self.add(i, n as i64, true);
            }
        }
    }

    /// The entry of the member `n` of a table not laid out.
    fn pending_entry(&self, n: i64) -> usize {
        let n = n as i8;
        self.pending[..self.used]
            .iter()
            .position(|&m| m == n)
            .unwrap_or(usize::MAX)
    }

    /// The slot and entry of the member with this hash that `is_key` says is the one sought
    /// (`set_lookkey`); `small`: the key sought is a [`small_int`], which a small member of
    /// its hash is, with no look at the entry.
    #[inline]
    pub fn find(
        &self,
        hash: i64,
        small: bool,
        is_key: impl Fn(usize) -> bool,
    ) -> Option<(usize, usize)> {
        // `Probes`' order, as a plain loop: a search for a member the set lacks (the common
        // `c in cols` of a search) walks runs of members and dummies.
        let hash = hash as u64;
        if small_bit(hash, small) & !self.smalls != 0 {
            return None;
        }
        if self.slots.is_empty() {
            // Every member is an int whose hash is itself: one of this hash is the only
            // candidate.
            if small_bit(hash, true) & self.smalls == 0 {
                return None;
            }
            let entry = self.pending_entry(hash as i64);
            return (small || is_key(entry)).then_some((usize::MAX, entry));
        }
        let mask = self.mask();
        let (mut i, mut perturb) = (hash as usize & mask, hash);
        loop {
            let last = Probes::last(i, mask);
            for (j, slot) in self.slots[i..=last].iter().enumerate() {
                if slot.hash == hash {
                    if (small && slot.small) || is_key(slot.entry as usize) {
                        return Some((i + j, slot.entry as usize));
                    }
                } else if *slot == Slot::EMPTY {
                    return None;
                }
            }
            perturb >>= PERTURB_SHIFT;
            i = i
                .wrapping_mul(5)
                .wrapping_add(1)
                .wrapping_add(perturb as usize)
                & mask;
        }
    }

    /// Whether the set holds the member with this hash, when the hash alone says: a
    /// [`small_int`] from -64 to 63, by [`SetTable::smalls`]; `None` for any other key.
    #[inline]
    pub fn holds_small(&self, hash: i64, small: bool) -> Option<bool> {
        let bit = small_bit(hash as u64, small);
        (bit != 0).then_some(self.smalls & bit != 0)
    }

    /// Adds a member the set does not hold, at its place among the entries (`set_add_entry`):
    /// into the first empty slot of its probe sequence, or the last dummy met before it; the
    /// table grows when three fifths of its slots are taken.
    pub fn add(&mut self, entry: usize, hash: i64, small: bool) {
        self.add_if_new(entry, hash, small, |_| false);
    }

    /// Adds the member with this hash unless `is_key` says an entry met on the way is it (or
    /// it and the entry are one `small` int): then that entry, and nothing added. One walk of
    /// the probes, as CPython's `set_add_entry`.
    #[inline]
    pub fn add_if_new(
        &mut self,
        entry: usize,
        hash: i64,
        small: bool,
        is_key: impl Fn(usize) -> bool,
    ) -> Option<usize> {
        let (key, hash) = (entry as u32, hash as u64);
        if self.slots.is_empty() {
            let bit = small_bit(hash, true);
            if bit & self.smalls != 0 {
                let held = self.pending_entry(hash as i64);
                if small || is_key(held) {
                    return Some(held);
                }
            } else if small && bit != 0 && self.used < PENDING && entry == self.used {
                self.pending[self.used] = hash as i8;
                self.used += 1;
                self.fill += 1;
                self.smalls |= bit;
                return None;
            }
            self.lay_out();
        }
        let mask = self.mask();
        let mut freeslot = None;
        for j in Probes::new(hash, mask) {
            let slot = self.slots[j];
            if slot.hash == hash {
                if (small && slot.small) || is_key(slot.entry as usize) {
                    return Some(slot.entry as usize);
                }
            } else if slot == Slot::EMPTY {
                self.used += 1;
                self.smalls |= small_bit(hash, small);
                if let Some(free) = freeslot {
                    self.slots[free] = Slot::member(key, hash, small);
                    return None;
                }
                self.slots[j] = Slot::member(key, hash, small);
                self.fill += 1;
                if self.fill * 5 >= mask * 3 {
                    let used = self.used;
                    self.resize(if used > 50_000 { used * 2 } else { used * 4 });
                }
                return None;
            } else if slot == Slot::DUMMY {
                // CPython 3.11 keeps the last dummy its probes met.
                freeslot = Some(j);
            }
        }
        None
    }

    /// Removes the member with this hash that `is_key` says is the one sought, if the set
    /// holds it: its entry. Its slot becomes a dummy (`set_discard_entry`).
    pub fn remove(
        &mut self,
        hash: i64,
        small: bool,
        is_key: impl Fn(usize) -> bool,
    ) -> Option<usize> {
        if small_bit(hash as u64, small) & !self.smalls != 0 {
            return None;
        }
        self.lay_out();
        let (slot, entry) = self.find(hash, small, is_key)?;
        self.discard(slot);
        Some(entry)
    }

    /// Removes the member in a slot `find` gave (`set_discard_entry`): it becomes a dummy.
    pub fn discard(&mut self, slot: usize) {
        debug_assert!(!self.slots.is_empty());
        let member = std::mem::replace(&mut self.slots[slot], Slot::DUMMY);
        self.smalls &= !small_bit(member.hash, member.small);
        self.used -= 1;
    }

    /// The member whose entry moved from place `from` to `to` (the set's last entry, moved
    /// into the place of one removed), found by its hash.
    pub fn moved(&mut self, hash: i64, from: usize, to: usize) {
        self.lay_out();
        let (hash, from) = (hash as u64, from as u32);
        for j in Probes::new(hash, self.mask()) {
            let slot = &mut self.slots[j];
            if slot.hash == hash && slot.entry == from {
                slot.entry = to as u32;
                return;
            }
        }
    }

    /// `set.pop()`'s choice: the first member from the finger on, which moves past it.
    pub fn pop(&mut self) -> Option<usize> {
        if self.used == 0 {
            return None;
        }
        self.lay_out();
        let mask = self.mask();
        let mut i = self.finger & mask;
        while self.slots[i].place().is_none() {
            i = if i == mask { 0 } else { i + 1 };
        }
        let member = std::mem::replace(&mut self.slots[i], Slot::DUMMY);
        let entry = member.place()?;
        self.smalls &= !small_bit(member.hash, member.small);
        self.used -= 1;
        self.finger = i + 1;
        Some(entry as usize)
    }

    /// Empties the table to its first size (`set.clear()`); the finger stays.
    pub fn clear(&mut self) {
        *self = SetTable {
            finger: self.finger,
            ..SetTable::default()
        };
    }

    /// A new table of the least size above `min_used` holding the members, re-inserted in
    /// the old table's order (`set_table_resize`).
    fn resize(&mut self, min_used: usize) {
        self.lay_out();
        let mut size = MIN_SIZE;
        while size <= min_used {
            size <<= 1;
        }
        let old = std::mem::replace(&mut self.slots, vec![Slot::EMPTY; size]);
        self.fill = self.used;
        for slot in old {
            if slot.place().is_some() {
                self.insert_clean(slot);
            }
        }
    }

    /// Places a member's slot in a table with no dummies and no copy of it
    /// (`set_insert_clean`).
    fn insert_clean(&mut self, member: Slot) {
        insert_clean(&mut self.slots, member);
    }

    /// The start of CPython's `set_merge` of `other` into this table: one resize first, for
    /// room; true if this table is then empty, for [`SetTable::copy_in`], false when it holds
    /// members, for the caller to add each of `other`'s in its order.
    pub fn make_room_for(&mut self, other: &SetTable) -> bool {
        self.make_room(other.used)
    }

    /// [`SetTable::make_room_for`] a set of `more` members.
    pub fn make_room(&mut self, more: usize) -> bool {
        if self.slots.is_empty() && self.used + more <= 4 {
            // A table of eight that CPython would not grow: its slots can wait.
            return self.used == 0;
        }
        self.lay_out();
        if more != 0 && (self.fill + more) * 5 >= self.mask() * 3 {
            self.resize((self.used + more) * 2);
        }
        self.fill == 0
    }

    /// `other`'s members put in this empty table, their entries at the same places: copied
    /// slot for slot (same size, no dummies) or inserted clean in `other`'s order.
    pub fn copy_in(&mut self, other: &SetTable) {
        if other.used == 0 {
            return;
        }
        if self.slots.is_empty() && other.slots.is_empty() && other.used <= 4 {
            // Two tables of eight, neither laid out: the members as `other` keeps them.
            *self = SetTable {
                finger: self.finger,
                ..other.clone()
            };
            return;
        }
        self.lay_out();
        let laid_out;
        let other = if other.slots.is_empty() {
            laid_out = {
                let mut table = other.clone();
                table.lay_out();
                table
            };
            &laid_out
        } else {
            other
        };
        if self.mask() == other.mask() && other.fill == other.used {
            self.slots.clone_from(&other.slots);
        } else {
            for slot in &other.slots {
                if slot.place().is_some() {
                    self.insert_clean(*slot);
                }
            }
        }
        self.fill = other.used;
        self.used = other.used;
        self.smalls = other.smalls;
    }

    /// After a difference update: a table over a quarter dummies is rebuilt without them.
    pub fn purge_dummies(&mut self) {
        if !self.slots.is_empty() && self.fill - self.used > self.mask() / 4 {
            let used = self.used;
            self.resize(if used > 50_000 { used * 2 } else { used * 4 });
        }
    }

    /// Room made first for `more` keys of a dict about to be added (`set_update_internal`).
    pub fn reserve_for_dict(&mut self, more: usize) {
        self.lay_out();
        if (self.fill + more) * 5 >= self.mask() * 3 {
            self.resize((self.used + more) * 2);
        }
    }
}

/// Places a member's slot in a table with no dummies and no copy of it
/// (`set_insert_clean`).
fn insert_clean(slots: &mut [Slot], member: Slot) {
    for j in Probes::new(member.hash, slots.len() - 1) {
        if slots[j] == Slot::EMPTY {
            slots[j] = member;
            return;
        }
    }
}

/// The members' places among a set's entries, in its table's order.
pub struct Members<'a>(Order<'a>);

enum Order<'a> {
    Slots(std::slice::Iter<'a, Slot>),
    /// A table's whose slots are not laid out: the entries in the order they would be.
    Pending {
        order: [u8; PENDING],
        len: u8,
        next: u8,
    },
}

impl Iterator for Members<'_> {
    type Item = usize;
    fn next(&mut self) -> Option<usize> {
        match &mut self.0 {
            Order::Slots(slots) => slots.find_map(|slot| slot.place().map(|entry| entry as usize)),
            Order::Pending { order, len, next } => (*next < *len).then(|| {
                *next += 1;
                order[*next as usize - 1] as usize
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::hash::int_hash;
    use super::*;
    use std::collections::BTreeSet;

    /// A table of small ints not laid out gives the order its slots give once laid out, for
    /// every count up to the most it keeps so, and keeps it through an add that lays it out.
    #[test]
    fn members_not_laid_out_come_in_the_slots_order() {
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..5_000 {
            let mut table = SetTable::default();
            let mut members = Vec::new();
            let count = 1 + (seed % PENDING as u64) as usize;
            while members.len() < count {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let n = (seed % 128) as i64 - 64;
                if n != -1 && !members.contains(&n) {
                    table.add(members.len(), n, true);
                    members.push(n);
                }
            }
            assert!(table.slots.is_empty());
            let pending: Vec<usize> = table.members().collect();
            let mut laid_out = table.clone();
            laid_out.lay_out();
            assert_eq!(
                pending,
                laid_out.members().collect::<Vec<_>>(),
                "{members:?}"
            );
            table.add(members.len(), 1000, true);
            assert!(!table.slots.is_empty());
            laid_out.add(members.len(), 1000, true);
            assert_eq!(
                table.members().collect::<Vec<_>>(),
                laid_out.members().collect::<Vec<_>>()
            );
        }
    }

    /// Adds, removes, pops and clears at random on one table, ints from -80 to 79 (some
    /// beyond the small bits, and -1, which shares -2's hash): after each, every int is
    /// found exactly when the model holds it, by the bits and by the probes.
    #[test]
    fn the_small_bits_mirror_the_slots() {
        let mut table = SetTable::default();
        let mut entries: Vec<i64> = Vec::new();
        let mut model = BTreeSet::new();
        let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
        for _ in 0..20_000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let n = (seed % 160) as i64 - 80;
            let (hash, small) = (int_hash(n), small_int(n));
            match (seed >> 32) % 64 {
                0 => {
                    table.clear();
                    model.clear();
                }
                1 => {
                    if let Some(i) = table.pop() {
                        assert!(model.remove(&entries[i]));
                    }
                }
                2..=31 => {
                    let found = table.add_if_new(entries.len(), hash, small, |i| entries[i] == n);
                    assert_eq!(found.is_some(), !model.insert(n));
                    if found.is_none() {
                        entries.push(n);
                    }
                }
                _ => {
                    if table.remove(hash, small, |i| entries[i] == n).is_some() {
                        assert!(model.remove(&n));
                    }
                }
            }
            for m in -80..80 {
                let (hash, small) = (int_hash(m), small_int(m));
                let held = model.contains(&m);
                assert_eq!(table.find(hash, small, |i| entries[i] == m).is_some(), held);
                if let Some(said) = table.holds_small(hash, small) {
                    assert_eq!(said, held, "{m}");
                }
            }
        }
    }
}
