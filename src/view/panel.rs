//! The panel beside (or below) the board: the status — the result banner
//! or whose turn it is, the last move and its reason (or, in the review,
//! what the review says of the move), feedback, a warning — wrapped to the
//! panel's width at the screen's text size; and the move history, a row a
//! move in wide windows (click one to review it), a paragraph in tall ones.

use crate::core::board::{GameResult, Mark};
use crate::game::input::Command;
use crate::game::status::{history_window, Entry};
use crate::game::{Game, Tone};
use crate::picture::layout::Rect;
use crate::view::display::{Colour, DisplayList};
use crate::view::frame::Frame;
use crate::view::palette::Palette;
use crate::view::text::Typeset;

/// How much bigger than the text the banner's headline is.
const BANNER_SCALE: f32 = 1.5;

/// The status area.
pub fn status(list: &mut DisplayList, game: &Game, frame: &Frame) {
    let layout = frame.layout;
    let mut area = layout.status(game.history().len());
    let t = frame.typeset();
    let status = game.status(frame.now);
    if let Some((headline, detail)) = &status.banner {
        let used = banner(list, game, frame, headline, detail);
        area.y += used;
        area.h -= used;
    }
    let budget = (area.h / layout.line).floor().max(0.0) as usize;
    let mut blocks: Vec<(String, Colour, u8)> = Vec::new();
    if !status.turn.is_empty() {
        blocks.push((status.turn.clone(), frame.palette.ink, 0));
    }
    let review = game.review_lines();
    if review.is_empty() {
        blocks.push((status.last.clone(), frame.palette.muted, 3));
    }
    blocks.extend(review.into_iter().map(|line| (line, frame.palette.ink, 1)));
    if let Some(f) = &status.feedback {
        blocks.push((f.text.clone(), tone_colour(frame.palette, f.tone), 2));
    }
    if let Some(w) = &status.warning {
        blocks.push((w.clone(), frame.palette.warning, 1));
    }
    let mut y = area.y;
    for (line, colour) in pack(&t, &blocks, area.w, budget) {
        list.text(t.left(&line, area.x, y + t.size, colour));
        y += layout.line;
    }
}

fn tone_colour(p: &Palette, tone: Tone) -> Colour {
    match tone {
        Tone::Info => p.news,
        Tone::Wait => p.wait,
        Tone::Refusal => p.refusal,
        Tone::Talk => p.talk,
    }
}

/// The blocks' lines wrapped to `width`, at most `budget` in all: lines go
/// first to the blocks that matter most (priority 0 first), then the
/// blocks are laid out in their own order, each cut short if it must be.
fn pack(
    t: &Typeset,
    blocks: &[(String, Colour, u8)],
    width: f32,
    budget: usize,
) -> Vec<(String, Colour)> {
    let wrapped: Vec<Vec<String>> = blocks
        .iter()
        .map(|(text, _, _)| t.wrap(text, width))
        .collect();
    let mut allowed = vec![0; blocks.len()];
    let mut left = budget;
    let mut order: Vec<usize> = (0..blocks.len()).collect();
    order.sort_by_key(|&i| blocks[i].2);
    for i in order {
        allowed[i] = wrapped[i].len().min(left);
        left -= allowed[i];
    }
    let mut lines = Vec::new();
    for (i, (text, colour, _)) in blocks.iter().enumerate() {
        let kept = if allowed[i] < wrapped[i].len() {
            t.wrap_within(text, width, allowed[i])
        } else {
            wrapped[i].clone()
        };
        lines.extend(kept.into_iter().map(|l| (l, *colour)));
    }
    lines
}

