//! The move history beside (or below) the board: a row a move in a wide
//! window — its number, the mark in its colour, the computer's reason, a
//! mistake found in the review; click one to review it — and, under a tall
//! window's board, a paragraph of the same coloured runs that breaks only
//! between moves.

use crate::core::board::Mark;
use crate::game::input::Command;
use crate::game::status::{history_window, Entry};
use crate::game::Game;
use crate::view::display::{Colour, DisplayList};
use crate::view::frame::Frame;
use crate::view::layout::Rect;
use crate::view::palette::Palette;
use crate::view::text::Typeset;

/// The move history in `area`: a row a move in a wide window (click one
/// to review it), a paragraph in a tall one.
pub fn history(list: &mut DisplayList, game: &Game, frame: &Frame, area: Rect) {
    let layout = frame.layout;
    let entries = game.history_entries();
    let t = frame.typeset();
    // Before the first move the status says "No moves yet."; the history
    // does not say it again.
    if entries.is_empty() || area.h < layout.line {
        return;
    }
    if !layout.wide {
        return paragraph(list, frame.palette, &t, area, &entries, layout.line);
    }
    let heading = "Moves (click one to review it)";
    list.text(t.left(
        &t.fit(heading, area.w),
        area.x,
        area.y + t.size,
        frame.palette.muted,
    ));
    let selected = entries.iter().position(|e| e.selected);
    let (first, count) = history_window(entries.len(), layout.rows_in(area), selected);
    for (row, entry) in entries[first..first + count].iter().enumerate() {
        let r = layout.row_in(area, row);
        if entry.selected {
            list.fill(r, frame.palette.reviewed);
        } else if frame.hovers(r, game) {
            list.fill(r, frame.palette.button_hover);
        }
        entry_runs(list, frame.palette, &t, entry, r);
        list.hit(r, Some(Command::ReviewMove(first + row + 1)));
    }
}

/// One history row: its number, the mark in its colour and the square,
/// the computer's reason, and a mistake flagged in the review.
fn entry_runs(list: &mut DisplayList, p: &Palette, t: &Typeset, entry: &Entry, r: Rect) {
    let baseline = t.baseline_in(r);
    let mut x = r.x + 4.0;
    for (text, colour) in entry_parts(p, entry, "  ") {
        let room = r.right() - x;
        if text.is_empty() || room <= 0.0 {
            continue;
        }
        let text = t.fit(&text, room);
        let run = t.left(&text, x, baseline, colour);
        x += run.width;
        list.text(run);
    }
}

/// A move's words and their colours: `3.` muted, ` X 5` in the mark's
/// colour, the computer's reason muted, a mistake in the refusal's colour;
/// `space` before the reason and the mistake.
fn entry_parts(p: &Palette, entry: &Entry, space: &str) -> Vec<(String, Colour)> {
    let colour = if entry.mark == Mark::X {
        p.x_ink
    } else {
        p.o_ink
    };
    let mark = entry.mark.letter().to_ascii_uppercase();
    let mut parts = vec![
        (format!("{}.", entry.number), p.muted),
        (format!(" {mark} {}", entry.square), colour),
    ];
    if let Some(rule) = entry.rule {
        parts.push((format!("{space}{rule}"), p.muted));
    }
    if entry.mistake {
        parts.push((format!("{space}mistake"), p.refusal));
    }
    parts
}

/// The history as a paragraph under a tall window's board, each move in
/// its mark's colour as in the wide window's rows: the latest moves that
/// fit its lines, earlier ones left out behind an ellipsis; the move under
/// review in brackets. A move never breaks across lines.
fn paragraph(
    list: &mut DisplayList,
    p: &Palette,
    t: &Typeset,
    area: Rect,
    entries: &[Entry],
    line: f32,
) {
    let max = (area.h / line).floor().max(1.0) as usize;
    let moves: Vec<Vec<(String, Colour)>> = entries
        .iter()
        .map(|e| {
            let mut parts = entry_parts(p, e, " ");
            if e.selected {
                parts.insert(0, ("[".to_string(), p.muted));
                parts.push(("]".to_string(), p.muted));
            }
            parts
        })
        .collect();
    let mut from = 0;
    let lines = loop {
        let lead = if from > 0 { "\u{2026} " } else { "Moves: " };
        let lines = flow(t, lead, &moves[from..], area.w, p.muted);
        if lines.len() <= max || from + 1 >= moves.len() {
            break lines;
        }
        from += 1;
    };
    for (i, runs) in lines.iter().take(max).enumerate() {
        let baseline = area.y + t.size + i as f32 * line;
        for (text, x, colour) in runs {
            list.text(t.left(text, area.x + x, baseline, *colour));
        }
    }
}

/// Coloured runs laid out in lines `width` wide: `lead`, then each move
/// (a list of runs kept together), moves apart by a middle dot. Returns
/// each line's runs with their x offsets.
fn flow(
    t: &Typeset,
    lead: &str,
    moves: &[Vec<(String, Colour)>],
    width: f32,
    muted: Colour,
) -> Vec<Vec<(String, f32, Colour)>> {
    let separator = " \u{b7} ";
    let mut lines = Vec::new();
    let mut line = vec![(lead.trim_end().to_string(), 0.0, muted)];
    let mut x = t.width(lead);
    for (i, parts) in moves.iter().enumerate() {
        let wide: f32 = parts.iter().map(|(text, _)| t.width(text)).sum();
        let gap = if i == 0 { 0.0 } else { t.width(separator) };
        if x + gap + wide > width && x > 0.0 {
            lines.push(std::mem::take(&mut line));
            x = 0.0;
        } else if i > 0 {
            line.push((separator.to_string(), x, muted));
            x += gap;
        }
        for (text, colour) in parts {
            line.push((text.clone(), x, *colour));
            x += t.width(text);
        }
    }
    lines.push(line);
    lines
}
