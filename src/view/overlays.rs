//! The overlays as display lists: the help's four pages (keys; settings
//! you can click, and every warning of this run; what each rule means;
//! about: the version, the books, the licence, where the data is kept),
//! the choosers, and the question before abandoning a game. Each is an
//! opaque sheet over the shaded game; its rows are the layout's, so a
//! click lands where the row is drawn.

use crate::game::input::{command_for_key, Command, Key, KEY_HELP};
use crate::game::messages::{HELP_ADVICE, RULES_EXPLAINED};
use crate::game::screen_parts::{HelpPage, Question};
use crate::game::screens::Screen;
use crate::game::Game;
use crate::view::bar::{pen_button, Look};
use crate::view::chooser;
use crate::view::display::{Colour, DisplayList};
use crate::view::frame::Frame;
use crate::view::layout::Rect;
use crate::view::palette::Palette;
use crate::view::sheet::{row_box, sheet_box};
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
        Screen::Chooser(kind, at) => chooser::chooser(list, game, *kind, *at, frame),
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
        let look = match (frame.mouse.is_some_and(|p| r.contains(p)), frame.pressed) {
            (true, true) => Look::Pressed,
            (true, false) => Look::Hovered,
            (false, _) => Look::Plain,
        };
        pen_button(list, frame, *r, look, u32::from(yes));
        let label = t.fit(label, r.w - 8.0);
        list.text(t.centred(&label, r.centre().x, t.baseline_in(*r), frame.palette.ink));
        list.hit(*r, Some(Command::Answer(yes)));
    }
}