/// The result banner at the top of the status area: a coloured box (by how
/// the game went for you), the headline large, the line under it at the
/// text size. Returns the height it took.
fn banner(list: &mut DisplayList, game: &Game, frame: &Frame, headline: &str, detail: &str) -> f32 {
    let layout = frame.layout;
    let area = layout.status(game.history().len());
    let big = frame.typeset().at(layout.text * BANNER_SCALE);
    let t = frame.typeset();
    let pad = layout.margin / 2.0;
    let width = area.w - 2.0 * pad;
    let tall = !layout.wide;
    let heads = big.wrap_within(headline, width, if tall { 1 } else { 2 });
    let details = t.wrap_within(detail, width, if tall { 1 } else { 2 });
    let height =
        heads.len() as f32 * big.size * LINE + details.len() as f32 * layout.line + 2.0 * pad;
    let colour = match (game.outcome(), game.setup().opponent.is_computer()) {
        (Some(outcome), true) => match GameResult::for_side(outcome, game.setup().side) {
            GameResult::Won => frame.palette.banner_won,
            GameResult::Lost => frame.palette.banner_lost,
            GameResult::Tied => frame.palette.banner_tie,
        },
        _ => frame.palette.banner_tie,
    };
    list.fill(
        Rect {
            x: area.x,
            y: area.y,
            w: area.w,
            h: height,
        },
        colour,
    );
    let mut y = area.y + pad;
    for line in heads {
        list.text(big.centred(
            &line,
            area.x + area.w / 2.0,
            y + big.size,
            frame.palette.ink,
        ));
        y += big.size * LINE;
    }
    for line in details {
        list.text(t.centred(&line, area.x + area.w / 2.0, y + t.size, frame.palette.ink));
        y += layout.line;
    }
    height + layout.margin / 2.0
}

/// Line height for the banner's headline, as a multiple of its size.
const LINE: f32 = 1.3;

/// The move history.
pub fn history(list: &mut DisplayList, game: &Game, frame: &Frame) {
    let layout = frame.layout;
    let entries = game.history_entries();
    let t = frame.typeset();
    let area = layout.history(entries.len());
    // Before the first move the status says "No moves yet."; the history
    // does not say it again.
    if entries.is_empty() {
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
    let (first, count) =
        history_window(entries.len(), layout.history_rows(entries.len()), selected);
    for (row, entry) in entries[first..first + count].iter().enumerate() {
        let r = layout.history_row(entries.len(), row);
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
    let colour = if entry.mark == Mark::X {
        p.x_ink
    } else {
        p.o_ink
    };
    let parts = [
        (format!("{}.", entry.number), p.muted),
        (
            format!(
                " {} {}",
                entry.mark.letter().to_ascii_uppercase(),
                entry.square
            ),
            colour,
        ),
        (
            entry.rule.map(|r| format!("  {r}")).unwrap_or_default(),
            p.muted,
        ),
        (
            if entry.mistake {
                "  mistake".to_string()
            } else {
                String::new()
            },
            p.refusal,
        ),
    ];
    for (text, colour) in parts {
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

/// The history as a paragraph under a tall window's board: the latest
/// moves that fit its lines, earlier ones left out behind an ellipsis; the
/// move under review in brackets.
fn paragraph(
    list: &mut DisplayList,
    p: &Palette,
    t: &Typeset,
    area: Rect,
    entries: &[Entry],
    line: f32,
) {
    let max = (area.h / line).floor().max(1.0) as usize;
    // A move never breaks across lines: its words are joined by no-break
    // spaces, so wrapping breaks only between moves.
    let word = |e: &Entry| {
        let text = e.text().replace(' ', "\u{a0}");
        if e.selected {
            format!("[{text}]")
        } else {
            text
        }
    };
    let all: Vec<String> = entries.iter().map(word).collect();
    let mut from = 0;
    let lines = loop {
        let shown = all[from..].join(" \u{b7} ");
        let text = if from > 0 {
            format!("\u{2026} {shown}")
        } else {
            format!("Moves: {shown}")
        };
        let lines = t.wrap(&text, area.w);
        if lines.len() <= max || from + 1 >= all.len() {
            break t.wrap_within(&text, area.w, max);
        }
        from += 1;
    };
    for (i, text) in lines.iter().enumerate() {
        list.text(t.left(text, area.x, area.y + t.size + i as f32 * line, p.muted));
    }
}
