# Palindrome partitioning: ways to cut s into parts that read the same both ways.
# It cuts s everywhere and checks the parts only when all of s is cut.
s = "abba"


def backtrack(state, start, res):
    if start == len(s):
        for part in state:  # the check at the bottom
            if part != part[::-1]:
                return
        res.append(list(state))
        return
    for end in range(start + 1, len(s) + 1):
        state.append(s[start:end])  # attempt: the next part is s[start:end]
        backtrack(state, end, res)  # descend
        state.pop()  # undo


res = []
backtrack([], 0, res)
print(len(res))
print(res)
