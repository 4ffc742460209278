//! Source text to tokens, the way Python's tokenizer cuts them: names, numbers, strings,
//! operators, and the layout tokens NEWLINE, INDENT and DEDENT that make indentation part of
//! the grammar. Brackets join lines; so does a backslash at a line's end.

use super::error::{ErrorKind, Exc, PyError};

#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    Name(String),
    Int(i64),
    /// An integer literal past 64 bits.
    Long(std::rc::Rc<num_bigint::BigInt>),
    Float(f64),
    /// A string literal's text with its escapes already applied.
    Str(String),
    /// An f-string's raw text between its quotes, and whether it is also raw (`rf"..."`).
    FStr(String, bool),
    Op(&'static str),
    Newline,
    Indent,
    Dedent,
    End,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    pub tok: Tok,
    pub line: u32,
}

const OPS: [&str; 47] = [
    "**=", "//=", ">>=", "<<=", "...", "->", ":=", "**", "//", "==", "!=", "<=", ">=", "+=", "-=",
    "*=", "/=", "%=", "&=", "|=", "^=", ">>", "<<", "@=", "+", "-", "*", "/", "%", "@", "&", "|",
    "^", "~", "<", ">", "(", ")", "[", "]", "{", "}", ",", ":", ".", ";", "=",
];

/// Brackets may nest this deep (Python's own limit is about 200; the parser's Rust stack
/// wants less, in WebAssembly too).
pub const MAX_BRACKETS: usize = 60;
/// Blocks may nest this deep (Python's limit is 100).
pub const MAX_INDENTS: usize = 100;

pub fn syntax_error(line: u32, message: &str) -> PyError {
    Exc::new(
        ErrorKind::SyntaxError,
        "syntax",
        vec![message.into()],
        message.into(),
    )
    .at(line, vec![])
}

