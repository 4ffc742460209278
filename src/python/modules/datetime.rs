//! `datetime`: `date`, `datetime`, `time` and `timedelta`, as CPython 3.11's classes behave
//! without time zones: the proleptic Gregorian calendar from year 1 to 9999, arithmetic with
//! `timedelta` to the microsecond, comparisons and hashing, `isoformat` and `fromisoformat`,
//! `strftime` and `strptime` with the C locale's directives, and CPython's messages for a
//! value out of range. The classes are the prelude's Python, below: the machine makes them
//! when it starts, and their methods cost no steps. The lab's clock is its step counter (see
//! [`super::time`]), so `date.today()` and `datetime.now()` begin at the epoch, 1970-01-01,
//! on every machine and every run. A time zone (`timezone`, `tzinfo`) is the lab's limit.

use crate::python::value::Value;

pub const NAMES: &[&str] = &[
    "date",
    "datetime",
    "time",
    "timedelta",
    "MINYEAR",
    "MAXYEAR",
];

/// The prelude's class behind each name: the prelude's own names may not clash with a local
/// of any of its functions, so they carry a prefix.
pub const CLASSES: &[(&str, &str)] = &[
    ("__dt_timedelta", "timedelta"),
    ("__dt_date", "date"),
    ("__dt_datetime", "datetime"),
    ("__dt_time", "time"),
];

pub fn constant(name: &str) -> Option<Value> {
    match name {
        "MINYEAR" => Some(Value::Int(1)),
        "MAXYEAR" => Some(Value::Int(9999)),
        _ => None,
    }
}

pub const PRELUDE: &str = r#"
def __dt_name(x):
    if isinstance(x, (__dt_timedelta, __dt_date, __dt_time)):
        return "datetime." + type(x).__name__
    return type(x).__name__

def __dt_operands(op, a, b):
    raise TypeError("unsupported operand type(s) for " + op + ": '" + __dt_name(a) + "' and '" + __dt_name(b) + "'")

def __dt_order(op, a, b):
    raise TypeError("'" + op + "' not supported between instances of '" + __dt_name(a) + "' and '" + __dt_name(b) + "'")

def __dt_int(x):
    if isinstance(x, bool) or not isinstance(x, int):
        if isinstance(x, float):
            raise TypeError("'float' object cannot be interpreted as an integer")
        raise TypeError("'" + type(x).__name__ + "' object cannot be interpreted as an integer")
    return x

def __dt_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)

def __dt_month_days(y, m):
    if m == 2 and __dt_leap(y):
        return 29
    return (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)[m - 1]

def __dt_check_date(y, m, d):
    y = __dt_int(y)
    m = __dt_int(m)
    d = __dt_int(d)
    if not 1 <= y <= 9999:
        raise ValueError("year " + str(y) + " is out of range")
    if not 1 <= m <= 12:
        raise ValueError("month must be in 1..12")
    if not 1 <= d <= __dt_month_days(y, m):
        raise ValueError("day is out of range for month")

def __dt_check_time(h, mi, s, us, tz, fold):
    for x in (h, mi, s, us, fold):
        __dt_int(x)
    if not 0 <= h <= 23:
        raise ValueError("hour must be in 0..23")
    if not 0 <= mi <= 59:
        raise ValueError("minute must be in 0..59")
    if not 0 <= s <= 59:
        raise ValueError("second must be in 0..59")
    if not 0 <= us <= 999999:
        raise ValueError("microsecond must be in 0..999999")
    if fold not in (0, 1):
        raise ValueError("fold must be either 0 or 1")
    if tz is not None:
        raise TypeError("tzinfo argument must be None or of a tzinfo subclass, not type '" + type(tz).__name__ + "'")

# A `datetime`'s or a `time`'s time of day, checked.
def __dt_set_clock(obj, hour, minute, second, microsecond, tzinfo, fold):
    __dt_check_time(hour, minute, second, microsecond, tzinfo, fold)
    obj._hour = hour
    obj._minute = minute
    obj._second = second
    obj._us = microsecond
    obj._fold = fold

