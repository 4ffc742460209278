total = 0
i = 0
while i < 10:
    i += 1
    if i % 2 == 0:
        continue
    if i > 7:
        break
    total += i
else:
    print("never")
print(total, i)
k = 0
while k < 3:
    k += 1
else:
    print("while else", k)
for x in range(3):
    pass
else:
    print("for else", x)
for x in range(5):
    if x == 2:
        break
else:
    print("not printed")
for a in range(3):
    for b in range(3):
        if a == b:
            continue
        if b > a:
            break
        print(a, b)
for ch in "abc":
    print(ch, end=" ")
print()
for i in range(10, 0, -3):
    print(i, end=",")
print()
for i in range(0):
    print("empty")
n = 15
if n < 10:
    print("small")
elif n < 20:
    print("medium")
elif n < 30:
    print("large")
else:
    print("huge")
if n > 100:
    print("no")
elif n > 50:
    print("no")
else:
    pass
for i, v in enumerate(["a", "b", "c"]):
    print(i, v)
for i, v in enumerate("xy", 1):
    print(i, v)
for a, b in zip([1, 2, 3], "pq"):
    print(a, b)
for v in reversed([1, 2, 3]):
    print(v)
for k, v in [(1, 2), (3, 4)]:
    print(k + v)
count = 0
for i in range(4):
    for j in range(i):
        count += 1
print(count)
x = 0
while True:
    x += 1
    if x >= 5:
        break
print(x)
