//! The regular expressions of the `re` module (`re.rs`), read and matched as CPython's `sre`
//! reads and matches them: a pattern is parsed into a tree ([`Node`]) and matched by
//! backtracking (a regular expression is itself a search: each alternative and each count of
//! a repetition a candidate, undone when what follows fails). Greedy and lazy repetitions,
//! possessive ones and atomic groups (3.11), groups that capture (by number and by name),
//! back-references, look-ahead and fixed-width look-behind, the classes `\d \w \s` (Unicode
//! unless ASCII), and the flags IGNORECASE, MULTILINE, DOTALL, VERBOSE and ASCII. A pattern
//! CPython cannot read is an error with CPython's message and position. Text is matched by
//! code points, as Python indexes a `str`. A match that backtracks past [`MAX_BACKTRACKS`]
//! is stopped: CPython would run on, and the page would stop answering.

use std::rc::Rc;

pub const IGNORECASE: i64 = 2;
pub const LOCALE: i64 = 4;
pub const MULTILINE: i64 = 8;
pub const DOTALL: i64 = 16;
pub const UNICODE: i64 = 32;
pub const VERBOSE: i64 = 64;
pub const ASCII: i64 = 256;

/// The most positions a match may try and retry before the lab stops it.
pub const MAX_BACKTRACKS: u64 = 20_000_000;
/// The deepest the matcher may nest (a level or two for each pass of a repeated group that
/// matches more than one character), well inside the stack of a page's WebAssembly (a pass of
/// `(ab)+` takes about 550 bytes of it natively).
const MAX_NESTING: u32 = 810;

/// A character class: `[a-z_]`, `\d`, and the like, as a list of items, negated or not.
#[derive(Clone, Debug)]
struct Class {
    negated: bool,
    items: Vec<ClassItem>,
}

#[derive(Clone, Copy, Debug)]
enum ClassItem {
    Range(char, char),
    Digit(bool),
    Word(bool),
    Space(bool),
}

#[derive(Clone, Debug)]
enum Node {
    Char(char),
    Any,
    Class(Rc<Class>),
    /// `^` (at a line's start too, MULTILINE), `$` (before a last newline, or any, MULTILINE).
    LineStart(bool),
    LineEnd(bool),
    TextStart,
    TextEnd,
    WordBoundary(bool),
    Group(Option<usize>, Box<Node>),
    Concat(Vec<Node>),
    Alt(Vec<Node>),
    Repeat {
        node: Box<Node>,
        min: u32,
        max: Option<u32>,
        greedy: bool,
        possessive: bool,
    },
    Backref(usize),
    Look {
        ahead: bool,
        negate: bool,
        node: Box<Node>,
        width: usize,
    },
    Atomic(Box<Node>),
    /// Flags that apply inside a part of the pattern (`(?i:...)`).
    Scoped(i64, Box<Node>),
}

/// A pattern read: its tree, its groups and their names, its flags (those written inside it
/// included).
#[derive(Debug)]
pub struct Regex {
    node: Node,
    pub groups: usize,
    pub names: Vec<(String, usize)>,
    pub flags: i64,
}

/// Why a pattern cannot be read (CPython's `re.error`): the message and the position.
#[derive(Debug)]
pub struct PatternError {
    pub message: String,
    pub pos: Option<usize>,
}

impl PatternError {
    /// The message as CPython prints it.
    pub fn text(&self) -> String {
        match self.pos {
            Some(pos) => format!("{} at position {pos}", self.message),
            None => self.message.clone(),
        }
    }
}

fn error<T>(message: impl Into<String>, pos: usize) -> Result<T, PatternError> {
    Err(PatternError {
        message: message.into(),
        pos: Some(pos),
    })
}

struct Parser<'a> {
    chars: &'a [char],
    at: usize,
    flags: i64,
    groups: usize,
    names: Vec<(String, usize)>,
    /// The groups closed so far (a back-reference may only name one).
    closed: Vec<usize>,
}

