# str() and int() of numbers past CPython's 4,300 digits: refused before the conversion, as CPython does.
x = 2 ** 14280
print(len(str(x)))
for bits in (14290, 14301, 800000):
    try:
        str(2 ** bits)
    except ValueError as e:
        print(bits, str(e)[:30])
try:
    int("1" * 5000)
except ValueError as e:
    print(str(e)[:60])
print(int("1" * 4300) % 7)
try:
    int("1" * 4000 + "x" * 1000)
except ValueError as e:
    print(str(e)[:60])
try:
    int("-" + "2" * 6000)
except ValueError as e:
    print(str(e)[:60])
