# Combination sum with the candidates sorted: as soon as total + candidate passes target,
# every later candidate does too, so the loop stops there (the cut is a break).
candidates = [3, 7, 2, 6]
target = 10


def backtrack(state, start, total, choices, res):
    if total == target:
        res.append(list(state))
        return
    for i in range(start, len(choices)):
        if total + choices[i] > target:  # cut: this one and all after it are too big
            break
        state.append(choices[i])  # attempt
        backtrack(state, i, total + choices[i], choices, res)  # descend (i again: reuse)
        state.pop()  # undo


res = []
candidates.sort()
backtrack([], 0, 0, candidates, res)
print(len(res))
print(res)