/// Reads a pattern with the flags given.
pub fn parse(pattern: &str, flags: i64) -> Result<Regex, PatternError> {
    let chars: Vec<char> = pattern.chars().collect();
    let mut p = Parser {
        chars: &chars,
        at: 0,
        flags,
        groups: 0,
        names: Vec::new(),
        closed: Vec::new(),
    };
    p.leading_flags()?;
    let node = p.alternation()?;
    if p.at < chars.len() {
        // Only a `)` stops the top level early.
        return error("unbalanced parenthesis", p.at);
    }
    if p.flags & ASCII != 0 && p.flags & UNICODE != 0 {
        return Err(PatternError {
            message: "ASCII and UNICODE flags are incompatible".into(),
            pos: None,
        });
    }
    let flags = if p.flags & ASCII == 0 {
        p.flags | UNICODE
    } else {
        p.flags
    };
    Ok(Regex {
        node,
        groups: p.groups,
        names: p.names,
        flags,
    })
}

fn flag_of(c: char) -> Option<i64> {
    Some(match c {
        'i' => IGNORECASE,
        'm' => MULTILINE,
        's' => DOTALL,
        'x' => VERBOSE,
        'a' => ASCII,
        'u' => UNICODE,
        'L' => LOCALE,
        _ => return None,
    })
}

