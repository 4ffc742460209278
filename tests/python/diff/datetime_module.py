import datetime
from datetime import date, timedelta, datetime as DT, time
d = date(2024, 1, 5)
print(d, repr(d), d.year, d.month, d.day, d.weekday(), d.isoweekday())
print(d + timedelta(days=30), d - timedelta(weeks=1), date(2024, 3, 1) - d)
print(type(d), type(DT), datetime.MINYEAR, datetime.MAXYEAR)
td = timedelta(days=1, hours=2, minutes=3, seconds=4.5)
print(td, repr(td), td.total_seconds(), -td, repr(-td), abs(-td))
print(timedelta(0), repr(timedelta(0)), timedelta(microseconds=-1))
print(td * 2, 2 * td, td / 2, td // 3, td / timedelta(hours=1), td // timedelta(hours=1), td % timedelta(hours=1))
x = DT(2023, 12, 31, 23, 59, 59, 999999)
print(x, repr(x), x + timedelta(microseconds=1), repr(DT(2024, 1, 1)))
print(x.date(), x.time(), repr(x.time()), x.isoformat(), x.isoformat(" ", "minutes"))
print(x.strftime("%Y-%m-%d %H:%M:%S.%f %a %A %b %B %j %U %W %w %y %I %p %c %x %X %%"))
print(f"{d:%d/%m/%Y}", f"{d}", format(x, "%H:%M"), "{:%Y}".format(d), "%s" % d)
print(sorted([date(2024, 5, 1), date(2023, 1, 1), date(2024, 1, 1)]))
print(d < date(2025, 1, 1), d == date(2024, 1, 5), d != date(2024, 1, 5), d == 5)
print(date.fromisoformat("2024-02-29"), DT.fromisoformat("2024-02-29T10:20:30.123456"), DT.fromisoformat("2024-02-29 10:20"))
print(DT.strptime("2024-03-05 14:07", "%Y-%m-%d %H:%M"), DT.strptime("5 March 2024", "%d %B %Y"))
print(date.fromordinal(738000), d.toordinal(), d.isocalendar()[1], date(2021, 1, 3).isocalendar()[0])
print(DT.combine(d, time(12, 30)), time(1, 2, 3, 4), repr(time()), repr(time(1, 2, 3)))
print(isinstance(x, date), isinstance(d, DT), issubclass(DT, date))
print(d.replace(day=31), x.replace(hour=0), d.ctime(), x.ctime())
print(hash(d) == hash(date(2024, 1, 5)), len({d, date(2024, 1, 5), date(2024, 1, 6)}))
print(bool(timedelta(0)), bool(td), max([td, timedelta(days=3)]), min(td, timedelta(0)))
print(timedelta(hours=36).days, timedelta(hours=36).seconds, timedelta(milliseconds=1500).microseconds)
print(date.fromisocalendar(2024, 1, 1), date(2024, 12, 30).isocalendar()[:2])
print(sum([timedelta(hours=5)] * 6, timedelta()))
print(x - DT(2023, 1, 1), (x - DT(2023, 1, 1)).days)
print(date(2000, 2, 29).strftime("%G-W%V-%u"), date(2024, 1, 1).strftime("%e|%D|%F|%T|%R"))
for bad in [lambda: date(2023, 2, 29), lambda: date(2023, 13, 1), lambda: date(0, 1, 1), lambda: DT(2023, 1, 1, 24),
            lambda: d + 1, lambda: d < 1, lambda: d - x, lambda: x < d, lambda: date(2024.0, 1, 1),
            lambda: date.fromisoformat("2024-1-5"), lambda: DT.strptime("2024", "%Y-%m"),
            lambda: DT.strptime("2024-01-01x", "%Y-%m-%d"), lambda: timedelta(days=10**9),
            lambda: date(9999, 12, 31) + timedelta(days=1), lambda: 1 + td, lambda: td + 1,
            lambda: td < 3, lambda: td / 0, lambda: timedelta(days="1"), lambda: time(0, 60)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)

# The calendar over its whole range: ordinals both ways, weekdays, ISO weeks, the week numbers
# strftime gives, against CPython's.
marks = []
for n in range(1, 3652060, 9973):
    day = date.fromordinal(n)
    assert day.toordinal() == n
    marks.append(day.strftime("%Y%m%d %j %U %W %w %G %V %u") + " " + str(day.isocalendar()[:]))
print(len(marks), marks[:3], marks[-2:])
print(sum(int(m.split()[1]) + int(m.split()[2]) * 7 + int(m.split()[3]) for m in marks))
for y in [1, 4, 100, 400, 1900, 2000, 2023, 2024, 9999]:
    first, last = date(y, 1, 1), date(y, 12, 31)
    print(y, (last - first).days + 1, first.weekday(), last.isocalendar()[:2], first.isocalendar()[:2])

# A schedule: the dates of a meeting every two weeks, and how long until each.
start = DT(2024, 1, 29, 9, 30)
meetings = [start + k * timedelta(weeks=2) for k in range(6)]
for m in meetings:
    print(m.strftime("%a %d %b %Y, %H:%M"), (m - start).days, m.isoformat(timespec="minutes"))
print(max(meetings) - min(meetings), sorted(meetings, reverse=True)[0].date())
by_month = {}
for m in meetings:
    by_month.setdefault(m.month, []).append(m.day)
print(by_month)

# Durations, normalised as CPython normalises them.
for args in [dict(seconds=-1), dict(days=-1, seconds=86401), dict(hours=25.5), dict(minutes=-90),
             dict(microseconds=1.5), dict(microseconds=2.5), dict(weeks=1, days=-8), dict(milliseconds=-0.5)]:
    t = timedelta(**args)
    print(args, repr(t), str(t), t.total_seconds())
print(timedelta(hours=1) * 1.5, timedelta(hours=1) / 3, timedelta(hours=1) // 7, divmod(timedelta(hours=5), timedelta(hours=2)))
print(time(23, 59, 59).isoformat("hours"), time(23, 5, 9, 1500).isoformat("milliseconds"), time.fromisoformat("10:05:03"))
print(DT.fromtimestamp(86400 * 365.25), date.fromtimestamp(0), DT(2024, 1, 1).timestamp())
print(DT.strptime("07/04/23 08:15 PM", "%m/%d/%y %I:%M %p"), DT.strptime("2024 060", "%Y %j"), DT.strptime("12:00:00.5", "%H:%M:%S.%f"))
