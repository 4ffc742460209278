//! `slice`, the object `obj[1:5:2]` hands to a class's own `__getitem__`, `__setitem__` and
//! `__delitem__`, and that indexes a list, a tuple, a string or a range as the slice it stands
//! for (`ops::index`). The class is the prelude's Python, below, which the program's globals see
//! by its builtin name (`Machine::new`): it prints, compares and fails as CPython's type does,
//! and its methods cost no steps. A list's own `xs[1:5]` makes no slice object.

pub const PRELUDE: &str = r#"
class slice:
    def __init__(self, *args):
        n = len(args)
        if n == 0:
            raise TypeError("slice expected at least 1 argument, got 0")
        if n > 3:
            raise TypeError("slice expected at most 3 arguments, got " + str(n))
        if n == 1:
            self.start, self.stop, self.step = None, args[0], None
        elif n == 2:
            self.start, self.stop, self.step = args[0], args[1], None
        else:
            self.start, self.stop, self.step = args

    def __repr__(self):
        return "slice(" + repr(self.start) + ", " + repr(self.stop) + ", " + repr(self.step) + ")"

    def __eq__(self, other):
        if type(other) is not slice:
            return False
        return (self.start, self.stop, self.step) == (other.start, other.stop, other.step)

    # The start, stop and step that `range` would walk over a sequence of `length` items
    # (`PySlice_GetIndicesEx`): a bound left out or past either end is clamped.
    def indices(self, length):
        length = __slice_index(length)
        if length < 0:
            raise ValueError("length should not be negative")
        step = 1 if self.step is None else __slice_index(self.step)
        if step == 0:
            raise ValueError("slice step cannot be zero")
        low, high = (-1, length - 1) if step < 0 else (0, length)
        bounds = []
        for bound, default in ((self.start, high if step < 0 else low), (self.stop, low if step < 0 else high)):
            if bound is None:
                bounds.append(default)
                continue
            bound = __slice_index(bound)
            if bound < 0:
                bound = max(bound + length, low)
            else:
                bound = min(bound, high)
            bounds.append(bound)
        return (bounds[0], bounds[1], step)

def __slice_index(x):
    if isinstance(x, int):
        return int(x)
    raise TypeError("slice indices must be integers or None or have an __index__ method")
"#;
