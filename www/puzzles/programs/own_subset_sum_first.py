# Is there a subset of nums adding up to target? The search stops at the first one it finds:
# the call that reaches target returns True, and every call above it returns True at once.
nums = [2, 4, 6, 8, 10, 3]
target = 13


def backtrack(state, start, total, choices):
    if total == target:  # found: the answer goes back up
        return True
    for i in range(start, len(choices)):
        if total + choices[i] > target:  # cut: too big
            continue
        state.append(choices[i])  # attempt
        if backtrack(state, i + 1, total + choices[i], choices):  # descend
            return True
        state.pop()  # undo
    return False


state = []
print(backtrack(state, 0, 0, nums))
print(state)
