//! Tokens to a syntax tree: a recursive-descent parser for the lab's Python, with Python's
//! precedence. Every node carries its line. Constructs outside the subset are refused here,
//! before anything runs, with an error that names the construct and its line.

use super::error::{ErrorKind, Exc, PyError};
use super::token::{syntax_error, tokenize, unescape, Tok, Token};
use std::rc::Rc;

mod patterns;
pub use patterns::{Case, Pattern};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    FloorDiv,
    Mod,
    Pow,
    LShift,
    RShift,
    BitAnd,
    BitOr,
    BitXor,
}

impl BinOp {
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::FloorDiv => "//",
            BinOp::Mod => "%",
            BinOp::Pow => "**",
            BinOp::LShift => "<<",
            BinOp::RShift => ">>",
            BinOp::BitAnd => "&",
            BinOp::BitOr => "|",
            BinOp::BitXor => "^",
        }
    }

    /// The name in its dunder methods: `add` of `__add__`, `__radd__`, `__iadd__`.
    pub fn method(self) -> &'static str {
        match self {
            BinOp::Add => "add",
            BinOp::Sub => "sub",
            BinOp::Mul => "mul",
            BinOp::Div => "truediv",
            BinOp::FloorDiv => "floordiv",
            BinOp::Mod => "mod",
            BinOp::Pow => "pow",
            BinOp::LShift => "lshift",
            BinOp::RShift => "rshift",
            BinOp::BitAnd => "and",
            BinOp::BitOr => "or",
            BinOp::BitXor => "xor",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    In,
    NotIn,
    Is,
    IsNot,
}

impl CmpOp {
    pub fn symbol(self) -> &'static str {
        match self {
            CmpOp::Eq => "==",
            CmpOp::Ne => "!=",
            CmpOp::Lt => "<",
            CmpOp::Le => "<=",
            CmpOp::Gt => ">",
            CmpOp::Ge => ">=",
            CmpOp::In => "in",
            CmpOp::NotIn => "not in",
            CmpOp::Is => "is",
            CmpOp::IsNot => "is not",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    Neg,
    Pos,
    Invert,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompKind {
    List,
    Set,
    Dict,
    Gen,
}

#[derive(Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub line: u32,
}

#[derive(Debug)]
pub struct Param {
    pub name: Rc<str>,
    pub default: Option<Expr>,
    pub kind: ParamKind,
}

/// Where a parameter stands in a `def`: before `*`, after it (keyword-only), or the
/// collecting `*args` and `**kwargs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamKind {
    Positional,
    KeywordOnly,
    VarArgs,
    VarKeywords,
}

#[derive(Debug)]
pub struct Clause {
    pub target: Expr,
    pub iter: Expr,
    pub ifs: Vec<Expr>,
}

#[derive(Debug)]
pub enum FPart {
    Lit(String),
    Value {
        expr: Expr,
        conversion: Option<char>,
        spec: String,
    },
}

#[derive(Debug)]
pub enum ExprKind {
    Int(i64),
    Long(Rc<num_bigint::BigInt>),
    Float(f64),
    Str(Rc<str>),
    Bool(bool),
    None,
    FString(Vec<FPart>),
    Name(Rc<str>),
    Tuple(Vec<Expr>),
    List(Vec<Expr>),
    Set(Vec<Expr>),
    Dict(Vec<(Expr, Expr)>),
    Unary(UnaryOp, Box<Expr>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    And(Box<Expr>, Box<Expr>),
    Or(Box<Expr>, Box<Expr>),
    Not(Box<Expr>),
    Compare(Box<Expr>, Vec<(CmpOp, Expr)>),
    IfExp(Box<Expr>, Box<Expr>, Box<Expr>),
    Call(Box<Expr>, Vec<Expr>, Vec<(Rc<str>, Expr)>),
    Attribute(Box<Expr>, Rc<str>),
    Subscript(Box<Expr>, Box<Expr>),
    Slice(Option<Box<Expr>>, Option<Box<Expr>>, Option<Box<Expr>>),
    Lambda {
        scope: usize,
        params: Vec<Param>,
        body: Box<Expr>,
    },
    /// `...`.
    Ellipsis,
    /// `*value` in a call, a display or an assignment's targets.
    Starred(Box<Expr>),
    /// `**mapping` in a call or a dict display.
    DoubleStarred(Box<Expr>),
    /// `yield` and `yield value`: makes the function it is in a generator function.
    Yield(Option<Box<Expr>>),
    /// `yield from source`.
    YieldFrom(Box<Expr>),
    /// `(name := value)`: the value, kept in `name` too (in a comprehension, the name of the
    /// function around it).
    NamedExpr(Rc<str>, Box<Expr>),
    Comp {
        scope: usize,
        kind: CompKind,
        elt: Box<Expr>,
        value: Option<Box<Expr>>,
        clauses: Vec<Clause>,
    },
}

#[derive(Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    pub line: u32,
}

#[derive(Debug)]
pub enum StmtKind {
    Expr(Expr),
    /// A string alone as a body's first statement: costs nothing and does nothing.
    Docstring,
    Assign(Vec<Expr>, Expr),
    AugAssign(Expr, BinOp, Expr),
    /// `x: int = 5`; without a value it does nothing.
    AnnAssign(Expr, Option<Expr>),
    Pass,
    Break,
    Continue,
    Return(Option<Expr>),
    Del(Vec<Expr>),
    Global(Vec<Rc<str>>),
    Nonlocal(Vec<Rc<str>>),
    If(Expr, Vec<Stmt>, Vec<Stmt>),
    While(Expr, Vec<Stmt>, Vec<Stmt>),
    For(Expr, Expr, Vec<Stmt>, Vec<Stmt>),
    Def {
        scope: usize,
        name: Rc<str>,
        params: Vec<Param>,
        body: Vec<Stmt>,
    },
    Class {
        scope: usize,
        name: Rc<str>,
        bases: Vec<Expr>,
        body: Vec<Stmt>,
    },
    Assert(Expr, Option<Expr>),
    Try {
        body: Vec<Stmt>,
        handlers: Vec<ExceptClause>,
        orelse: Vec<Stmt>,
        /// Shared: the compiler keeps it to place again at each way out of the `try`.
        finalbody: Rc<[Stmt]>,
    },
    /// `with a as x, b:`: each context manager with the target its `__enter__` result is
    /// bound to, then the body.
    With(Vec<WithItem>, Vec<Stmt>),
    /// A `def` or `class` with its decorators, outermost first.
    Decorated(Vec<Expr>, Box<Stmt>),
    /// `raise`, `raise exc`, `raise exc from cause`.
    Raise(Option<Expr>, Option<Expr>),
    /// `import a.b as c, d`: each module's dotted name and the name it is bound to (`c`;
    /// without `as`, the first part, `a`).
    Import(Vec<(Rc<str>, Rc<str>)>),
    /// `from m import x as y, z` (the module's dotted name, then each name and its binding);
    /// `from m import *` has no names.
    ImportFrom(Rc<str>, Vec<(Rc<str>, Rc<str>)>),
    /// `match subject:` and its cases.
    Match(Expr, Vec<Case>),
}

