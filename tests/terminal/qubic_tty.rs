//! Qubic in `ttt text` in a real terminal (tmux, 80×24): a game played by
//! keys alone — digits plane-row-column, the arrows and Page Down, Enter —
//! with a refusal, to a win, then its review; the game remembered in the settings; and the
//! computer's reply with its reason.

use crate::support::scratch::scratch_dir;
use crate::text_tty::Pane;

#[test]
fn a_qubic_game_between_two_players_key_by_key() {
    let dir = scratch_dir("tty-qubic");
    let pane = Pane::start("qubic", &dir, "", "--game qubic --opponent human");
    pane.wait_for("Qubic, two players: X moves first.");
    pane.wait_for("plane 4");
    // X 1-1-1, by its three digits.
    pane.key("1", "X to move: plane 1, now the row (1-4).");
    pane.key("1", "X to move: plane 1, row 1, now the column (1-4).");
    pane.key("1", "Last move: X 1-1-1 (1).");
    pane.key("5", "5 is no plane: plane, row and column are each 1-4.");
    // O 2-1-1 by the cursor: Enter shows it on the last move, Page Down
    // takes it to the plane below.
    pane.key("Enter", " 1[X]");
    pane.key("PageDown", "Cell 2-1-1 (17).");
    pane.key("Enter", "Last move: O 2-1-1 (17).");
    for (cell, shown) in [
        ("112", "Last move: X 1-1-2 (2)."),
        ("212", "Last move: O 2-1-2 (18)."),
        ("113", "Last move: X 1-1-3 (3)."),
    ] {
        for digit in cell.chars() {
            pane.key(&digit.to_string(), "");
        }
        pane.wait_for(shown);
    }
    // O 3-1-3 by Page Down from the cursor's 2-1-1, then Right twice.
    pane.key("PageDown", "Cell 3-1-1 (33).");
    pane.key("Right", " 1 . [.]");
    pane.key("Right", " 1 .  . [.]");
    pane.key("Enter", "Last move: O 3-1-3 (35).");
    pane.key("1", "plane 1, now");
    pane.key("1", "row 1, now");
    pane.key("2", "Not a valid move: cell 1-1-2 (2) is taken.");
    for digit in "114".chars() {
        pane.key(&digit.to_string(), "");
    }
    let screen = pane.wait_for("X wins!");
    assert!(
        screen.contains("X has 1-1-1, 1-1-2, 1-1-3, 1-1-4."),
        "{screen}"
    );
    // The review: V at the last move, Left twice, the verdict; Esc back.
    pane.key("v", "Move 7 of 7: X 1-1-4 (4).");
    pane.key("Left", "Move 6 of 7: O 3-1-3 (35).");
    pane.key("Left", "Move 5 of 7: X 1-1-3 (3).");
    pane.wait_for("O must block.");
    pane.key("Escape", "Review closed: back to the game.");
    pane.key("q", "exit status 0");
    let settings = std::fs::read_to_string(dir.join("settings.toml")).expect("settings saved");
    assert!(
        settings.contains("game = \"qubic\"\n")
            && settings.contains("qubic_opponent = \"human\"\n"),
        "{settings}"
    );
}

#[test]
fn the_computer_answers_a_qubic_move_with_its_reason() {
    let dir = scratch_dir("tty-qubic-easy");
    let pane = Pane::start("qubic-easy", &dir, "", "--game qubic --level medium");
    pane.wait_for("Qubic: you (X) vs Medium (O)");
    for digit in "222".chars() {
        pane.key(&digit.to_string(), "");
    }
    let screen = pane.wait_for("Medium played O ");
    assert!(screen.contains("Your move (X)"), "{screen}");
    pane.key("u", "Took back x 2-2-2 (22) and o ");
    pane.key("q", "exit status 0");
}

/// At 40×12 the whole cube shows (four planes across, two characters a
/// cell), and under it the status, a refusal and the result.
#[test]
fn a_40_by_12_terminal_shows_the_whole_cube_the_status_and_the_result() {
    let dir = scratch_dir("qubic-tty-small");
    let pane = Pane::start_in(
        (40, 12),
        "qubic-small",
        &dir,
        "--game qubic --opponent human",
    );
    let screen = pane.wait_for("X to move");
    assert!(screen.contains("plane 4"), "every plane shows:\n{screen}");
    for digit in "111".chars() {
        pane.tmux_key(&digit.to_string());
    }
    pane.wait_for("Last move: X 1-1-1");
    // A move to plane 3 is seen there, lit as the last move.
    for digit in "311".chars() {
        pane.tmux_key(&digit.to_string());
    }
    let screen = pane.wait_for("Last move: O 3-1-1");
    assert!(
        screen.contains("1(O . . . 1"),
        "O's move lit on plane 3:\n{screen}"
    );
    for digit in "112".chars() {
        pane.tmux_key(&digit.to_string());
    }
    pane.wait_for("Last move: X 1-1-2");
    // A taken cell is refused in words.
    for digit in "311".chars() {
        pane.tmux_key(&digit.to_string());
    }
    pane.wait_for("Not a valid move: cell 3-1-1");
    for cell in ["312", "113", "313", "114"] {
        for digit in cell.chars() {
            pane.tmux_key(&digit.to_string());
        }
    }
    let screen = pane.wait_for("X wins!");
    assert!(screen.contains("plane 4"), "{screen}");
}

/// At 40×12 the 3×3 game shows its board and, under it, the status, a
/// refusal, and the result of a tie.
#[test]
fn a_40_by_12_terminal_shows_the_board_the_status_and_a_tie() {
    let dir = scratch_dir("tty-small");
    let pane = Pane::start_in((40, 12), "small", &dir, "--opponent human");
    pane.wait_for("X to move");
    pane.tmux_key("5");
    pane.wait_for("O to move");
    pane.tmux_key("5");
    pane.wait_for("is taken");
    for square in ["1", "9", "3", "2", "8", "4", "6", "7"] {
        pane.tmux_key(square);
    }
    pane.wait_for("Tie game!");
}
