use super::*;

fn cell(n: u8) -> Cell {
    Cell::new(n).expect("a cell 1..64")
}

/// The position after X and O took turns on `moves` (cell numbers).
fn after(moves: &[u8]) -> Position {
    play(
        Position::default(),
        &moves.iter().map(|&n| cell(n)).collect::<Vec<_>>(),
    )
}

#[test]
fn a_line_of_three_is_a_win_now() {
    // X holds 1, 2, 3; O has just played 64.
    let before = after(&[1, 17, 2, 33, 3]);
    assert_eq!(
        verdict(&before, cell(64)).as_deref(),
        Some("X can win now: 1-1-4 (4).")
    );
}

#[test]
fn a_double_threat_is_a_forced_win_by_threats() {
    // O holds 2, 3 (row 1-1) and 5, 9 (column 1 of plane 1): 1-1-1 makes
    // two threats at once. X's marks are scattered, none on those lines.
    let before = after(&[43, 2, 60, 3, 30, 5, 47, 9]);
    assert_eq!(
        verdict(&before, cell(56)).as_deref(),
        Some("O has a forced win by threats: 1-1-1 (1) first.")
    );
}

#[test]
fn the_book_says_x_can_force_a_win() {
    let first = book_move(&Position::default()).expect("the book's first move");
    let before = Position::default().with(first, Mark::X);
    let reply = before
        .free_cells()
        .find(|&c| book_move(&before.with(c, Mark::O)).is_some())
        .expect("a reply of O's in the book");
    let proof = book_move(&before.with(reply, Mark::O)).expect("booked");
    let words = format!(
        "X can force a win from here: the proof plays {}.",
        proof.words()
    );
    assert_eq!(verdict(&before, reply), Some(words));
}

#[test]
fn nothing_is_said_where_nothing_is_known() {
    // Two quiet moves at the start: no threats, O's side not in the book.
    let before = Position::default();
    assert_eq!(verdict(&before, cell(22)), None);
}

#[test]
fn a_missed_threat_win_is_named() {
    // X holds 2, 3 and 5, 9 with 1 free: two threats at once; X plays 64
    // instead, which makes no threat.
    let before = after(&[2, 43, 3, 60, 5, 30, 9, 47]);
    let said = verdict(&before, cell(64));
    assert!(
        said.as_deref()
            .is_some_and(|s| s == "X had a forced win by threats: 1-1-1 (1) first."),
        "{said:?}"
    );
}

#[test]
fn playing_the_threat_win_is_said_so() {
    let before = after(&[2, 43, 3, 60, 5, 30, 9, 47]);
    assert_eq!(
        verdict(&before, cell(1)).as_deref(),
        Some("X starts a forced win by threats.")
    );
}

#[test]
fn a_prepared_threat_win_is_named_and_a_quiet_move_is_not() {
    // From a game against hard: after X 1-1-3, O has no win by threats
    // yet (hard "prepares" one); after O 3-2-2 it has one unless X stops it.
    let before = after(&[1, 22, 2, 4, 43, 23]);
    assert_eq!(verdict(&before, cell(3)), None);
    let before = after(&[1, 22, 2, 4, 43, 23, 3]);
    let said = verdict(&before, cell(38));
    assert!(
        said.as_deref()
            .is_some_and(|s| s.starts_with("O threatens a forced win by threats (")
                && s.ends_with("first) unless X stops it.")),
        "{said:?}"
    );
}

#[test]
fn a_line_of_three_made_is_a_threat_to_block() {
    // X makes 1, 2, 3 with 4 free; O to move must block.
    let before = after(&[1, 17, 2, 33]);
    assert_eq!(
        verdict(&before, cell(3)).as_deref(),
        Some("X threatens to win at 1-1-4 (4): O must block.")
    );
}
