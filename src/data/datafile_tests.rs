//! Tests of the shape every data file shares.

use super::*;

#[derive(Default, Debug, PartialEq)]
struct Words(Vec<String>);

impl DataFile for Words {
    const FILE_NAME: &'static str = "words.txt";
    const KIND: &'static str = "words";
    fn parse_body(lines: &[Line]) -> Result<Self, Damage> {
        Ok(Words(lines.iter().map(|l| l.words.join(" ")).collect()))
    }
    fn format_body(&self) -> String {
        self.0.iter().map(|w| format!("{w}\n")).collect()
    }
    fn is_foreign(line: &Line) -> bool {
        line.words[0].starts_with("new-")
    }
}

fn check(text: &str, expected: Result<&[&str], Damage>) {
    let got = parse_file::<Words>(text.as_bytes());
    let expected = expected.map(|ws| Words(ws.iter().map(|w| w.to_string()).collect()));
    assert_eq!(got, expected, "parsing {text:?}");
}

#[test]
fn a_whole_file_parses() {
    check("ttt words 1\na b\n\n# note\n c \nend\n", Ok(&["a b", "c"]));
    check("ttt words 1\nend", Ok(&[]));
    check("ttt words 1\r\na\r\nend\r\n\r\n", Ok(&["a"]));
}

#[test]
fn empty_files_are_damaged() {
    check("", Err(Damage::Empty));
    check(" \n\n", Err(Damage::Empty));
}

#[test]
fn truncated_files_are_damaged() {
    check("ttt words 1\na b\n", Err(Damage::Truncated));
    check("ttt words 1\na b\nen", Err(Damage::Truncated));
    check("ttt words 1", Err(Damage::Truncated));
    check(
        "ttt wo",
        Err(Damage::NoHeader {
            found: "ttt wo".into(),
        }),
    );
}

#[test]
fn garbage_is_damaged() {
    check(
        "hello\nend\n",
        Err(Damage::NoHeader {
            found: "hello".into(),
        }),
    );
    check(
        "ttt scores 1\nend\n",
        Err(Damage::NoHeader {
            found: "ttt scores 1".into(),
        }),
    );
    check(
        "ttt words 1\nend\nmore\n",
        Err(Damage::BadLine {
            line: 3,
            why: "text after the 'end' line".into(),
        }),
    );
    assert_eq!(parse_file::<Words>(&[0xff, 0xfe, 0]), Err(Damage::NotText));
}

#[test]
fn newer_versions_are_told_from_unknown_ones() {
    let newer = |v: &str| Err(Damage::Newer { version: v.into() });
    check("ttt words 2\nend\n", newer("2"));
    check("ttt words 10\nanything at all\nend\n", newer("10"));
    check(
        "ttt words 123456789012345678901234567890\nend\n",
        newer("123456789012345678901234567890"),
    );
    for version in ["one", "0", "01", "-1", "1.5", "+2"] {
        check(
            &format!("ttt words {version}\nend\n"),
            Err(Damage::UnknownVersion {
                version: version.into(),
            }),
        );
    }
}

#[test]
fn what_is_written_reads_back() {
    let words = Words(vec!["a b".into(), "c".into()]);
    let text = format_file(&words);
    assert_eq!(text, "ttt words 1\na b\nc\nend\n");
    assert_eq!(parse_file::<Words>(text.as_bytes()), Ok(words));
}

#[test]
fn foreign_lines_are_kept_and_written_back() {
    let text = "ttt words 1\nnew-key  a\tb\na b\n# note\nnew-other\nend\n";
    let (words, kept) = parse_file_keeping::<Words>(text.as_bytes()).expect("reads");
    assert_eq!(words, Words(vec!["a b".into()]));
    assert_eq!(kept, ["new-key a b", "new-other"]);
    let written = format_file_keeping(&words, &kept);
    assert_eq!(written, "ttt words 1\na b\nnew-key a b\nnew-other\nend\n");
    assert_eq!(
        parse_file_keeping::<Words>(written.as_bytes()),
        Ok((words, kept))
    );
    assert_eq!(
        format_file_keeping(&Words(vec![]), &[]),
        "ttt words 1\nend\n"
    );
}
