//! The panel beside (or below) the board: the status (the banner or whose
//! turn it is, the last move or the review's words, feedback, a warning)
//! and the move history, a row a move (click to review) or a paragraph.

use crate::core::board::GameResult;
use crate::game::input::Command;
use crate::game::messages;
use crate::game::status::{history_window, HistoryRow};
use crate::game::{Game, Tone};
use crate::view::board::ink;
use crate::view::display::{Colour, DisplayList};
use crate::view::frame::Frame;
use crate::view::layout::{Layout, Rect};
use crate::view::palette::Palette;
use crate::view::text::Typeset;

/// How much bigger than the text the banner's headline is, and its line
/// height as a multiple of its size.
const BANNER_SCALE: f32 = 1.5;
const BANNER_LINE: f32 = 1.3;

/// A block of the status: its text, colour and priority (0 first).
type Block = (String, Colour, u8);

/// The status's blocks, each wrapped to the panel, and the result banner.
/// In the review, where room is short, the banner folds to a line that
/// gives way first.
struct Status {
    blocks: Vec<Block>,
    wrapped: Vec<Vec<String>>,
    banner: Option<Banner>,
    /// Whether the banner says how to play again (not in the review).
    again: bool,
}

impl Status {
    fn new(game: &Game, frame: &Frame) -> Status {
        let (layout, t, p) = (frame.layout, frame.typeset(), frame.palette);
        let said = game.status(frame.now);
        let review = game.review_lines();
        let mut blocks: Vec<Block> = Vec::new();
        // Under a banner, the line on playing again is the banner's own.
        let again = (said.banner.is_some() && game.reviewed().is_none()).then_some(&said.turn);
        if !said.turn.is_empty() && again.is_none() {
            blocks.push((said.turn.clone(), p.ink, 0));
        }
        if review.is_empty() {
            blocks.push((said.last.clone(), p.muted, 3));
        }
        blocks.extend(review.into_iter().map(|line| (line, p.ink, 1)));
        if let Some(f) = &said.feedback {
            let colour = match f.tone {
                Tone::Info => p.news,
                Tone::Wait => p.wait,
                Tone::Refusal => p.refusal,
                Tone::Talk => p.talk,
            };
            blocks.push((f.text.clone(), colour, 2));
        }
        if let Some(w) = &said.warning {
            blocks.push((w.clone(), p.warning, 1));
        }
        let wrapped = blocks
            .iter()
            .map(|(text, _, _)| t.wrap(text, layout.panel.w))
            .collect();
        let mut status = Status {
            blocks,
            wrapped,
            banner: None,
            again: again.is_some(),
        };
        if let Some((head, detail)) = &said.banner {
            let banner = Banner::new(frame, head, detail, again);
            // Room for the status beside the history's heading and a row.
            let room = (layout.panel.h / layout.line) as usize;
            let cramped = status.lines(layout.line) + banner.lines(layout.line) + 2 > room;
            if game.reviewed().is_some() && (!layout.wide || cramped) {
                let line = messages::banner_line(head, detail);
                status.wrapped.insert(0, t.wrap(&line, layout.panel.w));
                status.blocks.insert(0, (line, p.muted, 3));
            } else {
                status.banner = Some(banner);
            }
        }
        status
    }

    /// The lines the status needs, the banner's included.
    fn lines(&self, line: f32) -> usize {
        let banner = self.banner.as_ref().map_or(0, |b| b.lines(line));
        banner + self.wrapped.iter().map(Vec::len).sum::<usize>()
    }
}

/// The layout `game` is drawn in: in the review, a tall window's board
/// gives way for the lines the review's words need.
pub fn layout(game: &Game, frame: &Frame) -> Layout {
    let layout = frame.layout;
    if game.reviewed().is_none() || layout.wide {
        return layout.clone();
    }
    let status = Status::new(game, frame);
    let all = status.lines(layout.line);
    let roomy = layout.with_status_lines(all);
    if roomy.tall_lines.0 >= all && roomy.tall_lines.1 >= layout.tall_lines.1 {
        return roomy;
    }
    // Not room for every line and the history: the folded banner gives
    // way first.
    let kept = status.blocks.iter().zip(&status.wrapped);
    let needed = kept
        .filter(|((_, _, rank), _)| *rank < 3)
        .map(|(_, w)| w.len());
    layout.with_status_lines(needed.sum())
}

