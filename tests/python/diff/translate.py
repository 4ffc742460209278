# str.maketrans and str.translate, as a DNA complement or a cipher uses them.
complement = str.maketrans("ATCG", "TAGC")
print(complement, "ATTCGA".translate(complement), "GATTACA".translate(complement)[::-1])
print("hello world".translate(str.maketrans("", "", "lo")), "abc".translate({97: "xy", 98: None, 99: 100}))
table = "".maketrans({"a": "1", "b": None, 99: "3"})
print(table, "abcabd".translate(table), str.maketrans("ab", "ba", "c"))
shift = str.maketrans("abcdefghijklmnopqrstuvwxyz", "defghijklmnopqrstuvwxyzabc")
print("attack at dawn".translate(shift))
for bad in [lambda: str.maketrans("ab", "a"), lambda: str.maketrans("ab"), lambda: str.maketrans({"ab": 1}), lambda: "a".translate({97: 1.5})]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