impl StmtKind {
    /// A simple statement: one that may share its line with another (`a = 1; b = 2`) or
    /// with its compound statement's header (`if done: return`).
    pub fn is_simple(&self) -> bool {
        !matches!(
            self,
            StmtKind::If(..)
                | StmtKind::While(..)
                | StmtKind::For(..)
                | StmtKind::Def { .. }
                | StmtKind::Class { .. }
                | StmtKind::Try { .. }
                | StmtKind::With(..)
                | StmtKind::Decorated(..)
                | StmtKind::Match(..)
        )
    }
}

/// One item of a `with`: the expression giving the context manager, and its `as` target.
#[derive(Debug)]
pub struct WithItem {
    pub manager: Expr,
    pub target: Option<Expr>,
}

/// One `except` clause: the classes it catches (all, without), the name it binds, its body.
#[derive(Debug)]
pub struct ExceptClause {
    pub class: Option<Expr>,
    pub name: Option<Rc<str>>,
    pub body: Vec<Stmt>,
    pub line: u32,
}

/// A parsed program: its statements and how many scopes (functions, lambdas, comprehensions,
/// classes) it holds; each scope node carries its index.
#[derive(Debug)]
pub struct Module {
    pub body: Vec<Stmt>,
    pub scopes: usize,
}

pub fn parse(source: &str) -> Result<Module, PyError> {
    let tokens = tokenize(source)?;
    let mut p = Parser {
        tokens,
        pos: 0,
        scopes: 1,
        depth: 0,
    };
    let mut body = Vec::new();
    while !p.at(&Tok::End) {
        if p.eat(&Tok::Newline) {
            continue;
        }
        p.statement(&mut body)?;
    }
    mark_docstring(&mut body);
    Ok(Module {
        body,
        scopes: p.scopes,
    })
}

fn mark_docstring(body: &mut [Stmt]) {
    if let Some(first) = body.first_mut() {
        if let StmtKind::Expr(Expr {
            kind: ExprKind::Str(_),
            ..
        }) = &first.kind
        {
            first.kind = StmtKind::Docstring;
        }
    }
}

/// The dunder attributes a program may name: the rest (`__class__`, `__globals__`,
/// `__subclasses__`, ...) would look behind the sandbox.
const DUNDERS_ALLOWED: &[&str] = &[
    "__init__",
    "__name__",
    "__class__",
    "__wrapped__",
    "__cause__",
    "__context__",
    "__suppress_context__",
    "__match_args__",
];

/// The methods by which a class of the program's takes part in Python's operators and
/// builtins: a program may name them on its own objects (`self.__add__(other)`), and the
/// machine refuses them on any other object.
pub const DUNDER_METHODS: &[&str] = &[
    "__repr__",
    "__str__",
    "__format__",
    "__hash__",
    "__bool__",
    "__len__",
    "__iter__",
    "__next__",
    "__getitem__",
    "__setitem__",
    "__delitem__",
    "__contains__",
    "__call__",
    "__enter__",
    "__exit__",
    "__eq__",
    "__ne__",
    "__lt__",
    "__le__",
    "__gt__",
    "__ge__",
    "__neg__",
    "__pos__",
    "__abs__",
    "__int__",
    "__float__",
    "__index__",
    "__round__",
    "__trunc__",
    "__floor__",
    "__ceil__",
    "__divmod__",
    "__rdivmod__",
    "__invert__",
    "__add__",
    "__radd__",
    "__iadd__",
    "__sub__",
    "__rsub__",
    "__isub__",
    "__mul__",
    "__rmul__",
    "__imul__",
    "__truediv__",
    "__rtruediv__",
    "__itruediv__",
    "__floordiv__",
    "__rfloordiv__",
    "__ifloordiv__",
    "__mod__",
    "__rmod__",
    "__imod__",
    "__pow__",
    "__rpow__",
    "__ipow__",
    "__and__",
    "__rand__",
    "__iand__",
    "__or__",
    "__ror__",
    "__ior__",
    "__xor__",
    "__rxor__",
    "__ixor__",
    "__lshift__",
    "__rlshift__",
    "__ilshift__",
    "__rshift__",
    "__rrshift__",
    "__irshift__",
    "__enter__",
    "__exit__",
    "__post_init__",
];

/// How deep expressions may nest in the parser (each level costs Rust stack).
const MAX_DEPTH: usize = 100;

struct Parser {
    tokens: Vec<Token>,
    pos: usize,
    /// Scope 0 is the module; each new scope takes the next index.
    scopes: usize,
    depth: usize,
}

type PResult<T> = Result<T, PyError>;

/// A call's positional and keyword arguments.
type CallArgs = (Vec<Expr>, Vec<(Rc<str>, Expr)>);

fn refused(construct: &str, line: u32) -> PyError {
    Exc::new(
        ErrorKind::Unsupported,
        "unsupported",
        vec![construct.into()],
        format!("{construct} is not supported by the lab's Python"),
    )
    .at(line, vec![])
}

/// As `refused`, for a construct named in words (`error::unsupported_words`).
fn refused_words(id: &'static str, code: &str, english: &str, line: u32) -> PyError {
    super::error::unsupported_words(id, code, english).at(line, vec![])
}

impl Parser {
    fn peek(&self) -> &Tok {
        &self.tokens[self.pos].tok
    }
    fn peek_at(&self, k: usize) -> &Tok {
        &self.tokens[(self.pos + k).min(self.tokens.len() - 1)].tok
    }
    fn line(&self) -> u32 {
        self.tokens[self.pos].line
    }
    fn at(&self, t: &Tok) -> bool {
        self.peek() == t
    }
    fn at_op(&self, op: &str) -> bool {
        matches!(self.peek(), Tok::Op(o) if *o == op)
    }
    fn at_kw(&self, kw: &str) -> bool {
        matches!(self.peek(), Tok::Name(n) if n == kw)
    }
    fn eat(&mut self, t: &Tok) -> bool {
        if self.at(t) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    fn eat_op(&mut self, op: &str) -> bool {
        if self.at_op(op) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    fn eat_kw(&mut self, kw: &str) -> bool {
        if self.at_kw(kw) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    fn error(&self, message: &str) -> PyError {
        syntax_error(self.line(), message)
    }
    fn unexpected(&self) -> PyError {
        let what = match self.peek() {
            Tok::Newline => "the end of the line".to_string(),
            Tok::Indent => "an indented block".to_string(),
            Tok::Dedent => "the end of a block".to_string(),
            Tok::End => "the end of the program".to_string(),
            Tok::Op(o) => format!("'{o}'"),
            Tok::Name(n) => format!("'{n}'"),
            Tok::Int(i) => format!("'{i}'"),
            Tok::Long(n) => format!("'{n}'"),
            Tok::Float(_) => "a number".to_string(),
            Tok::Str(_) | Tok::FStr(..) => "a string".to_string(),
        };
        self.error(&format!("invalid syntax: unexpected {what}"))
    }
    fn expect_op(&mut self, op: &str) -> PResult<()> {
        if self.eat_op(op) {
            Ok(())
        } else {
            Err(self.error(&format!("invalid syntax: expected '{op}'")))
        }
    }
    fn name(&mut self) -> PResult<Rc<str>> {
        match self.peek().clone() {
            Tok::Name(n) if !is_keyword(&n) => {
                self.pos += 1;
                Ok(Rc::from(n.as_str()))
            }
            _ => Err(self.error("invalid syntax: expected a name")),
        }
    }
    fn new_scope(&mut self) -> usize {
        self.scopes += 1;
        self.scopes - 1
    }
    fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.error("the expression is nested too deeply"));
        }
        Ok(())
    }

