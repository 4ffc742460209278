# Integers of any size, as Python's are: lesson 000's 9^81 grids, factorials, Catalan numbers.
import math

print(9 ** 81)
print(math.factorial(30), math.factorial(52))
catalan = [1]
for n in range(60):
    catalan.append(catalan[-1] * 2 * (2 * n + 1) // (n + 2))
print(catalan[30], catalan[59], len(str(catalan[59])))
print(math.comb(100, 50), math.perm(30, 20))
big = 2 ** 100
print(big, -big, big // 3, big % 7, -big // 7, -big % 7, big >> 90, 1 << 70, ~big)
print(big + 1 > big, big == 2 ** 100, big > 1e30, big < 1e31, big / 2 ** 98, float(big))
print(abs(-big), hex(big), bin(2 ** 65), divmod(big, 10 ** 9), pow(3, 200, 10 ** 9 + 7))
print(int("123456789012345678901234567890") + 1, 10 ** 20 - 10 ** 20 + 5, type(10 ** 20 // 10 ** 19))
seen = {2 ** 64: "a", 2 ** 64 + 1: "b"}
print(seen[2 ** 64], 2 ** 64 in seen, sorted([2 ** 70, -3, 2 ** 65, 0]), max(2 ** 80, 5))
x = 1
for i in range(1, 26):
    x *= i
print(x, sum([2 ** 62] * 4), 9223372036854775807 + 1, -9223372036854775808 - 1)


def count_grids(cells):
    return 9 ** cells


print(f"{count_grids(81)} grids, {len(str(count_grids(81)))} digits")
try:
    str(10 ** 5000)
except ValueError as e:
    print("ValueError", str(e)[:40])
print(math.floor(1e30), math.ceil(-2.5e19), round(1e20), round(2.5))
smallest = -9223372036854775807 - 1
print(smallest // -1, smallest % -1, divmod(smallest, -1))
try:
    round(float("inf"))
except OverflowError as e:
    print(e)

# pow(b, e, m) past 64 bits: reduced toward the modulus's sign.
for b, e, m in [(3, 10**20, 10**9 + 7), (-7, 2**100 + 1, 10**30 + 3), (2**80, 3**60, -(10**25 + 9)), (-(5**40), 7**30, 2**70), (10**30, 0, 7), (10**30, 0, 1), (12345678901234567890, 98765432109876543210, -1), (2, 2**64, 2**64 + 13)]:
    print(pow(b, e, m))

# pow with a negative exponent: the inverse modulo m, raised (Python 3.8).
for b, e, m in [(3, -1, 7), (3, -1, -7), (3, -2, 7), (-5, -3, 11), (3, -1, 1), (10**20 + 3, -1, 10**9 + 7), (7, -5, 2**70 + 1), (3, -1, -1)]:
    print(pow(b, e, m))
for b, m in [(2, 4), (0, 5), (6, 2**64)]:
    try:
        pow(b, -1, m)
    except ValueError as error:
        print("ValueError:", error)

# Division by a divisor of one digit (`% 1000000007`, `// (k + 2)`) and by anything else,
# of numbers of every sign.
big = 3 ** 200 + 12345
for a in (big, -big, big * big, 2 ** 64, -(2 ** 64)):
    for b in (1, 2, 7, 1000000007, 2 ** 32 - 1, 2 ** 32, 2 ** 63 + 5, -7, -(2 ** 40), big // 3):
        print(a // b, a % b, divmod(a, b) == (a // b, a % b))
