# Palindrome partitioning, cut as it goes: the next part is taken only if it is a
# palindrome, so no partition with a bad part is ever begun.
s = "abba"


def backtrack(state, start, res):
    if start == len(s):
        res.append(list(state))
        return
    for end in range(start + 1, len(s) + 1):
        part = s[start:end]
        if part == part[::-1]:  # cut otherwise: not a palindrome
            state.append(part)  # attempt
            backtrack(state, end, res)  # descend
            state.pop()  # undo


res = []
backtrack([], 0, res)
print(len(res))
print(res)
