# operator and getattr/hasattr/setattr, as sorting keys and small helpers use them.
import operator
from operator import itemgetter, attrgetter
from functools import reduce

pairs = [("b", 3), ("a", 3), ("c", 1)]
print(sorted(pairs, key=itemgetter(1)), sorted(pairs, key=itemgetter(1, 0)))
print(reduce(operator.mul, range(1, 8)), operator.add(2, 3), operator.lt(1, 2), operator.neg(4))
print(operator.contains([1, 2], 2), operator.not_(0), operator.getitem("abc", 1), operator.abs(-7))


class Piece:
    def __init__(self, name, value):
        self.name = name
        self.value = value


pieces = [Piece("queen", 9), Piece("rook", 5), Piece("knight", 3)]
print([p.name for p in sorted(pieces, key=attrgetter("value"))], attrgetter("name", "value")(pieces[0]))
print(getattr(pieces[0], "name"), getattr(pieces[0], "colour", "white"), hasattr(pieces[1], "value"),
      hasattr(pieces[1], "colour"))
setattr(pieces[2], "value", 4)
print(pieces[2].value, getattr(Piece, "__name__"))
try:
    getattr(pieces[0], "colour")
except AttributeError as e:
    print("AttributeError", e)

# attrgetter and getattr of a property give its value; setattr calls its setter; a dotted name
# walks the attributes.
class Item:
    def __init__(self, weight):
        self.weight = weight

    @property
    def ratio(self):
        return 1 / self.weight

    @ratio.setter
    def ratio(self, r):
        self.weight = 1 / r


class Box:
    pass


item = Item(4)
box = Box()
box.item = item
print(attrgetter("ratio")(item), getattr(item, "ratio"), hasattr(item, "ratio"))
setattr(item, "ratio", 0.5)
print(item.weight, attrgetter("item.weight", "item.ratio")(box))
print([i.weight for i in sorted([Item(2), Item(5), Item(1)], key=attrgetter("ratio"))])
