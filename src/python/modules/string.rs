//! `string`: its constants (the letters, the digits, the punctuation, as CPython has them).

use crate::python::value::Value;

pub const NAMES: &[&str] = &[
    "ascii_letters",
    "ascii_lowercase",
    "ascii_uppercase",
    "digits",
    "hexdigits",
    "octdigits",
    "punctuation",
    "printable",
    "whitespace",
];

const LOWER: &str = "abcdefghijklmnopqrstuvwxyz";
const UPPER: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const PUNCTUATION: &str = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
const WHITESPACE: &str = " \t\n\r\x0b\x0c";

pub fn constant(name: &str) -> Value {
    Value::str(&match name {
        "ascii_letters" => format!("{LOWER}{UPPER}"),
        "ascii_lowercase" => LOWER.into(),
        "ascii_uppercase" => UPPER.into(),
        "digits" => "0123456789".into(),
        "hexdigits" => "0123456789abcdefABCDEF".into(),
        "octdigits" => "01234567".into(),
        "punctuation" => PUNCTUATION.into(),
        "whitespace" => WHITESPACE.into(),
        _ => format!("0123456789{LOWER}{UPPER}{PUNCTUATION}{WHITESPACE}"),
    })
}