impl Parser<'_> {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn verbose(&self) -> bool {
        self.flags & VERBOSE != 0
    }

    /// Past whitespace and comments, in a VERBOSE pattern.
    fn skip_verbose(&mut self) {
        if !self.verbose() {
            return;
        }
        while let Some(c) = self.peek() {
            if c.is_whitespace() {
                self.at += 1;
            } else if c == '#' {
                while let Some(c) = self.peek() {
                    self.at += 1;
                    if c == '\n' {
                        break;
                    }
                }
            } else {
                break;
            }
        }
    }

    /// `(?imsx)` at the pattern's start: flags for all of it (3.11 refuses them elsewhere).
    fn leading_flags(&mut self) -> Result<(), PatternError> {
        loop {
            let start = self.at;
            if self.chars.get(start..start + 2) != Some(&['(', '?'][..]) {
                return Ok(());
            }
            let mut i = start + 2;
            let mut flags = 0;
            while let Some(f) = self.chars.get(i).copied().and_then(flag_of) {
                flags |= f;
                i += 1;
            }
            if i == start + 2 || self.chars.get(i) != Some(&')') {
                return Ok(());
            }
            self.flags |= flags;
            self.at = i + 1;
            self.skip_verbose();
        }
    }

    fn alternation(&mut self) -> Result<Node, PatternError> {
        let mut alts = vec![self.sequence()?];
        while self.eat('|') {
            alts.push(self.sequence()?);
        }
        Ok(if alts.len() == 1 {
            alts.pop().unwrap_or(Node::Concat(Vec::new()))
        } else {
            Node::Alt(alts)
        })
    }

    fn sequence(&mut self) -> Result<Node, PatternError> {
        let mut items = Vec::new();
        loop {
            self.skip_verbose();
            match self.peek() {
                None | Some('|') | Some(')') => break,
                _ => {}
            }
            let Some(atom) = self.atom()? else { continue };
            items.push(self.quantified(atom)?);
        }
        Ok(if items.len() == 1 {
            items.pop().unwrap_or(Node::Concat(Vec::new()))
        } else {
            Node::Concat(items)
        })
    }

    /// A repetition's bounds after an atom, if any: `*`, `+`, `?`, `{m,n}`.
    fn bounds(&mut self) -> Result<Option<(u32, Option<u32>)>, PatternError> {
        self.skip_verbose();
        Ok(Some(match self.peek() {
            Some('*') => {
                self.at += 1;
                (0, None)
            }
            Some('+') => {
                self.at += 1;
                (1, None)
            }
            Some('?') => {
                self.at += 1;
                (0, Some(1))
            }
            Some('{') => {
                let start = self.at;
                self.at += 1;
                let lo = self.number();
                let hi = if self.eat(',') {
                    self.number()
                } else {
                    Some(lo.unwrap_or(u32::MAX))
                };
                if !self.eat('}') || (lo.is_none() && self.chars.get(self.at - 1) != Some(&'}')) {
                    // Not a repetition: `{` is a literal.
                    self.at = start;
                    return Ok(None);
                }
                let lo = lo.unwrap_or(0);
                if let Some(hi) = hi {
                    if hi < lo {
                        return error("min repeat greater than max repeat", start + 1);
                    }
                }
                (lo, hi)
            }
            _ => return Ok(None),
        }))
    }

    fn number(&mut self) -> Option<u32> {
        let start = self.at;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.at += 1;
        }
        if self.at == start {
            return None;
        }
        let digits: String = self.chars[start..self.at].iter().collect();
        digits.parse().ok().or(Some(u32::MAX))
    }

    fn quantified(&mut self, atom: Node) -> Result<Node, PatternError> {
        let at = self.at;
        let Some((min, max)) = self.bounds()? else {
            return Ok(atom);
        };
        if matches!(
            atom,
            Node::LineStart(_)
                | Node::LineEnd(_)
                | Node::TextStart
                | Node::TextEnd
                | Node::WordBoundary(_)
        ) || matches!(&atom, Node::Concat(items) if items.is_empty())
        {
            return error("nothing to repeat", at);
        }
        let greedy = !self.eat('?');
        let possessive = greedy && self.eat('+');
        if self.bounds()?.is_some() {
            return error("multiple repeat", self.at - 1);
        }
        Ok(Node::Repeat {
            node: Box::new(atom),
            min,
            max,
            greedy,
            possessive,
        })
    }

    /// One item of a sequence; `None` for what matches nothing (a comment).
    fn atom(&mut self) -> Result<Option<Node>, PatternError> {
        let start = self.at;
        let Some(c) = self.peek() else {
            return error("unexpected end of pattern", start);
        };
        self.at += 1;
        Ok(Some(match c {
            '.' => Node::Any,
            '^' => Node::LineStart(self.flags & MULTILINE != 0),
            '$' => Node::LineEnd(self.flags & MULTILINE != 0),
            '*' | '+' | '?' => return error("nothing to repeat", start),
            '{' => {
                self.at = start;
                if self.bounds()?.is_some() {
                    return error("nothing to repeat", start);
                }
                self.at = start + 1;
                Node::Char('{')
            }
            '[' => Node::Class(Rc::new(self.class(start)?)),
            '(' => return self.group(start),
            '\\' => self.escape(false)?,
            c => Node::Char(c),
        }))
    }

    fn group(&mut self, start: usize) -> Result<Option<Node>, PatternError> {
        let mut capture = true;
        let mut name = None;
        if self.eat('?') {
            capture = false;
            let Some(c) = self.peek() else {
                return error("unexpected end of pattern", self.at);
            };
            self.at += 1;
            match c {
                ':' => {}
                'P' => {
                    if self.eat('<') {
                        let n = self.name('>')?;
                        if self.names.iter().any(|(m, _)| *m == n) {
                            return error(format!("redefinition of group name '{n}'"), start + 4);
                        }
                        name = Some(n);
                        capture = true;
                    } else if self.eat('=') {
                        let at = self.at;
                        let n = self.name(')')?;
                        let Some(&(_, g)) = self.names.iter().find(|(m, _)| *m == n) else {
                            return error(format!("unknown group name '{n}'"), at);
                        };
                        return Ok(Some(Node::Backref(g)));
                    } else {
                        return error("unknown extension ?P", start + 1);
                    }
                }
                '#' => {
                    while let Some(c) = self.peek() {
                        self.at += 1;
                        if c == ')' {
                            return Ok(None);
                        }
                    }
                    return error("missing ), unterminated comment", start);
                }
                '=' | '!' => {
                    let node = self.alternation()?;
                    self.close(start)?;
                    return Ok(Some(Node::Look {
                        ahead: true,
                        negate: c == '!',
                        node: Box::new(node),
                        width: 0,
                    }));
                }
                '<' if matches!(self.peek(), Some('=' | '!')) => {
                    let negate = self.peek() == Some('!');
                    self.at += 1;
                    let node = self.alternation()?;
                    self.close(start)?;
                    let Some(width) = fixed_width(&node) else {
                        return Err(PatternError {
                            message: "look-behind requires fixed-width pattern".into(),
                            pos: None,
                        });
                    };
                    return Ok(Some(Node::Look {
                        ahead: false,
                        negate,
                        node: Box::new(node),
                        width,
                    }));
                }
                '>' => {
                    let node = self.alternation()?;
                    self.close(start)?;
                    return Ok(Some(Node::Atomic(Box::new(node))));
                }
                '(' => return error("conditional groups are not supported by the lab", start),
                c if flag_of(c).is_some() || c == '-' => {
                    self.at -= 1;
                    let (mut on, mut off) = (0, 0);
                    let mut minus = false;
                    while let Some(c) = self.peek() {
                        if c == '-' && !minus {
                            minus = true;
                        } else if let Some(f) = flag_of(c) {
                            if minus {
                                off |= f;
                            } else {
                                on |= f;
                            }
                        } else {
                            break;
                        }
                        self.at += 1;
                    }
                    if self.eat(')') {
                        return error("global flags not at the start of the expression", start);
                    }
                    if !self.eat(':') {
                        return error("missing :", self.at);
                    }
                    let saved = self.flags;
                    self.flags = (self.flags | on) & !off;
                    let flags = self.flags;
                    let node = self.alternation();
                    self.flags = saved;
                    let node = node?;
                    self.close(start)?;
                    return Ok(Some(Node::Scoped(flags, Box::new(node))));
                }
                c => return error(format!("unknown extension ?{c}"), start + 1),
            }
        }
        let index = if capture {
            self.groups += 1;
            if let Some(n) = name {
                self.names.push((n, self.groups));
            }
            Some(self.groups)
        } else {
            None
        };
        let node = self.alternation()?;
        self.close(start)?;
        if let Some(g) = index {
            self.closed.push(g);
        }
        Ok(Some(Node::Group(index, Box::new(node))))
    }

    fn close(&mut self, start: usize) -> Result<(), PatternError> {
        if self.eat(')') {
            Ok(())
        } else {
            error("missing ), unterminated subpattern", start)
        }
    }

    fn name(&mut self, end: char) -> Result<String, PatternError> {
        let start = self.at;
        while let Some(c) = self.peek() {
            if c == end {
                let name: String = self.chars[start..self.at].iter().collect();
                self.at += 1;
                let ok = name
                    .chars()
                    .next()
                    .is_some_and(|c| c.is_alphabetic() || c == '_')
                    && name.chars().all(|c| c.is_alphanumeric() || c == '_');
                if !ok {
                    return error(format!("bad character in group name '{name}'"), start);
                }
                return Ok(name);
            }
            self.at += 1;
        }
        error("missing >, unterminated name", start)
    }

    /// After a `\`: an escaped character, a class, an anchor or a back-reference (`in_class`:
    /// inside `[...]`, where only characters and classes are).
    fn escape(&mut self, in_class: bool) -> Result<Node, PatternError> {
        let start = self.at - 1;
        let Some(c) = self.peek() else {
            return error("bad escape (end of pattern)", start);
        };
        self.at += 1;
        let class = |item| {
            Node::Class(Rc::new(Class {
                negated: false,
                items: vec![item],
            }))
        };
        Ok(match c {
            'd' => class(ClassItem::Digit(true)),
            'D' => class(ClassItem::Digit(false)),
            'w' => class(ClassItem::Word(true)),
            'W' => class(ClassItem::Word(false)),
            's' => class(ClassItem::Space(true)),
            'S' => class(ClassItem::Space(false)),
            'A' if !in_class => Node::TextStart,
            'Z' if !in_class => Node::TextEnd,
            'b' if !in_class => Node::WordBoundary(true),
            'B' if !in_class => Node::WordBoundary(false),
            'b' => Node::Char('\u{8}'),
            'n' => Node::Char('\n'),
            't' => Node::Char('\t'),
            'r' => Node::Char('\r'),
            'f' => Node::Char('\u{c}'),
            'v' => Node::Char('\u{b}'),
            'a' => Node::Char('\u{7}'),
            'x' => Node::Char(self.hex(2, start)?),
            'u' => Node::Char(self.hex(4, start)?),
            'U' => Node::Char(self.hex(8, start)?),
            '0' => Node::Char(self.octal(0)),
            '8' | '9' if in_class => return error(format!("bad escape \\{c}"), start),
            '1'..='7' if in_class => {
                self.at -= 1;
                Node::Char(self.octal(0))
            }
            '1'..='9' => {
                // Three octal digits are a character; otherwise one or two digits a group.
                let d = |i: usize| self.chars.get(i).copied();
                if c <= '7'
                    && d(self.at).is_some_and(|c| ('0'..='7').contains(&c))
                    && d(self.at + 1).is_some_and(|c| ('0'..='7').contains(&c))
                {
                    self.at -= 1;
                    return Ok(Node::Char(self.octal(0)));
                }
                let mut g = c as usize - '0' as usize;
                if d(self.at).is_some_and(|c| c.is_ascii_digit()) {
                    g = g * 10 + (d(self.at).unwrap_or('0') as usize - '0' as usize);
                    self.at += 1;
                }
                if g > self.groups {
                    return error(format!("invalid group reference {g}"), start + 1);
                }
                if !self.closed.contains(&g) {
                    return error("cannot refer to an open group", start);
                }
                Node::Backref(g)
            }
            c if c.is_ascii_alphanumeric() => return error(format!("bad escape \\{c}"), start),
            c => Node::Char(c),
        })
    }

    fn hex(&mut self, digits: usize, start: usize) -> Result<char, PatternError> {
        let text: String = self
            .chars
            .get(self.at..self.at + digits)
            .unwrap_or(&[])
            .iter()
            .collect();
        let escape = self.chars[start + 1];
        if text.len() != digits || !text.chars().all(|c| c.is_ascii_hexdigit()) {
            let shown: String = self.chars[start..(self.at + digits).min(self.chars.len())]
                .iter()
                .take_while(|c| **c == '\\' || **c == escape || c.is_ascii_hexdigit())
                .collect();
            return error(format!("incomplete escape {shown}"), start);
        }
        self.at += digits;
        let code = u32::from_str_radix(&text, 16).unwrap_or(0);
        char::from_u32(code)
            .map_or_else(|| error(format!("bad escape \\{escape}{text}"), start), Ok)
    }

    /// Up to three octal digits from the current place (`\0`, `\012`).
    fn octal(&mut self, mut value: u32) -> char {
        for _ in 0..3 {
            match self.peek() {
                Some(c @ '0'..='7') => {
                    value = value * 8 + (c as u32 - '0' as u32);
                    self.at += 1;
                }
                _ => break,
            }
        }
        char::from_u32(value).unwrap_or('\0')
    }

    fn class(&mut self, start: usize) -> Result<Class, PatternError> {
        let negated = self.eat('^');
        let mut items = Vec::new();
        let mut first = true;
        loop {
            let Some(c) = self.peek() else {
                return error("unterminated character set", start);
            };
            if c == ']' && !first {
                self.at += 1;
                break;
            }
            first = false;
            let from_at = self.at;
            self.at += 1;
            let from = if c == '\\' {
                match self.escape(true)? {
                    Node::Char(c) => c,
                    Node::Class(class) => {
                        items.extend(class.items.iter().copied());
                        continue;
                    }
                    _ => unreachable!("in a class an escape is a character or a class"),
                }
            } else {
                c
            };
            if self.peek() == Some('-') && self.chars.get(self.at + 1).is_some_and(|c| *c != ']') {
                self.at += 1;
                let c = self.peek().unwrap_or(']');
                self.at += 1;
                let to = if c == '\\' {
                    match self.escape(true)? {
                        Node::Char(c) => c,
                        _ => {
                            let text: String = self.chars[from_at..self.at].iter().collect();
                            return error(format!("bad character range {text}"), from_at);
                        }
                    }
                } else {
                    c
                };
                if to < from {
                    let text: String = self.chars[from_at..self.at].iter().collect();
                    return error(format!("bad character range {text}"), from_at);
                }
                items.push(ClassItem::Range(from, to));
            } else {
                items.push(ClassItem::Range(from, from));
            }
        }
        Ok(Class { negated, items })
    }
}

