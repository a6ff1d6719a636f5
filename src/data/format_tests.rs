//! Tests of what every data file is made of: the version, damage, and the
//! keys a newer ttt wrote.

use super::*;
use serde::Deserialize;

#[derive(Clone, Default, Debug, PartialEq, Serialize, Deserialize)]
struct Note {
    words: Vec<String>,
    #[serde(default)]
    count: u32,
}

impl DataFile for Note {
    const FILE_NAME: &'static str = "note.json";
    const WHAT: &'static str = "the note";
}

#[derive(Clone, Default, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
struct Choice {
    name: String,
    size: u32,
}

impl DataFile for Choice {
    const FILE_NAME: &'static str = "choice.toml";
    const WHAT: &'static str = "the choice";
}

fn note() -> Note {
    Note {
        words: vec!["a b".into(), "c".into()],
        count: 3,
    }
}

#[test]
fn what_is_written_reads_back() {
    let text = format_file(&note());
    assert!(
        text.starts_with("{\n  \"version\": 1,\n  \"words\": ["),
        "{text}"
    );
    assert_eq!(parse_file::<Note>(text.as_bytes()), Ok(note()));
    let choice = Choice {
        name: "x".into(),
        size: 1234,
    };
    let text = format_file(&choice);
    assert_eq!(text, "name = \"x\"\nsize = 1234\n\n[ttt]\nversion = 1\n");
    assert_eq!(parse_file::<Choice>(text.as_bytes()), Ok(choice));
}

#[test]
fn empty_and_garbage_files_are_damaged() {
    assert_eq!(parse_file::<Note>(b""), Err(Damage::Empty));
    assert_eq!(parse_file::<Choice>(b" \n\n"), Err(Damage::Empty));
    assert_eq!(parse_file::<Note>(&[0xff, 0xfe, 0]), Err(Damage::NotText));
    let said = |bytes: &[u8]| match parse_file::<Note>(bytes) {
        Err(damage) => damage.to_string(),
        Ok(note) => panic!("read {note:?}"),
    };
    assert!(said(b"hello").starts_with("it is not JSON"));
    assert!(said(b"[1, 2]").starts_with("it is not a JSON object"));
    assert_eq!(said(b"{\"words\": []}"), Damage::NoVersion.to_string());
    assert!(said(b"{\"version\": 1, \"words\": 5}").starts_with("it does not hold the note"));
    let toml = parse_file::<Choice>(b"name = \"x\"\nsize = \n[ttt]\nversion = 1\n");
    assert!(matches!(toml, Err(Damage::Invalid { why }) if why.contains("line 2")));
}

/// A file cut short anywhere reads as damaged; only the final newline may
/// go.
#[test]
fn every_truncation_is_damage() {
    let json = format_file(&note());
    let toml = format_file(&Choice {
        name: "x".into(),
        size: 1234,
    });
    for len in 0..json.len() - 1 {
        assert!(
            parse_file::<Note>(&json.as_bytes()[..len]).is_err(),
            "{len}"
        );
    }
    for len in 0..toml.len() - 1 {
        assert!(
            parse_file::<Choice>(&toml.as_bytes()[..len]).is_err(),
            "{len}"
        );
    }
    assert!(matches!(
        parse_file::<Note>(&json.as_bytes()[..json.len() / 2]),
        Err(Damage::Truncated { .. })
    ));
}

#[test]
fn newer_versions_are_told_from_unknown_ones() {
    let check = |text: &str, expected: Damage| {
        assert_eq!(parse_file::<Note>(text.as_bytes()), Err(expected), "{text}");
    };
    let newer = |v: &str| Damage::Newer { version: v.into() };
    check("{\"version\": 2, \"shape\": \"round\"}", newer("2"));
    check(
        "{\"version\": 123456789012345678901234567890}",
        newer("1.2345678901234568e+29"),
    );
    for version in ["\"one\"", "0", "-1", "1.5", "\"2\""] {
        let unknown = Damage::UnknownVersion {
            version: version.replace('"', "\\\""),
        };
        check(&format!("{{\"version\": {version}}}"), unknown);
    }
    let toml = parse_file::<Choice>(b"shape = \"round\"\n[ttt]\nversion = 2\n");
    assert_eq!(toml, Err(newer("2")));
}

#[test]
fn keys_this_version_does_not_read_are_kept_and_written_back() {
    let text = "{\"version\": 1, \"later\": [1, 2], \"words\": [\"a\"]}";
    let (value, kept) = parse_file_keeping::<Note>(text.as_bytes()).expect("reads");
    assert_eq!(value.words, ["a"]);
    let written = format_file_keeping(&value, &kept);
    assert!(
        written.contains("\"later\": [\n    1,\n    2\n  ]"),
        "{written}"
    );
    assert_eq!(
        parse_file_keeping::<Note>(written.as_bytes()),
        Ok((value, kept))
    );
    let text = "colour = \"sea-green\"\nname = \"x\"\n[ttt]\nversion = 1\n";
    let (value, kept) = parse_file_keeping::<Choice>(text.as_bytes()).expect("reads");
    let written = format_file_keeping(&value, &kept);
    assert!(written.contains("colour = \"sea-green\"\n"), "{written}");
    assert!(written.ends_with("\n[ttt]\nversion = 1\n"), "{written}");
}