# Day 1 is 1 January of year 1; each year before `y` adds 365 days and its leap day.
def __dt_ordinal(y, m, d):
    p = y - 1
    days = p * 365 + p // 4 - p // 100 + p // 400
    for k in range(1, m):
        days += __dt_month_days(y, k)
    return days + d

def __dt_from_ordinal(n):
    if not 1 <= n <= 3652059:
        raise OverflowError("date value out of range")
    n -= 1
    c400, n = divmod(n, 146097)
    c100, n = divmod(n, 36524)
    c4, n = divmod(n, 1461)
    c1, n = divmod(n, 365)
    y = c400 * 400 + c100 * 100 + c4 * 4 + c1 + 1
    if c100 == 4 or c1 == 4:
        return (y - 1, 12, 31)
    m = 1
    while n >= __dt_month_days(y, m):
        n -= __dt_month_days(y, m)
        m += 1
    return (y, m, n + 1)

def __dt_now():
    import time
    return time.time()

# A number of seconds since the epoch, as a date and a time of day (the lab's clock has no
# time zone: its local time is UTC).
def __dt_from_seconds(t):
    if not isinstance(t, (int, float)) or isinstance(t, bool):
        raise TypeError("'" + type(t).__name__ + "' object cannot be interpreted as an integer")
    us = round(t * 1000000)
    days, us = divmod(us, 86400000000)
    y, m, d = __dt_from_ordinal(719163 + days)
    s, us = divmod(us, 1000000)
    mi, s = divmod(s, 60)
    h, mi = divmod(mi, 60)
    return (y, m, d, h, mi, s, us)

def __dt_pad(n, width):
    text = str(n)
    return "0" * (width - len(text)) + text