    // ---- statements ----

    fn statement(&mut self, out: &mut Vec<Stmt>) -> PResult<()> {
        let line = self.line();
        if self.at_op("@") {
            let mut decorators = Vec::new();
            while self.eat_op("@") {
                decorators.push(self.expression()?);
                if !self.eat(&Tok::Newline) {
                    return Err(self.unexpected());
                }
            }
            if !(self.at_kw("def") || self.at_kw("class")) {
                return Err(
                    self.error("invalid syntax: a decorator must come before a def or a class")
                );
            }
            let mut inner = Vec::new();
            self.statement(&mut inner)?;
            let Some(decorated) = inner.pop() else {
                return Err(self.unexpected());
            };
            out.push(Stmt {
                kind: StmtKind::Decorated(decorators, Box::new(decorated)),
                line,
            });
            return Ok(());
        }
        let Tok::Name(word) = self.peek().clone() else {
            return self.simple_statements(out);
        };
        match word.as_str() {
            "if" => {
                self.pos += 1;
                out.push(self.if_rest(line)?);
            }
            "while" => {
                self.pos += 1;
                let test = self.expression()?;
                let body = self.block()?;
                let orelse = self.else_block()?;
                out.push(Stmt {
                    kind: StmtKind::While(test, body, orelse),
                    line,
                });
            }
            "for" => {
                self.pos += 1;
                let target = self.target_list()?;
                if !self.eat_kw("in") {
                    return Err(self.error("invalid syntax: expected 'in'"));
                }
                let iter = self.expression_list()?;
                let body = self.block()?;
                let orelse = self.else_block()?;
                out.push(Stmt {
                    kind: StmtKind::For(target, iter, body, orelse),
                    line,
                });
            }
            "def" => {
                self.pos += 1;
                out.push(self.def(line)?);
            }
            "class" => {
                self.pos += 1;
                let name = self.name()?;
                let scope = self.new_scope();
                let mut bases = Vec::new();
                if self.eat_op("(") {
                    while !self.at_op(")") {
                        bases.push(self.expression()?);
                        if !self.eat_op(",") {
                            break;
                        }
                    }
                    self.expect_op(")")?;
                }
                let mut body = self.block()?;
                mark_docstring(&mut body);
                out.push(Stmt {
                    kind: StmtKind::Class {
                        scope,
                        name,
                        bases,
                        body,
                    },
                    line,
                });
            }
            "try" => {
                self.pos += 1;
                out.push(self.try_rest(line)?);
            }
            "except" | "finally" => {
                return Err(self.error(&format!("invalid syntax: '{word}' without a 'try'")))
            }
            "with" => {
                self.pos += 1;
                let items = self.with_items()?;
                let body = self.block()?;
                out.push(Stmt {
                    kind: StmtKind::With(items, body),
                    line,
                });
            }
            "async" => return Err(refused("async", line)),
            "match" if self.looks_like_match() => {
                self.pos += 1;
                out.push(self.match_rest(line)?);
            }
            "elif" | "else" => {
                return Err(self.error(&format!("invalid syntax: '{word}' without an 'if'")))
            }
            _ => self.simple_statements(out)?,
        }
        Ok(())
    }

    /// A `with` statement's items, `a as x, b`, or the same in parentheses (Python 3.10's
    /// form, tried first and given up for an expression in parentheses: `with (a):`).
    fn with_items(&mut self) -> PResult<Vec<WithItem>> {
        if self.at_op("(") {
            let start = self.pos;
            self.pos += 1;
            if let Ok(items) = self.with_item_list(")") {
                if self.eat_op(")") && self.at_op(":") {
                    return Ok(items);
                }
            }
            self.pos = start;
        }
        self.with_item_list(":")
    }

    fn with_item_list(&mut self, close: &str) -> PResult<Vec<WithItem>> {
        let mut items = Vec::new();
        loop {
            let manager = self.expression()?;
            let target = if self.eat_kw("as") {
                let target = self.bitor()?;
                check_target(&target, "assign to")?;
                Some(target)
            } else {
                None
            };
            items.push(WithItem { manager, target });
            if !self.eat_op(",") || self.at_op(close) {
                return Ok(items);
            }
        }
    }

    fn try_rest(&mut self, line: u32) -> PResult<Stmt> {
        let body = self.block()?;
        let mut handlers: Vec<ExceptClause> = Vec::new();
        while self.at_kw("except") {
            let clause_line = self.line();
            self.pos += 1;
            if self.at_op("*") {
                return Err(refused("except*", clause_line));
            }
            if handlers.last().is_some_and(|h| h.class.is_none()) {
                return Err(syntax_error(clause_line, "default 'except:' must be last"));
            }
            let (class, name) = if self.at_op(":") {
                (None, None)
            } else {
                let class = self.expression()?;
                let name = if self.eat_kw("as") {
                    Some(self.name()?)
                } else {
                    None
                };
                (Some(class), name)
            };
            let body = self.block()?;
            handlers.push(ExceptClause {
                class,
                name,
                body,
                line: clause_line,
            });
        }
        let orelse = if self.at_kw("else") {
            if handlers.is_empty() {
                return Err(self.error("invalid syntax: 'else' needs an 'except' before it"));
            }
            self.else_block()?
        } else {
            Vec::new()
        };
        let finalbody = if self.eat_kw("finally") {
            self.block()?
        } else {
            Vec::new()
        };
        if handlers.is_empty() && finalbody.is_empty() {
            return Err(self.error("invalid syntax: expected 'except' or 'finally' block"));
        }
        Ok(Stmt {
            kind: StmtKind::Try {
                body,
                handlers,
                orelse,
                finalbody: finalbody.into(),
            },
            line,
        })
    }

    /// `a.b.c` after `import` or `from`.
    fn dotted_name(&mut self) -> PResult<Rc<str>> {
        let mut name = self.name()?.to_string();
        while self.eat_op(".") {
            name.push('.');
            name.push_str(&self.name()?);
        }
        Ok(Rc::from(name.as_str()))
    }

    fn looks_like_match(&self) -> bool {
        // `match x:` at a statement's start, as opposed to a variable named match.
        let mut k = 1;
        while !matches!(self.peek_at(k), Tok::Newline | Tok::End) {
            k += 1;
        }
        matches!(self.peek_at(k - 1), Tok::Op(":"))
            && !matches!(self.peek_at(1), Tok::Op("=") | Tok::Op("."))
    }

    fn if_rest(&mut self, line: u32) -> PResult<Stmt> {
        let test = self.expression()?;
        let body = self.block()?;
        let orelse = if self.at_kw("elif") {
            let elif_line = self.line();
            self.pos += 1;
            vec![self.if_rest(elif_line)?]
        } else {
            self.else_block()?
        };
        Ok(Stmt {
            kind: StmtKind::If(test, body, orelse),
            line,
        })
    }

    fn else_block(&mut self) -> PResult<Vec<Stmt>> {
        if self.eat_kw("else") {
            self.block()
        } else {
            Ok(Vec::new())
        }
    }

