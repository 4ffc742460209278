# Integers past 64 bits: Catalan numbers and factorials, summed and printed; 10 n times over.
size = 1000
for _ in range(10 * n):
    catalan = [1]
    for k in range(size):
        catalan.append(catalan[-1] * 2 * (2 * k + 1) // (k + 2))
    factorial = 1
    total = 0
    for k in range(1, size + 1):
        factorial *= k
        total += factorial % 1000000007 + catalan[k] % 998244353
print(len(str(catalan[-1])), len(str(factorial)), total)
