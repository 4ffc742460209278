# graph maps each service to the services it conflicts with; k is the number of machines.


def assign(graph, k):
    machine = {}
    services = list(graph)

    def place(i):
        if i == len(services):
            return True
        s = services[i]
        for m in range(k):
            if True:
                machine[s] = m
                if place(i + 1):
                    return True
                del machine[s]
        return False

    return machine if place(0) else None


print(assign(graph, k))