/// The panel: the status, then the move history in the room it leaves.
pub fn panel(list: &mut DisplayList, game: &Game, frame: &Frame) {
    let (layout, t) = (frame.layout, frame.typeset());
    let status = Status::new(game, frame);
    let needed = status.lines(layout.line);
    // A wide window's history asks for a line a move, more where a move's
    // words wrap.
    let entries = game.history_entries();
    let (p, width) = (frame.palette, layout.panel.w - 8.0);
    let row = |e| row_runs(&t, entry_parts(p, e, "  "), width);
    let rows: Vec<Vec<Run>> = entries.iter().map(row).collect();
    // In a tall window a finished game's banner may take the history's
    // last line, to say how to play again.
    let lines = match status.again && !layout.wide {
        true => 0,
        false => rows.iter().map(|r| row_lines(r)).sum(),
    };
    let (mut area, history_area) = layout.panel_parts(lines, needed);
    if let Some(banner) = &status.banner {
        banner.draw(list, game, frame, area);
        area.y += banner.height;
        area.h -= banner.height;
    }
    // Rounded, not floored: an area of n lines may measure a hair under.
    let budget = (area.h / layout.line + 0.01).floor().max(0.0) as usize;
    let mut y = area.y;
    for (line, colour) in pack(&t, &status.blocks, &status.wrapped, area.w, budget) {
        list.text(t.left(&line, area.x, y + t.size, colour));
        y += layout.line;
    }
    history(list, game, frame, history_area, (&entries, &rows));
}

