# Permutations of nums: each level appends an item the state does not hold yet, found by
# scanning the whole state for it; the selected version walks the same tree, more cheaply.
nums = [1, 2, 3]


def backtrack(state, choices, res):
    if len(state) == len(choices):
        res.append(list(state))
        return
    for choice in choices:
        used = False
        for item in state:  # the scan: one look at each item already chosen
            if item == choice:
                used = True
        if used:  # cut: already in the state
            continue
        state.append(choice)  # attempt
        backtrack(state, choices, res)  # descend
        state.pop()  # undo


res = []
backtrack([], nums, res)
print(len(res))
print(res)
