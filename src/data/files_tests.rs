//! Tests of the data directory's file primitives: temporaries known by
//! name, stamps in UTC, errors in words.

use super::*;

#[test]
fn temporaries_are_recognised_by_name() {
    let made = temporary_path(Path::new("/d/scores.json"));
    let name = made
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or_default();
    assert!(
        name.starts_with("scores.json.tmp-") && is_temporary(name),
        "{name}"
    );
    for other in [
        "scores.json",
        "scores.json.tmp-",
        "scores.json.tmp-12",
        "a.tmp-1-x",
        "scores.json.damaged-20260101T000000Z",
    ] {
        assert!(!is_temporary(other), "{other}");
    }
}

#[test]
fn stamps_are_utc_calendar_times() {
    assert_eq!(utc_stamp(0), "19700101T000000Z");
    assert_eq!(utc_stamp(951_782_400), "20000229T000000Z");
    assert_eq!(utc_stamp(1_767_225_599), "20251231T235959Z");
    assert_eq!(utc_stamp(4_107_542_400), "21000301T000000Z");
}

#[test]
fn errors_are_said_in_words() {
    let exists = io::Error::from_raw_os_error(17);
    assert_eq!(
        problem(&exists),
        "a file is in the way where a folder should be"
    );
    let denied = io::Error::from(io::ErrorKind::PermissionDenied);
    assert_eq!(problem(&denied), "this account may not write there");
    assert!(problem(&io::Error::other("odd")).starts_with("the system refused"));
}