/// How many characters a look-behind's pattern always matches, if it is fixed.
fn fixed_width(node: &Node) -> Option<usize> {
    match node {
        Node::Char(_) | Node::Any | Node::Class(_) => Some(1),
        Node::LineStart(_)
        | Node::LineEnd(_)
        | Node::TextStart
        | Node::TextEnd
        | Node::WordBoundary(_)
        | Node::Look { .. } => Some(0),
        Node::Group(_, inner) | Node::Atomic(inner) | Node::Scoped(_, inner) => fixed_width(inner),
        Node::Concat(items) => items.iter().map(fixed_width).sum(),
        Node::Alt(alts) => {
            let first = fixed_width(alts.first()?)?;
            alts.iter()
                .all(|a| fixed_width(a) == Some(first))
                .then_some(first)
        }
        Node::Repeat { node, min, max, .. } if Some(*min) == *max => {
            fixed_width(node)?.checked_mul(*min as usize)
        }
        Node::Repeat { .. } | Node::Backref(_) => None,
    }
}

/// Whether a node matches exactly one character, whichever way it matches, and captures
/// nothing (`\d`, `a|b`, `(?:[ab]|c)`): a repetition of it is counted without nesting.
fn one_character(node: &Node) -> bool {
    match node {
        Node::Char(_) | Node::Any | Node::Class(_) => true,
        Node::Group(None, inner) => one_character(inner),
        Node::Alt(alts) => alts.iter().all(one_character),
        _ => false,
    }
}

