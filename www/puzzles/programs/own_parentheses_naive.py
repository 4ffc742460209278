# Balanced strings of n pairs of parentheses: it writes every string of 2n characters
# and checks the balance only when a string is full.
n = 3


def backtrack(state, choices, res):
    if len(state) == 2 * n:
        balance = 0
        for c in state:  # the check at the bottom
            balance = balance + 1 if c == "(" else balance - 1
            if balance < 0:
                return  # a ')' with nothing open
        if balance == 0:
            res.append(state)
        return
    for choice in choices:
        backtrack(state + choice, choices, res)  # attempt and descend


res = []
backtrack("", "()", res)
print(len(res))
print(res)