    fn def(&mut self, line: u32) -> PResult<Stmt> {
        let name = self.name()?;
        let scope = self.new_scope();
        self.expect_op("(")?;
        let params = self.params(")")?;
        self.expect_op(")")?;
        if self.eat_op("->") {
            self.expression()?;
        }
        let mut body = self.block()?;
        mark_docstring(&mut body);
        Ok(Stmt {
            kind: StmtKind::Def {
                scope,
                name,
                params,
                body,
            },
            line,
        })
    }

    fn params(&mut self, close: &str) -> PResult<Vec<Param>> {
        let mut params: Vec<Param> = Vec::new();
        // After `*` or `*args`, parameters are keyword-only.
        let mut star = false;
        while !self.at_op(close) {
            let line = self.line();
            if params.iter().any(|p| p.kind == ParamKind::VarKeywords) {
                return Err(syntax_error(
                    line,
                    "arguments cannot follow var-keyword argument",
                ));
            }
            // `/` ends the positional-only parameters: the lab binds them as positional ones.
            if self.eat_op("/") {
                if !self.eat_op(",") {
                    break;
                }
                continue;
            }
            let kind = if self.eat_op("**") {
                ParamKind::VarKeywords
            } else if self.eat_op("*") {
                if star {
                    return Err(syntax_error(line, "* argument may appear only once"));
                }
                star = true;
                if self.at_op(",") || self.at_op(close) {
                    if !self.eat_op(",") || self.at_op(close) {
                        return Err(syntax_error(line, "named arguments must follow bare *"));
                    }
                    continue;
                }
                ParamKind::VarArgs
            } else if star {
                ParamKind::KeywordOnly
            } else {
                ParamKind::Positional
            };
            let name = self.name()?;
            if close == ")" && self.eat_op(":") {
                self.expression()?;
            }
            let default = if matches!(kind, ParamKind::Positional | ParamKind::KeywordOnly)
                && self.eat_op("=")
            {
                Some(self.expression()?)
            } else {
                None
            };
            if kind == ParamKind::Positional
                && default.is_none()
                && params.iter().any(|p| p.default.is_some())
            {
                return Err(syntax_error(
                    line,
                    "non-default argument follows default argument",
                ));
            }
            if params.iter().any(|p| p.name == name) {
                return Err(syntax_error(
                    line,
                    &format!("duplicate argument '{name}' in function definition"),
                ));
            }
            params.push(Param {
                name,
                default,
                kind,
            });
            if !self.eat_op(",") {
                break;
            }
        }
        Ok(params)
    }

    /// A block after a colon: an indented suite, or simple statements on the same line.
    fn block(&mut self) -> PResult<Vec<Stmt>> {
        self.expect_op(":")?;
        let mut body = Vec::new();
        if self.eat(&Tok::Newline) {
            if !self.eat(&Tok::Indent) {
                return Err(Exc::new(
                    ErrorKind::IndentationError,
                    "expected_indent",
                    vec![],
                    "expected an indented block".into(),
                )
                .at(self.line(), vec![]));
            }
            while !self.eat(&Tok::Dedent) {
                if self.at(&Tok::End) {
                    break;
                }
                self.statement(&mut body)?;
            }
        } else {
            self.simple_statements(&mut body)?;
        }
        Ok(body)
    }

    fn simple_statements(&mut self, out: &mut Vec<Stmt>) -> PResult<()> {
        loop {
            out.push(self.simple_statement()?);
            if !self.eat_op(";") {
                break;
            }
            if self.at(&Tok::Newline) {
                break;
            }
        }
        if !self.eat(&Tok::Newline) {
            return Err(self.unexpected());
        }
        Ok(())
    }

    fn simple_statement(&mut self) -> PResult<Stmt> {
        let line = self.line();
        if let Tok::Name(word) = self.peek().clone() {
            let kind = match word.as_str() {
                "pass" => Some(StmtKind::Pass),
                "break" => Some(StmtKind::Break),
                "continue" => Some(StmtKind::Continue),
                _ => None,
            };
            if let Some(kind) = kind {
                self.pos += 1;
                return Ok(Stmt { kind, line });
            }
            match word.as_str() {
                "return" => {
                    self.pos += 1;
                    let value = if self.at(&Tok::Newline) || self.at_op(";") {
                        None
                    } else {
                        Some(self.expression_list()?)
                    };
                    return Ok(Stmt {
                        kind: StmtKind::Return(value),
                        line,
                    });
                }
                "del" => {
                    self.pos += 1;
                    let mut targets = Vec::new();
                    loop {
                        let t = self.bitor()?;
                        check_target(&t, "delete")?;
                        targets.push(t);
                        if !self.eat_op(",") || self.at(&Tok::Newline) {
                            break;
                        }
                    }
                    return Ok(Stmt {
                        kind: StmtKind::Del(targets),
                        line,
                    });
                }
                "global" | "nonlocal" => {
                    self.pos += 1;
                    let mut names = vec![self.name()?];
                    while self.eat_op(",") {
                        names.push(self.name()?);
                    }
                    let kind = if word == "global" {
                        StmtKind::Global(names)
                    } else {
                        StmtKind::Nonlocal(names)
                    };
                    return Ok(Stmt { kind, line });
                }
                "assert" => {
                    self.pos += 1;
                    let test = self.expression()?;
                    let msg = if self.eat_op(",") {
                        Some(self.expression()?)
                    } else {
                        None
                    };
                    return Ok(Stmt {
                        kind: StmtKind::Assert(test, msg),
                        line,
                    });
                }
                "import" => {
                    self.pos += 1;
                    let mut modules = Vec::new();
                    loop {
                        let module = self.dotted_name()?;
                        let first: Rc<str> = Rc::from(module.split('.').next().unwrap_or(""));
                        let binding = if self.eat_kw("as") {
                            self.name()?
                        } else {
                            first
                        };
                        modules.push((module, binding));
                        if !self.eat_op(",") {
                            break;
                        }
                    }
                    return Ok(Stmt {
                        kind: StmtKind::Import(modules),
                        line,
                    });
                }
                "from" => {
                    self.pos += 1;
                    if self.at_op(".") {
                        return Err(refused_words(
                            "relative_imports",
                            "",
                            "relative imports",
                            line,
                        ));
                    }
                    let module = self.dotted_name()?;
                    if !self.eat_kw("import") {
                        return Err(self.error("invalid syntax: expected 'import'"));
                    }
                    let mut names = Vec::new();
                    if !self.eat_op("*") {
                        let parens = self.eat_op("(");
                        loop {
                            if parens && self.at_op(")") {
                                break;
                            }
                            let name = self.name()?;
                            let binding = if self.eat_kw("as") {
                                self.name()?
                            } else {
                                name.clone()
                            };
                            names.push((name, binding));
                            if !self.eat_op(",") {
                                break;
                            }
                        }
                        if parens {
                            self.expect_op(")")?;
                        }
                    }
                    return Ok(Stmt {
                        kind: StmtKind::ImportFrom(module, names),
                        line,
                    });
                }
                "raise" => {
                    self.pos += 1;
                    let (exc, cause) = if self.at(&Tok::Newline) || self.at_op(";") {
                        (None, None)
                    } else {
                        let exc = self.expression()?;
                        let cause = if self.eat_kw("from") {
                            Some(self.expression()?)
                        } else {
                            None
                        };
                        (Some(exc), cause)
                    };
                    return Ok(Stmt {
                        kind: StmtKind::Raise(exc, cause),
                        line,
                    });
                }
                "await" => return Err(refused("await", line)),
                _ => {}
            }
        }
        let first = self.expression_list()?;
        if self.at_op(":") {
            self.pos += 1;
            check_target(&first, "annotate")?;
            self.expression()?;
            let value = if self.eat_op("=") {
                Some(self.expression_list()?)
            } else {
                None
            };
            return Ok(Stmt {
                kind: StmtKind::AnnAssign(first, value),
                line,
            });
        }
        if let Tok::Op(op) = self.peek().clone() {
            if let Some(bin) = aug_op(op) {
                self.pos += 1;
                match &first.kind {
                    ExprKind::Name(_) | ExprKind::Subscript(..) | ExprKind::Attribute(..) => {}
                    _ => {
                        return Err(syntax_error(
                            line,
                            "illegal expression for augmented assignment",
                        ))
                    }
                }
                let value = self.expression_list()?;
                return Ok(Stmt {
                    kind: StmtKind::AugAssign(first, bin, value),
                    line,
                });
            }
        }
        if self.at_op("=") {
            let mut targets = vec![first];
            let mut value;
            loop {
                self.expect_op("=")?;
                value = self.expression_list()?;
                if self.at_op("=") {
                    targets.push(value);
                } else {
                    break;
                }
            }
            for t in &targets {
                check_target(t, "assign to")?;
            }
            return Ok(Stmt {
                kind: StmtKind::Assign(targets, value),
                line,
            });
        }
        Ok(Stmt {
            kind: StmtKind::Expr(first),
            line,
        })
    }