/// Why a match stopped before it could say yes or no.
#[derive(Debug)]
pub enum Stopped {
    Backtracks,
    Nesting,
}

/// How a match is anchored: at `pos` (`match`), at both ends (`fullmatch`), or anywhere from
/// `pos` on (`search`).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Match,
    Full,
    Search,
}

/// A match found: each group's span (the whole match first), and the last group closed.
pub struct Found {
    pub spans: Vec<Option<(usize, usize)>>,
    pub lastindex: Option<usize>,
}

struct Matcher<'a> {
    text: &'a [char],
    end: usize,
    flags: i64,
    caps: Vec<Option<(usize, usize)>>,
    lastindex: Option<usize>,
    tries: u64,
    depth: u32,
    stopped: Option<Stopped>,
}

type Next<'k, 'a> = &'k mut dyn FnMut(&mut Matcher<'a>, usize) -> bool;

impl Regex {
    /// Matches `text[..end]` from `pos` as `mode` says; `must_advance`: a match at `pos` may
    /// not be empty (the match before ended there, empty).
    pub fn find(
        &self,
        text: &[char],
        pos: usize,
        end: usize,
        mode: Mode,
        must_advance: bool,
    ) -> Result<Option<Found>, Stopped> {
        let end = end.min(text.len());
        let mut m = Matcher {
            text,
            end,
            flags: self.flags,
            caps: vec![None; self.groups + 1],
            lastindex: None,
            tries: 0,
            depth: 0,
            stopped: None,
        };
        let mut start = pos;
        while start <= end {
            let advance = must_advance && start == pos;
            let mut found_end = None;
            let matched = m.one(&self.node, start, &mut |m, e| {
                if (mode == Mode::Full && e != m.end) || (advance && e == start) {
                    return false;
                }
                found_end = Some(e);
                true
            });
            if let Some(stopped) = m.stopped.take() {
                return Err(stopped);
            }
            if matched {
                m.caps[0] = Some((start, found_end.unwrap_or(start)));
                return Ok(Some(Found {
                    spans: m.caps,
                    lastindex: m.lastindex,
                }));
            }
            if mode != Mode::Search {
                break;
            }
            for cap in &mut m.caps {
                *cap = None;
            }
            m.lastindex = None;
            start += 1;
        }
        Ok(None)
    }
}