/// The blocks' lines, at most `budget`: lines go first to the blocks that
/// matter most, each whole or not at all, laid out in their own order.
/// Only the first block, alone too long, is cut short; the last move's
/// (priority 3: the history says it too) is only ever left out.
fn pack(
    t: &Typeset,
    blocks: &[Block],
    wrapped: &[Vec<String>],
    width: f32,
    budget: usize,
) -> Vec<(String, Colour)> {
    let mut allowed = vec![0; blocks.len()];
    let mut left = budget;
    let mut order: Vec<usize> = (0..blocks.len()).collect();
    crate::core::order::sort_by_key(&mut order, |&i| blocks[i].2);
    for (rank, &i) in order.iter().enumerate() {
        let need = wrapped[i].len();
        allowed[i] = if need <= left {
            need
        } else if rank == 0 && blocks[i].2 < 3 {
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

/// The result banner: a box coloured by how the game went for you, the
/// headline large, the line under it, each two lines at most in a wide
/// window (one in a tall one), and how to play again.
struct Banner {
    heads: Vec<String>,
    details: Vec<String>,
    /// The height it takes: its box, and half a margin under it.
    height: f32,
}

impl Banner {
    fn new(frame: &Frame, headline: &str, detail: &str, again: Option<&String>) -> Banner {
        let (layout, t) = (frame.layout, frame.typeset());
        let big = t.at(layout.text * BANNER_SCALE);
        let width = layout.panel.w - layout.margin;
        let most = if layout.wide { 2 } else { 1 };
        let heads = big.wrap_within(headline, width, most);
        let mut details = t.wrap_within(detail, width, most);
        if let Some(words) = again {
            // A tall window has no line to spare: on the detail's, if it fits.
            let joined = format!("{}  \u{b7}  {words}", details.join(" "));
            match layout.wide || t.width(&joined) > width {
                true => details.extend(t.wrap_within(words, width, 1)),
                false => details = vec![joined],
            }
        }
        let height = heads.len() as f32 * big.size * BANNER_LINE
            + details.len() as f32 * layout.line
            + layout.margin * 1.5;
        Banner {
            heads,
            details,
            height,
        }
    }

    fn lines(&self, line: f32) -> usize {
        (self.height / line).ceil() as usize
    }

    fn draw(&self, list: &mut DisplayList, game: &Game, frame: &Frame, area: Rect) {
        let (layout, t, p) = (frame.layout, frame.typeset(), frame.palette);
        let big = t.at(layout.text * BANNER_SCALE);
        let colour = match game.player_result() {
            Some(GameResult::Won) => p.banner_won,
            Some(GameResult::Lost) => p.banner_lost,
            Some(GameResult::Tied) | None => p.banner_tie,
        };
        let box_h = self.height - layout.margin / 2.0;
        list.fill(Rect::new(area.x, area.y, area.w, box_h), colour);
        let centre = area.x + area.w / 2.0;
        let mut y = area.y + layout.margin / 2.0;
        for line in &self.heads {
            list.text(big.centred(line, centre, y + big.size, p.ink));
            y += big.size * BANNER_LINE;
        }
        for line in &self.details {
            list.text(t.centred(line, centre, y + t.size, p.ink));
            y += layout.line;
        }
    }
}

/// The move history in `area`: a row a move in a wide window, a paragraph
/// in a tall one; nothing before the first move (the status says so).
fn history(
    list: &mut DisplayList,
    game: &Game,
    frame: &Frame,
    area: Rect,
    (entries, rows): (&[HistoryRow], &[Vec<Run>]),
) {
    let (layout, t, p) = (frame.layout, frame.typeset(), frame.palette);
    if entries.is_empty() || area.h < layout.line {
        return;
    }
    if !layout.wide {
        return paragraph(list, frame, area, entries);
    }
    let heading = t.fit("Moves (click one to review it)", area.w);
    list.text(t.left(&heading, area.x, area.y + t.size, p.muted));
    let selected = entries.iter().position(|e| e.selected);
    let room = layout.rows_in(area);
    let (mut first, mut count) = history_window(entries.len(), room, selected);
    let lines =
        |first: usize, count: usize| rows[first..first + count].iter().map(|r| row_lines(r));
    // A move whose words wrap takes more than a line: fewer moves fit,
    // the one under review (or else the latest) kept.
    while count > 1 && lines(first, count).sum::<usize>() > room {
        if selected.is_none_or(|s| s > first) {
            first += 1;
        }
        count -= 1;
    }
    let mut y = area.y + layout.line;
    for (i, (entry, runs)) in entries.iter().zip(rows).enumerate().skip(first).take(count) {
        let r = Rect::new(area.x, y, area.w, row_lines(runs) as f32 * layout.line);
        if entry.selected {
            list.fill(r, p.reviewed);
        } else if frame.hovers(r, game) {
            list.fill(r, p.button_hover);
        }
        for (text, x, line, colour) in runs {
            let row = Rect::new(r.x, r.y + *line as f32 * layout.line, r.w, layout.line);
            list.text(t.left(text, r.x + 4.0 + x, t.baseline_in(row), *colour));
        }
        list.hit(r, Some(Command::ReviewMove(i + 1)));
        y = r.bottom();
    }
}

fn row_lines(runs: &[Run]) -> usize {
    runs.last().map_or(1, |run| run.2 + 1)
}

/// A run of a history row: its text, x from the row's left, line (from
/// 0) and colour.
type Run = (String, f32, usize, Colour);

/// A move's parts laid out in a row `width` wide: side by side, a part
/// that does not fit wrapped under the reason's start, never cut.
fn row_runs(t: &Typeset, parts: Vec<(String, Colour)>, width: f32) -> Vec<Run> {
    let mut runs = Vec::new();
    let (mut x, mut line, mut indent) = (0.0, 0, 0.0);
    for (i, (text, colour)) in parts.into_iter().enumerate() {
        if i == 2 {
            indent = x + t.width("  ");
        }
        let w = t.width(&text);
        if text.is_empty() || x + w <= width {
            runs.push((text, x, line, colour));
            x += w;
            continue;
        }
        for piece in t.wrap(&text, (width - indent).max(1.0)) {
            let w = t.width(&piece);
            let mut at = if x < indent {
                indent
            } else {
                x + t.width("  ")
            };
            if at + w > width {
                line += 1;
                at = indent;
            }
            runs.push((piece, at, line, colour));
            x = at + w;
        }
    }
    runs
}

/// A move's words and colours (`3.`, ` X 5` in the mark's ink, the reason,
/// a mistake), `space` before the reason and the mistake.
fn entry_parts(p: &Palette, entry: &HistoryRow, space: &str) -> Vec<(String, Colour)> {
    let colour = ink(p, entry.mark);
    let mark = entry.mark.upper();
    let mut parts = vec![
        (format!("{}.", entry.number), p.muted),
        (format!(" {mark} {}", entry.cell), colour),
    ];
    if let Some(reason) = &entry.reason {
        parts.push((format!("{space}{reason}"), p.muted));
    }
    if entry.mistake {
        parts.push((format!("{space}mistake"), p.refusal));
    }
    parts
}

/// The history as a paragraph: the latest moves that fit, earlier (and
/// where needed later) ones behind an ellipsis, the move under review in
/// brackets and in view; a move never breaks across lines.
fn paragraph(list: &mut DisplayList, frame: &Frame, area: Rect, entries: &[HistoryRow]) {
    let (t, p, line) = (&frame.typeset(), frame.palette, frame.layout.line);
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
    // The moves from..to: the earliest left out first, then, to keep the
    // move under review in view, the latest, behind a "…" of their own.
    let selected = entries.iter().position(|e| e.selected);
    let (mut from, mut to) = (0, moves.len());
    let lines = loop {
        let lead = if from > 0 { "\u{2026} " } else { "Moves: " };
        let mut shown = moves[from..to].to_vec();
        if to < moves.len() {
            shown.push(vec![("\u{2026}".to_string(), p.muted)]);
        }
        let lines = flow(t, lead, &shown, area.w, p.muted);
        if lines.len() <= max || to - from <= 1 {
            break lines;
        }
        if selected.is_none_or(|s| s > from) {
            from += 1;
        } else {
            to -= 1;
        }
    };
    for (i, runs) in lines.iter().take(max).enumerate() {
        let baseline = area.y + t.size + i as f32 * line;
        for (text, x, colour) in runs {
            list.text(t.left(text, area.x + x, baseline, *colour));
        }
    }
}

/// `lead`, then each move's runs kept together, moves apart by a middle
/// dot, in lines `width` wide: each line's runs with their x offsets.
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
