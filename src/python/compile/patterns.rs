//! A `match` statement compiled to tests and jumps, as CPython compiles it. The subject stays
//! on the stack while each case tries it: a copy of it is matched against the pattern, whose
//! captured values gather on the stack and are bound only once the whole pattern has matched
//! (a pattern that fails halfway binds nothing); then the guard, then the body. A failure
//! jumps to a chain of `Pop`s that clears what that point left above the subject. Sequences
//! are taken apart by one op; mappings and class patterns by the prelude's `__match_mapping`
//! and `__match_class`, which call the program's `__eq__`, `__hash__` and properties as
//! CPython would.
//!
//! Steps: the `match` line is one step; a case with its body on the same line
//! (`case 0: return "zero"`) is one more each time it is tried, as CPython reports a line
//! event there that the lessons' rule counts (on a line of its own, a case's event belongs to
//! the `match` statement, as its other lines do).

use super::*;
use crate::python::syntax::{Case, Pattern};

/// What the code of one case's pattern has left on the stack above the subject, as it is
/// compiled.
#[derive(Default)]
struct Matching {
    /// Names bound once the pattern matches, in the order their values sit on the stack.
    stores: Vec<Rc<str>>,
    /// Values above the captured ones still to be matched (the one at hand included).
    pending: u32,
    /// Jumps to failure, each with how many values it leaves above the subject.
    fails: Vec<(usize, u32)>,
}

impl Matching {
    fn height(&self) -> u32 {
        self.stores.len() as u32 + self.pending
    }
}

