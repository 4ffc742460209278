# A property with a setter (and one without): assignments call it, with its steps.
class Temp:
    def __init__(self, c):
        self.celsius = c
    @property
    def celsius(self):
        return self._c
    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError("below absolute zero")
        self._c = v
    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32
t = Temp(20)
print(t.celsius, t.fahrenheit)
t.celsius = 100
print(t.celsius, t.fahrenheit)
try:
    t.celsius = -300
except ValueError as e:
    print("ValueError:", e)
try:
    t.fahrenheit = 5
except AttributeError as e:
    print("AttributeError:", e)
class Stack:
    def __init__(self): self._items = []
    @property
    def top(self): return self._items[-1] if self._items else None
    @top.setter
    def top(self, v): self._items.append(v)
    @classmethod
    def of(cls, *xs):
        s = cls(); s._items.extend(xs); return s
    def __len__(self): return len(self._items)
    def __bool__(self): return bool(self._items)
s = Stack.of(1, 2); s.top = 5; print(s.top, len(s), bool(Stack()))