pub fn tokenize(source: &str) -> Result<Vec<Token>, PyError> {
    let chars: Vec<char> = source.chars().collect();
    let mut tokens = Vec::new();
    let mut indents: Vec<usize> = vec![0];
    let mut brackets: Vec<(char, u32)> = Vec::new();
    let mut i = 0;
    let mut line: u32 = 1;
    let mut at_line_start = true;
    let n = chars.len();
    while i < n || at_line_start {
        if at_line_start {
            at_line_start = false;
            // Measure the indentation; skip lines that are blank or only a comment.
            let mut col = 0;
            let mut j = i;
            while j < n && (chars[j] == ' ' || chars[j] == '\t' || chars[j] == '\x0c') {
                col = if chars[j] == '\t' {
                    (col / 8 + 1) * 8
                } else {
                    col + 1
                };
                j += 1;
            }
            if j >= n {
                break;
            }
            if chars[j] == '#' || chars[j] == '\n' || chars[j] == '\r' {
                while j < n && chars[j] != '\n' {
                    j += 1;
                }
                i = j + 1;
                line += 1;
                at_line_start = true;
                continue;
            }
            i = j;
            let top = *indents.last().unwrap_or(&0);
            if col > top {
                if indents.len() > MAX_INDENTS {
                    return Err(syntax_error(line, "too many levels of indentation"));
                }
                indents.push(col);
                tokens.push(Token {
                    tok: Tok::Indent,
                    line,
                });
            } else if col < top {
                while col < *indents.last().unwrap_or(&0) {
                    indents.pop();
                    tokens.push(Token {
                        tok: Tok::Dedent,
                        line,
                    });
                }
                if col != *indents.last().unwrap_or(&0) {
                    return Err(Exc::new(
                        ErrorKind::IndentationError,
                        "unindent",
                        vec![],
                        "unindent does not match any outer indentation level".into(),
                    )
                    .at(line, vec![]));
                }
            }
            continue;
        }
        let c = chars[i];
        match c {
            ' ' | '\t' | '\x0c' | '\r' => i += 1,
            '#' => {
                while i < n && chars[i] != '\n' {
                    i += 1;
                }
            }
            '\n' => {
                if brackets.is_empty() {
                    if !matches!(
                        tokens.last(),
                        None | Some(Token {
                            tok: Tok::Newline,
                            ..
                        })
                    ) {
                        tokens.push(Token {
                            tok: Tok::Newline,
                            line,
                        });
                    }
                    at_line_start = true;
                }
                line += 1;
                i += 1;
            }
            '\\' => {
                let mut j = i + 1;
                while j < n && chars[j] == '\r' {
                    j += 1;
                }
                if j < n && chars[j] == '\n' {
                    line += 1;
                    i = j + 1;
                } else {
                    return Err(syntax_error(
                        line,
                        "unexpected character after line continuation character",
                    ));
                }
            }
            c if c.is_ascii_digit() || (c == '.' && i + 1 < n && chars[i + 1].is_ascii_digit()) => {
                let start = i;
                let (tok, next) = number(&chars, i, line)?;
                let _ = start;
                i = next;
                tokens.push(Token { tok, line });
            }
            c if c.is_alphabetic() || c == '_' => {
                let start = i;
                while i < n && (chars[i].is_alphanumeric() || chars[i] == '_') {
                    i += 1;
                }
                let word: String = chars[start..i].iter().collect();
                // A string prefix: r, f, b, u in any case and order (rf, fr, rb, br).
                if i < n && (chars[i] == '\'' || chars[i] == '"') && word.len() <= 2 {
                    let lower = word.to_ascii_lowercase();
                    let valid =
                        ["r", "u", "f", "b", "rf", "fr", "rb", "br"].contains(&lower.as_str());
                    if valid {
                        if lower.contains('b') {
                            return Err(super::error::unsupported_words(
                                "bytes_literals",
                                "",
                                "bytes literals",
                            )
                            .at(line, vec![]));
                        }
                        let raw = lower.contains('r');
                        let fstring = lower.contains('f');
                        let start_line = line;
                        let (text, next, lines) = string(&chars, i, line, raw || fstring)?;
                        i = next;
                        line += lines;
                        let tok = if fstring {
                            Tok::FStr(text, raw)
                        } else {
                            Tok::Str(text)
                        };
                        tokens.push(Token {
                            tok,
                            line: start_line,
                        });
                        continue;
                    }
                }
                tokens.push(Token {
                    tok: Tok::Name(word),
                    line,
                });
            }
            '\'' | '"' => {
                let start_line = line;
                let (text, next, lines) = string(&chars, i, line, false)?;
                i = next;
                line += lines;
                tokens.push(Token {
                    tok: Tok::Str(text),
                    line: start_line,
                });
            }
            _ => {
                let mut matched = None;
                for op in OPS {
                    let len = op.chars().count();
                    if i + len <= n && op.chars().zip(&chars[i..i + len]).all(|(a, &b)| a == b) {
                        matched = Some(op);
                        break;
                    }
                }
                let Some(op) = matched else {
                    if c == '!' {
                        return Err(syntax_error(
                            line,
                            "invalid syntax: '!' alone is not an operator (use 'not')",
                        ));
                    }
                    return Err(syntax_error(line, &format!("invalid character '{c}'")));
                };
                match op {
                    "(" | "[" | "{" => {
                        if brackets.len() >= MAX_BRACKETS {
                            return Err(syntax_error(line, "too many nested parentheses"));
                        }
                        brackets.push((c, line));
                    }
                    ")" | "]" | "}" => {
                        let open = match op {
                            ")" => '(',
                            "]" => '[',
                            _ => '{',
                        };
                        if brackets.pop().map(|b| b.0) != Some(open) {
                            return Err(syntax_error(line, &format!("unmatched '{op}'")));
                        }
                    }
                    _ => {}
                }
                i += op.chars().count();
                tokens.push(Token {
                    tok: Tok::Op(op),
                    line,
                });
            }
        }
    }
    if let Some((open, at)) = brackets.first() {
        return Err(syntax_error(*at, &format!("'{open}' was never closed")));
    }
    if !matches!(
        tokens.last(),
        None | Some(Token {
            tok: Tok::Newline,
            ..
        })
    ) {
        tokens.push(Token {
            tok: Tok::Newline,
            line,
        });
    }
    while indents.len() > 1 {
        indents.pop();
        tokens.push(Token {
            tok: Tok::Dedent,
            line,
        });
    }
    tokens.push(Token {
        tok: Tok::End,
        line,
    });
    Ok(tokens)
}

