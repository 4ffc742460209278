project = "Algorithms"
html_extra_path = ["extra"]  # extra/backtracking-lab/ is a copy of dist/
