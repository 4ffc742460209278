# Permutations of a list with equal items: it tries equal choices again, builds every
# ordering, and throws a permutation away at the bottom when res already holds it.
nums = [1, 1, 2, 2]


def backtrack(state, choices, selected, res):
    if len(state) == len(choices):
        if state not in res:  # a repeat is found only when it is complete
            res.append(list(state))
        return
    for i, choice in enumerate(choices):
        if not selected[i]:
            selected[i] = True  # attempt
            state.append(choice)
            backtrack(state, choices, selected, res)  # descend
            selected[i] = False  # undo
            state.pop()


res = []
backtrack([], nums, [False] * len(nums), res)
print(len(res))
print(res)
