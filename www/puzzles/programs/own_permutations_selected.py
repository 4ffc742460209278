# Permutations of nums, hello-algo's way: selected[i] says whether item i is in the state.
# One lookup replaces the scan of own_permutations_scan: the same tree, a cheaper check per node.
nums = [1, 2, 3]


def backtrack(state, choices, selected, res):
    if len(state) == len(choices):
        res.append(list(state))
        return
    for i, choice in enumerate(choices):
        if not selected[i]:  # cut otherwise: item i is already used
            selected[i] = True  # attempt
            state.append(choice)
            backtrack(state, choices, selected, res)  # descend
            selected[i] = False  # undo
            state.pop()


res = []
backtrack([], nums, [False] * len(nums), res)
print(len(res))
print(res)
