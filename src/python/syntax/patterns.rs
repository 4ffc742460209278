//! `match` statements: Python 3.10's structural pattern matching, read into patterns the
//! compiler turns into tests and bindings. A pattern is checked here as CPython's parser and
//! compiler check it (a capture that makes later cases unreachable, alternatives that bind
//! different names, a name bound twice), so that what CPython refuses before running is a
//! SyntaxError here too.

use super::*;

/// One `case` of a `match`: its pattern, its guard and its body.
#[derive(Debug)]
pub struct Case {
    pub pattern: Pattern,
    pub guard: Option<Expr>,
    pub body: Vec<Stmt>,
    pub line: u32,
}

#[derive(Debug)]
pub enum Pattern {
    /// `_`: matches anything and binds nothing.
    Wildcard,
    /// `name`: matches anything and binds it.
    Capture(Rc<str>),
    /// A number, a string or a dotted name (`Color.RED`), compared with `==`.
    Value(Expr),
    /// `None`, `True` or `False`, compared with `is`.
    Singleton(Expr),
    /// `[first, *rest]`, `(a, b)`, `a, b`: at most one of the items is a `Star`.
    Sequence(Vec<Pattern>),
    /// `*rest` in a sequence pattern (`None` for `*_`): the items between, as a list.
    Star(Option<Rc<str>>),
    /// `{"row": r, **rest}`: the keys (numbers, strings, dotted names), their patterns, and
    /// the name the other items are bound to.
    Mapping {
        keys: Vec<Expr>,
        patterns: Vec<Pattern>,
        rest: Option<Rc<str>>,
    },
    /// `Point(x, y=0)`: the class, the patterns matched to its `__match_args__` in order,
    /// and those matched to attributes by name.
    Class {
        class: Expr,
        positional: Vec<Pattern>,
        keywords: Vec<(Rc<str>, Pattern)>,
    },
    /// `1 | 2 | 3`: the first alternative that matches.
    Or(Vec<Pattern>),
    /// `[x, y] as pair`.
    As(Box<Pattern>, Rc<str>),
}

impl Pattern {
    /// CPython's SyntaxError for a pattern that matches anything (a wildcard, a capture) put
    /// where a pattern after it could never be tried.
    fn unreachable_after(&self) -> Option<String> {
        let what = match self {
            Pattern::Wildcard => "wildcard".to_string(),
            Pattern::Capture(n) => format!("name capture '{n}'"),
            Pattern::As(p, _) => return p.unreachable_after(),
            Pattern::Or(alts) => return alts.iter().find_map(Pattern::unreachable_after),
            _ => return None,
        };
        Some(format!("{what} makes remaining patterns unreachable"))
    }

    /// The names it binds, in the order they are bound.
    pub fn names(&self, out: &mut Vec<Rc<str>>) {
        match self {
            Pattern::Capture(n) | Pattern::Star(Some(n)) => out.push(n.clone()),
            Pattern::Sequence(items) => items.iter().for_each(|p| p.names(out)),
            Pattern::Mapping { patterns, rest, .. } => {
                patterns.iter().for_each(|p| p.names(out));
                out.extend(rest.clone());
            }
            Pattern::Class {
                positional,
                keywords,
                ..
            } => {
                positional.iter().for_each(|p| p.names(out));
                keywords.iter().for_each(|(_, p)| p.names(out));
            }
            Pattern::Or(alts) => alts[0].names(out),
            Pattern::As(p, n) => {
                p.names(out);
                out.push(n.clone());
            }
            Pattern::Wildcard | Pattern::Value(_) | Pattern::Singleton(_) | Pattern::Star(None) => {
            }
        }
    }
}