fn fold(c: char) -> char {
    let mut lower = c.to_lowercase();
    match (lower.next(), lower.next()) {
        (Some(l), None) => l,
        _ => c,
    }
}

fn is_word(c: char, ascii: bool) -> bool {
    if ascii {
        c.is_ascii_alphanumeric() || c == '_'
    } else {
        c.is_alphanumeric() || c == '_'
    }
}

fn is_digit(c: char, ascii: bool) -> bool {
    c.is_ascii_digit() || (!ascii && !c.is_ascii() && c.is_numeric() && c.to_digit(36).is_none())
}

fn is_space(c: char, ascii: bool) -> bool {
    if ascii {
        matches!(c, ' ' | '\t' | '\n' | '\r' | '\u{b}' | '\u{c}')
    } else {
        c.is_whitespace() || ('\u{1c}'..='\u{1f}').contains(&c)
    }
}

impl Class {
    fn has(&self, c: char, flags: i64) -> bool {
        let ascii = flags & ASCII != 0;
        let caseless = flags & IGNORECASE != 0;
        let in_items = |c: char| {
            self.items.iter().any(|item| match *item {
                ClassItem::Range(lo, hi) => (lo..=hi).contains(&c),
                ClassItem::Digit(yes) => is_digit(c, ascii) == yes,
                ClassItem::Word(yes) => is_word(c, ascii) == yes,
                ClassItem::Space(yes) => is_space(c, ascii) == yes,
            })
        };
        let found = in_items(c)
            || (caseless && {
                let mut upper = c.to_uppercase();
                let upper = match (upper.next(), upper.next()) {
                    (Some(u), None) => u,
                    _ => c,
                };
                in_items(fold(c)) || in_items(upper)
            });
        found != self.negated
    }
}

