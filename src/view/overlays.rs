//! The overlays as display lists: the help's pages, the choosers, the
//! question, the names and the scores page, each an opaque sheet over the
//! shaded game whose rows are the layout's.
use crate::core::board::Mark;
use crate::game::friend_screen::{
    BUTTONS, CODE_ROW, CODE_WORDS, FRIEND_ADVICE, FRIEND_HEADING, HOST_ROW, HOST_WORDS,
};
use crate::game::input::{command_for_key, key_help, Command, Key};
use crate::game::messages::{HELP_ADVICE, RULES_EXPLAINED};
use crate::game::names::{NAMES_ADVICE, NAMES_HEADING};
use crate::game::past_games::{ScoreRow, NO_PAST_GAMES, SCORES_ADVICE, SCORES_HEADING};
use crate::game::screens::{Chooser, FriendScreen, HelpPage, NamesEditor, Question, Screen};
use crate::game::{Game, Pointer};
use crate::view::bar::pen_button;
use crate::view::display::{Colour, DisplayList};
use crate::view::frame::Frame;
use crate::view::layout::Rect;
use crate::view::text::Typeset;

/// Lines of text the question box holds above its buttons.
const DIALOG_LINES: usize = 3;

/// `screen` over the shaded game. It takes every click: outside its box,
/// one closes it (or says no).
pub fn overlay(list: &mut DisplayList, game: &Game, screen: &Screen, frame: &Frame) {
    let outside = match screen {
        Screen::Confirm(..) | Screen::Names(_) | Screen::Friend(_) => Command::Answer(false),
        _ => Command::Back,
    };
    list.hit(frame.layout.window(), Some(outside));
    match screen {
        Screen::Help(page) => help(list, game, *page, frame),
        Screen::Chooser(kind, at) => chooser(list, game, *kind, *at, frame),
        Screen::Confirm(question, yes) => confirm(list, game, (*question, *yes), frame),
        // The review is drawn on the board itself (Game::overlay leaves it out).
        Screen::Review(_) => {}
        Screen::Scores(chosen) => scores_page(list, game, *chosen, frame),
        Screen::Names(editor) => names(list, *editor, frame),
        Screen::Friend(screen) => friend(list, screen, frame),
    }
}

fn help(list: &mut DisplayList, game: &Game, page: HelpPage, frame: &Frame) {
    let (t, p) = (frame.typeset(), frame.palette);
    let tabs = HelpPage::ALL.len();
    let sheet = frame.layout.help(tabs);
    sheet_box(list, frame, sheet.panel, None);
    let tab_rows = tab_widths(&sheet.rows[..tabs], &t);
    for (i, tab) in HelpPage::ALL.iter().enumerate() {
        let r = tab_rows[i].inset(2.0);
        row_box(list, frame, r, *tab == page, p.button);
        let label = t.fit(tab.title(), r.w - 6.0);
        list.text(t.centred(&label, r.centre().x, t.baseline_in(r), p.ink));
        list.hit(r, Some(Command::Pick(i)));
    }
    let Some((footer, body)) = sheet.rows[tabs..].split_last() else {
        return;
    };
    match page {
        HelpPage::Keys => two_columns(
            list,
            frame,
            body,
            &key_help(game.round().game(), game.pointer() == Pointer::Touch),
        ),
        HelpPage::Settings => settings(list, game, frame, body),
        HelpPage::Rules => two_columns(list, frame, body, &RULES_EXPLAINED),
        HelpPage::About => {
            let about = game.about();
            let pairs: Vec<_> = about
                .iter()
                .map(|(k, w)| (k.as_str(), w.as_str()))
                .collect();
            two_columns(list, frame, body, &pairs);
        }
    }
    let advice = t.fit(t.fullest(&HELP_ADVICE, footer.w), footer.w);
    list.text(t.left(&advice, footer.x, t.baseline_in(*footer), p.muted));
}

