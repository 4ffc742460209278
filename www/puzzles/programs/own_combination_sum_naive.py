# Combination sum: lists of candidates (each as often as wanted) adding up to target.
# It notices an overshoot only on entering a call, so it calls every candidate, too big or not.
candidates = [3, 7, 2, 6]
target = 10


def backtrack(state, start, total, choices, res):
    if total > target:  # too much: found only after the call
        return
    if total == target:
        res.append(list(state))
        return
    for i in range(start, len(choices)):
        state.append(choices[i])  # attempt
        backtrack(state, i, total + choices[i], choices, res)  # descend (i again: reuse)
        state.pop()  # undo


res = []
backtrack([], 0, 0, candidates, res)
print(len(res))
print(res)
