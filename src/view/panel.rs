//! The panel beside (or below) the board: the status — the result banner
//! or whose turn it is, the last move and its reason (or, in the review,
//! what the review says of the move), feedback, a warning — wrapped to the
//! panel's width at the screen's text size; and the move history, a row a
//! move in wide windows (click one to review it), a paragraph in tall ones.

use crate::core::board::GameResult;
use crate::game::status::Status;
use crate::game::{Game, Tone};
use crate::view::display::{Colour, DisplayList};
use crate::view::frame::Frame;
use crate::view::history;
use crate::view::layout::Rect;
use crate::view::palette::Palette;
use crate::view::text::Typeset;

/// How much bigger than the text the banner's headline is.
const BANNER_SCALE: f32 = 1.5;

/// The panel: the status, then the move history in the room the status
/// leaves it (the status takes what it needs first, the history keeping a
/// few rows).
pub fn panel(list: &mut DisplayList, game: &Game, frame: &Frame) {
    let layout = frame.layout;
    let t = frame.typeset();
    let status = game.status(frame.now);
    let blocks = blocks(game, frame, &status);
    // Each block wrapped once: to count the lines the status needs, then
    // to lay them out.
    let wrapped: Vec<Vec<String>> = blocks
        .iter()
        .map(|(text, _, _)| t.wrap(text, layout.panel.w))
        .collect();
    let banner = status
        .banner
        .as_ref()
        .map(|(head, detail)| banner_lines(frame, head, detail));
    let banner_lines = banner.as_ref().map_or(0, |b| {
        (banner_height(frame, b) / layout.line).ceil() as usize
    });
    let needed = banner_lines + wrapped.iter().map(Vec::len).sum::<usize>();
    let (mut area, history_area) = layout.panel_parts(game.history().len(), needed);
    if let Some(lines) = &banner {
        let used = draw_banner(list, game, frame, area, lines);
        area.y += used;
        area.h -= used;
    }
    let budget = (area.h / layout.line).floor().max(0.0) as usize;
    let mut y = area.y;
    for (line, colour) in pack(&t, &blocks, &wrapped, area.w, budget) {
        list.text(t.left(&line, area.x, y + t.size, colour));
        y += layout.line;
    }
    history::history(list, game, frame, history_area);
}

/// The status's blocks of text, each with its colour and its priority (0
/// first): whose turn it is, the last move (or what the review says of the
/// move), feedback, a warning.
fn blocks(game: &Game, frame: &Frame, status: &Status) -> Vec<(String, Colour, u8)> {
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
    blocks
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
/// first to the blocks that matter most (priority 0 first), each whole or
/// not at all, then the blocks are laid out in their own order. Only a
/// block alone too long for the whole area is cut short.
fn pack(
    t: &Typeset,
    blocks: &[(String, Colour, u8)],
    wrapped: &[Vec<String>],
    width: f32,
    budget: usize,
) -> Vec<(String, Colour)> {
    let mut allowed = vec![0; blocks.len()];
    let mut left = budget;
    let mut order: Vec<usize> = (0..blocks.len()).collect();
    order.sort_by_key(|&i| blocks[i].2);
    for (rank, &i) in order.iter().enumerate() {
        let need = wrapped[i].len();
        allowed[i] = if need <= left {
            need
        } else if rank == 0 {
            left
        } else {
            0
        };
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

/// The banner's lines: its headline and the line under it.
type BannerLines = (Vec<String>, Vec<String>);

/// The banner's height for its `lines`.
fn banner_height(frame: &Frame, (heads, details): &BannerLines) -> f32 {
    let layout = frame.layout;
    let big = layout.text * BANNER_SCALE;
    heads.len() as f32 * big * LINE + details.len() as f32 * layout.line + layout.margin * 1.5
}

/// The banner's headline and detail, wrapped inside its padding at the
/// panel's width (two lines each at most in a wide window, one in a tall
/// one).
fn banner_lines(frame: &Frame, headline: &str, detail: &str) -> BannerLines {
    let layout = frame.layout;
    let big = frame.typeset().at(layout.text * BANNER_SCALE);
    let t = frame.typeset();
    let width = layout.panel.w - layout.margin;
    let most = if layout.wide { 2 } else { 1 };
    (
        big.wrap_within(headline, width, most),
        t.wrap_within(detail, width, most),
    )
}

/// The result banner at the top of the status `area`: a coloured box (by
/// how the game went for you), the headline large, the line under it at
/// the text size. Returns the height it took.
fn draw_banner(
    list: &mut DisplayList,
    game: &Game,
    frame: &Frame,
    area: Rect,
    lines: &BannerLines,
) -> f32 {
    let layout = frame.layout;
    let big = frame.typeset().at(layout.text * BANNER_SCALE);
    let t = frame.typeset();
    let pad = layout.margin / 2.0;
    let (heads, details) = lines;
    // The box, and under it half a margin before the status's lines.
    let taken = banner_height(frame, lines);
    let height = taken - layout.margin / 2.0;
    let colour = match game.player_result() {
        Some(GameResult::Won) => frame.palette.banner_won,
        Some(GameResult::Lost) => frame.palette.banner_lost,
        Some(GameResult::Tied) | None => frame.palette.banner_tie,
    };
    list.fill(Rect::new(area.x, area.y, area.w, height), colour);
    let mut y = area.y + pad;
    for line in heads {
        list.text(big.centred(line, area.x + area.w / 2.0, y + big.size, frame.palette.ink));
        y += big.size * LINE;
    }
    for line in details {
        list.text(t.centred(line, area.x + area.w / 2.0, y + t.size, frame.palette.ink));
        y += layout.line;
    }
    taken
}

/// Line height for the banner's headline, as a multiple of its size.
const LINE: f32 = 1.3;
