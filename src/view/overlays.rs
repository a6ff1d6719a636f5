//! The overlays as display lists: the help's four pages (keys; settings
//! you can click, and every warning of this run; what each rule means;
//! about: the version, the books, the licence, where the data is kept),
//! the choosers (the opponent and side, the rules), and the question
//! before abandoning a game. Each is an opaque, outlined sheet over the
//! shaded game; its rows are the layout's, so a click lands where the row
//! is drawn.

use crate::game::input::{command_for_key, Command, Key, KEY_HELP};
use crate::game::messages::{HELP_ADVICE, RULES_EXPLAINED};
use crate::game::screen_parts::{Chooser, HelpPage, Question};
use crate::game::screens::Screen;
use crate::game::Game;
use crate::view::bar::pen_button;
use crate::view::display::{Colour, DisplayList};
use crate::view::frame::Frame;
use crate::view::layout::{Rect, Sheet};
use crate::view::palette::Palette;
use crate::view::text::Typeset;

/// Lines of text the question box holds above its buttons.
const DIALOG_LINES: usize = 3;

/// `screen` over the shaded game. It takes every click: its rows and
/// buttons do what they say, the rest of its box nothing, and a click
/// outside it closes it (or, for the question, says no).
pub fn overlay(list: &mut DisplayList, game: &Game, screen: &Screen, frame: &Frame) {
    let outside = match screen {
        Screen::Confirm(_) => Command::Answer(false),
        _ => Command::Back,
    };
    list.hit(frame.layout.window(), Some(outside));
    match screen {
        Screen::Help(page) => help(list, game, *page, frame),
        Screen::Chooser(kind, at) => chooser(list, game, *kind, *at, frame),
        Screen::Confirm(question) => confirm(list, game, *question, frame),
        // The review is drawn on the board itself (Game::overlay leaves it out).
        Screen::Review(_) => {}
    }
}

fn help(list: &mut DisplayList, game: &Game, page: HelpPage, frame: &Frame) {
    let layout = frame.layout;
    let tabs = HelpPage::ALL.len();
    let sheet = layout.help(tabs);
    sheet_box(list, frame.palette, sheet.panel);
    let t = frame.typeset();
    let tab_rows = tab_widths(&sheet.rows[..tabs], &t);
    for (i, tab) in HelpPage::ALL.iter().enumerate() {
        let r = tab_rows[i].inset(2.0);
        row_box(list, frame, r, *tab == page, frame.palette.button);
        let label = t.fit(tab.title(), r.w - 6.0);
        list.text(t.centred(&label, r.centre().x, t.baseline_in(r), frame.palette.ink));
        list.hit(r, Some(Command::Pick(i)));
    }
    let body = &sheet.rows[tabs..];
    let Some((footer, body)) = body.split_last() else {
        return;
    };
    match page {
        HelpPage::Keys => two_columns(
            list,
            frame.palette,
            &t,
            body,
            &KEY_HELP.map(|(k, w)| (k.to_string(), w.to_string())),
        ),
        HelpPage::Settings => settings(list, game, frame, body),
        HelpPage::Rules => {
            let pairs = RULES_EXPLAINED.map(|(k, w)| (k.to_string(), w.to_string()));
            two_columns(list, frame.palette, &t, body, &pairs);
        }
        HelpPage::About => two_columns(list, frame.palette, &t, body, &game.about()),
    }
    // The fullest advice the line holds whole.
    let advice = HELP_ADVICE
        .iter()
        .find(|a| t.width(a) <= footer.w)
        .unwrap_or(&HELP_ADVICE[HELP_ADVICE.len() - 1]);
    list.text(t.left(
        &t.fit(advice, footer.w),
        footer.x,
        t.baseline_in(*footer),
        frame.palette.muted,
    ));
}

/// The help's tabs, `rows` (equal, side by side) shared out by their
/// titles' widths, so a long title ("Why it moved") keeps its words where
/// the row has room for every title; equal where it has not.
fn tab_widths(rows: &[Rect], t: &Typeset) -> Vec<Rect> {
    let total: f32 = rows.iter().map(|r| r.w).sum();
    let natural: Vec<f32> = HelpPage::ALL
        .iter()
        .map(|p| t.width(p.title()) + 2.0 * t.size)
        .collect();
    let spare = total - natural.iter().sum::<f32>();
    let (Some(first), true) = (rows.first(), spare >= 0.0 && rows.len() == natural.len()) else {
        return rows.to_vec();
    };
    let mut x = first.x;
    natural
        .iter()
        .map(|w| {
            let w = w + spare / rows.len() as f32;
            let r = Rect { x, w, ..*first };
            x += w;
            r
        })
        .collect()
}