    // ---- expressions ----

    /// `a, b` as a tuple, or a single expression.
    fn expression_list(&mut self) -> PResult<Expr> {
        let line = self.line();
        let first = self.expression()?;
        if !self.at_op(",") {
            return Ok(first);
        }
        let mut items = vec![first];
        while self.eat_op(",") {
            if self.ends_list() {
                break;
            }
            items.push(self.expression()?);
        }
        Ok(Expr {
            kind: ExprKind::Tuple(items),
            line,
        })
    }

    fn ends_list(&self) -> bool {
        matches!(
            self.peek(),
            Tok::Newline | Tok::End | Tok::Op("=") | Tok::Op(")") | Tok::Op(";") | Tok::Op(":")
        ) || self.at_op("]")
            || self.at_op("}")
            || aug_op_tok(self.peek())
    }

    /// A `for` target: names, subscripts or attributes, maybe a tuple of them.
    fn target_list(&mut self) -> PResult<Expr> {
        let line = self.line();
        let first = self.bitor()?;
        let target = if self.at_op(",") {
            let mut items = vec![first];
            while self.eat_op(",") {
                if self.at_kw("in") {
                    break;
                }
                items.push(self.bitor()?);
            }
            Expr {
                kind: ExprKind::Tuple(items),
                line,
            }
        } else {
            first
        };
        check_target(&target, "assign to")?;
        Ok(target)
    }

    fn expression(&mut self) -> PResult<Expr> {
        self.enter()?;
        let result = self.expression_inner();
        self.depth -= 1;
        result
    }

    fn expression_inner(&mut self) -> PResult<Expr> {
        let line = self.line();
        if self.at_kw("lambda") {
            self.pos += 1;
            let scope = self.new_scope();
            let params = self.params(":")?;
            self.expect_op(":")?;
            let body = self.expression()?;
            return Ok(Expr {
                kind: ExprKind::Lambda {
                    scope,
                    params,
                    body: Box::new(body),
                },
                line,
            });
        }
        if self.eat_kw("yield") {
            if self.eat_kw("from") {
                let source = self.expression()?;
                return Ok(Expr {
                    kind: ExprKind::YieldFrom(Box::new(source)),
                    line,
                });
            }
            let value = if self.ends_list() || self.at_op(")") {
                None
            } else {
                Some(Box::new(self.expression_list()?))
            };
            return Ok(Expr {
                kind: ExprKind::Yield(value),
                line,
            });
        }
        if self.at_kw("await") {
            return Err(refused("await", line));
        }
        let body = self.or_test()?;
        if self.at_kw("if") {
            // A conditional expression, unless this `if` belongs to a comprehension.
            self.pos += 1;
            let test = self.or_test()?;
            if !self.eat_kw("else") {
                return Err(
                    self.error("invalid syntax: expected 'else' in the conditional expression")
                );
            }
            let orelse = self.expression()?;
            return Ok(Expr {
                kind: ExprKind::IfExp(Box::new(test), Box::new(body), Box::new(orelse)),
                line,
            });
        }
        if self.eat_op(":=") {
            let ExprKind::Name(name) = body.kind else {
                return Err(self.error(&format!(
                    "cannot use assignment expressions with {}",
                    describe(&body)
                )));
            };
            let value = self.expression()?;
            return Ok(Expr {
                kind: ExprKind::NamedExpr(name, Box::new(value)),
                line,
            });
        }
        Ok(body)
    }

    /// An expression without a conditional at the top (a comprehension's `if` and iterables).
    fn or_test(&mut self) -> PResult<Expr> {
        let line = self.line();
        let mut left = self.and_test()?;
        while self.eat_kw("or") {
            let right = self.and_test()?;
            left = Expr {
                kind: ExprKind::Or(Box::new(left), Box::new(right)),
                line,
            };
        }
        Ok(left)
    }

    fn and_test(&mut self) -> PResult<Expr> {
        let line = self.line();
        let mut left = self.not_test()?;
        while self.eat_kw("and") {
            let right = self.not_test()?;
            left = Expr {
                kind: ExprKind::And(Box::new(left), Box::new(right)),
                line,
            };
        }
        Ok(left)
    }

    fn not_test(&mut self) -> PResult<Expr> {
        let line = self.line();
        if self.eat_kw("not") {
            self.enter()?;
            let inner = self.not_test();
            self.depth -= 1;
            return Ok(Expr {
                kind: ExprKind::Not(Box::new(inner?)),
                line,
            });
        }
        self.comparison()
    }

    fn comparison(&mut self) -> PResult<Expr> {
        let line = self.line();
        let first = self.bitor()?;
        let mut rest = Vec::new();
        loop {
            let op = match self.peek() {
                Tok::Op("==") => CmpOp::Eq,
                Tok::Op("!=") => CmpOp::Ne,
                Tok::Op("<") => CmpOp::Lt,
                Tok::Op("<=") => CmpOp::Le,
                Tok::Op(">") => CmpOp::Gt,
                Tok::Op(">=") => CmpOp::Ge,
                Tok::Name(n) if n == "in" => CmpOp::In,
                Tok::Name(n) if n == "is" => {
                    if matches!(self.peek_at(1), Tok::Name(m) if m == "not") {
                        self.pos += 1;
                        CmpOp::IsNot
                    } else {
                        CmpOp::Is
                    }
                }
                Tok::Name(n)
                    if n == "not" && matches!(self.peek_at(1), Tok::Name(m) if m == "in") =>
                {
                    self.pos += 1;
                    CmpOp::NotIn
                }
                _ => break,
            };
            self.pos += 1;
            rest.push((op, self.bitor()?));
        }
        if rest.is_empty() {
            Ok(first)
        } else {
            Ok(Expr {
                kind: ExprKind::Compare(Box::new(first), rest),
                line,
            })
        }
    }