/// The help's tabs, `rows`, shared out by their titles' widths where all fit.
fn tab_widths(rows: &[Rect], t: &Typeset) -> Vec<Rect> {
    let total: f32 = rows.iter().map(|r| r.w).sum();
    let natural = HelpPage::ALL.map(|p| t.width(p.title()) + 2.0 * t.size);
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

/// Pairs of (name, meaning), the meaning wrapped beside its name while
/// rows last; in two columns where one is too long and the sheet is wide.
fn two_columns(list: &mut DisplayList, frame: &Frame, rows: &[Rect], pairs: &[(&str, &str)]) {
    let t = frame.typeset();
    let Some(first) = rows.first() else { return };
    let scratch = &mut DisplayList::new(1.0, 1.0, frame.palette.sheet);
    if column(scratch, frame, rows, pairs) <= rows.len() || first.w < 55.0 * t.size {
        column(list, frame, rows, pairs);
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
    column(list, frame, &half(0.0), left);
    column(list, frame, &half(1.0), right);
}

/// One column of pairs; returns the rows it wanted.
fn column(list: &mut DisplayList, frame: &Frame, rows: &[Rect], pairs: &[(&str, &str)]) -> usize {
    let (t, p) = (frame.typeset(), frame.palette);
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
            let kept = t.wrap_within(what, what_w, rows.len() - row);
            for (i, line) in kept.iter().enumerate() {
                list.text(t.left(line, what_x, t.baseline_in(rows[row + i]), p.ink));
            }
        }
        row += lines.len().max(1);
    }
    row
}

/// The settings page: a row a setting (a click does what its key does),
/// then this run's warnings about the saved data.
fn settings(list: &mut DisplayList, game: &Game, frame: &Frame, rows: &[Rect]) {
    let (t, p) = (frame.typeset(), frame.palette);
    let Some(first) = rows.first() else { return };
    let mut at = 0;
    for (key, label) in game.setting_labels() {
        // The label wraps under itself, beside its key, over the rows it
        // needs: one box, one click, however many lines.
        let lead = format!("{key}  ");
        let x = first.x + 5.0 + t.width(&lead);
        let lines = t.wrap(&label, first.right() - 5.0 - x);
        let (Some(top), Some(bottom)) = (rows.get(at), rows.get(at + lines.len() - 1)) else {
            break;
        };
        let r = Rect::new(top.x, top.y, top.w, bottom.bottom() - top.y).inset(1.0);
        row_box(list, frame, r, false, p.button);
        list.text(t.left(&lead, r.x + 4.0, t.baseline_in(*top), p.ink));
        for (line, row) in lines.iter().zip(&rows[at..]) {
            list.text(t.left(line, x, t.baseline_in(*row), p.ink));
        }
        list.hit(r, command_for_key(Key::Letter(key), &game.keymap()));
        at += lines.len();
    }
    at += 1;
    let heading = (game.warnings_heading(), p.muted);
    let warnings = game.warnings().iter().map(|w| (w.as_str(), p.warning));
    for (text, colour) in std::iter::once(heading).chain(warnings) {
        for line in t.wrap(text, rows[0].w) {
            if let Some(r) = rows.get(at) {
                list.text(t.left(&line, r.x, t.baseline_in(*r), colour));
                at += 1;
            }
        }
    }
}

/// The names screen: X's and O's names (the one typed lit, with a caret),
/// and Keep and Cancel.
fn names(list: &mut DisplayList, editor: NamesEditor, frame: &Frame) {
    let (layout, t, p) = (frame.layout, frame.typeset(), frame.palette);
    let sheet = layout.dialog(DIALOG_LINES + 2);
    let inner = sheet_box(list, frame, sheet.panel, Some(NAMES_HEADING));
    let names = [(Mark::X, editor.x), (Mark::O, editor.o)];
    for (i, (mark, name)) in names.into_iter().enumerate() {
        let top = inner.y + (1.3 + 1.3 * i as f32) * layout.line;
        let r = Rect::new(inner.x, top, inner.w, layout.line * 1.1);
        let typing = editor.editing == mark;
        row_box(list, frame, r, typing, p.button);
        let caret = if typing { "|" } else { "" };
        let label = format!("{}:  {name}{caret}", mark.upper());
        list.text(t.left(&label, r.x + 4.0, t.baseline_in(r), p.ink));
        list.hit(r, Some(Command::Pick(i)));
    }
    let advice = t.fullest(&NAMES_ADVICE, inner.w);
    let baseline = inner.y + 3.8 * layout.line + t.size;
    list.text(t.left(advice, inner.x, baseline, p.muted));
    answer_buttons(
        list,
        frame,
        &sheet.rows,
        ["Keep (Enter)", "Cancel (Esc)"],
        None,
    );
}

