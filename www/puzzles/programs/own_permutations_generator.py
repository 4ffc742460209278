# Permutations of nums as a generator, the Pythonic way: each call yields the permutations
# that begin with its state, and yield from hands on those of the calls below it.
nums = [1, 2, 3]


def permutations(state, choices):
    if len(state) == len(choices):
        yield list(state)
        return
    for choice in choices:
        if choice in state:  # cut: already used
            continue
        state.append(choice)  # attempt
        yield from permutations(state, choices)  # descend
        state.pop()  # undo


res = list(permutations([], nums))
print(len(res))
print(res)
