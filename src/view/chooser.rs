//! The choosers over the game (the opponent and side, the rules): every
//! row whole — its title and what is said of it wrapped over the lines
//! they need where the window has room, else a line a row and a note under
//! them for the row lit — numbered by the digit that picks it.

use crate::game::input::Command;
use crate::game::screen_parts::Chooser;
use crate::game::Game;
use crate::view::display::DisplayList;
use crate::view::frame::Frame;
use crate::view::layout::Rect;
use crate::view::sheet::{row_box, sheet_box};
use crate::view::sheet_layout::Sheet;
use crate::view::text::Typeset;

/// A chooser: its rows whole, each title and what is said of it wrapped
/// over the lines it needs, where the window has room for every row so;
/// else a line a row, and what is said of the row under the mouse (or the
/// keyboard's) in a note under them. Nothing is cut short: a row too long
/// for its line shows its name, and the note leaves out what it cannot
/// hold whole.
pub fn chooser(list: &mut DisplayList, game: &Game, kind: Chooser, at: usize, frame: &Frame) {
    let layout = frame.layout;
    let entries = game.entries(kind);
    let t = frame.typeset();
    let width = layout.chooser_text_width() - columns(&t).1;
    let titles: Vec<String> = entries.iter().map(|e| e.title.to_string()).collect();
    let wrapped: Vec<(Vec<String>, Vec<String>)> = entries
        .iter()
        .zip(&titles)
        .map(|(entry, title)| (t.wrap(title, width), t.wrap(&entry.detail, width)))
        .collect();
    let lines = wrapped.iter().map(|(a, b)| a.len() + b.len()).max();
    let sheet: Sheet = layout.chooser(entries.len(), lines.unwrap_or(1));
    sheet_box(list, frame.palette, sheet.panel);
    let inner = sheet.panel.inset(layout.margin);
    list.text(t.left(
        &t.fit(kind.heading(), inner.w),
        inner.x,
        inner.y + t.size,
        frame.palette.ink,
    ));
    let whole = wrapped.iter().all(|(title, _)| title.len() == 1);
    for (i, (entry, r)) in entries.iter().zip(&sheet.rows).enumerate() {
        row_box(list, frame, *r, i == at, frame.palette.sheet);
        let words = match (sheet.note, whole) {
            (None, _) => Words::Wrapped(&wrapped[i].0, &wrapped[i].1),
            (Some(_), true) => Words::Line(&titles[i]),
            (Some(_), false) => Words::Line(&entry.title.name),
        };
        row(list, frame, &t, (i, entry.current, *r), words);
        list.hit(*r, Some(Command::Pick(i)));
    }
    if let Some(note) = sheet.note {
        let hovered = frame
            .mouse
            .and_then(|p| sheet.rows.iter().position(|r| r.contains(p)));
        if let Some(entry) = entries.get(hovered.unwrap_or(at)) {
            let said = if whole { "" } else { &entry.title.subtitle };
            chooser_note(list, frame, &t, note, [said, &entry.detail]);
        }
    }
    let advice = "\u{2191} \u{2193} Enter, a digit or a click \u{b7} Esc closes";
    let baseline = sheet.panel.bottom() - layout.margin / 2.0 - t.size * 0.3;
    list.text(t.left(
        &t.fit(advice, inner.w),
        inner.x,
        baseline,
        frame.palette.muted,
    ));
}

/// A row's words: its title and detail wrapped over the row's lines, or
/// one line.
enum Words<'a> {
    Wrapped(&'a [String], &'a [String]),
    Line(&'a str),
}

/// Three columns: the current choice's bullet, the digit that picks the
/// row, and its words, so every row's words start at one x. Returns the
/// digit's x and the words' x, from the row's start.
fn columns(t: &Typeset) -> (f32, f32) {
    let bullet = t.width("\u{2022} ");
    (bullet, bullet + t.width("9. "))
}

/// Row `i` in `r` (`current`: the bullet), numbered by the digit that picks
/// it (rows past 9: arrows or a click), with its `words`.
fn row(
    list: &mut DisplayList,
    frame: &Frame,
    t: &Typeset,
    (i, current, r): (usize, bool, Rect),
    words: Words,
) {
    let (ink, x) = (frame.palette.ink, r.x + 4.0);
    let (digit, indent) = columns(t);
    let first = match words {
        Words::Wrapped(..) => r.y + t.size + 2.0,
        Words::Line(_) => t.baseline_in(r),
    };
    if current {
        list.text(t.left("\u{2022}", x, first, ink));
    }
    if i < 9 {
        list.text(t.left(&format!("{}.", i + 1), x + digit, first, ink));
    }
    match words {
        Words::Line(text) => list.text(t.left(text, x + indent, first, ink)),
        Words::Wrapped(title, detail) => {
            let muted = frame.palette.muted;
            let lines = title.iter().map(|l| (l, ink));
            let lines = lines.chain(detail.iter().map(|l| (l, muted)));
            for (k, (line, colour)) in lines.enumerate() {
                let y = first + k as f32 * frame.layout.line;
                list.text(t.left(line, x + indent, y, colour));
            }
        }
    }
}

/// The chooser's note: each of `paragraphs` wrapped, in order, those that
/// fit whole in the lines left.
fn chooser_note(
    list: &mut DisplayList,
    frame: &Frame,
    t: &Typeset,
    note: Rect,
    paragraphs: [&str; 2],
) {
    let mut lines = (note.h / frame.layout.line).round() as usize;
    let mut y = note.y + t.size;
    for (k, text) in paragraphs.iter().enumerate() {
        let wrapped = t.wrap(text, note.w);
        if text.is_empty() || wrapped.len() > lines {
            continue;
        }
        let colour = if k == 0 {
            frame.palette.ink
        } else {
            frame.palette.muted
        };
        for line in &wrapped {
            list.text(t.left(line, note.x + 4.0, y, colour));
            y += frame.layout.line;
        }
        lines -= wrapped.len();
    }
}