    fn binary_level(&mut self, level: usize) -> PResult<Expr> {
        const LEVELS: [&[(&str, BinOp)]; 6] = [
            &[("|", BinOp::BitOr)],
            &[("^", BinOp::BitXor)],
            &[("&", BinOp::BitAnd)],
            &[("<<", BinOp::LShift), (">>", BinOp::RShift)],
            &[("+", BinOp::Add), ("-", BinOp::Sub)],
            &[
                ("*", BinOp::Mul),
                ("/", BinOp::Div),
                ("//", BinOp::FloorDiv),
                ("%", BinOp::Mod),
            ],
        ];
        if level == LEVELS.len() {
            return self.factor();
        }
        let mut left = self.binary_level(level + 1)?;
        'outer: loop {
            if self.at_op("@") {
                return Err(refused_words(
                    "matrix_operator",
                    "@",
                    "the matrix operator @",
                    self.line(),
                ));
            }
            for (sym, op) in LEVELS[level] {
                if self.at_op(sym) {
                    let line = self.line();
                    self.pos += 1;
                    let right = self.binary_level(level + 1)?;
                    left = Expr {
                        kind: ExprKind::Binary(*op, Box::new(left), Box::new(right)),
                        line,
                    };
                    continue 'outer;
                }
            }
            break;
        }
        Ok(left)
    }

    fn bitor(&mut self) -> PResult<Expr> {
        self.binary_level(0)
    }

    fn factor(&mut self) -> PResult<Expr> {
        let line = self.line();
        let op = match self.peek() {
            Tok::Op("-") => Some(UnaryOp::Neg),
            Tok::Op("+") => Some(UnaryOp::Pos),
            Tok::Op("~") => Some(UnaryOp::Invert),
            _ => None,
        };
        if let Some(op) = op {
            self.pos += 1;
            self.enter()?;
            let inner = self.factor();
            self.depth -= 1;
            let inner = inner?;
            // Fold a negative literal, so that -9223372036854775808 is an int.
            if let (UnaryOp::Neg, ExprKind::Int(i)) = (op, &inner.kind) {
                return Ok(Expr {
                    kind: ExprKind::Int(-i),
                    line,
                });
            }
            return Ok(Expr {
                kind: ExprKind::Unary(op, Box::new(inner)),
                line,
            });
        }
        self.power()
    }

    fn power(&mut self) -> PResult<Expr> {
        let line = self.line();
        let base = self.primary()?;
        if self.eat_op("**") {
            self.enter()?;
            let exp = self.factor();
            self.depth -= 1;
            return Ok(Expr {
                kind: ExprKind::Binary(BinOp::Pow, Box::new(base), Box::new(exp?)),
                line,
            });
        }
        Ok(base)
    }

    fn primary(&mut self) -> PResult<Expr> {
        let mut e = self.atom()?;
        loop {
            let line = self.line();
            if self.eat_op(".") {
                let name = self.name()?;
                if name.starts_with("__")
                    && name.ends_with("__")
                    && name.len() > 4
                    && !DUNDERS_ALLOWED.contains(&&*name)
                    && !DUNDER_METHODS.contains(&&*name)
                {
                    return Err(refused_words(
                        "dunder_attribute",
                        &name,
                        &format!("the dunder attribute {name}"),
                        line,
                    ));
                }
                e = Expr {
                    kind: ExprKind::Attribute(Box::new(e), name),
                    line,
                };
            } else if self.eat_op("(") {
                let (args, kwargs) = self.call_args()?;
                e = Expr {
                    kind: ExprKind::Call(Box::new(e), args, kwargs),
                    line,
                };
            } else if self.eat_op("[") {
                let index = self.subscript()?;
                self.expect_op("]")?;
                e = Expr {
                    kind: ExprKind::Subscript(Box::new(e), Box::new(index)),
                    line,
                };
            } else {
                break;
            }
        }
        Ok(e)
    }

    fn call_args(&mut self) -> PResult<CallArgs> {
        let mut args = Vec::new();
        let mut kwargs: Vec<(Rc<str>, Expr)> = Vec::new();
        while !self.at_op(")") {
            let line = self.line();
            if self.eat_op("**") {
                let value = self.expression()?;
                kwargs.push((Rc::from("**"), value));
            } else if let (Tok::Name(n), Tok::Op("=")) =
                (self.peek().clone(), self.peek_at(1).clone())
            {
                self.pos += 2;
                let name: Rc<str> = Rc::from(n.as_str());
                if kwargs.iter().any(|(k, _)| *k == name) {
                    return Err(syntax_error(
                        line,
                        &format!("keyword argument repeated: {name}"),
                    ));
                }
                kwargs.push((name, self.expression()?));
            } else {
                if !kwargs.is_empty() && !self.at_op("*") {
                    let unpacking = kwargs.iter().any(|(k, _)| &**k == "**");
                    return Err(syntax_error(
                        line,
                        if unpacking {
                            "positional argument follows keyword argument unpacking"
                        } else {
                            "positional argument follows keyword argument"
                        },
                    ));
                }
                let e = self.expression()?;
                if self.at_kw("for") {
                    // A generator expression as the only argument: `sum(x for x in xs)`.
                    let g = self.comprehension(CompKind::Gen, e, None, line)?;
                    args.push(g);
                    if !self.at_op(")") {
                        return Err(syntax_error(
                            line,
                            "generator expression must be parenthesized",
                        ));
                    }
                    break;
                }
                args.push(e);
            }
            if !self.eat_op(",") {
                break;
            }
        }
        self.expect_op(")")?;
        Ok((args, kwargs))
    }

    fn subscript(&mut self) -> PResult<Expr> {
        let line = self.line();
        let first = self.slice_item()?;
        if !self.at_op(",") {
            return Ok(first);
        }
        let mut items = vec![first];
        while self.eat_op(",") {
            if self.at_op("]") {
                break;
            }
            items.push(self.slice_item()?);
        }
        Ok(Expr {
            kind: ExprKind::Tuple(items),
            line,
        })
    }

    fn slice_item(&mut self) -> PResult<Expr> {
        let line = self.line();
        let lower = if self.at_op(":") {
            None
        } else {
            Some(Box::new(self.expression()?))
        };
        if !self.eat_op(":") {
            return lower.map(|b| *b).ok_or_else(|| self.unexpected());
        }
        let upper = if self.at_op(":") || self.at_op("]") || self.at_op(",") {
            None
        } else {
            Some(Box::new(self.expression()?))
        };
        let step = if self.eat_op(":") && !self.at_op("]") && !self.at_op(",") {
            Some(Box::new(self.expression()?))
        } else {
            None
        };
        Ok(Expr {
            kind: ExprKind::Slice(lower, upper, step),
            line,
        })
    }

    fn comprehension(
        &mut self,
        kind: CompKind,
        elt: Expr,
        value: Option<Expr>,
        line: u32,
    ) -> PResult<Expr> {
        let scope = self.new_scope();
        let mut clauses = Vec::new();
        while self.eat_kw("for") {
            let target = self.target_list()?;
            if !self.eat_kw("in") {
                return Err(self.error("invalid syntax: expected 'in'"));
            }
            let iter = self.or_test()?;
            let mut ifs = Vec::new();
            while self.eat_kw("if") {
                ifs.push(self.or_test()?);
            }
            clauses.push(Clause { target, iter, ifs });
        }
        if self.at_kw("async") {
            return Err(refused("async", self.line()));
        }
        Ok(Expr {
            kind: ExprKind::Comp {
                scope,
                kind,
                elt: Box::new(elt),
                value: value.map(Box::new),
                clauses,
            },
            line,
        })
    }

    fn atom(&mut self) -> PResult<Expr> {
        let line = self.line();
        let tok = self.peek().clone();
        let kind = match tok {
            Tok::Int(i) => {
                self.pos += 1;
                ExprKind::Int(i)
            }
            Tok::Long(n) => {
                self.pos += 1;
                ExprKind::Long(n)
            }
            Tok::Float(f) => {
                self.pos += 1;
                ExprKind::Float(f)
            }
            Tok::Str(_) | Tok::FStr(..) => return self.strings(),
            Tok::Name(n) => {
                self.pos += 1;
                match n.as_str() {
                    "True" => ExprKind::Bool(true),
                    "False" => ExprKind::Bool(false),
                    "None" => ExprKind::None,
                    "yield" => {
                        self.pos -= 1;
                        return self.expression();
                    }
                    "await" => return Err(refused("await", line)),
                    "lambda" => {
                        self.pos -= 1;
                        return self.expression();
                    }
                    _ if is_keyword(&n) => {
                        self.pos -= 1;
                        return Err(self.unexpected());
                    }
                    _ => ExprKind::Name(Rc::from(n.as_str())),
                }
            }
            Tok::Op("(") => {
                self.pos += 1;
                self.enter()?;
                let r = self.paren(line);
                self.depth -= 1;
                return r;
            }
            Tok::Op("[") => {
                self.pos += 1;
                self.enter()?;
                let r = self.list_display(line);
                self.depth -= 1;
                return r;
            }
            Tok::Op("{") => {
                self.pos += 1;
                self.enter()?;
                let r = self.brace_display(line);
                self.depth -= 1;
                return r;
            }
            Tok::Op("...") => {
                self.pos += 1;
                ExprKind::Ellipsis
            }
            Tok::Op("*") => {
                self.pos += 1;
                let value = self.bitor()?;
                ExprKind::Starred(Box::new(value))
            }
            _ => return Err(self.unexpected()),
        };
        Ok(Expr { kind, line })
    }

    fn paren(&mut self, line: u32) -> PResult<Expr> {
        if self.eat_op(")") {
            return Ok(Expr {
                kind: ExprKind::Tuple(Vec::new()),
                line,
            });
        }
        let first = self.expression()?;
        if self.at_kw("for") {
            let g = self.comprehension(CompKind::Gen, first, None, line)?;
            self.expect_op(")")?;
            return Ok(g);
        }
        if self.eat_op(")") {
            return Ok(first);
        }
        let mut items = vec![first];
        while self.eat_op(",") {
            if self.at_op(")") {
                break;
            }
            items.push(self.expression()?);
        }
        self.expect_op(")")?;
        Ok(Expr {
            kind: ExprKind::Tuple(items),
            line,
        })
    }

    fn list_display(&mut self, line: u32) -> PResult<Expr> {
        if self.eat_op("]") {
            return Ok(Expr {
                kind: ExprKind::List(Vec::new()),
                line,
            });
        }
        let first = self.expression()?;
        if self.at_kw("for") {
            let c = self.comprehension(CompKind::List, first, None, line)?;
            self.expect_op("]")?;
            return Ok(c);
        }
        let mut items = vec![first];
        while self.eat_op(",") {
            if self.at_op("]") {
                break;
            }
            items.push(self.expression()?);
        }
        self.expect_op("]")?;
        Ok(Expr {
            kind: ExprKind::List(items),
            line,
        })
    }

    fn brace_display(&mut self, line: u32) -> PResult<Expr> {
        if self.eat_op("}") {
            return Ok(Expr {
                kind: ExprKind::Dict(Vec::new()),
                line,
            });
        }
        let first = if self.eat_op("**") {
            let inner_line = self.line();
            let mapping = self.bitor()?;
            Expr {
                kind: ExprKind::DoubleStarred(Box::new(mapping)),
                line: inner_line,
            }
        } else {
            self.expression()?
        };
        if matches!(first.kind, ExprKind::DoubleStarred(_)) || self.eat_op(":") {
            let value = if matches!(first.kind, ExprKind::DoubleStarred(_)) {
                Expr {
                    kind: ExprKind::None,
                    line,
                }
            } else {
                self.expression()?
            };
            if self.at_kw("for") {
                let c = self.comprehension(CompKind::Dict, first, Some(value), line)?;
                self.expect_op("}")?;
                return Ok(c);
            }
            let mut items = vec![(first, value)];
            while self.eat_op(",") {
                if self.at_op("}") {
                    break;
                }
                if self.eat_op("**") {
                    let mapping = self.bitor()?;
                    let l = mapping.line;
                    items.push((
                        Expr {
                            kind: ExprKind::DoubleStarred(Box::new(mapping)),
                            line: l,
                        },
                        Expr {
                            kind: ExprKind::None,
                            line: l,
                        },
                    ));
                    continue;
                }
                let k = self.expression()?;
                self.expect_op(":")?;
                let v = self.expression()?;
                items.push((k, v));
            }
            self.expect_op("}")?;
            return Ok(Expr {
                kind: ExprKind::Dict(items),
                line,
            });
        }
        if self.at_kw("for") {
            let c = self.comprehension(CompKind::Set, first, None, line)?;
            self.expect_op("}")?;
            return Ok(c);
        }
        let mut items = vec![first];
        while self.eat_op(",") {
            if self.at_op("}") {
                break;
            }
            items.push(self.expression()?);
        }
        self.expect_op("}")?;
        Ok(Expr {
            kind: ExprKind::Set(items),
            line,
        })
    }

    /// Adjacent string literals join into one (an f-string among them makes it an f-string).
    fn strings(&mut self) -> PResult<Expr> {
        let line = self.line();
        let mut parts: Vec<FPart> = Vec::new();
        let mut any_f = false;
        loop {
            match self.peek().clone() {
                Tok::Str(s) => {
                    self.pos += 1;
                    parts.push(FPart::Lit(s));
                }
                Tok::FStr(raw_text, raw) => {
                    let l = self.line();
                    self.pos += 1;
                    any_f = true;
                    parts.extend(fstring_parts(&raw_text, raw, l, &mut self.scopes)?);
                }
                _ => break,
            }
        }
        if !any_f {
            let text: String = parts
                .into_iter()
                .map(|p| match p {
                    FPart::Lit(s) => s,
                    FPart::Value { .. } => String::new(),
                })
                .collect();
            return Ok(Expr {
                kind: ExprKind::Str(Rc::from(text.as_str())),
                line,
            });
        }
        Ok(Expr {
            kind: ExprKind::FString(parts),
            line,
        })
    }
}

