# Balanced strings of n pairs of parentheses, cut as they are written: a '(' only while
# fewer than n are open, a ')' only while it closes one (close < open).
n = 3


def backtrack(state, opened, closed, res):
    if len(state) == 2 * n:
        res.append(state)
        return
    if opened < n:  # cut otherwise: all n '(' are used
        backtrack(state + "(", opened + 1, closed, res)
    if closed < opened:  # cut otherwise: nothing open to close
        backtrack(state + ")", opened, closed + 1, res)


res = []
backtrack("", 0, 0, res)
print(len(res))
print(res)