/// The friend screen: hosting and the code typed (the one Enter does lit,
/// the code with a caret), and Host and Join.
fn friend(list: &mut DisplayList, screen: &FriendScreen, frame: &Frame) {
    let (layout, t, p) = (frame.layout, frame.typeset(), frame.palette);
    let sheet = layout.dialog(DIALOG_LINES + 2);
    let inner = sheet_box(list, frame, sheet.panel, Some(FRIEND_HEADING));
    let caret = if screen.joining { "|" } else { "" };
    let rows = [
        (HOST_ROW, HOST_WORDS.to_string(), !screen.joining),
        (
            CODE_ROW,
            format!("{CODE_WORDS}  {}{caret}", screen.code),
            screen.joining,
        ),
    ];
    for (i, (pick, words, lit)) in rows.into_iter().enumerate() {
        let top = inner.y + (1.3 + 1.3 * i as f32) * layout.line;
        let r = Rect::new(inner.x, top, inner.w, layout.line * 1.1);
        row_box(list, frame, r, lit, p.button);
        let words = t.fit(&words, r.w - 8.0);
        list.text(t.left(&words, r.x + 4.0, t.baseline_in(r), p.ink));
        list.hit(r, Some(Command::Pick(pick)));
    }
    let advice = t.fullest(&FRIEND_ADVICE, inner.w);
    let baseline = inner.y + 3.8 * layout.line + t.size;
    list.text(t.left(advice, inner.x, baseline, p.muted));
    for (((label, pick), r), first) in BUTTONS.iter().zip(&sheet.rows).zip([true, false]) {
        let pointed = first != screen.joining;
        let hovered = frame.mouse.is_some_and(|p| r.contains(p)) || pointed;
        pen_button(list, frame, *r, true, hovered, u32::from(first));
        let label = t.fit(label, r.w - 8.0);
        list.text(t.centred(&label, r.centre().x, t.baseline_in(*r), p.ink));
        list.hit(*r, Some(Command::Pick(*pick)));
    }
}

/// The question, and its answers with the one the keys point at lit.
fn confirm(list: &mut DisplayList, game: &Game, (question, yes): (Question, bool), frame: &Frame) {
    let (layout, t, p) = (frame.layout, frame.typeset(), frame.palette);
    let sheet = layout.dialog(DIALOG_LINES);
    let inner = sheet_box(list, frame, sheet.panel, None);
    let lines = t.wrap_within(&game.confirm_question(question), inner.w, DIALOG_LINES);
    for (i, line) in lines.iter().enumerate() {
        let baseline = inner.y + t.size + i as f32 * layout.line;
        list.text(t.left(line, inner.x, baseline, p.ink));
    }
    answer_buttons(list, frame, &sheet.rows, question.answers(), Some(yes));
}

/// A yes and a no button in `rows`, drawn as the bar's buttons are; the
/// one the keys point at (`pointed`: yes or no) lit as under the mouse.
fn answer_buttons(
    list: &mut DisplayList,
    frame: &Frame,
    rows: &[Rect],
    labels: [&str; 2],
    pointed: Option<bool>,
) {
    let (t, p) = (frame.typeset(), frame.palette);
    for ((label, yes), r) in labels.iter().zip([true, false]).zip(rows) {
        let hovered = frame.mouse.is_some_and(|p| r.contains(p)) || pointed == Some(yes);
        pen_button(list, frame, *r, true, hovered, u32::from(yes));
        let label = t.fit(label, r.w - 8.0);
        list.text(t.centred(&label, r.centre().x, t.baseline_in(*r), p.ink));
        list.hit(*r, Some(Command::Answer(yes)));
    }
}

