//! `fractions`: `Fraction`, a rational number kept exactly in lowest terms, as CPython 3.11's
//! class behaves: made from ints, other fractions, floats (their exact value) and strings
//! (`"3/4"`, `"-1.25e-2"`); the arithmetic operators with ints (exact) and floats (a float);
//! comparisons, `hash` equal to that of an equal int or float, `round`, `int`, `float`,
//! `math.floor` and `math.ceil`, `limit_denominator`, and CPython's messages. It is the prelude's
//! Python, below, as CPython's own is Python: its methods cost no steps. The search that finds
//! 24 from four cards with `+ - * /` is exact with it, where floats are not.

pub const NAMES: &[&str] = &["Fraction"];

/// The prelude's class behind the module's name.
pub const CLASSES: &[(&str, &str)] = &[("__fr_Fraction", "Fraction")];

pub const PRELUDE: &str = r#"
# The numerator and denominator of an int or a Fraction (None for anything else).
def __fr_pair(x):
    if isinstance(x, int):
        return (int(x), 1)
    if isinstance(x, __fr_Fraction):
        return (x._numerator, x._denominator)
    return None

# A float's exact value as a numerator and a power of two: doubling a float is exact.
def __fr_float_ratio(x):
    if x != x:
        raise ValueError("cannot convert NaN to integer ratio")
    if x in (float("inf"), float("-inf")):
        raise OverflowError("cannot convert Infinity to integer ratio")
    d = 1
    while x != int(x):
        x *= 2.0
        d *= 2
    return (int(x), d)

# A fraction of n / d, already in lowest terms with d > 0.
def __fr_made(n, d):
    f = __fr_Fraction()
    f._numerator = n
    f._denominator = d
    return f

