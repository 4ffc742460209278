//! `time`: the lab's clock is its step counter, so a program that times itself gets the same
//! figures on every machine and every run: a step is a microsecond. `sleep` costs nothing.

use crate::python::args::{arg_count, Outcome};
use crate::python::error::Res;
use crate::python::value::{Module, Value};

pub const NAMES: &[&str] = &[
    "time",
    "perf_counter",
    "process_time",
    "monotonic",
    "time_ns",
    "perf_counter_ns",
    "sleep",
];

pub fn call(name: &'static str, steps: u64, args: &[Value]) -> Res<Outcome> {
    let v = match name {
        "sleep" => {
            arg_count(name, args, 1, 1)?;
            Value::None
        }
        "time_ns" | "perf_counter_ns" => {
            arg_count(name, args, 0, 0)?;
            Value::Int(steps as i64 * 1000)
        }
        "time" | "perf_counter" | "process_time" | "monotonic" => {
            arg_count(name, args, 0, 0)?;
            Value::Float(steps as f64 / 1e6)
        }
        _ => return Err(super::not_callable(Module::Time, name)),
    };
    Ok(Outcome::Value(v))
}
