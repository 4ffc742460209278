# Упражнение из урока 003: разложить сервисы по машинам так, чтобы конфликтующие
# не оказались на одной. graph - соседи каждой вершины, k - число цветов (машин).
names = list(graph)
colour = {}


def can_take(v, c):
    for u in graph[v]:
        if colour.get(u) == c:
            return False
    return True


def rec(i):
    if i == len(names):
        return True
    v = names[i]
    for c in range(k):
        if can_take(v, c):  # проверка на входе в ветку
            colour[v] = c
            if rec(i + 1):
                return True
            del colour[v]  # откат
    return False


if rec(0):
    for v in names:
        print(v, colour[v])
else:
    print("no colouring with", k, "colours")