def __dt_clock(h, mi, s, us, timespec):
    if timespec == "auto":
        timespec = "microseconds" if us else "seconds"
    if timespec == "hours":
        return __dt_pad(h, 2)
    if timespec == "minutes":
        return __dt_pad(h, 2) + ":" + __dt_pad(mi, 2)
    text = __dt_pad(h, 2) + ":" + __dt_pad(mi, 2) + ":" + __dt_pad(s, 2)
    if timespec == "seconds":
        return text
    if timespec == "milliseconds":
        return text + "." + __dt_pad(us // 1000, 3)
    if timespec == "microseconds":
        return text + "." + __dt_pad(us, 6)
    raise ValueError("Unknown timespec value")

# A repr's arguments, its trailing zeros left off down to `keep` of them.
def __dt_args(name, values, keep):
    while len(values) > keep and values[-1] == 0:
        values.pop()
    return "datetime." + name + "(" + ", ".join(str(v) for v in values) + ")"

def __dt_strftime(fmt, y, m, d, h, mi, s, us):
    if not isinstance(fmt, str):
        raise TypeError("strftime() argument 1 must be str, not " + type(fmt).__name__)
    wd = (__dt_ordinal(y, m, d) + 6) % 7
    yday = __dt_ordinal(y, m, d) - __dt_ordinal(y, 1, 1) + 1
    day = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")[wd]
    month = ("January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December")[m - 1]
    iy, iw, _ = __dt_iso(y, m, d)
    # The C locale's directives; an unknown one stays as it is, as glibc leaves it.
    values = {"Y": str(y), "y": __dt_pad(y % 100, 2), "m": __dt_pad(m, 2), "d": __dt_pad(d, 2),
              "e": str(d).rjust(2), "H": __dt_pad(h, 2), "I": __dt_pad((h + 11) % 12 + 1, 2),
              "p": "AM" if h < 12 else "PM", "M": __dt_pad(mi, 2), "S": __dt_pad(s, 2),
              "f": __dt_pad(us, 6), "a": day[:3], "A": day, "w": str((wd + 1) % 7), "u": str(wd + 1),
              "b": month[:3], "h": month[:3], "B": month, "j": __dt_pad(yday, 3),
              "U": __dt_pad((yday + 6 - (wd + 1) % 7) // 7, 2), "W": __dt_pad((yday + 6 - wd) // 7, 2),
              "G": str(iy), "V": __dt_pad(iw, 2), "n": "\n", "t": "\t", "%": "%", "z": "", "Z": "",
              "c": "%a %b %e %H:%M:%S %Y", "x": "%m/%d/%y", "D": "%m/%d/%y", "X": "%H:%M:%S",
              "T": "%H:%M:%S", "F": "%Y-%m-%d", "R": "%H:%M"}
    out = []
    i = 0
    while i < len(fmt):
        if fmt[i] != "%" or i + 1 == len(fmt):
            out.append(fmt[i])
            i += 1
            continue
        c = fmt[i + 1]
        i += 2
        if c in "cxDXTFR":
            out.append(__dt_strftime(values[c], y, m, d, h, mi, s, us))
        else:
            out.append(values.get(c, "%" + c))
    return "".join(out)

# The ISO year, week and weekday: week 1 is the one that holds the year's first Thursday.
def __dt_iso(y, m, d):
    ordinal = __dt_ordinal(y, m, d)
    def week1(year):
        first = __dt_ordinal(year, 1, 1)
        monday = first - (first + 6) % 7
        if (first + 6) % 7 > 3:
            monday += 7
        return monday
    year = y
    start = week1(year)
    if ordinal < start:
        year -= 1
        start = week1(year)
    elif ordinal >= week1(year + 1):
        year += 1
        start = week1(year)
    return (year, (ordinal - start) // 7 + 1, (ordinal + 6) % 7 + 1)

def __dt_parse_date(s, text):
    if len(s) == 10 and s[4] == "-" and s[7] == "-":
        parts = (s[0:4], s[5:7], s[8:10])
    elif len(s) == 8 and "-" not in s:
        parts = (s[0:4], s[4:6], s[6:8])
    else:
        raise ValueError("Invalid isoformat string: " + repr(text))
    for p in parts:
        if not p.isdigit() or not p.isascii():
            raise ValueError("Invalid isoformat string: " + repr(text))
    return (int(parts[0]), int(parts[1]), int(parts[2]))

def __dt_parse_time(s, text):
    us = 0
    if "." in s or "," in s:
        cut = s.index(".") if "." in s else s.index(",")
        frac = s[cut + 1:]
        s = s[:cut]
        if not frac.isdigit() or not frac.isascii() or len(frac) not in (3, 6):
            raise ValueError("Invalid isoformat string: " + repr(text))
        us = int(frac) * (1000 if len(frac) == 3 else 1)
    if ":" in s:
        parts = s.split(":")
    else:
        parts = [s[k:k + 2] for k in range(0, len(s), 2)]
    if not 1 <= len(parts) <= 3 or (us and len(parts) != 3):
        raise ValueError("Invalid isoformat string: " + repr(text))
    for p in parts:
        if len(p) != 2 or not p.isdigit() or not p.isascii():
            raise ValueError("Invalid isoformat string: " + repr(text))
    values = [int(p) for p in parts] + [0] * (3 - len(parts))
    return (values[0], values[1], values[2], us)

def __dt_strptime(text, fmt):
    if not isinstance(text, str):
        raise TypeError("strptime() argument 1 must be str, not " + type(text).__name__)
    if not isinstance(fmt, str):
        raise TypeError("strptime() argument 2 must be str, not " + type(fmt).__name__)
    months = ("january", "february", "march", "april", "may", "june", "july", "august",
              "september", "october", "november", "december")
    days = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
    fail = "time data " + repr(text) + " does not match format " + repr(fmt)
    y, m, d, h, mi, s, us = 1900, 1, 1, 0, 0, 0, 0
    hour12 = None
    pm = None
    yday = None
    i = 0
    k = 0
    while k < len(fmt):
        c = fmt[k]
        if c != "%":
            if c.isspace():
                while i < len(text) and text[i].isspace():
                    i += 1
            elif i < len(text) and text[i] == c:
                i += 1
            else:
                raise ValueError(fail)
            k += 1
            continue
        if k + 1 == len(fmt):
            raise ValueError("stray % in format " + repr(fmt))
        c = fmt[k + 1]
        k += 2
        if c == "%":
            if i < len(text) and text[i] == "%":
                i += 1
                continue
            raise ValueError(fail)
        widths = {"Y": 4, "m": 2, "d": 2, "H": 2, "I": 2, "M": 2, "S": 2, "f": 6, "y": 2, "j": 3}
        if c in widths:
            start = i
            while i < len(text) and i - start < widths[c] and text[i].isdigit() and text[i].isascii():
                i += 1
            if i == start:
                raise ValueError(fail)
            n = int(text[start:i])
            if c == "Y":
                y = n
            elif c == "y":
                y = n + (2000 if n < 69 else 1900)
            elif c == "m":
                m = n
            elif c == "d":
                d = n
            elif c == "H":
                h = n
            elif c == "I":
                hour12 = n
            elif c == "M":
                mi = n
            elif c == "S":
                s = n
            elif c == "j":
                yday = n
            else:
                us = int(text[start:i] + "0" * (6 - (i - start)))
            if (c in "mdHMS" and n > {"m": 12, "d": 31, "H": 23, "M": 59, "S": 61}[c]) or (c in "md" and n == 0) or (c == "I" and not 1 <= n <= 12) or (c == "j" and not 1 <= n <= 366):
                raise ValueError(fail)
            continue
        if c in "bBaAp":
            if c in "bB":
                names = [w[:3] for w in months] if c == "b" else list(months)
            elif c in "aA":
                names = [w[:3] for w in days] if c == "a" else list(days)
            else:
                names = ["am", "pm"]
            found = None
            for at, name in enumerate(names):
                if text[i:i + len(name)].lower() == name:
                    found = at
                    i += len(name)
                    break
            if found is None:
                raise ValueError(fail)
            if c in "bB":
                m = found + 1
            elif c == "p":
                pm = found == 1
            continue
        raise ValueError("'" + c + "' is a bad directive in format '%" + c + "'")
    if i < len(text):
        raise ValueError("unconverted data remains: " + text[i:])
    if hour12 is not None:
        h = hour12 % 12 + (12 if pm else 0)
    if yday is not None:
        y, m, d = __dt_from_ordinal(__dt_ordinal(y, 1, 1) + yday - 1)
    __dt_check_date(y, m, d)
    return (y, m, d, h, mi, s, us)

# The comparisons the classes share: each says by its `_key` what two objects compare as, or
# None for objects that are never equal.
class __dt_ordered:
    def __eq__(self, other):
        keys = self._key(other, "==")
        return keys is not None and keys[0] == keys[1]

    def __lt__(self, other):
        a, b = self._key(other, "<")
        return a < b

    def __le__(self, other):
        a, b = self._key(other, "<=")
        return a <= b

    def __gt__(self, other):
        a, b = self._key(other, ">")
        return a > b

    def __ge__(self, other):
        a, b = self._key(other, ">=")
        return a >= b

class __dt_timedelta(__dt_ordered):
    def __init__(self, days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0, weeks=0):
        exact = 0
        fraction = 0.0
        for x, unit in ((days, 86400000000), (seconds, 1000000), (microseconds, 1), (milliseconds, 1000), (minutes, 60000000), (hours, 3600000000), (weeks, 604800000000)):
            if isinstance(x, int):
                exact += x * unit
            elif isinstance(x, float):
                whole = int(x)
                exact += whole * unit
                fraction += (x - whole) * unit
            else:
                raise TypeError("unsupported type for timedelta " + ("days", "seconds", "microseconds", "milliseconds", "minutes", "hours", "weeks")[[days, seconds, microseconds, milliseconds, minutes, hours, weeks].index(x)] + " component: " + type(x).__name__)
        # The fraction rounded half to even, as one number with the rest.
        whole = int(fraction)
        rest = fraction - whole
        total = exact + whole
        if rest > 0.5 or rest == 0.5 and total % 2 == 1:
            total += 1
        elif rest < -0.5 or rest == -0.5 and total % 2 == 1:
            total -= 1
        d, rest = divmod(total, 86400000000)
        if abs(d) > 999999999:
            raise OverflowError("days=" + str(d) + "; must have magnitude <= 999999999")
        self._days = d
        self._seconds, self._us = divmod(rest, 1000000)

    @property
    def days(self):
        return self._days

    @property
    def seconds(self):
        return self._seconds

    @property
    def microseconds(self):
        return self._us

    def _total(self):
        return (self._days * 86400 + self._seconds) * 1000000 + self._us

    def total_seconds(self):
        return self._total() / 1000000

    def __repr__(self):
        parts = []
        if self._days:
            parts.append("days=" + str(self._days))
        if self._seconds:
            parts.append("seconds=" + str(self._seconds))
        if self._us:
            parts.append("microseconds=" + str(self._us))
        return "datetime." + type(self).__name__ + "(" + (", ".join(parts) if parts else "0") + ")"

    def __str__(self):
        mi, s = divmod(self._seconds, 60)
        h, mi = divmod(mi, 60)
        text = str(h) + ":" + __dt_pad(mi, 2) + ":" + __dt_pad(s, 2)
        if self._days:
            text = str(self._days) + (" day, " if abs(self._days) == 1 else " days, ") + text
        if self._us:
            text += "." + __dt_pad(self._us, 6)
        return text

    def __add__(self, other):
        if isinstance(other, __dt_timedelta):
            return __dt_timedelta(0, 0, self._total() + other._total())
        if isinstance(other, __dt_date):
            return other + self
        __dt_operands("+", self, other)

    def __radd__(self, other):
        __dt_operands("+", other, self)

    def __sub__(self, other):
        if isinstance(other, __dt_timedelta):
            return __dt_timedelta(0, 0, self._total() - other._total())
        __dt_operands("-", self, other)

    def __rsub__(self, other):
        __dt_operands("-", other, self)

    def __neg__(self):
        return __dt_timedelta(0, 0, -self._total())

    def __pos__(self):
        return self

    def __abs__(self):
        return -self if self._days < 0 else self

    def __mul__(self, other):
        if isinstance(other, int) and not isinstance(other, bool):
            return __dt_timedelta(0, 0, self._total() * other)
        if isinstance(other, float):
            return __dt_timedelta(0, 0, round(self._total() * other))
        __dt_operands("*", self, other)

    def __rmul__(self, other):
        if isinstance(other, (int, float)) and not isinstance(other, bool):
            return self * other
        __dt_operands("*", other, self)

    def __truediv__(self, other):
        if isinstance(other, __dt_timedelta):
            return self._total() / other._total()
        if isinstance(other, (int, float)) and not isinstance(other, bool):
            if other == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return __dt_timedelta(0, 0, round(self._total() / other))
        __dt_operands("/", self, other)

    def __floordiv__(self, other):
        if isinstance(other, __dt_timedelta):
            if other._total() == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return self._total() // other._total()
        if isinstance(other, int) and not isinstance(other, bool):
            if other == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return __dt_timedelta(0, 0, self._total() // other)
        __dt_operands("//", self, other)

    def __mod__(self, other):
        if isinstance(other, __dt_timedelta):
            if other._total() == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return __dt_timedelta(0, 0, self._total() % other._total())
        __dt_operands("%", self, other)

    def __divmod__(self, other):
        if isinstance(other, __dt_timedelta):
            if other._total() == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            q, r = divmod(self._total(), other._total())
            return (q, __dt_timedelta(0, 0, r))
        __dt_operands("divmod()", self, other)

    def _key(self, other, op):
        if not isinstance(other, __dt_timedelta):
            if op == "==":
                return None
            __dt_order(op, self, other)
        return (self._total(), other._total())

    def __hash__(self):
        return hash((self._days, self._seconds, self._us))

    def __bool__(self):
        return self._total() != 0

class __dt_date(__dt_ordered):
    def __init__(self, year, month, day):
        __dt_check_date(year, month, day)
        self._year = year
        self._month = month
        self._day = day

    @property
    def year(self):
        return self._year

    @property
    def month(self):
        return self._month

    @property
    def day(self):
        return self._day

    @classmethod
    def today(cls):
        y, m, d, h, mi, s, us = __dt_from_seconds(__dt_now())
        return cls(y, m, d)

    @classmethod
    def fromtimestamp(cls, t):
        y, m, d, h, mi, s, us = __dt_from_seconds(t)
        return cls(y, m, d)

    @classmethod
    def fromordinal(cls, n):
        y, m, d = __dt_from_ordinal(__dt_int(n))
        return cls(y, m, d)

    @classmethod
    def fromisoformat(cls, text):
        if not isinstance(text, str):
            raise TypeError("fromisoformat: argument must be str")
        y, m, d = __dt_parse_date(text, text)
        return cls(y, m, d)

    @classmethod
    def fromisocalendar(cls, year, week, day):
        if not 1 <= year <= 9999:
            raise ValueError("Year is out of range: " + str(year))
        if not 1 <= week <= (53 if __dt_iso(year, 12, 28)[1] == 53 else 52):
            raise ValueError("Invalid week: " + str(week))
        if not 1 <= day <= 7:
            raise ValueError("Invalid weekday: " + str(day) + " (range is [1, 7])")
        first = __dt_ordinal(year, 1, 4)
        monday = first - (first + 6) % 7
        y, m, d = __dt_from_ordinal(monday + (week - 1) * 7 + day - 1)
        return cls(y, m, d)

    def replace(self, year=None, month=None, day=None):
        return type(self)(self._year if year is None else year, self._month if month is None else month, self._day if day is None else day)

    def toordinal(self):
        return __dt_ordinal(self._year, self._month, self._day)

    def weekday(self):
        return (self.toordinal() + 6) % 7

    def isoweekday(self):
        return self.weekday() + 1

    def isocalendar(self):
        from collections import namedtuple
        made = namedtuple("IsoCalendarDate", "year week weekday")
        return made(*__dt_iso(self._year, self._month, self._day))

    def isoformat(self):
        return __dt_pad(self._year, 4) + "-" + __dt_pad(self._month, 2) + "-" + __dt_pad(self._day, 2)

    def __str__(self):
        return self.isoformat()

    def __repr__(self):
        return "datetime." + type(self).__name__ + "(" + str(self._year) + ", " + str(self._month) + ", " + str(self._day) + ")"

    def ctime(self):
        return self.strftime("%a %b %e %H:%M:%S %Y")

    def strftime(self, fmt):
        return __dt_strftime(fmt, self._year, self._month, self._day, 0, 0, 0, 0)

    def __format__(self, spec):
        if not isinstance(spec, str):
            raise TypeError("must be str, not " + type(spec).__name__)
        return self.strftime(spec) if spec else str(self)

    def __add__(self, other):
        if isinstance(other, __dt_timedelta):
            y, m, d = __dt_from_ordinal(self.toordinal() + other.days)
            return __dt_date(y, m, d)
        __dt_operands("+", self, other)

    def __radd__(self, other):
        if isinstance(other, __dt_timedelta):
            return self + other
        __dt_operands("+", other, self)

    def __sub__(self, other):
        if isinstance(other, __dt_timedelta):
            return self + __dt_timedelta(-other.days)
        if isinstance(other, __dt_date) and not isinstance(other, __dt_datetime):
            return __dt_timedelta(self.toordinal() - other.toordinal())
        __dt_operands("-", self, other)

    def __rsub__(self, other):
        __dt_operands("-", other, self)

    def _key(self, other, op):
        if isinstance(other, __dt_datetime) or not isinstance(other, __dt_date):
            if op == "==":
                return None
            if isinstance(other, __dt_date):
                raise TypeError("can't compare datetime.datetime to datetime.date")
            __dt_order(op, self, other)
        return ((self._year, self._month, self._day), (other._year, other._month, other._day))

    def __hash__(self):
        return hash((self._year, self._month, self._day))

class __dt_datetime(__dt_date):
    def __init__(self, year, month, day, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0):
        __dt_check_date(year, month, day)
        self._year = year
        self._month = month
        self._day = day
        __dt_set_clock(self, hour, minute, second, microsecond, tzinfo, fold)

    @property
    def hour(self):
        return self._hour

    @property
    def minute(self):
        return self._minute

    @property
    def second(self):
        return self._second

    @property
    def microsecond(self):
        return self._us

    @property
    def tzinfo(self):
        return None

    @property
    def fold(self):
        return self._fold

    @classmethod
    def now(cls, tz=None):
        if tz is not None:
            raise TypeError("tzinfo argument must be None or of a tzinfo subclass, not type '" + type(tz).__name__ + "'")
        return cls.fromtimestamp(__dt_now())

    @classmethod
    def today(cls):
        return cls.fromtimestamp(__dt_now())

    @classmethod
    def utcnow(cls):
        return cls.fromtimestamp(__dt_now())

    @classmethod
    def fromtimestamp(cls, t, tz=None):
        y, m, d, h, mi, s, us = __dt_from_seconds(t)
        return cls(y, m, d, h, mi, s, us, tz)

    @classmethod
    def utcfromtimestamp(cls, t):
        y, m, d, h, mi, s, us = __dt_from_seconds(t)
        return cls(y, m, d, h, mi, s, us)

    @classmethod
    def fromordinal(cls, n):
        y, m, d = __dt_from_ordinal(__dt_int(n))
        return cls(y, m, d)

    @classmethod
    def combine(cls, date, time, tzinfo=None):
        if not isinstance(date, __dt_date):
            raise TypeError("combine() argument 1 must be datetime.date, not " + type(date).__name__)
        if not isinstance(time, __dt_time):
            raise TypeError("combine() argument 2 must be datetime.time, not " + type(time).__name__)
        return cls(date.year, date.month, date.day, time.hour, time.minute, time.second, time.microsecond, tzinfo)

    @classmethod
    def fromisoformat(cls, text):
        if not isinstance(text, str):
            raise TypeError("fromisoformat: argument must be str")
        if len(text) > 10 and not text[8:10].isdigit() or len(text) > 8 and text[8] in "T ":
            cut = 10 if len(text) > 10 and text[10] in "T " else 8
        else:
            cut = 10 if len(text) >= 10 and text[4] == "-" else 8
        y, m, d = __dt_parse_date(text[:cut], text)
        h, mi, s, us = 0, 0, 0, 0
        if len(text) > cut:
            if text[cut] not in "T ":
                raise ValueError("Invalid isoformat string: " + repr(text))
            h, mi, s, us = __dt_parse_time(text[cut + 1:], text)
        return cls(y, m, d, h, mi, s, us)

    @classmethod
    def strptime(cls, text, fmt):
        y, m, d, h, mi, s, us = __dt_strptime(text, fmt)
        return cls(y, m, d, h, mi, s, us)

    def date(self):
        return __dt_date(self._year, self._month, self._day)

    def time(self):
        return __dt_time(self._hour, self._minute, self._second, self._us)

    def replace(self, year=None, month=None, day=None, hour=None, minute=None, second=None, microsecond=None):
        return type(self)(self._year if year is None else year, self._month if month is None else month, self._day if day is None else day, self._hour if hour is None else hour, self._minute if minute is None else minute, self._second if second is None else second, self._us if microsecond is None else microsecond)

    def timestamp(self):
        return ((self.toordinal() - 719163) * 86400 + self._hour * 3600 + self._minute * 60 + self._second) + self._us / 1000000

    def isoformat(self, sep="T", timespec="auto"):
        return __dt_date.isoformat(self) + sep + __dt_clock(self._hour, self._minute, self._second, self._us, timespec)

    def __str__(self):
        return self.isoformat(" ")

    def __repr__(self):
        return __dt_args(type(self).__name__, [self._year, self._month, self._day, self._hour, self._minute, self._second, self._us], 5)

    def strftime(self, fmt):
        return __dt_strftime(fmt, self._year, self._month, self._day, self._hour, self._minute, self._second, self._us)

    def _micro(self):
        return ((self.toordinal() * 86400 + self._hour * 3600 + self._minute * 60 + self._second) * 1000000 + self._us)

    def __add__(self, other):
        if isinstance(other, __dt_timedelta):
            days, us = divmod(self._micro() + other._total(), 86400000000)
            y, m, d = __dt_from_ordinal(days)
            s, us = divmod(us, 1000000)
            mi, s = divmod(s, 60)
            h, mi = divmod(mi, 60)
            return __dt_datetime(y, m, d, h, mi, s, us)
        __dt_operands("+", self, other)

    def __radd__(self, other):
        if isinstance(other, __dt_timedelta):
            return self + other
        __dt_operands("+", other, self)

    def __sub__(self, other):
        if isinstance(other, __dt_timedelta):
            return self + -other
        if isinstance(other, __dt_datetime):
            return __dt_timedelta(0, 0, self._micro() - other._micro())
        __dt_operands("-", self, other)

    def _key(self, other, op):
        if not isinstance(other, __dt_datetime):
            if op == "==":
                return None
            if isinstance(other, __dt_date):
                raise TypeError("can't compare datetime.datetime to datetime.date")
            __dt_order(op, self, other)
        return (self._micro(), other._micro())

    def __hash__(self):
        return hash(self._micro())

class __dt_time(__dt_ordered):
    def __init__(self, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0):
        __dt_set_clock(self, hour, minute, second, microsecond, tzinfo, fold)

    @property
    def hour(self):
        return self._hour

    @property
    def minute(self):
        return self._minute

    @property
    def second(self):
        return self._second

    @property
    def microsecond(self):
        return self._us

    @property
    def tzinfo(self):
        return None

    @property
    def fold(self):
        return self._fold

    @classmethod
    def fromisoformat(cls, text):
        if not isinstance(text, str):
            raise TypeError("fromisoformat: argument must be str")
        h, mi, s, us = __dt_parse_time(text[1:] if text[:1] == "T" else text, text)
        return cls(h, mi, s, us)

    def replace(self, hour=None, minute=None, second=None, microsecond=None):
        return type(self)(self._hour if hour is None else hour, self._minute if minute is None else minute, self._second if second is None else second, self._us if microsecond is None else microsecond)

    def isoformat(self, timespec="auto"):
        return __dt_clock(self._hour, self._minute, self._second, self._us, timespec)

    def __str__(self):
        return self.isoformat()

    def __repr__(self):
        return __dt_args(type(self).__name__, [self._hour, self._minute, self._second, self._us], 2)

    def strftime(self, fmt):
        return __dt_strftime(fmt, 1900, 1, 1, self._hour, self._minute, self._second, self._us)

    def __format__(self, spec):
        return self.strftime(spec) if spec else str(self)

    def _key(self, other, op):
        if not isinstance(other, __dt_time):
            if op == "==":
                return None
            __dt_order(op, self, other)
        return ((self._hour, self._minute, self._second, self._us), (other._hour, other._minute, other._second, other._us))

    def __hash__(self):
        return hash((self._hour, self._minute, self._second, self._us))

    def __bool__(self):
        return True
"#;