impl Parser {
    /// A `match` statement, its word read: the subject, then the cases.
    pub(super) fn match_rest(&mut self, line: u32) -> PResult<Stmt> {
        let subject = self.expression_list()?;
        self.expect_op(":")?;
        if !self.eat(&Tok::Newline) || !self.eat(&Tok::Indent) {
            return Err(self.error("expected an indented block after 'match' statement"));
        }
        let mut cases: Vec<Case> = Vec::new();
        while !self.eat(&Tok::Dedent) && !self.at(&Tok::End) {
            let case_line = self.line();
            if !self.eat_kw("case") {
                return Err(self.error("invalid syntax: expected 'case'"));
            }
            if let Some(last) = cases.last().filter(|c| c.guard.is_none()) {
                if let Some(what) = last.pattern.unreachable_after() {
                    return Err(syntax_error(last.line, &what));
                }
            }
            let pattern = self.open_pattern()?;
            let mut names = Vec::new();
            pattern.names(&mut names);
            for (i, n) in names.iter().enumerate() {
                if names[..i].contains(n) {
                    return Err(syntax_error(
                        case_line,
                        &format!("multiple assignments to name '{n}' in pattern"),
                    ));
                }
            }
            let guard = if self.eat_kw("if") {
                Some(self.expression()?)
            } else {
                None
            };
            let body = self.block()?;
            cases.push(Case {
                pattern,
                guard,
                body,
                line: case_line,
            });
        }
        if cases.is_empty() {
            return Err(syntax_error(
                line,
                "invalid syntax: a 'match' needs a 'case'",
            ));
        }
        Ok(Stmt {
            kind: StmtKind::Match(subject, cases),
            line,
        })
    }

    /// A case's pattern: `a, *rest` without brackets is a sequence.
    fn open_pattern(&mut self) -> PResult<Pattern> {
        let first = self.item_pattern()?;
        if !self.at_op(",") {
            if matches!(first, Pattern::Star(_)) {
                return Err(self.error("invalid syntax: a starred pattern needs a sequence"));
            }
            return Ok(first);
        }
        let mut items = vec![first];
        while self.eat_op(",") {
            if self.at_op(":") || self.at_kw("if") {
                break;
            }
            items.push(self.item_pattern()?);
        }
        self.sequence(items)
    }

    fn sequence(&self, items: Vec<Pattern>) -> PResult<Pattern> {
        if items
            .iter()
            .filter(|p| matches!(p, Pattern::Star(_)))
            .count()
            > 1
        {
            return Err(self.error("multiple starred names in sequence pattern"));
        }
        Ok(Pattern::Sequence(items))
    }

    /// A sequence's item: a pattern, or `*name`.
    fn item_pattern(&mut self) -> PResult<Pattern> {
        if self.eat_op("*") {
            let name = self.name()?;
            return Ok(Pattern::Star((&*name != "_").then_some(name)));
        }
        self.pattern()
    }

    /// `alternatives as name`.
    fn pattern(&mut self) -> PResult<Pattern> {
        let p = self.or_pattern()?;
        if !self.eat_kw("as") {
            return Ok(p);
        }
        let name = self.name()?;
        if &*name == "_" {
            return Err(self.error("cannot use '_' as a target"));
        }
        Ok(Pattern::As(Box::new(p), name))
    }

    fn or_pattern(&mut self) -> PResult<Pattern> {
        let line = self.line();
        let mut alts = vec![self.closed_pattern()?];
        while self.eat_op("|") {
            alts.push(self.closed_pattern()?);
        }
        if alts.len() == 1 {
            return Ok(alts.remove(0));
        }
        for alt in &alts[..alts.len() - 1] {
            if let Some(what) = alt.unreachable_after() {
                return Err(syntax_error(line, &what));
            }
        }
        let mut first = Vec::new();
        alts[0].names(&mut first);
        first.sort();
        for alt in &alts[1..] {
            let mut names = Vec::new();
            alt.names(&mut names);
            names.sort();
            if names != first {
                return Err(syntax_error(
                    line,
                    "alternative patterns bind different names",
                ));
            }
        }
        Ok(Pattern::Or(alts))
    }

    fn closed_pattern(&mut self) -> PResult<Pattern> {
        self.enter()?;
        let p = self.closed_pattern_inner();
        self.depth -= 1;
        p
    }