/// Pairs of (name, meaning), the name in the key colour, the meaning
/// wrapped beside it over as many rows as it needs while rows last; in two
/// columns side by side where one is too long and the sheet is wide.
fn two_columns(
    list: &mut DisplayList,
    p: &Palette,
    t: &Typeset,
    rows: &[Rect],
    pairs: &[(String, String)],
) {
    let Some(first) = rows.first() else { return };
    let needed = column(&mut DisplayList::new(1.0, 1.0, p.sheet), p, t, rows, pairs);
    if needed <= rows.len() || first.w < 55.0 * t.size {
        column(list, p, t, rows, pairs);
        return;
    }
    let half = |k: f32| -> Vec<Rect> {
        rows.iter()
            .map(|r| Rect {
                x: r.x + k * (r.w / 2.0 + t.size / 2.0),
                w: r.w / 2.0 - t.size / 2.0,
                ..*r
            })
            .collect()
    };
    let (left, right) = pairs.split_at(pairs.len().div_ceil(2));
    column(list, p, t, &half(0.0), left);
    column(list, p, t, &half(1.0), right);
}

/// One column of pairs; returns the rows it wanted.
fn column(
    list: &mut DisplayList,
    p: &Palette,
    t: &Typeset,
    rows: &[Rect],
    pairs: &[(String, String)],
) -> usize {
    let Some(first) = rows.first() else { return 0 };
    let widest = pairs.iter().map(|(k, _)| t.width(k)).fold(0.0, f32::max);
    let key_w = widest.min(first.w * 0.42);
    let what_x = first.x + key_w + t.size;
    let what_w = first.right() - what_x;
    let mut row = 0;
    for (key, what) in pairs {
        let lines = t.wrap(what, what_w);
        if let Some(r) = rows.get(row) {
            list.text(t.left(&t.fit(key, key_w), r.x, t.baseline_in(*r), p.cursor));
            let left = rows.len() - row;
            let kept = if lines.len() > left {
                t.wrap_within(what, what_w, left)
            } else {
                lines.clone()
            };
            for (i, line) in kept.iter().enumerate() {
                list.text(t.left(line, what_x, t.baseline_in(rows[row + i]), p.ink));
            }
        }
        row += lines.len().max(1);
    }
    row
}

/// The settings page: a row for each setting (a click on it does what its
/// key does), then every warning about the saved data this run.
fn settings(list: &mut DisplayList, game: &Game, frame: &Frame, rows: &[Rect]) {
    let t = frame.typeset();
    let labels = game.setting_labels();
    for ((key, label), r) in labels.iter().zip(rows) {
        let r = r.inset(1.0);
        row_box(list, frame, r, false, frame.palette.button);
        let line = format!("{key}  {label}");
        list.text(t.left(
            &t.fit(&line, r.w - 8.0),
            r.x + 4.0,
            t.baseline_in(r),
            frame.palette.ink,
        ));
        let command = command_for_key(Key::Letter(*key), &game.keymap());
        list.hit(r, command);
    }
    let mut at = labels.len() + 1;
    let warnings = game.warnings();
    let heading = game.warnings_heading();
    let mut put = |text: &str, colour: Colour, at: &mut usize| {
        for line in t.wrap(text, rows[0].w) {
            if let Some(r) = rows.get(*at) {
                list.text(t.left(&line, r.x, t.baseline_in(*r), colour));
                *at += 1;
            }
        }
    };
    put(heading, frame.palette.muted, &mut at);
    for warning in warnings {
        put(warning, frame.palette.warning, &mut at);
    }
}

fn confirm(list: &mut DisplayList, game: &Game, question: Question, frame: &Frame) {
    let layout = frame.layout;
    let sheet = layout.dialog(DIALOG_LINES);
    sheet_box(list, frame.palette, sheet.panel);
    let t = frame.typeset();
    let inner = sheet.panel.inset(layout.margin);
    let text = game.confirm_question(question);
    for (i, line) in t
        .wrap_within(&text, inner.w, DIALOG_LINES)
        .iter()
        .enumerate()
    {
        list.text(t.left(
            line,
            inner.x,
            inner.y + t.size + i as f32 * layout.line,
            frame.palette.ink,
        ));
    }
    let answers = question.answers();
    for ((label, yes), r) in answers.iter().zip([true, false]).zip(&sheet.rows) {
        // Drawn as the bar's buttons are.
        let hovered = frame.mouse.is_some_and(|p| r.contains(p));
        pen_button(list, frame, *r, true, hovered, u32::from(yes));
        let label = t.fit(label, r.w - 8.0);
        list.text(t.centred(&label, r.centre().x, t.baseline_in(*r), frame.palette.ink));
        list.hit(*r, Some(Command::Answer(yes)));
    }
}

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

/// The sheet's box, opaque and outlined; a click in it lands on it.
pub fn sheet_box(list: &mut DisplayList, p: &Palette, panel: Rect) {
    list.hit(panel, None);
    list.fill(panel, p.sheet);
    list.outline(panel, 2.0, p.ink);
}

/// A row lit under the mouse (or by the keyboard), with its edge.
pub fn row_box(list: &mut DisplayList, frame: &Frame, r: Rect, lit: bool, base: Colour) {
    let hovered = frame.mouse.is_some_and(|p| r.contains(p));
    // The keyboard's row is filled; the row under the mouse is outlined,
    // so the two never look like one choice made twice.
    list.fill(r, if lit { frame.palette.highlight } else { base });
    if hovered && !lit {
        list.outline(r, 2.0, frame.palette.edge);
    }
}