/// The parts of an f-string's text; `scopes` numbers the lambdas and comprehensions in its
/// expressions after the program's others.
fn fstring_parts(text: &str, raw: bool, line: u32, scopes: &mut usize) -> PResult<Vec<FPart>> {
    let chars: Vec<char> = text.chars().collect();
    let mut parts = Vec::new();
    let mut lit = String::new();
    let mut i = 0;
    let flush = |lit: &mut String, parts: &mut Vec<FPart>| -> PResult<()> {
        if !lit.is_empty() {
            let s = if raw {
                std::mem::take(lit)
            } else {
                unescape(&std::mem::take(lit), line)?
            };
            parts.push(FPart::Lit(s));
        }
        Ok(())
    };
    while i < chars.len() {
        let c = chars[i];
        if c == '{' {
            if i + 1 < chars.len() && chars[i + 1] == '{' {
                lit.push('{');
                i += 2;
                continue;
            }
            flush(&mut lit, &mut parts)?;
            // Find the end of the expression: a `!`, `:` or `}` outside brackets and strings.
            let mut depth = 0;
            let mut j = i + 1;
            let mut quote: Option<char> = None;
            while j < chars.len() {
                let d = chars[j];
                if let Some(q) = quote {
                    if d == q {
                        quote = None;
                    }
                } else if d == '\'' || d == '"' {
                    quote = Some(d);
                } else if d == '(' || d == '[' || d == '{' {
                    depth += 1;
                } else if d == ')' || d == ']' || (d == '}' && depth > 0) {
                    depth -= 1;
                } else if depth == 0
                    && (d == '}' || d == ':' || (d == '!' && chars.get(j + 1) != Some(&'=')))
                {
                    break;
                }
                j += 1;
            }
            let source: String = chars[i + 1..j].iter().collect();
            if source.trim().is_empty() {
                return Err(syntax_error(line, "f-string: empty expression not allowed"));
            }
            // `{x=}` and `{x + 1 = }`: the expression's text as written, then its value
            // (its repr, unless a conversion or a format spec says otherwise).
            let trimmed = source.trim_end();
            let echoed = trimmed
                .strip_suffix('=')
                .filter(|rest| !rest.ends_with(['=', '!', '<', '>']));
            if echoed.is_some() {
                parts.push(FPart::Lit(source.clone()));
            }
            let expr = parse_fstring_expr(echoed.unwrap_or(&source), line, scopes)?;
            let mut conversion = None;
            if j < chars.len() && chars[j] == '!' {
                conversion = chars.get(j + 1).copied();
                if !matches!(conversion, Some('r') | Some('s') | Some('a')) {
                    return Err(syntax_error(line, "f-string: invalid conversion character"));
                }
                j += 2;
            }
            let mut spec = String::new();
            if j < chars.len() && chars[j] == ':' {
                j += 1;
                while j < chars.len() && chars[j] != '}' {
                    if chars[j] == '{' {
                        return Err(refused_words(
                            "fstring_nested",
                            "",
                            "nested replacement fields in an f-string format",
                            line,
                        ));
                    }
                    spec.push(chars[j]);
                    j += 1;
                }
            }
            if j >= chars.len() || chars[j] != '}' {
                return Err(syntax_error(line, "f-string: expecting '}'"));
            }
            if echoed.is_some() && conversion.is_none() && spec.is_empty() {
                conversion = Some('r');
            }
            parts.push(FPart::Value {
                expr,
                conversion,
                spec,
            });
            i = j + 1;
        } else if c == '}' {
            if i + 1 < chars.len() && chars[i + 1] == '}' {
                lit.push('}');
                i += 2;
                continue;
            }
            return Err(syntax_error(line, "f-string: single '}' is not allowed"));
        } else {
            lit.push(c);
            i += 1;
        }
    }
    flush(&mut lit, &mut parts)?;
    Ok(parts)
}