/// A chooser: each row's title and detail wrapped where the window has
/// room; else a line a row (its name if the title is too long) and the
/// pointed row's words in a note under them, whole or not at all.
fn chooser(list: &mut DisplayList, game: &Game, kind: Chooser, at: usize, frame: &Frame) {
    let (layout, t, p) = (frame.layout, frame.typeset(), frame.palette);
    let entries = game.entries(kind);
    // Three columns: the current choice's bullet, the digit, the words.
    let digit_x = t.width("\u{2022} ");
    let words_x = digit_x + t.width("9. ");
    let width = layout.chooser_text_width() - words_x;
    let titles: Vec<String> = entries.iter().map(|e| e.title.to_string()).collect();
    let wrapped: Vec<(Vec<String>, Vec<String>)> = entries
        .iter()
        .zip(&titles)
        .map(|(entry, title)| (t.wrap(title, width), t.wrap(&entry.detail, width)))
        .collect();
    let lines = wrapped.iter().map(|(a, b)| a.len() + b.len()).max();
    let sheet = layout.chooser(entries.len(), lines.unwrap_or(1));
    let inner = sheet_box(list, frame, sheet.panel, Some(kind.heading()));
    let whole = wrapped.iter().all(|(title, _)| title.len() == 1);
    for (i, (entry, r)) in entries.iter().zip(&sheet.rows).enumerate() {
        row_box(list, frame, *r, i == at, p.sheet);
        let x = r.x + 4.0;
        // The words: title and detail over the row's lines from its top,
        // or one line centred in it; and the first line's baseline.
        let (words, first): (Vec<(&str, Colour)>, f32) = match (sheet.note, whole) {
            (None, _) => {
                let title = wrapped[i].0.iter().map(|l| (l.as_str(), p.ink));
                let detail = wrapped[i].1.iter().map(|l| (l.as_str(), p.muted));
                (title.chain(detail).collect(), r.y + t.size + 2.0)
            }
            (Some(_), true) => (vec![(&titles[i], p.ink)], t.baseline_in(*r)),
            (Some(_), false) => (vec![(&entry.title.name, p.ink)], t.baseline_in(*r)),
        };
        if entry.current {
            list.text(t.left("\u{2022}", x, first, p.ink));
        }
        // Rows past 9 are picked with the arrows or a click.
        if i < 9 {
            list.text(t.left(&format!("{}.", i + 1), x + digit_x, first, p.ink));
        }
        for (k, (line, colour)) in words.into_iter().enumerate() {
            let y = first + k as f32 * layout.line;
            list.text(t.left(line, x + words_x, y, colour));
        }
        list.hit(*r, Some(Command::Pick(i)));
    }
    if let Some(note) = sheet.note {
        let hovered = frame
            .mouse
            .and_then(|p| sheet.rows.iter().position(|r| r.contains(p)));
        if let Some(entry) = entries.get(hovered.unwrap_or(at)) {
            let said = if whole { "" } else { &entry.title.subtitle };
            chooser_note(list, frame, note, [said, &entry.detail]);
        }
    }
    let advice = t.fit(
        "\u{2191} \u{2193} Enter, a digit or a click \u{b7} Esc closes",
        inner.w,
    );
    let baseline = sheet.panel.bottom() - layout.margin / 2.0 - t.size * 0.3;
    list.text(t.left(&advice, inner.x, baseline, p.muted));
}

/// The chooser's note: those of `paragraphs` (ink, muted) that fit whole.
fn chooser_note(list: &mut DisplayList, frame: &Frame, note: Rect, paragraphs: [&str; 2]) {
    let (t, p, line_h) = (frame.typeset(), frame.palette, frame.layout.line);
    let mut lines = (note.h / line_h).round() as usize;
    let mut y = note.y + t.size;
    for (text, colour) in paragraphs.into_iter().zip([p.ink, p.muted]) {
        let wrapped = t.wrap(text, note.w);
        if text.is_empty() || wrapped.len() > lines {
            continue;
        }
        for line in &wrapped {
            list.text(t.left(line, note.x + 4.0, y, colour));
            y += line_h;
        }
        lines -= wrapped.len();
    }
}

/// The sheet's box (a click in it lands on it) and its `heading`; returns
/// the box's inside.
fn sheet_box(list: &mut DisplayList, frame: &Frame, panel: Rect, heading: Option<&str>) -> Rect {
    let (t, p) = (frame.typeset(), frame.palette);
    list.hit(panel, None);
    list.fill(panel, p.sheet);
    list.outline(panel, 2.0, p.ink);
    let inner = panel.inset(frame.layout.margin);
    if let Some(heading) = heading {
        let heading = t.fit(heading, inner.w);
        list.text(t.left(&heading, inner.x, inner.y + t.size, p.ink));
    }
    inner
}

/// A row lit by the keyboard (filled) or under the mouse (outlined), so
/// the two never look like one choice made twice.
fn row_box(list: &mut DisplayList, frame: &Frame, r: Rect, lit: bool, base: Colour) {
    list.fill(r, if lit { frame.palette.highlight } else { base });
    if !lit && frame.mouse.is_some_and(|p| r.contains(p)) {
        list.outline(r, 2.0, frame.palette.edge);
    }
}

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

/// The scores page: each opponent's tally, then the past games newest
/// first, the chosen one lit and kept in view (a click reviews it), and
/// which of how many it is.
fn scores_page(list: &mut DisplayList, game: &Game, chosen: usize, frame: &Frame) {
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

/// The names' column: the widest name and a space, where that leaves
/// most of the row to the words; else none (names on lines of their own).
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

/// `rows` as lines `w` wide, the name beside its words' first line (or
/// above them, see `key_width`); `games` numbers each row's lines.
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
