nums = [5, 3, 8, 1, 9, 2]
print(len(nums), len("héllo"), len((1, 2)), len(range(2, 20, 3)), len({"a": 1}), len({1, 2, 2}))
print(sorted(nums), sorted(nums, reverse=True), nums)
print(list(reversed(nums)), list(range(5)), list("abc"), list((1, 2)), tuple([1, 2]), tuple("ab"))
print(any([0, 0, 1]), all([1, 1, 0]), any([]), all([]))
print(any(v > 8 for v in nums), all(v > 0 for v in nums), sum(v * v for v in nums))
print(max(v % 4 for v in nums), min(v for v in nums if v > 2), sorted(v for v in nums if v % 2))
print(list(enumerate("ab")), list(zip("ab", [1, 2, 3])), list(zip()))
print(isinstance(3, int), isinstance(True, int), isinstance(3, (str, list)), isinstance("s", str), isinstance([], list))
print(str(3.0), str([1, "a"]), int("ff", 16), int("101", 2), bool(0.0), bool([0]))
lst = [1, 2, 3]
lst.append(4)
lst.insert(0, 0)
lst.insert(-1, 99)
lst.insert(100, 7)
print(lst, lst.pop(), lst.pop(0), lst)
lst.remove(99)
print(lst, lst.index(3), lst.count(2))
cp = lst.copy()
cp.append(5)
lst.extend([10, 11])
lst.extend(range(2))
print(lst, cp)
lst.reverse()
print(lst)
lst.sort()
print(lst)
lst.sort(reverse=True)
print(lst)
lst.sort(key=lambda v: (v % 3, v))
print(lst)
words = ["pear", "fig", "apple", "kiwi"]
words.sort(key=len)
print(words)
lst.clear()
print(lst, list(map(abs, [-1, 2, -3])), list(filter(None, [0, 1, 2])), list(filter(lambda v: v > 1, [1, 2, 3])))
it = iter([1, 2])
print(next(it), next(it), next(it, "done"))
print(sum(range(101)), sum([], 5), min(3, 1, 2), max("b", "a", "c"))
print(repr("quote's"), repr('both \' and "'), chr(1000), ord("я"))
print(list(range(-5, 5, 2)), list(range(5, -5, -3)), range(3), range(1, 10, 2))
print(round(-2.5), round(0.5), round(1.5), round(7), round(3.14159, 3))

# id(): the same for the same object, different for two objects alive at once; a graph cloned
# with its nodes' ids as the keys of what was seen.
class Node:
    def __init__(self, value):
        self.value = value
        self.neighbours = []


first, second, third = Node(1), Node(2), Node(3)
first.neighbours = [second, third]
second.neighbours = [first, third]
third.neighbours = [first]


def clone(node, seen):
    if id(node) in seen:
        return seen[id(node)]
    copy = Node(node.value)
    seen[id(node)] = copy
    copy.neighbours = [clone(n, seen) for n in node.neighbours]
    return copy


copied = clone(first, {})
print(copied.value, [n.value for n in copied.neighbours], copied.neighbours[0].neighbours[0] is copied)
print(id(first) == id(first), id(first) != id(second), id(5) == id(5), id(None) == id(None))
print(len({id(n) for n in [first, second, third, first]}), isinstance(id(first), int))
