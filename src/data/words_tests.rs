//! Tests of the saved data's errors said in a player's words.

use super::*;

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
    assert_eq!(what("learner.txt"), "the learner's lessons");
}