# A fraction of n / d in lowest terms, or CPython's ZeroDivisionError.
def __fr_lowest(n, d):
    import math
    if d == 0:
        raise ZeroDivisionError("Fraction(" + str(n) + ", 0)")
    g = math.gcd(n, d)
    if d < 0:
        g = -g
    return __fr_made(n // g, d // g)

def __fr_parse(text):
    import re
    m = re.match(r"\A\s*(?P<sign>[-+]?)(?=\d|\.\d)(?P<num>\d*|\d+(_\d+)*)(?:(?:\s*/\s*(?P<denom>\d+(_\d+)*))?|(?:\.(?P<decimal>d*|\d+(_\d+)*))?(?:E(?P<exp>[-+]?\d+(_\d+)*))?)\s*\Z", text, re.IGNORECASE)
    if m is None:
        raise ValueError("Invalid literal for Fraction: " + repr(text))
    n = int(m.group("num") or "0")
    if m.group("denom"):
        d = int(m.group("denom"))
    else:
        d = 1
        decimal = m.group("decimal")
        if decimal:
            decimal = decimal.replace("_", "")
            scale = 10 ** len(decimal)
            n = n * scale + int(decimal)
            d *= scale
        exp = m.group("exp")
        if exp:
            exp = int(exp)
            if exp >= 0:
                n *= 10 ** exp
            else:
                d *= 10 ** -exp
    if m.group("sign") == "-":
        n = -n
    return (n, d)

# `a op b` for a Fraction `a`: exact with an int or a Fraction, a float's with a float; for
# any other `b`, the TypeError Python raises once CPython's method has returned NotImplemented
# (the other operand's reflected method is not tried).
def __fr_forward(a, b, exact, inexact, symbol):
    pair = __fr_pair(b)
    if pair is not None:
        return exact(a._numerator, a._denominator, pair[0], pair[1])
    if isinstance(b, float):
        return inexact(float(a), b)
    raise TypeError("unsupported operand type(s) for " + symbol + ": 'Fraction' and '" + type(b).__name__ + "'")

# `b op a` for a Fraction `a` on the right.
def __fr_reverse(a, b, exact, inexact, symbol):
    pair = __fr_pair(b)
    if pair is not None:
        return exact(pair[0], pair[1], a._numerator, a._denominator)
    if isinstance(b, float):
        return inexact(b, float(a))
    raise TypeError("unsupported operand type(s) for " + symbol + ": '" + type(b).__name__ + "' and 'Fraction'")

def __fr_add(na, da, nb, db):
    return __fr_lowest(na * db + nb * da, da * db)

def __fr_sub(na, da, nb, db):
    return __fr_lowest(na * db - nb * da, da * db)

def __fr_mul(na, da, nb, db):
    return __fr_lowest(na * nb, da * db)

# As CPython divides: common factors out first, so that a division by zero names what it
# names.
def __fr_div(na, da, nb, db):
    import math
    g = math.gcd(na, nb)
    if g > 1:
        na //= g
        nb //= g
    g = math.gcd(db, da)
    if g > 1:
        da //= g
        db //= g
    n, d = na * db, nb * da
    if d < 0:
        n, d = -n, -d
    if d == 0:
        raise ZeroDivisionError("Fraction(" + str(n) + ", 0)")
    return __fr_made(n, d)

def __fr_floordiv(na, da, nb, db):
    return (na * db) // (da * nb)

def __fr_mod(na, da, nb, db):
    return __fr_lowest((na * db) % (nb * da), da * db)

def __fr_divmod(na, da, nb, db):
    q, r = divmod(na * db, da * nb)
    return (q, __fr_lowest(r, da * db))

def __fr_compare(a, b, op):
    pair = __fr_pair(b)
    if pair is not None:
        x, y = a._numerator * pair[1], a._denominator * pair[0]
    elif isinstance(b, float):
        if b != b or b in (float("inf"), float("-inf")):
            x, y = 0.0, b
        else:
            n, d = __fr_float_ratio(b)
            x, y = a._numerator * d, a._denominator * n
    else:
        raise TypeError("'" + op + "' not supported between instances of 'Fraction' and '" + type(b).__name__ + "'")
    if op == "<":
        return x < y
    if op == ">":
        return x > y
    if op == "<=":
        return x <= y
    return x >= y

class __fr_Fraction:
    def __init__(self, numerator=0, denominator=None):
        if denominator is None:
            pair = __fr_pair(numerator)
            if pair is not None:
                self._numerator, self._denominator = pair
                return
            if isinstance(numerator, float):
                self._numerator, self._denominator = __fr_float_ratio(numerator)
                return
            if not isinstance(numerator, str):
                raise TypeError("argument should be a string or a Rational instance")
            n, d = __fr_parse(numerator)
        else:
            a, b = __fr_pair(numerator), __fr_pair(denominator)
            if a is None or b is None:
                raise TypeError("both arguments should be Rational instances")
            n, d = a[0] * b[1], b[0] * a[1]
        f = __fr_lowest(n, d)
        self._numerator, self._denominator = f._numerator, f._denominator

    @classmethod
    def from_float(cls, f):
        if isinstance(f, int):
            return cls(f)
        if not isinstance(f, float):
            raise TypeError(cls.__name__ + ".from_float() only takes floats, not " + repr(f) + " (" + type(f).__name__ + ")")
        return cls(f)

    @property
    def numerator(self):
        return self._numerator

    @property
    def denominator(self):
        return self._denominator

    @property
    def real(self):
        return self

    @property
    def imag(self):
        return 0

    def conjugate(self):
        return self

    def as_integer_ratio(self):
        return (self._numerator, self._denominator)

    def limit_denominator(self, max_denominator=1000000):
        if max_denominator < 1:
            raise ValueError("max_denominator should be at least 1")
        if self._denominator <= max_denominator:
            return __fr_made(self._numerator, self._denominator)
        p0, q0, p1, q1 = 0, 1, 1, 0
        n, d = self._numerator, self._denominator
        while True:
            a = n // d
            q2 = q0 + a * q1
            if q2 > max_denominator:
                break
            p0, q0, p1, q1 = p1, q1, p0 + a * p1, q2
            n, d = d, n - a * d
        k = (max_denominator - q0) // q1
        bound1 = __fr_lowest(p0 + k * p1, q0 + k * q1)
        bound2 = __fr_lowest(p1, q1)
        if abs(bound2 - self) <= abs(bound1 - self):
            return bound2
        return bound1

    def __repr__(self):
        return "Fraction(" + str(self._numerator) + ", " + str(self._denominator) + ")"

    def __str__(self):
        if self._denominator == 1:
            return str(self._numerator)
        return str(self._numerator) + "/" + str(self._denominator)

    def __add__(a, b):
        return __fr_forward(a, b, __fr_add, lambda x, y: x + y, "+")

    def __radd__(a, b):
        return __fr_reverse(a, b, __fr_add, lambda x, y: x + y, "+")

    def __sub__(a, b):
        return __fr_forward(a, b, __fr_sub, lambda x, y: x - y, "-")

    def __rsub__(a, b):
        return __fr_reverse(a, b, __fr_sub, lambda x, y: x - y, "-")

    def __mul__(a, b):
        return __fr_forward(a, b, __fr_mul, lambda x, y: x * y, "*")

    def __rmul__(a, b):
        return __fr_reverse(a, b, __fr_mul, lambda x, y: x * y, "*")

    def __truediv__(a, b):
        return __fr_forward(a, b, __fr_div, lambda x, y: x / y, "/")

    def __rtruediv__(a, b):
        return __fr_reverse(a, b, __fr_div, lambda x, y: x / y, "/")

    def __floordiv__(a, b):
        return __fr_forward(a, b, __fr_floordiv, lambda x, y: x // y, "//")

    def __rfloordiv__(a, b):
        return __fr_reverse(a, b, __fr_floordiv, lambda x, y: x // y, "//")

    def __mod__(a, b):
        return __fr_forward(a, b, __fr_mod, lambda x, y: x % y, "%")

    def __rmod__(a, b):
        return __fr_reverse(a, b, __fr_mod, lambda x, y: x % y, "%")

    def __divmod__(a, b):
        return __fr_forward(a, b, __fr_divmod, divmod, "divmod()")

    def __rdivmod__(a, b):
        return __fr_reverse(a, b, __fr_divmod, divmod, "divmod()")

    def __pow__(a, b):
        pair = __fr_pair(b)
        if pair is None:
            return float(a) ** b
        if pair[1] != 1:
            return float(a) ** float(b)
        power = pair[0]
        n, d = a._numerator, a._denominator
        if power < 0:
            n, d, power = d, n, -power
            if d < 0:
                n, d = -n, -d
        if d == 0:
            raise ZeroDivisionError("Fraction(" + str(n ** power) + ", 0)")
        return __fr_made(n ** power, d ** power)

    def __rpow__(b, a):
        if b._denominator == 1 and b._numerator >= 0:
            return a ** b._numerator
        pair = __fr_pair(a)
        if pair is not None:
            return __fr_made(pair[0], pair[1]) ** b
        if b._denominator == 1:
            return a ** b._numerator
        return a ** float(b)

    def __pos__(a):
        return __fr_made(a._numerator, a._denominator)

    def __neg__(a):
        return __fr_made(-a._numerator, a._denominator)

    def __abs__(a):
        return __fr_made(abs(a._numerator), a._denominator)

    def __int__(a):
        if a._numerator < 0:
            return -(-a._numerator // a._denominator)
        return a._numerator // a._denominator

    def __trunc__(a):
        return a.__int__()

    def __floor__(a):
        return a._numerator // a._denominator

    def __ceil__(a):
        return -(-a._numerator // a._denominator)

    def __round__(self, ndigits=None):
        if ndigits is None:
            floor, remainder = divmod(self._numerator, self._denominator)
            if remainder * 2 < self._denominator:
                return floor
            if remainder * 2 > self._denominator:
                return floor + 1
            return floor if floor % 2 == 0 else floor + 1
        shift = 10 ** abs(ndigits)
        if ndigits > 0:
            return __fr_lowest(round(self * shift), shift)
        return __fr_Fraction(round(self / shift) * shift)

    def __float__(a):
        return a._numerator / a._denominator

    def __bool__(a):
        return a._numerator != 0

    # The hash of an equal int or float: the numerator times the inverse of the denominator
    # modulo 2**61 - 1, CPython's modulus for numbers.
    def __hash__(self):
        modulus = 2305843009213693951
        if self._denominator % modulus == 0:
            h = 314159
        else:
            h = hash(hash(abs(self._numerator)) * pow(self._denominator, -1, modulus))
        h = h if self._numerator >= 0 else -h
        return -2 if h == -1 else h

    def __eq__(a, b):
        pair = __fr_pair(b)
        if pair is not None:
            return a._numerator == pair[0] and a._denominator == pair[1]
        if isinstance(b, float):
            if b != b or b in (float("inf"), float("-inf")):
                return 0.0 == b
            return a == __fr_Fraction(b)
        return False

    def __lt__(a, b):
        return __fr_compare(a, b, "<")

    def __gt__(a, b):
        return __fr_compare(a, b, ">")

    def __le__(a, b):
        return __fr_compare(a, b, "<=")

    def __ge__(a, b):
        return __fr_compare(a, b, ">=")
"#;
