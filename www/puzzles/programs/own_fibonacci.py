# Fibonacci by plain recursion: fib(n) calls fib(n - 1) and fib(n - 2). Nothing is chosen
# or undone, so this is recursion without backtracking (and fib(2) is worked out 5 times).
n = 6


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


print(fib(n))
