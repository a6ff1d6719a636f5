//! Tests of Qubic positions: text both ways, the errors a person can make,
//! whose turn, and who holds a line.

use super::*;

/// A position with X on `xs` and O on `os` (cell numbers).
pub fn position_of(xs: &[u8], os: &[u8]) -> Position {
    let place = |p: Position, n: &u8, m| p.with(Cell::new(*n).expect("a cell"), m);
    let p = xs
        .iter()
        .fold(Position::default(), |p, n| place(p, n, Mark::X));
    os.iter().fold(p, |p, n| place(p, n, Mark::O))
}

fn error(text: &str) -> String {
    Position::parse_playable(text).expect_err(text).to_string()
}

const EMPTY: &str = "________________/________________/________________/________________";

#[test]
fn the_empty_board_prints_four_planes() {
    assert_eq!(Position::default().to_string(), EMPTY);
    assert_eq!(Position::parse(EMPTY), Ok(Position::default()));
}

#[test]
fn text_reads_back_what_it_prints() {
    let p = position_of(&[1, 22, 64], &[2, 40]);
    assert_eq!(Position::parse(&p.to_string()), Ok(p));
    assert_eq!(p.get(Cell::new(22).expect("a cell")), Some(Mark::X));
    assert_eq!(p.get(Cell::new(3).expect("a cell")), None);
}

#[test]
fn slashes_and_spaces_between_planes_are_ignored_and_any_free_spelling_is_free() {
    let text = format!(
        "xo-. {} / {} {}",
        "_".repeat(12),
        "_".repeat(16),
        "_".repeat(32)
    );
    assert_eq!(Position::parse(&text), Ok(position_of(&[1], &[2])));
    assert_eq!(Position::parse(&"_".repeat(64)), Ok(Position::default()));
    let upper = format!("XO{}", "_".repeat(62));
    assert_eq!(Position::parse(&upper), Ok(position_of(&[1], &[2])));
}

#[test]
fn wrong_lengths_say_how_many_cells() {
    assert_eq!(
        error("x________"),
        "position 'x________' has 9 cells; Qubic needs exactly 64, one per cell ('/' and spaces between planes are ignored)"
    );
    assert!(error(&"_".repeat(65)).contains("has 65 cells"));
}

#[test]
fn bad_letters_name_the_cell() {
    let text = format!("x_{}", "z".repeat(62));
    assert!(error(&text).contains("has 'z' in cell 3; use x, o, or _ - . for a free cell"));
    let digit = format!("1{}", "_".repeat(63));
    assert!(error(&digit).contains("has '1' in cell 1"));
}

#[test]
fn counts_must_alternate_from_x() {
    let text = position_of(&[], &[1]).to_string();
    assert!(error(&text).contains("cannot happen: 0 x and 1 o"));
    let text = position_of(&[1, 2, 3], &[4]).to_string();
    assert!(error(&text).contains("cannot happen: 3 x and 1 o"));
}

#[test]
fn finished_positions_are_refused_with_why() {
    let won = position_of(&[1, 22, 43, 64], &[2, 3, 4]);
    assert_eq!(won.winner(), Some(Mark::X));
    assert_eq!(
        won.winning_line(Mark::X).map(|l| l.to_string()),
        Some("1-22-43-64".into())
    );
    assert!(
        error(&won.to_string()).ends_with("is finished (X has four in a line); nobody moves there")
    );
    let o_won = position_of(&[1, 2, 3, 17, 33], &[4, 8, 12, 16]);
    assert!(error(&o_won.to_string()).contains("(O has four in a line)"));
}

#[test]
fn whose_turn_follows_the_counts() {
    assert_eq!(Position::default().to_move(), Mark::X);
    assert_eq!(position_of(&[1], &[]).to_move(), Mark::O);
    assert_eq!(position_of(&[1], &[2]).to_move(), Mark::X);
}

#[test]
fn a_full_board_is_finished() {
    let full = Cell::all().fold(Position::default(), |p, c| {
        p.with(c, [Mark::X, Mark::O][c.index() % 2])
    });
    assert!(full.is_full());
    assert!(full.is_finished());
}
