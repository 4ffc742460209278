# Subsets of a list with equal items: sorted, a level skips an item equal to the one
# before it, so each subset is built once (the cut of equal choices).
nums = [1, 2, 2]


def backtrack(state, start, choices, res):
    res.append(list(state))  # every state is a subset
    for i in range(start, len(choices)):
        if i > start and choices[i] == choices[i - 1]:  # cut: an equal choice
            continue
        state.append(choices[i])  # attempt
        backtrack(state, i + 1, choices, res)  # descend
        state.pop()  # undo


res = []
nums.sort()
backtrack([], 0, nums, res)
print(len(res))
print(res)
