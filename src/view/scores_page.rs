//! The scores page as a display list: a sheet like the help's, each
//! opponent's tally and wins in a row, then the past games newest first,
//! the chosen one lit. What does not fit scrolls: the lines shown are those
//! that keep the chosen game in view, from the top while it fits, and the
//! last line says which game of how many is chosen. A click on a game
//! opens it in the review.

use crate::game::input::Command;
use crate::game::past_games::{ScoreRow, NO_PAST_GAMES, SCORES_ADVICE, SCORES_HEADING};
use crate::game::screen_parts::ScoresPage;
use crate::game::Game;
use crate::view::display::{Colour, DisplayList};
use crate::view::frame::Frame;
use crate::view::sheet::{row_box, sheet_box};
use crate::view::text::Typeset;

/// One line of the page: a name (in the key colour) beside words, or
/// words alone, and the past game it belongs to.
struct Line {
    name: String,
    words: String,
    colour: Colour,
    game: Option<usize>,
    /// Words across the whole row, not beside the names' column.
    whole: bool,
}

pub fn scores_page(list: &mut DisplayList, game: &Game, page: ScoresPage, frame: &Frame) {
    let (layout, t, p) = (frame.layout, frame.typeset(), frame.palette);
    let sheet = layout.help(0);
    sheet_box(list, frame, sheet.panel, Some(SCORES_HEADING));
    let Some((footer, body)) = sheet.rows.split_last() else {
        return;
    };
    let Some(first) = body.first() else { return };
    let mut lines = Vec::new();
    let (tallies, games) = (game.score_rows(), game.past_game_rows());
    let key_w = key_width(&t, &tallies, &games, first.w);
    lay_out(&mut lines, &t, (first.w, key_w), &tallies, p.ink, false);
    let heading = match games.is_empty() {
        true => NO_PAST_GAMES,
        false => "Past games, newest first (times in UTC):",
    };
    lines.extend(t.wrap(heading, first.w).into_iter().map(|words| Line {
        name: String::new(),
        words,
        colour: p.muted,
        game: None,
        whole: true,
    }));
    lay_out(&mut lines, &t, (first.w, key_w), &games, p.ink, true);
    // From the top, unless the chosen game's last line would not show.
    let chosen = page.chosen();
    let end = lines
        .iter()
        .rposition(|l| l.game == Some(chosen))
        .map_or(0, |i| i + 1);
    let mut top = end.saturating_sub(body.len());
    // A row's first line at the top, not the rest of a row cut off above.
    let continues = |i: usize| {
        let (line, above) = (&lines[i], &lines[i - 1]);
        line.name.is_empty() && !line.whole && line.game == above.game && line.game != Some(chosen)
    };
    while top > 0 && top < lines.len() && continues(top) {
        top += 1;
    }
    for (line, r) in lines[top..].iter().zip(body) {
        if let Some(n) = line.game {
            row_box(list, frame, *r, n == chosen, p.sheet);
            list.hit(*r, Some(Command::Pick(n)));
        }
        let baseline = t.baseline_in(*r);
        list.text(t.left(&line.name, r.x + 2.0, baseline, p.cursor));
        let indent = if line.whole { 0.0 } else { key_w };
        list.text(t.left(&line.words, r.x + 2.0 + indent, baseline, line.colour));
    }
    // Where the chosen game is in the list, at the right; the fullest
    // advice that fits beside it.
    let place = match games.len() {
        0 => String::new(),
        n => format!("{} of {n}", chosen.min(n - 1) + 1),
    };
    let room = footer.w - t.width(&place) - t.size;
    let advice = t.fullest(&SCORES_ADVICE, room);
    let baseline = t.baseline_in(*footer);
    list.text(t.left(advice, footer.x, baseline, p.muted));
    let x = footer.right() - t.width(&place);
    list.text(t.left(&place, x, baseline, p.muted));
}

/// The width of the names' column: the widest name and a space, where
/// that leaves most of the row to the words; else none (names stand on a
/// line of their own).
fn key_width(t: &Typeset, tallies: &[ScoreRow], games: &[ScoreRow], w: f32) -> f32 {
    let widest = tallies
        .iter()
        .chain(games)
        .map(|r| t.width(&r.name))
        .fold(0.0, f32::max);
    let key_w = widest + t.size;
    if key_w <= w * 0.45 {
        key_w
    } else {
        t.size
    }
}

/// `rows` as lines, in a row `w` wide with a names' column `key_w` wide:
/// the name beside the first line of its words, or, where the column has
/// no room for names (`key_width`), on a line of its own above them;
/// `games`: each row's lines are numbered with its game.
fn lay_out(
    lines: &mut Vec<Line>,
    t: &Typeset,
    (w, key_w): (f32, f32),
    rows: &[ScoreRow],
    colour: Colour,
    games: bool,
) {
    let stacked = rows.iter().any(|r| t.width(&r.name) + t.size > key_w);
    let words_w = w - key_w - 4.0;
    for (i, row) in rows.iter().enumerate() {
        let mut name = row.name.clone();
        // A stacked name's line has no words of its own.
        let words = stacked.then(String::new).into_iter();
        for words in words.chain(t.wrap(&row.words, words_w)) {
            lines.push(Line {
                name: std::mem::take(&mut name),
                words,
                colour,
                game: games.then_some(i),
                whole: false,
            });
        }
    }
}
