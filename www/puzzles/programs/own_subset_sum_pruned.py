# Subsets of nums adding up to target, with nums sorted: a subset that reaches target stops,
# and the loop stops at the first item that would pass it (the cut is a break).
nums = [4, 2, 5, 1, 3]
target = 6


def backtrack(state, start, total, choices, res):
    if total == target:
        res.append(list(state))
        return
    for i in range(start, len(choices)):
        if total + choices[i] > target:  # cut: this item and all after it are too big
            break
        state.append(choices[i])  # attempt
        backtrack(state, i + 1, total + choices[i], choices, res)  # descend
        state.pop()  # undo


res = []
nums.sort()
backtrack([], 0, 0, nums, res)
print(len(res))
print(res)
