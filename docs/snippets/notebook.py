import anywidget, traitlets

class Lab(anywidget.AnyWidget):
    _esm = "https://your.book/backtracking-lab/anywidget.js"
    puzzle = traitlets.Unicode("queens").tag(sync=True)
    n = traitlets.Unicode("6").tag(sync=True)
    strategies = traitlets.Unicode("naive,pruned").tag(sync=True)
    event = traitlets.Dict().tag(sync=True)
    score = traitlets.Float(None, allow_none=True).tag(sync=True)

lab = Lab()
lab.observe(lambda change: print(change["new"]["type"]), names="event")
lab
