# The re module as programs use it: parsing input, checking words, substituting, splitting.
import re

print(re.findall(r"\d+", "a1 b22 c333"), re.findall(r"(\w)(\d)", "a1 b2 c"))
print(re.sub(r"\s+", " ", "a   b \t c"), re.sub(r"\d", lambda m: str(int(m.group()) * 2), "a1b2c3"))
m = re.match(r"(?P<first>\w+) (?P<last>\w+)", "Ada Lovelace rest")
print(m, m.group(0), m.group(1, 2), m["last"], m.groupdict(), m.span(2), m.lastindex, m.lastgroup)
print(m.start(), m.end("first"), m.groups(), m.re.pattern, m.string, m.pos, m.endpos)
print(re.search(r"o+", "foo boo"), re.fullmatch(r"a|ab", "ab"), re.match("x", "y"))
print(re.split(r"[,;]\s*", "a, b;c,  d"), re.split(r"(,)", "a,b"), re.split(r"\b", "hi there"), re.split(",", "a,b,c", maxsplit=1))
print(re.sub(r"(\w+)@(\w+)", r"\2 at \1", "me@home you@work"), re.subn("a", "b", "aaa", count=2))
p = re.compile(r"^\s*(#.*)?$", re.M)
print(p, p.flags, p.groups, p.findall("x\n  # c\n\ny"), p.search("x\n# y").span())
print(re.compile("a", re.I | re.S), re.escape("a.b*c? [x]"), re.findall(r"(?i)abc", "ABC aBc"))
print(re.findall(r"a*", "baaa"), re.findall(r"(a)|b", "ab"), [m.span() for m in re.finditer(r"\w*", "ab cd")])
print(re.match(r"(a+)+b", "aaab").groups(), re.match(r"(?=a)a(?!b)", "ac"), re.search(r"(?<=\$)\d+", "cost $42").group())
print(re.findall(r"(\w)\1", "aabbcd"), re.match(r"(?P<q>['\"]).*?(?P=q)", "'hi' x").group())
print(re.findall(r"[^a-c\d]+", "abxy12zz"), re.findall(r"\bfoo\b", "foo foobar foo."), re.sub(r"x*", "-", "abxd"))
print(re.match(r"(\d{3})-(\d{2,4})", "555-1234").groups(), re.match(r"a{2}", "aaa").group(), re.match(r"a{,2}?", "aaa").group())
print(re.findall(r"[\w.]+@[\w.]+", "x a.b@c.d y"), re.match(r"(a)(b)?", "ac").groups("-"), re.match(r"(a)(b)?", "ac").span(2))
print(re.sub(r"(?P<d>\d)", r"<\g<d>>", "a1b2"), re.sub("a", r"\n", "bab") == "b\nb", re.sub("(a)", r"[\g<1>0]", "bab"))
print(re.findall(r"^\w", "ab\ncd", re.MULTILINE), re.findall(r".", "a\nb", re.DOTALL), re.search(r"$", "ab\n").span())
print(re.match(r"(?x) a  b # comment\n c", "abc"), re.findall(r"(?:ab)+", "ababab ab"), re.match(r"(ab)*?c", "ababc").group(1))
print(re.findall(r"\d+(?:\.\d+)?", "3.14 and 42"), re.compile(r"(?P<n>\d)").groupindex, re.match(r"(a|b)+", "abba").group(1))
print(re.findall(r"\w+", "héllo wörld 42", re.A), re.findall(r"\w+", "héllo wörld 42"), re.match(r"(?a:\w+)", "héllo"))
print(re.match(r"a++b", "aaab"), re.match(r"(?>a+)b", "aab"), re.match(r"(?>a+)ab", "aaab"), re.search(r"\Aa\Z", "a"))
print(re.compile(r"\d").sub("#", "a1b22", 1), re.compile(r"x").split("axbxc", 1), re.compile("(a)(b)").match("ab").expand(r"\2\1"))
words = "The quick brown fox jumps over the lazy dog".split()
print([w for w in words if re.fullmatch(r"[a-z]{3,4}", w)], sorted(set(re.findall(r"[aeiou]", " ".join(words)))))
grid = "53..7....\n6..195...\n.98....6."
print([re.sub(r"\.", "0", row) for row in re.split(r"\n", grid)], re.findall(r"\d", grid)[:5])
for bad in ["a(b", "*a", "a)", "[a-", r"\q", r"[\8]", "(?P<1>a)", "a{3,1}", r"(a)\2", "(?<=a+)b", "a**"]:
    try:
        re.compile(bad)
    except re.error as e:
        print("error:", e)
try:
    re.sub("a", r"\9", "a")
except re.error as e:
    print("error:", e)
try:
    re.match(r"a", 5)
except TypeError as e:
    print("TypeError:", e)
try:
    re.match(r"(a)", "a").group(2)
except IndexError as e:
    print("IndexError:", e)
print(isinstance(re.error("x"), Exception), re.I == re.IGNORECASE, int(re.A | re.M))
