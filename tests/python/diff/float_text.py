# Floats read from a program's text and from strings: each the double nearest the decimal,
# ties to even, as CPython reads them.
print(0.1, 0.2, 0.1 + 0.2, 1e22, 1e23, 2.5e-3, 1_000.000_5, 7., .5)
print(9007199254740993.0, 1.00000000000000011102230246251565404236316680908203125)
print(2.2250738585072011e-308, 4.9406564584124654e-324, 2.4703282292062327e-324)
print(1.7976931348623157e308, 1.7976931348623159e308, 1e-400, 1e400)
print(123456789012345678901234567890.0, 0.000000000000000000000000000001234)
for text in ["3.14", " -2.5e3 ", "1_000.5", "+.5", "5.", "1e5", "-0.0", "inf", "-Infinity",
             "0.30000000000000004", "2.675", "1" * 400, "0." + "0" * 330 + "5",
             "1.00000000000000011102230246251565404236316680908203125" + "0" * 500 + "1"]:
    print(repr(float(text)))
for bad in ["", "1e", "1..5", "e3", "0x10"]:
    try:
        float(bad)
    except ValueError as error:
        print(error)
print(round(2.675, 2), round(1.005, 2), round(0.125, 2), round(123.456, -1), round(5e-324, 400))
total = 0.0
for k in range(1, 2000):
    total += float(f"{k}e-{k % 320}")
print(total)
