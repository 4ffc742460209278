# Permutations of a list with equal items, hello-algo's permutations II: each level keeps
# the set of values it has tried, and cuts a choice equal to one tried before.
nums = [1, 1, 2, 2]


def backtrack(state, choices, selected, res):
    if len(state) == len(choices):
        res.append(list(state))
        return
    duplicated = set()
    for i, choice in enumerate(choices):
        if not selected[i] and choice not in duplicated:  # cut: used, or an equal choice
            duplicated.add(choice)
            selected[i] = True  # attempt
            state.append(choice)
            backtrack(state, choices, selected, res)  # descend
            selected[i] = False  # undo
            state.pop()


res = []
backtrack([], nums, [False] * len(nums), res)
print(len(res))
print(res)
