# Subsets of nums adding up to target: it builds every subset and checks each one's sum,
# and goes on growing a subset whose total has already passed target.
nums = [4, 2, 5, 1, 3]
target = 6


def backtrack(state, start, total, choices, res):
    if total == target:  # checked at every subset, never used to stop
        res.append(list(state))
    for i in range(start, len(choices)):
        state.append(choices[i])  # attempt
        backtrack(state, i + 1, total + choices[i], choices, res)  # descend
        state.pop()  # undo


res = []
backtrack([], 0, 0, nums, res)
print(len(res))
print(res)
