# Statements that share a line: with each other (a = 1; b = 2) and with their compound
# statement's header (if done: return, for x in xs: total += x, a one-line while, def and
# class), and with headers over several lines; CPython reports such a line once.
def f(n): return n * 2
class A: x = 1
def g(xs):
    total = 0
    for x in xs: total += x
    while total > 10: total -= 3
    if total: return total
    else: return -1
def h(n):
    try: return 1 / n
    except ZeroDivisionError: return None
    finally: print("h", n)
a = 1; b = 2; c = f(a) + f(b)
print(g([1, 2, 3, 9]), g([]), h(0), h(2), c, A.x)
if a: pass
elif b: print(b)
else: print(c)
i = 0
while i < 3: i += 1
for k in range(2): print(k); print(k * 2)
x = [i for i in range(3)]; y = x
n = 0
while n < 10: n += 1; 
print(n)
k = 0
while k < 5:
    k += 1
    if k == 2: continue
    if k == 4: break
else:
    print("no")
print(k)
m = 0
while m < 7: m += 2
else: print("else", m)
j = 0
j = 0
while j < 9: j += 3; print(j)
t = 3
while t: t -= 1;
print(t)
j = 0
while j < 4: j += 1; continue
print(j)
for i in range(3): continue
while j: j -= 1; break
else: print("x")
print(j)
class T:
    def __enter__(self):
        return 1
    def __exit__(self, *a):
        return False
with (T() as a,
      T() as b):
    print(a, b)
x = 1
with T() as a, \
     T() as b:
    print(a, b)
with T() as a, T() as b: print(a)
with T(): pass
y = 2
# An operand read after the other ran: a local still unbound raises before the call.
def later():
    print("later ran")
    return 1
def unbound_first(flag):
    if flag:
        r = 5
    return r - later()
print(unbound_first(True))
try:
    unbound_first(False)
except UnboundLocalError as e:
    print("UnboundLocalError")
