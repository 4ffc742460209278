# random: CPython's Mersenne Twister and its ways of drawing, seeded.
import random
from random import randint, choice, shuffle, sample

random.seed(7)
xs = list(range(10))
random.shuffle(xs)
print(xs)
print([random.random() for _ in range(3)])
print([randint(1, 6) for _ in range(10)], random.randrange(10), random.randrange(5, 50, 5))
print(choice("abcdef"), sample(range(100), 5), sample(["a", "b", "c"], 2))
random.seed(2024)
print(random.getrandbits(10), random.getrandbits(40), random.uniform(1, 2))
print(random.choices("abc", k=5), random.choices([1, 2, 3], weights=[10, 1, 1], k=6))
random.seed(12345678901234)
deck = [r + s for r in "A23456789TJQK" for s in "shdc"]
shuffle(deck)
print(deck[:8], sample(range(1000), 30)[:6])


def random_restart_queens(n, seed):
    random.seed(seed)
    tries = 0
    while True:
        tries += 1
        cols = list(range(n))
        random.shuffle(cols)
        if len({r + c for r, c in enumerate(cols)}) == n and len({r - c for r, c in enumerate(cols)}) == n:
            return tries, cols


print(random_restart_queens(6, 1), random_restart_queens(8, 3))
try:
    choice([])
except IndexError as e:
    print(e)
try:
    random.randrange(5, 5)
except ValueError as e:
    print(e)

# choices of an empty population: CPython indexes it, so an IndexError of its type.
for population in ([], (), ""):
    try:
        random.choices(population)
    except IndexError as e:
        print("IndexError:", e)
try:
    random.choices([], weights=[])
except IndexError as e:
    print("IndexError:", e)
print(random.choices([], k=0))
