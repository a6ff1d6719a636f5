//! Every data file's reader: `scores.json`, `settings.toml`,
//! `learner.json`. The input is read as each kind. What must hold: no
//! panic; what reads is written back (with the keys a newer ttt wrote that
//! this one keeps unread) as a file that reads to the same value and is
//! written again the same; and a file ttt writes is whole or refused,
//! never half-read: cut before its version's end (the closing brace of
//! JSON, the `[ttt]` table of TOML), it is refused.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::fmt::Debug;
use ttt::data::format::{format_file_keeping, parse_file, parse_file_keeping};
use ttt::data::lessons::Lessons;
use ttt::settings::Settings;
use ttt::data::store::DataFile;
use ttt::record::scores::Scores;

/// Checks `bytes` read as `T`.
fn check<T: DataFile + PartialEq + Debug>(bytes: &[u8]) {
    let Ok((value, kept)) = parse_file_keeping::<T>(bytes) else {
        return;
    };
    let written = format_file_keeping(&value, &kept);
    let (again, kept_again) = parse_file_keeping::<T>(written.as_bytes()).expect(&written);
    assert_eq!(again, value, "{written}");
    assert_eq!(format_file_keeping(&again, &kept_again), written);
    let end = match T::FILE_NAME.ends_with(".toml") {
        true => written.rfind("[ttt]"),
        false => written.rfind('}'),
    };
    let end = end.expect("a written file ends in its version");
    assert!(
        parse_file::<T>(&written.as_bytes()[..end]).is_err(),
        "read without its end: {written}"
    );
}

fuzz_target!(|data: &[u8]| {
    check::<Scores>(data);
    check::<Settings>(data);
    check::<Lessons>(data);
});