impl<'a> Matcher<'a> {
    /// Whether the one-character node ([`one_character`]) matches the character at `pos`.
    fn single(&self, node: &Node, pos: usize) -> bool {
        let Some(&c) = self.text[..self.end].get(pos) else {
            return false;
        };
        match node {
            Node::Char(want) => {
                c == *want || (self.flags & IGNORECASE != 0 && fold(c) == fold(*want))
            }
            Node::Any => c != '\n' || self.flags & DOTALL != 0,
            Node::Class(class) => class.has(c, self.flags),
            Node::Group(None, inner) => self.single(inner, pos),
            Node::Alt(alts) => alts.iter().any(|alt| self.single(alt, pos)),
            _ => false,
        }
    }

    fn at_word(&self, pos: usize) -> bool {
        let ascii = self.flags & ASCII != 0;
        let before = pos > 0 && is_word(self.text[pos - 1], ascii);
        let after = pos < self.end && is_word(self.text[pos], ascii);
        before != after
    }

    fn spend(&mut self) -> bool {
        self.tries += 1;
        if self.tries > MAX_BACKTRACKS {
            self.stopped.get_or_insert(Stopped::Backtracks);
            return false;
        }
        self.stopped.is_none()
    }

    /// Matches `node` at `pos`, then what follows (`next`, given where the node ended).
    fn one(&mut self, node: &Node, pos: usize, next: Next<'_, 'a>) -> bool {
        if !self.spend() {
            return false;
        }
        match node {
            Node::Char(_) | Node::Any | Node::Class(_) => {
                self.single(node, pos) && next(self, pos + 1)
            }
            Node::LineStart(multi) => {
                (pos == 0 || (*multi && self.text[pos - 1] == '\n')) && next(self, pos)
            }
            Node::LineEnd(multi) => {
                let at_end = pos == self.end
                    || (pos + 1 == self.end && self.text[pos] == '\n')
                    || (*multi && pos < self.end && self.text[pos] == '\n');
                at_end && next(self, pos)
            }
            Node::TextStart => pos == 0 && next(self, pos),
            Node::TextEnd => pos == self.end && next(self, pos),
            // Neither `\b` nor `\B` matches in an empty text, as in sre.
            Node::WordBoundary(yes) => self.end > 0 && self.at_word(pos) == *yes && next(self, pos),
            Node::Concat(items) => self.seq(items, pos, next),
            Node::Alt(alts) => alts.iter().any(|alt| self.one(alt, pos, next)),
            Node::Group(None, inner) => self.one(inner, pos, next),
            Node::Group(Some(g), inner) => {
                let g = *g;
                self.nest(|m| {
                    m.one(inner, pos, &mut |m, e| {
                        let (saved, last) = (m.caps[g], m.lastindex);
                        m.caps[g] = Some((pos, e));
                        m.lastindex = Some(g);
                        if next(m, e) {
                            return true;
                        }
                        m.caps[g] = saved;
                        m.lastindex = last;
                        false
                    })
                })
            }
            Node::Scoped(flags, inner) => {
                let outer = self.flags;
                self.flags = *flags;
                let r = self.one(inner, pos, &mut |m, e| {
                    m.flags = outer;
                    let r = next(m, e);
                    m.flags = *flags;
                    r
                });
                self.flags = outer;
                r
            }
            Node::Backref(g) => {
                let Some((s, e)) = self.caps[*g] else {
                    return false;
                };
                let len = e - s;
                if pos + len > self.end {
                    return false;
                }
                let caseless = self.flags & IGNORECASE != 0;
                let same = (0..len).all(|i| {
                    let (a, b) = (self.text[s + i], self.text[pos + i]);
                    a == b || (caseless && fold(a) == fold(b))
                });
                same && next(self, pos + len)
            }
            Node::Look {
                ahead,
                negate,
                node,
                width,
            } => {
                let saved = (self.caps.clone(), self.lastindex);
                let found = if *ahead {
                    self.nest(|m| m.one(node, pos, &mut |_, _| true))
                } else {
                    pos >= *width && self.nest(|m| m.one(node, pos - width, &mut |_, e| e == pos))
                };
                if found != *negate && next(self, pos) {
                    return true;
                }
                (self.caps, self.lastindex) = saved;
                false
            }
            Node::Atomic(inner) => self.atomic(inner, pos, next),
            Node::Repeat {
                node: inner,
                min,
                max,
                greedy,
                possessive,
            } => {
                if *possessive {
                    let once = Node::Repeat {
                        node: inner.clone(),
                        min: *min,
                        max: *max,
                        greedy: true,
                        possessive: false,
                    };
                    return self.atomic(&once, pos, next);
                }
                if one_character(inner) {
                    return self.repeat_single(inner, None, *min, *max, *greedy, pos, next);
                }
                // `(a|b)+`: the same, the group holding the last character taken.
                if let Node::Group(Some(g), one) = &**inner {
                    if one_character(one) {
                        return self.repeat_single(one, Some(*g), *min, *max, *greedy, pos, next);
                    }
                }
                self.nest(|m| m.repeat(inner, *min, *max, *greedy, pos, 0, next))
            }
        }
    }