fn parse_fstring_expr(source: &str, line: u32, scopes: &mut usize) -> PResult<Expr> {
    let mut tokens = tokenize(&format!("({source})")).map_err(|mut e| {
        e.line = line;
        e
    })?;
    for t in &mut tokens {
        t.line = line;
    }
    let mut p = Parser {
        tokens,
        pos: 0,
        scopes: *scopes,
        depth: 0,
    };
    let e = p.expression()?;
    if !matches!(p.peek(), Tok::Newline | Tok::End) {
        return Err(syntax_error(line, "f-string: invalid expression"));
    }
    *scopes = p.scopes;
    Ok(e)
}

fn check_target(e: &Expr, verb: &str) -> PResult<()> {
    match &e.kind {
        ExprKind::Name(_) | ExprKind::Subscript(..) | ExprKind::Attribute(..) => Ok(()),
        ExprKind::Tuple(items) | ExprKind::List(items) if verb != "annotate" => {
            if items
                .iter()
                .filter(|t| matches!(t.kind, ExprKind::Starred(_)))
                .count()
                > 1
            {
                return Err(syntax_error(
                    e.line,
                    "multiple starred expressions in assignment",
                ));
            }
            items.iter().try_for_each(|t| match &t.kind {
                ExprKind::Starred(inner) if verb == "assign to" => check_target(inner, verb),
                _ => check_target(t, verb),
            })
        }
        _ => Err(syntax_error(
            e.line,
            &format!("cannot {verb} {}", describe(e)),
        )),
    }
}

fn describe(e: &Expr) -> &'static str {
    match &e.kind {
        ExprKind::Call(..) => "function call",
        ExprKind::Int(_)
        | ExprKind::Float(_)
        | ExprKind::Str(_)
        | ExprKind::Bool(_)
        | ExprKind::None => "literal",
        ExprKind::Compare(..) => "comparison",
        ExprKind::Binary(..) | ExprKind::Unary(..) => "expression",
        _ => "this expression",
    }
}

fn aug_op(op: &str) -> Option<BinOp> {
    Some(match op {
        "+=" => BinOp::Add,
        "-=" => BinOp::Sub,
        "*=" => BinOp::Mul,
        "/=" => BinOp::Div,
        "//=" => BinOp::FloorDiv,
        "%=" => BinOp::Mod,
        "**=" => BinOp::Pow,
        "<<=" => BinOp::LShift,
        ">>=" => BinOp::RShift,
        "&=" => BinOp::BitAnd,
        "|=" => BinOp::BitOr,
        "^=" => BinOp::BitXor,
        _ => return None,
    })
}

fn aug_op_tok(t: &Tok) -> bool {
    matches!(t, Tok::Op(o) if aug_op(o).is_some())
}

pub fn is_keyword(word: &str) -> bool {
    matches!(
        word,
        "False"
            | "None"
            | "True"
            | "and"
            | "as"
            | "assert"
            | "async"
            | "await"
            | "break"
            | "class"
            | "continue"
            | "def"
            | "del"
            | "elif"
            | "else"
            | "except"
            | "finally"
            | "for"
            | "from"
            | "global"
            | "if"
            | "import"
            | "in"
            | "is"
            | "lambda"
            | "nonlocal"
            | "not"
            | "or"
            | "pass"
            | "raise"
            | "return"
            | "try"
            | "while"
            | "with"
            | "yield"
    )
}
