s = "Hello, World"
print(s.lower(), s.upper(), s.split(", "), s.replace("l", "L"), s.find("o"), s.find("z"), s.count("l"))
print(" a b  c ".split(), "a,b,,c".split(","), "  pad  ".strip(), "xxhixx".strip("x"), "  l".lstrip(), "r  ".rstrip())
print("-".join(["a", "b", "c"]), "".join([]), ", ".join("xyz"), s.startswith("Hell"), s.endswith("d"), "abc".isalpha(), "123".isdigit())
name = "Ann"
age = 7
pi = 3.14159
print(f"{name} is {age}", f"{pi:.2f}", f"{age:03d}", f"{name!r}", f"{age:>5}|", f"{name:<6}|", f"{name:^7}|")
print(f"{1234567:,}", f"{0.5:%}", f"{-3:+d}", f"{42:x}", f"{255:b}", f"{{braces}}", f"{age * 2 + 1}", f"{[1, 2]}")
print(f"{pi:8.3f}|", f"{pi:e}", f"{pi:g}", f"{1e20:g}", f"{-pi:.1f}", f"{2.5:.0f}", f"{3.5:.0f}", f"{True}", f"{None}")
print("a" < "b", "abc" * 2, "x" + "y", "abc"[1], "q" in "quick", len(""), "A".lower() == "a")
print("word".capitalize(), "two words".title(), "5".zfill(3), "ab".ljust(4, "."), "ab".rjust(4), "ab".center(6, "*"))
lines = "one\ntwo\nthree"
print(lines.splitlines(), lines.split("\n")[1], "a b".split(" ", 1), "x".join("12"))
text = "the quick brown fox"
print(" ".join(w[::-1] for w in text.split()), sorted(text.split(), key=len), max(text.split(), key=len))
print(str(1) + str(2.5) + str(True), "tab\there", "nl\\n", 'single\'s', "unicode: привет, 你好")
print(repr("\x01\x7f"), "é".upper(), "%")