    /// Once matched, never retried: the first way `inner` matches is the only one.
    fn atomic(&mut self, inner: &Node, pos: usize, next: Next<'_, 'a>) -> bool {
        let saved = (self.caps.clone(), self.lastindex);
        let mut ended = None;
        if !self.nest(|m| {
            m.one(inner, pos, &mut |_, e| {
                ended = Some(e);
                true
            })
        }) {
            return false;
        }
        if next(self, ended.unwrap_or(pos)) {
            return true;
        }
        (self.caps, self.lastindex) = saved;
        false
    }

    fn nest(&mut self, f: impl FnOnce(&mut Self) -> bool) -> bool {
        if self.depth >= MAX_NESTING {
            self.stopped.get_or_insert(Stopped::Nesting);
            return false;
        }
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
    }

    fn seq(&mut self, items: &[Node], pos: usize, next: Next<'_, 'a>) -> bool {
        match items {
            [] => next(self, pos),
            [only] => self.one(only, pos, next),
            [first, rest @ ..] => self.one(first, pos, &mut |m, e| m.seq(rest, e, next)),
        }
    }

    /// A repetition of one character's node: as many as match counted at once, then each
    /// count tried, the most first (greedy) or the fewest; a group around the node (`group`)
    /// holds the last character taken.
    #[allow(clippy::too_many_arguments)]
    fn repeat_single(
        &mut self,
        inner: &Node,
        group: Option<usize>,
        min: u32,
        max: Option<u32>,
        greedy: bool,
        pos: usize,
        next: Next<'_, 'a>,
    ) -> bool {
        let most = max.map_or(usize::MAX, |m| m as usize);
        let mut count = 0;
        while count < most && self.single(inner, pos + count) {
            count += 1;
        }
        let min = min as usize;
        if count < min {
            return false;
        }
        let mut tried = |m: &mut Self, n: usize| {
            let saved = (group.map(|g| m.caps[g]), m.lastindex);
            if let (Some(g), true) = (group, n > 0) {
                m.caps[g] = Some((pos + n - 1, pos + n));
                m.lastindex = Some(g);
            }
            if next(m, pos + n) {
                return true;
            }
            if let (Some(g), Some(cap)) = (group, saved.0) {
                m.caps[g] = cap;
            }
            m.lastindex = saved.1;
            false
        };
        if greedy {
            for n in (min..=count).rev() {
                if !self.spend() {
                    return false;
                }
                if tried(self, n) {
                    return true;
                }
            }
        } else {
            for n in min..=count {
                if !self.spend() {
                    return false;
                }
                if tried(self, n) {
                    return true;
                }
            }
        }
        false
    }

    /// A repetition of any node, `count` times matched so far: one more (greedy) before what
    /// follows, or what follows first (lazy).
    #[allow(clippy::too_many_arguments)]
    fn repeat(
        &mut self,
        inner: &Node,
        min: u32,
        max: Option<u32>,
        greedy: bool,
        pos: usize,
        count: u32,
        next: Next<'_, 'a>,
    ) -> bool {
        let more = max.is_none_or(|m| count < m);
        let again = |m: &mut Self, next: Next<'_, 'a>| {
            more && m.nest(|m| {
                m.one(inner, pos, &mut |m, e| {
                    // A pass that matched nothing is the last (its groups kept), as sre's.
                    if e == pos && count + 1 >= min {
                        return next(m, e);
                    }
                    m.repeat(inner, min, max, greedy, e, count + 1, next)
                })
            })
        };
        // Greedy: one more pass first, then what follows; lazy: the other way round.
        if greedy && again(self, next) {
            return true;
        }
        if count >= min && next(self, pos) {
            return true;
        }
        !greedy && again(self, next)
    }
}

/// `re.escape`: the characters a pattern gives a meaning to escaped, as CPython 3.7+ does.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if "()[]{}?*+-|^$\\.&~# \t\n\r\u{b}\u{c}".contains(c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}
