class Found(Exception):
    pass
def f(k):
    if k == 0:
        raise Found("done", k)
    f(k - 1)
print("start")
f(3)
