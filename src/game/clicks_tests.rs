//! Tests of the click mapping: the bar, the scores, the history's rows,
//! the squares, and every overlay taking every click.

use super::*;
use crate::core::board::Square;
use crate::game::overlay::Chooser;
use crate::picture::drawing::box_centre;
use crate::picture::layout::Button;
use crate::picture::turtle::Point;

fn sq(n: u8) -> Square {
    Square::new(n).expect("1..=9")
}

fn nothing_open() -> Clickable {
    Clickable {
        overlay: None,
        chooser_rows: 0,
        moves: 0,
        history: (1, 0),
    }
}

#[test]
fn clicks_map_to_buttons_squares_or_nothing() {
    let layout = Layout::new(800.0, 600.0);
    let centre5 = layout.to_window(box_centre(sq(5)));
    let on_line = layout.to_window(Point::new(20.0, 10.0));
    let button = |b: Button| layout.button_rect(b).map(|r| r.centre()).expect("a button");
    let table = [
        (centre5, Some(Command::Play(sq(5)))),
        (on_line, None),
        (WindowPoint::new(2.0, 2.0), None),
        (layout.status(0).centre(), None),
        (WindowPoint::new(-5.0, 900.0), None),
        (button(Button::Undo), Some(Command::Undo)),
        (
            button(Button::Opponent),
            Some(Command::Choose(Chooser::Opponent)),
        ),
        (button(Button::Rules), Some(Command::Choose(Chooser::Rules))),
        (layout.scores_rect.centre(), Some(Command::ResetScores)),
    ];
    for (p, expected) in table {
        assert_eq!(
            command_for_click(p, &layout, &nothing_open()),
            expected,
            "{p:?}"
        );
    }
    // With three moves listed from the first, a click on the second row
    // reviews move 2.
    let listed = Clickable {
        moves: 3,
        history: (1, 3),
        ..nothing_open()
    };
    let row = layout.history_row(3, 1).centre();
    assert_eq!(
        command_for_click(row, &layout, &listed),
        Some(Command::ReviewMove(2))
    );
}

#[test]
fn an_open_overlay_takes_every_click() {
    let layout = Layout::new(800.0, 600.0);
    let chooser = Clickable {
        overlay: Some(Overlay::Chooser(Chooser::Opponent, 0)),
        chooser_rows: 9,
        ..nothing_open()
    };
    let sheet = layout.chooser(9);
    assert_eq!(
        command_for_click(sheet.rows[3].centre(), &layout, &chooser),
        Some(Command::Pick(3))
    );
    assert_eq!(
        command_for_click(WindowPoint::new(2.0, 2.0), &layout, &chooser),
        Some(Command::Back)
    );
    let confirm = Clickable {
        overlay: Some(Overlay::Confirm(crate::game::Setup::default())),
        ..nothing_open()
    };
    let dialog = layout.dialog(DIALOG_LINES);
    assert_eq!(
        command_for_click(dialog.rows[0].centre(), &layout, &confirm),
        Some(Command::Answer(true))
    );
    assert_eq!(
        command_for_click(dialog.rows[1].centre(), &layout, &confirm),
        Some(Command::Answer(false))
    );
    assert_eq!(
        command_for_click(WindowPoint::new(2.0, 2.0), &layout, &confirm),
        Some(Command::Answer(false)),
        "a click outside the question says no"
    );
    let help = |page| Clickable {
        overlay: Some(Overlay::Help(page)),
        ..nothing_open()
    };
    let sheet = layout.help(HelpPage::ALL.len());
    let first_setting = sheet.rows[HelpPage::ALL.len()].centre();
    assert_eq!(
        command_for_click(sheet.rows[1].centre(), &layout, &help(HelpPage::Keys)),
        Some(Command::Pick(1))
    );
    assert_eq!(
        command_for_click(first_setting, &layout, &help(HelpPage::Settings)),
        Some(Command::ToggleAnimation)
    );
    assert_eq!(
        command_for_click(first_setting, &layout, &help(HelpPage::Keys)),
        Some(Command::Pick(usize::MAX))
    );
}
