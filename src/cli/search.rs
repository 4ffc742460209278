//! Running a search asked for on the command line: each instance of the request (as a setup
//! text of the registry) with each of its runs, every one a lane of the core's registry run to
//! its end, as the page runs them, and printed as a row.

use std::io::Write;
use std::time::Instant;

use super::print::{Printer, Row};
use super::{BadInput, Request};
use crate::registry;

/// Runs the request, writing the table or the JSON lines to `out`; `Ok(false)` when some
/// instance was bad (reported on standard error, with where it is) and the rest ran.
pub fn run(request: &Request, out: &mut dyn Write) -> Result<bool, BadInput> {
    let flags = request.flags();
    let puzzle = registry::puzzle(flags.name)?;
    let runs = (flags.runs)(request)?;
    let mut printer = Printer::new(out, request.json, flags.first);
    let mut all_good = true;
    let (mut count, mut total_micros) = (0u64, 0.0);
    for setup in (flags.setups)(request)? {
        let setup = match setup {
            Ok(setup) => setup,
            Err(misread) => {
                eprintln!("{misread}");
                all_good = false;
                continue;
            }
        };
        for run in &runs {
            let start = Instant::now();
            let mut lane = match puzzle.lane(&setup.text, run.strategy, request.limits) {
                Ok(lane) => lane,
                Err(error) => match &setup.place {
                    Some(place) => {
                        eprintln!("{place}{error}");
                        all_good = false;
                        break;
                    }
                    None => return Err(error.into()),
                },
            };
            while lane.advance(u64::MAX) > 0 {}
            let micros = start.elapsed().as_secs_f64() * 1e6;
            count += 1;
            total_micros += micros;
            printer.push(Row::of(&*lane, request, &setup, run, micros))?;
        }
    }
    printer.finish()?;
    if flags.times_runs && count > 0 {
        eprintln!(
            "{count} runs in {:.3} s: {:.1} µs per run",
            total_micros / 1e6,
            total_micros / count as f64
        );
    }
    Ok(all_good)
}
