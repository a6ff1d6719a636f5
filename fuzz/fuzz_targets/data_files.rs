//! Every data file's parser: `scores.txt`, `settings.txt`, `learner.txt`.
//! The input is read as each kind (its header says which it claims to
//! be). What must hold: no panic; at most one kind reads it; what reads is
//! written back (with the lines a newer ttt wrote that this one keeps
//! unread) as a file that reads to the same value and lines; and a file is
//! whole or refused, never half-read: cut before its `end` line, it is
//! refused.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::fmt::Debug;
use ttt::data::datafile::{format_file_keeping, parse_file, parse_file_keeping, DataFile};
use ttt::data::lessons::Lessons;
use ttt::data::settings::Settings;
use ttt::strategy::scores::Scores;

/// Checks `bytes` read as `T`; whether they read.
fn check<T: DataFile + PartialEq + Debug>(bytes: &[u8]) -> bool {
    let Ok(read) = parse_file_keeping::<T>(bytes) else {
        return false;
    };
    let written = format_file_keeping(&read.0, &read.1);
    assert_eq!(
        parse_file_keeping::<T>(written.as_bytes()).as_ref(),
        Ok(&read),
        "{written}"
    );
    let text = std::str::from_utf8(bytes).expect("a file that reads is text");
    let header = text.split_inclusive('\n').next().map_or(0, str::len);
    let mut at = header;
    let end = text[header..]
        .split_inclusive('\n')
        .find_map(|line| {
            let found = line.split_whitespace().eq(["end"]).then_some(at);
            at += line.len();
            found
        })
        .expect("a file that reads has an end line");
    assert!(
        parse_file::<T>(&bytes[..end]).is_err(),
        "read without its end line"
    );
    true
}

fuzz_target!(|data: &[u8]| {
    let read = [
        check::<Scores>(data),
        check::<Settings>(data),
        check::<Lessons>(data),
    ];
    assert!(read.iter().filter(|&&r| r).count() <= 1);
});
