//! `ttt completions SHELL`: the shell's completion script, from clap.

use crate::cli::args::Cli;
use clap::CommandFactory;
use clap_complete::Shell;
use std::io::Write;

pub fn run(shell: Shell, out: &mut dyn Write) -> Result<i32, String> {
    // clap_complete panics if its writer fails: it writes to memory.
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut Cli::command(), "ttt", &mut script);
    let _ = out.write_all(&script);
    Ok(0)
}