    fn closed_pattern_inner(&mut self) -> PResult<Pattern> {
        let line = self.line();
        match self.peek().clone() {
            Tok::Int(_) | Tok::Long(_) | Tok::Float(_) | Tok::Op("-") => {
                let e = self.factor()?;
                match &e.kind {
                    ExprKind::Int(_) | ExprKind::Long(_) | ExprKind::Float(_) => {}
                    ExprKind::Unary(UnaryOp::Neg, inner)
                        if matches!(inner.kind, ExprKind::Long(_) | ExprKind::Float(_)) => {}
                    _ => {
                        return Err(syntax_error(
                            line,
                            "patterns may only match literals and attribute lookups",
                        ))
                    }
                }
                Ok(Pattern::Value(e))
            }
            Tok::Str(_) => Ok(Pattern::Value(self.strings()?)),
            Tok::FStr(..) => {
                Err(self.error("patterns may only match literals and attribute lookups"))
            }
            Tok::Name(n) if matches!(n.as_str(), "None" | "True" | "False") => {
                Ok(Pattern::Singleton(self.atom()?))
            }
            Tok::Name(_) => {
                let first = self.name()?;
                let mut e = Expr {
                    kind: ExprKind::Name(first.clone()),
                    line,
                };
                let mut dotted = false;
                while self.eat_op(".") {
                    let attr = self.name()?;
                    e = Expr {
                        kind: ExprKind::Attribute(Box::new(e), attr),
                        line,
                    };
                    dotted = true;
                }
                if self.eat_op("(") {
                    return self.class_pattern(e);
                }
                Ok(if dotted {
                    Pattern::Value(e)
                } else if &*first == "_" {
                    Pattern::Wildcard
                } else {
                    Pattern::Capture(first)
                })
            }
            Tok::Op("(") => {
                self.pos += 1;
                if self.eat_op(")") {
                    return Ok(Pattern::Sequence(Vec::new()));
                }
                let first = self.item_pattern()?;
                if self.eat_op(")") {
                    return match first {
                        Pattern::Star(_) => self.sequence(vec![first]),
                        p => Ok(p),
                    };
                }
                let mut items = vec![first];
                while self.eat_op(",") {
                    if self.at_op(")") {
                        break;
                    }
                    items.push(self.item_pattern()?);
                }
                self.expect_op(")")?;
                self.sequence(items)
            }
            Tok::Op("[") => {
                self.pos += 1;
                let mut items = Vec::new();
                while !self.at_op("]") {
                    items.push(self.item_pattern()?);
                    if !self.eat_op(",") {
                        break;
                    }
                }
                self.expect_op("]")?;
                self.sequence(items)
            }
            Tok::Op("{") => {
                self.pos += 1;
                self.mapping_pattern()
            }
            _ => Err(self.unexpected()),
        }
    }

    fn mapping_pattern(&mut self) -> PResult<Pattern> {
        let (mut keys, mut patterns, mut rest) = (Vec::new(), Vec::new(), None);
        while !self.at_op("}") {
            if self.eat_op("**") {
                let name = self.name()?;
                if &*name == "_" {
                    return Err(self.error("invalid syntax: '**_' in a mapping pattern"));
                }
                rest = Some(name);
                self.eat_op(",");
                break;
            }
            let key = match self.closed_pattern()? {
                Pattern::Value(e) | Pattern::Singleton(e) => e,
                _ => {
                    return Err(self.error(
                        "mapping pattern keys may only match literals and attribute lookups",
                    ))
                }
            };
            self.expect_op(":")?;
            let literal = |e: &Expr| match &e.kind {
                ExprKind::Int(i) => Some(i.to_string()),
                ExprKind::Str(s) => Some(format!("'{s}'")),
                _ => None,
            };
            if let Some(shown) = literal(&key) {
                if keys.iter().any(|k| literal(k).as_ref() == Some(&shown)) {
                    return Err(
                        self.error(&format!("mapping pattern checks duplicate key ({shown})"))
                    );
                }
            }
            keys.push(key);
            patterns.push(self.pattern()?);
            if !self.eat_op(",") {
                break;
            }
        }
        self.expect_op("}")?;
        Ok(Pattern::Mapping {
            keys,
            patterns,
            rest,
        })
    }

    fn class_pattern(&mut self, class: Expr) -> PResult<Pattern> {
        let (mut positional, mut keywords) = (Vec::new(), Vec::<(Rc<str>, Pattern)>::new());
        while !self.at_op(")") {
            if matches!(self.peek(), Tok::Name(_)) && matches!(self.peek_at(1), Tok::Op("=")) {
                let name = self.name()?;
                self.pos += 1;
                if keywords.iter().any(|(k, _)| *k == name) {
                    return Err(
                        self.error(&format!("attribute name repeated in class pattern: {name}"))
                    );
                }
                keywords.push((name, self.pattern()?));
            } else if !keywords.is_empty() {
                return Err(self.error("positional patterns follow keyword patterns"));
            } else {
                positional.push(self.pattern()?);
            }
            if !self.eat_op(",") {
                break;
            }
        }
        self.expect_op(")")?;
        Ok(Pattern::Class {
            class,
            positional,
            keywords,
        })
    }
}