fn number(chars: &[char], start: usize, line: u32) -> Result<(Tok, usize), PyError> {
    let n = chars.len();
    let mut i = start;
    let too_large = || {
        Exc::new(
            ErrorKind::OverflowError,
            "int_literal_overflow",
            vec![],
            "integer literal too large for the lab".into(),
        )
        .at(line, vec![])
    };
    if chars[i] == '0' && i + 1 < n && matches!(chars[i + 1], 'x' | 'X' | 'o' | 'O' | 'b' | 'B') {
        let radix = match chars[i + 1] {
            'x' | 'X' => 16,
            'o' | 'O' => 8,
            _ => 2,
        };
        i += 2;
        let s = i;
        while i < n && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
            i += 1;
        }
        let digits: String = chars[s..i].iter().filter(|&&c| c != '_').collect();
        if digits.is_empty() {
            return Err(syntax_error(line, "invalid number literal"));
        }
        return match i64::from_str_radix(&digits, radix) {
            Ok(v) => Ok((Tok::Int(v), i)),
            Err(e) if matches!(e.kind(), std::num::IntErrorKind::PosOverflow) => {
                long_literal(&digits, radix)
                    .map(|t| (t, i))
                    .ok_or_else(too_large)
            }
            Err(_) => Err(syntax_error(line, "invalid number literal")),
        };
    }
    let mut is_float = false;
    while i < n && (chars[i].is_ascii_digit() || chars[i] == '_') {
        i += 1;
    }
    if i < n && chars[i] == '.' {
        is_float = true;
        i += 1;
        while i < n && (chars[i].is_ascii_digit() || chars[i] == '_') {
            i += 1;
        }
    }
    if i < n && (chars[i] == 'e' || chars[i] == 'E') {
        let mut j = i + 1;
        if j < n && (chars[j] == '+' || chars[j] == '-') {
            j += 1;
        }
        if j < n && chars[j].is_ascii_digit() {
            is_float = true;
            i = j;
            while i < n && chars[i].is_ascii_digit() {
                i += 1;
            }
        }
    }
    if i < n && (chars[i] == 'j' || chars[i] == 'J') {
        return Err(
            super::error::unsupported_words("complex_numbers", "", "complex numbers")
                .at(line, vec![]),
        );
    }
    if i < n && (chars[i].is_alphanumeric() || chars[i] == '_') {
        return Err(syntax_error(line, "invalid decimal literal"));
    }
    let text: String = chars[start..i].iter().filter(|&&c| c != '_').collect();
    if is_float {
        super::float_parse::parse(&text)
            .map(|f| (Tok::Float(f), i))
            .ok_or_else(|| syntax_error(line, "invalid number literal"))
    } else {
        match text.parse::<i64>() {
            Ok(v) => Ok((Tok::Int(v), i)),
            Err(_) => long_literal(&text, 10)
                .map(|t| (t, i))
                .ok_or_else(too_large),
        }
    }
}

/// An integer literal too long for 64 bits, within the lab's bound on an integer's size.
fn long_literal(digits: &str, radix: u32) -> Option<Tok> {
    let n = num_bigint::BigInt::parse_bytes(digits.as_bytes(), radix)?;
    (n.bits() <= super::limits::MAX_BITS).then(|| Tok::Long(std::rc::Rc::new(n)))
}

/// A string literal from its opening quote: its text (escapes applied unless `raw`), the index
/// after its closing quote, and how many newlines it spanned.
fn string(
    chars: &[char],
    start: usize,
    line: u32,
    raw: bool,
) -> Result<(String, usize, u32), PyError> {
    let n = chars.len();
    let q = chars[start];
    let triple = start + 2 < n && chars[start + 1] == q && chars[start + 2] == q;
    let mut i = start + if triple { 3 } else { 1 };
    let mut out = String::new();
    let mut lines = 0;
    loop {
        if i >= n {
            return Err(syntax_error(line, "unterminated string literal"));
        }
        let c = chars[i];
        if c == q {
            if !triple {
                return Ok((out, i + 1, lines));
            }
            if i + 2 < n && chars[i + 1] == q && chars[i + 2] == q {
                return Ok((out, i + 3, lines));
            }
        }
        if c == '\n' {
            if !triple {
                return Err(syntax_error(line, "unterminated string literal"));
            }
            lines += 1;
        }
        if c == '\\' && i + 1 < n {
            let e = chars[i + 1];
            if raw {
                out.push('\\');
                out.push(e);
                if e == '\n' {
                    lines += 1;
                }
                i += 2;
                continue;
            }
            i += 2;
            match e {
                '\n' => lines += 1,
                'n' => out.push('\n'),
                't' => out.push('\t'),
                'r' => out.push('\r'),
                '0' => out.push('\0'),
                'a' => out.push('\x07'),
                'b' => out.push('\x08'),
                'f' => out.push('\x0c'),
                'v' => out.push('\x0b'),
                '\\' => out.push('\\'),
                '\'' => out.push('\''),
                '"' => out.push('"'),
                'x' | 'u' | 'U' => {
                    let len = match e {
                        'x' => 2,
                        'u' => 4,
                        _ => 8,
                    };
                    let hex: String = chars[i..(i + len).min(n)].iter().collect();
                    let code = u32::from_str_radix(&hex, 16)
                        .ok()
                        .filter(|_| hex.len() == len);
                    match code.and_then(char::from_u32) {
                        Some(ch) => out.push(ch),
                        None => return Err(syntax_error(line, "invalid escape in a string")),
                    }
                    i += len;
                }
                other => {
                    out.push('\\');
                    out.push(other);
                }
            }
            continue;
        }
        out.push(c);
        i += 1;
    }
}

/// Applies a string's escapes to text taken raw (an f-string's literal parts).
pub fn unescape(text: &str, line: u32) -> Result<String, PyError> {
    let mut quoted: Vec<char> = Vec::with_capacity(text.len() + 6);
    quoted.extend(['"', '"', '"']);
    // A quote character inside cannot end the literal early: escape stray quotes first.
    for c in text.chars() {
        if c == '"' {
            quoted.push('\\');
        }
        quoted.push(c);
    }
    quoted.extend(['"', '"', '"']);
    string(&quoted, 0, line, false).map(|(s, _, _)| s)
}