impl Gen<'_> {
    pub(super) fn match_stmt(&mut self, subject: &Expr, cases: &[Case]) -> Result<(), PyError> {
        self.step(StepKind::Statement);
        self.expr(subject)?;
        self.extra += 1;
        let mut ends = Vec::new();
        for case in cases {
            self.line = case.line;
            if case.body.first().is_some_and(|s| s.line == case.line) {
                self.step(StepKind::Statement);
            }
            self.emit(Op::Dup);
            let mut m = Matching {
                pending: 1,
                ..Matching::default()
            };
            self.pattern(&case.pattern, &mut m)?;
            for name in m.stores.iter().rev() {
                self.store_name(name);
            }
            let to_next = match &case.guard {
                Some(guard) => self.cond_jump(guard, false)?,
                None => Vec::new(),
            };
            self.emit(Op::Pop);
            self.extra -= 1;
            self.body_after(case.line, &case.body)?;
            self.extra += 1;
            ends.push(self.emit(Op::Jump(0)));
            self.failures(m.fails);
            for j in to_next {
                self.patch(j);
            }
        }
        self.emit(Op::Pop);
        self.extra -= 1;
        for j in ends {
            self.patch(j);
        }
        Ok(())
    }

    /// The code matching the value on top of the stack (one of `m.pending`) to `p`: on
    /// success it is gone and the values `p` captures are below the other pending ones.
    fn pattern(&mut self, p: &Pattern, m: &mut Matching) -> Result<(), PyError> {
        match p {
            Pattern::Wildcard | Pattern::Star(None) => {
                self.emit(Op::Pop);
                m.pending -= 1;
            }
            Pattern::Capture(name) | Pattern::Star(Some(name)) => self.capture(name, m),
            Pattern::Value(e) | Pattern::Singleton(e) => {
                self.expr(e)?;
                let op = match p {
                    Pattern::Value(_) => CmpOp::Eq,
                    _ => CmpOp::Is,
                };
                self.emit(Op::Compare(op));
                m.pending -= 1;
                let j = self.emit(Op::JumpIfFalse(0));
                m.fails.push((j, m.height()));
            }
            Pattern::Sequence(items) => {
                let star = items.iter().position(|p| matches!(p, Pattern::Star(_)));
                let j = self.emit(Op::MatchSequence {
                    len: items.len() as u16,
                    star: star.map_or(u16::MAX, |s| s as u16),
                    fail: 0,
                });
                m.pending -= 1;
                m.fails.push((j, m.height()));
                m.pending += items.len() as u32;
                for item in items {
                    self.pattern(item, m)?;
                }
            }
            Pattern::Mapping {
                keys,
                patterns,
                rest,
            } => {
                self.load_prelude("__match_mapping");
                self.emit(Op::Rot2);
                for k in keys {
                    self.expr(k)?;
                }
                self.emit(Op::BuildTuple(keys.len() as u32));
                self.load_const(Value::Bool(rest.is_some()));
                self.emit(Op::Call(3));
                self.taken_apart(keys.len() + usize::from(rest.is_some()), m);
                for p in patterns {
                    self.pattern(p, m)?;
                }
                if let Some(name) = rest {
                    self.capture(name, m);
                }
            }
            Pattern::Class {
                class,
                positional,
                keywords,
            } => {
                self.load_prelude("__match_class");
                self.emit(Op::Rot2);
                self.expr(class)?;
                self.load_const(Value::Int(positional.len() as i64));
                for (name, _) in keywords {
                    self.load_const(Value::Str(name.clone()));
                }
                self.emit(Op::BuildTuple(keywords.len() as u32));
                self.emit(Op::Call(4));
                self.taken_apart(positional.len() + keywords.len(), m);
                for p in positional.iter().chain(keywords.iter().map(|(_, p)| p)) {
                    self.pattern(p, m)?;
                }
            }
            Pattern::As(inner, name) => {
                self.emit(Op::Dup);
                m.pending += 1;
                self.pattern(inner, m)?;
                self.capture(name, m);
            }
            Pattern::Or(alternatives) => self.alternatives(alternatives, m)?,
        }
        Ok(())
    }

    /// The value on top becomes a capture, moved below the other pending values.
    fn capture(&mut self, name: &Rc<str>, m: &mut Matching) {
        if m.pending > 1 {
            self.emit(Op::Bury(m.pending - 1));
        }
        m.stores.push(name.clone());
        m.pending -= 1;
    }

    /// A prelude helper's answer on top: `None` fails, a tuple of `n` values is unpacked.
    fn taken_apart(&mut self, n: usize, m: &mut Matching) {
        self.emit(Op::Dup);
        self.load_const(Value::None);
        self.emit(Op::Compare(CmpOp::Is));
        let j = self.emit(Op::JumpIfTrue(0));
        m.fails.push((j, m.height()));
        self.emit(Op::Unpack(n as u32));
        m.pending = m.pending + n as u32 - 1;
    }

    /// `p | q | ...`: each alternative tried on a copy; the one that matches leaves its
    /// captures in the first alternative's order.
    fn alternatives(&mut self, alternatives: &[Pattern], m: &mut Matching) -> Result<(), PyError> {
        let mut wins = Vec::new();
        let mut order: Option<Vec<Rc<str>>> = None;
        for alternative in alternatives {
            self.emit(Op::Dup);
            let mut a = Matching {
                pending: 1,
                ..Matching::default()
            };
            self.pattern(alternative, &mut a)?;
            // The value tried goes from under the captures; they take the first's order.
            let mut now = a.stores.clone();
            self.roll(now.len() as u32);
            self.emit(Op::Pop);
            for name in order.get_or_insert_with(|| now.clone()).iter() {
                let at = now.iter().position(|n| n == name).unwrap_or(0);
                self.roll((now.len() - 1 - at) as u32);
                let moved = now.remove(at);
                now.push(moved);
            }
            wins.push(self.emit(Op::Jump(0)));
            self.failures(a.fails);
        }
        self.emit(Op::Pop);
        m.pending -= 1;
        let j = self.emit(Op::Jump(0));
        m.fails.push((j, m.height()));
        for w in wins {
            self.patch(w);
        }
        let captured = order.unwrap_or_default();
        if m.pending > 0 {
            for _ in &captured {
                self.emit(Op::Bury(m.pending + captured.len() as u32 - 1));
            }
        }
        m.stores.extend(captured);
        Ok(())
    }

    /// Brings the value `depth` places down to the top.
    fn roll(&mut self, depth: u32) {
        for _ in 0..depth {
            self.emit(Op::Bury(depth));
        }
    }

    /// The failure jumps' landing: a `Pop` for each value a jump leaves above the subject.
    fn failures(&mut self, fails: Vec<(usize, u32)>) {
        let highest = fails.iter().map(|&(_, h)| h).max().unwrap_or(0);
        for h in (0..=highest).rev() {
            for &(j, _) in fails.iter().filter(|&&(_, fh)| fh == h) {
                self.patch(j);
            }
            if h > 0 {
                self.emit(Op::Pop);
            }
        }
    }
}
