# All subsets of nums: every state is a subset, and each level appends one item after
# the last one taken (from start on), so no subset is built twice.
nums = [1, 2, 3]


def backtrack(state, start, choices, res):
    res.append(list(state))  # every state is a subset
    for i in range(start, len(choices)):
        state.append(choices[i])  # attempt
        backtrack(state, i + 1, choices, res)  # descend
        state.pop()  # undo


res = []
backtrack([], 0, nums, res)
print(len(res))
print(res)
