//! `ttt review`: a game as move words (`5 1 9`, `x5 o1 x9`) and as the
//! lines the window prints (`x 5`, `o 1 corner`, `undo x 9`, `new game`),
//! read back. The first byte picks the rules. What must hold: no panic; a
//! game that parses has one reviewed move per word, and reads back the
//! same written either way (with marks, and as the window's lines); the
//! moves taken from any text are `x5`-style words; `ttt review -` on the
//! text exits 0 with a report or 2 with one error line.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ttt::cli::review::{json, moves_from_transcript, report, review_words};
use ttt::cli::{run, Launch};
use ttt::core::board::Rules;
use ttt::strategy::review::early_tie;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, input)) = data.split_first() else {
        return;
    };
    let rules = Rules::ALL[pick as usize % Rules::ALL.len()];
    let text = String::from_utf8_lossy(input);
    let words: Vec<&str> = text.split_whitespace().collect();
    if let Ok(reviewed) = review_words(&words, rules) {
        assert_eq!(reviewed.len(), words.len());
        // What the columns say, a line a move, the first mistakes, and a
        // note of an early tie.
        let note = usize::from(early_tie(&reviewed).is_some());
        assert_eq!(report(&reviewed).lines().count(), 1 + words.len() + 1 + note);
        assert_eq!(
            json(&reviewed, rules)["moves"].as_array().map(Vec::len),
            Some(words.len())
        );
        let marked: Vec<String> = reviewed
            .iter()
            .map(|r| format!("{}{}", r.mark, r.square))
            .collect();
        let again = review_words(&marked, rules).expect("the marked moves read back");
        assert_eq!(again, reviewed);
        let printed: String = reviewed
            .iter()
            .map(|r| format!("{} {}\n", r.mark, r.square))
            .collect();
        assert_eq!(moves_from_transcript(&printed), marked);
    }
    let moves = moves_from_transcript(&text);
    for word in &moves {
        let bytes = word.as_bytes();
        assert!(
            bytes.len() == 2 && b"xXoO".contains(&bytes[0]) && (b'1'..=b'9').contains(&bytes[1]),
            "{word}"
        );
    }
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let launch = run(
        &["review", "--rules", rules.name(), "-"],
        &mut input.as_ref(),
        &mut out,
        &mut err,
    );
    let err = String::from_utf8(err).expect("text");
    match launch {
        Launch::Exit(0) => {
            assert!(err.is_empty(), "{err}");
            assert_eq!(
                review_words(&moves, rules).map(|r| r.len()),
                Ok(moves.len())
            );
        }
        Launch::Exit(2) => {
            assert!(out.is_empty());
            assert_eq!(err.lines().count(), 1, "{err}");
            assert!(err.starts_with("error: "), "{err}");
        }
        other => panic!("ttt review ran {other:?}"),
    }
});
