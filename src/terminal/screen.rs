//! What the terminal shows of a game, in sections, for both modes: the
//! game's words, the terminal's layout.

use crate::core::board::GameResult;
use crate::core::board::Mark;
use crate::game::friend_screen::{CODE_WORDS, FRIEND_ADVICE, FRIEND_HEADING, HOST_WORDS};
use crate::game::input::key_help;
use crate::game::messages::{HELP_ADVICE, RULES_EXPLAINED};
use crate::game::names::{NAMES_ADVICE, NAMES_HEADING};
use crate::game::past_games::{NO_PAST_GAMES, SCORES_ADVICE, SCORES_HEADING};
use crate::game::screens::{Chooser, FriendScreen, HelpPage, NamesEditor, Question, Screen};
use crate::game::{Game, Tone};
use crate::settings::GameKind;
use crate::terminal::board::{dual_board, Marks};
use crate::terminal::cube::cube_lines;
use crate::terminal::paint::{paint, strip, wrap, Ink};
use crate::terminal::WINDOW_ONLY;

/// How the sections are laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Style {
    /// Columns to wrap text in.
    pub width: usize,
    pub colour: bool,
    /// List the moves beside the board (always in the review).
    pub moves_beside: bool,
    /// A short terminal: the cube in two characters a cell, no moves list.
    pub compact: bool,
}

/// The sections of the screen, each a list of lines.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TextScreen {
    pub title: Vec<String>,
    /// The scores line, or the reset question.
    pub scores: Vec<String>,
    /// The overlay when one is open, else the dual board.
    pub view: Vec<String>,
    /// The banner or whose turn it is, the last move, the review.
    pub status: Vec<String>,
    pub feedback: Vec<String>,
}

pub fn screen(game: &Game, now: f64, style: Style) -> TextScreen {
    let line = |text: &str, ink: Ink| hanging("", text, style, ink);
    let scores = game.scores_line(false);
    let status = game.status(now);
    let mut lines = Vec::new();
    match &status.banner {
        Some((headline, why)) => {
            lines.extend(line(headline, banner_ink(game)));
            lines.extend(line(why, Ink::Plain));
            // How to play again, or a finished game's review.
            if !status.turn.is_empty() {
                lines.extend(line(&status.turn, Ink::Muted));
            }
        }
        None => lines.extend(line(&status.turn, Ink::Plain)),
    }
    if game.reviewed().is_none() {
        lines.extend(line(&status.last, Ink::Muted));
    }
    for review in game.review_lines() {
        lines.extend(line(&review, Ink::Plain));
    }
    let feedback = status.feedback.map_or_else(Vec::new, |f| match f.tone {
        Tone::Refusal | Tone::Wait => line(&f.text, Ink::Bad),
        Tone::Talk => line(&f.text, Ink::Talk),
        Tone::Info => line(&f.text, Ink::Plain),
    });
    TextScreen {
        title: line(&game.title(), Ink::Strong),
        scores: match scores.is_empty() {
            true => Vec::new(),
            false if game.reset_pending() => line(&scores, Ink::Bad),
            false => line(&scores, Ink::Plain),
        },
        view: match game.overlay() {
            Some(Screen::Help(page)) => help_lines(game, *page, style),
            Some(Screen::Chooser(kind, at)) => chooser_lines(game, *kind, *at, style),
            Some(Screen::Confirm(question, yes)) => confirm_lines(game, (*question, *yes), style),
            Some(Screen::Scores(chosen)) => scores_lines(game, *chosen, style),
            Some(Screen::Names(editor)) => names_lines(*editor, style),
            Some(Screen::Friend(screen)) => friend_lines(screen, style),
            Some(Screen::Review(_)) | None => match game.shown_game() {
                GameKind::Qubic => {
                    let scene = game.cube_scene(now, None);
                    cube_lines(&scene, style.width, style.colour, style.compact)
                }
                GameKind::TicTacToe => board_lines(game, style),
            },
        },
        status: lines,
        feedback,
    }
}

/// Green when the player won, red when they lost, plain otherwise.
fn banner_ink(game: &Game) -> Ink {
    match game.player_result() {
        Some(GameResult::Won) => Ink::Win,
        Some(GameResult::Lost) => Ink::Bad,
        Some(GameResult::Tied) | None => Ink::Strong,
    }
}

/// The dual board's column, in characters, and the gap after it before
/// the moves.
const BOARD_COLUMN: usize = 27;
const MOVES_GAP: usize = 4;

/// The dual board, with the moves beside it when asked or in the review
/// (under it when too narrow).
fn board_lines(game: &Game, style: Style) -> Vec<String> {
    let marks = Marks {
        cursor: game.cursor(),
        numbers: !game.is_over() && game.reviewed().is_none(),
    };
    let board = dual_board(&game.shown_board(), marks, style.colour);
    if style.compact || !style.moves_beside && game.reviewed().is_none() {
        return board;
    }
    let mut moves = vec![paint("Moves", Ink::Strong, style.colour)];
    for entry in game.history_entries() {
        let text = entry.text();
        let (marker, ink) = lit(entry.selected);
        moves.push(paint(&format!("{marker} {text}"), ink, style.colour));
    }
    if moves.len() == 1 {
        moves.push("  none yet".to_string());
    }
    let widest = moves.iter().map(|m| width(m)).max().unwrap_or(0);
    if style.width < BOARD_COLUMN + MOVES_GAP + widest {
        // A narrow terminal: the moves under the board, not beside it.
        let mut lines = board;
        lines.push(String::new());
        lines.extend(moves);
        return lines;
    }
    let rows = board.len().max(moves.len());
    (0..rows)
        .map(|i| {
            let left = board.get(i).map_or("", String::as_str);
            let right = moves.get(i).map_or("", String::as_str);
            let pad = " ".repeat(BOARD_COLUMN.saturating_sub(width(left)) + MOVES_GAP);
            format!("{left}{pad}{right}").trim_end().to_string()
        })
        .collect()
}

/// "Help:" and the page tabs, `page` lit, wrapped between tabs.
fn tab_lines(page: HelpPage, style: Style) -> Vec<String> {
    let mut lines = vec!["Help:".to_string()];
    for (i, p) in HelpPage::ALL.iter().enumerate() {
        let tab = format!("{} {}", i + 1, p.title());
        let (marker, ink) = lit(*p == page);
        let tab = paint(&format!("{marker} {tab}"), ink, style.colour);
        let Some(line) = lines.last_mut() else { break };
        if width(line) + 3 + width(&tab) > style.width {
            lines.push(tab);
        } else {
            let gap = if line == "Help:" { " " } else { "   " };
            line.push_str(gap);
            line.push_str(&tab);
        }
    }
    lines
}

fn help_lines(game: &Game, page: HelpPage, style: Style) -> Vec<String> {
    let colour = style.colour;
    let mut lines = tab_lines(page, style);
    let pairs: Vec<(String, String)> = match page {
        // The mouse and F11 (fullscreen) are the window's: no keys of ours.
        HelpPage::Keys => key_help(game.round().game(), false)
            .iter()
            .filter(|(key, _)| *key != "mouse")
            .map(|&(k, w)| match k {
                "Q, F11" => ("Q".into(), "quit".into()),
                _ => (k.into(), w.into()),
            })
            .collect(),
        HelpPage::Settings => game
            .setting_labels()
            .into_iter()
            .map(|(key, label)| {
                let named = WINDOW_ONLY.iter().find(|w| w.0 == key).map(|w| w.1.into());
                (key.to_string(), named.unwrap_or(label))
            })
            .collect(),
        HelpPage::Rules => RULES_EXPLAINED
            .iter()
            .map(|(k, w)| (k.to_string(), w.to_string()))
            .collect(),
        HelpPage::About => game.about(),
    };
    let widest = pairs.iter().map(|(k, _)| width(k)).max().unwrap_or(0);
    for (key, what) in pairs {
        let key = paint(&format!("{key:<widest$}"), Ink::Strong, colour);
        lines.extend(hanging(&format!("  {key}  "), &what, style, Ink::Plain));
    }
    if page == HelpPage::Settings {
        lines.push(String::new());
        lines.push(game.warnings_heading().to_string());
        for warning in game.warnings() {
            lines.extend(hanging("", warning, style, Ink::Bad));
        }
    }
    // The terminal has neither tabs nor a mouse: the second line says it.
    lines.push(paint(HELP_ADVICE[1], Ink::Muted, colour));
    lines
}

/// The chooser's rows, numbered from 1 and right-aligned, so titles and
/// the lit row's detail start (and wrap) in one column.
fn chooser_lines(game: &Game, kind: Chooser, at: usize, style: Style) -> Vec<String> {
    let colour = style.colour;
    let mut lines = vec![paint(kind.heading(), Ink::Strong, colour)];
    let entries = game.entries(kind);
    let digits = entries.len().to_string().len();
    for (i, entry) in entries.iter().enumerate() {
        let current = if entry.current { "\u{2022}" } else { " " };
        let (marker, ink) = lit(i == at);
        let head = format!("{marker} {:>digits$}. {current} ", i + 1);
        lines.extend(hanging(&head, &entry.title.to_string(), style, ink));
        if i == at {
            let indent = " ".repeat(head.chars().count());
            lines.extend(hanging(&indent, &entry.detail, style, Ink::Muted));
        }
    }
    let advice = "\u{2191} \u{2193} Enter, or a digit (the row's number) \u{b7} Esc: close";
    lines.extend(hanging("", advice, style, Ink::Muted));
    lines
}

/// What marks the lit row of a list (the chosen one) and its ink: `›`
/// and strong, else a space and plain.
fn lit(on: bool) -> (&'static str, Ink) {
    match on {
        true => ("\u{203a}", Ink::Strong),
        false => (" ", Ink::Plain),
    }
}

/// The characters `text` shows, colour codes left out.
fn width(text: &str) -> usize {
    strip(text).chars().count()
}

/// `text` wrapped after `head`, its further lines indented as far, in `ink`.
pub fn hanging(head: &str, text: &str, style: Style, ink: Ink) -> Vec<String> {
    let indent = width(head);
    let wrapped = wrap(text, style.width.saturating_sub(indent).max(10));
    let pad = " ".repeat(indent);
    let heads = std::iter::once(head).chain(std::iter::repeat(pad.as_str()));
    let lines = wrapped
        .iter()
        .zip(heads)
        .map(|(line, head)| format!("{head}{line}"));
    lines.map(|line| paint(&line, ink, style.colour)).collect()
}

/// The scores page: each opponent's tally, then the past games, newest
/// first, the chosen one marked `›` (Enter reviews it).
fn scores_lines(game: &Game, chosen: usize, style: Style) -> Vec<String> {
    let mut lines = vec![paint(SCORES_HEADING, Ink::Strong, style.colour)];
    for row in game.score_rows() {
        let head = format!("  {}: ", row.name);
        lines.extend(hanging(&head, &row.words, style, Ink::Plain));
    }
    let games = game.past_game_rows();
    if games.is_empty() {
        lines.extend(hanging("", NO_PAST_GAMES, style, Ink::Muted));
    } else {
        let heading = "Past games, newest first (UTC):";
        lines.push(paint(heading, Ink::Strong, style.colour));
    }
    for (i, row) in games.iter().enumerate() {
        let (marker, ink) = lit(i == chosen);
        let head = format!("{marker} {} ", row.name);
        lines.extend(hanging(&head, &row.words, style, ink));
    }
    lines.extend(hanging("", SCORES_ADVICE[1], style, Ink::Muted));
    lines
}

/// The names screen: each name, the one being typed marked `›`.
fn names_lines(editor: NamesEditor, style: Style) -> Vec<String> {
    let mut lines = vec![paint(NAMES_HEADING, Ink::Strong, style.colour)];
    for (mark, name) in [(Mark::X, editor.x), (Mark::O, editor.o)] {
        let (marker, _) = lit(editor.editing == mark);
        lines.push(format!("{marker} {}: {name}", mark.upper()));
    }
    lines.extend(hanging("", NAMES_ADVICE[1], style, Ink::Muted));
    lines
}

/// The friend screen: hosting and the code, the one Enter does marked `›`.
fn friend_lines(screen: &FriendScreen, style: Style) -> Vec<String> {
    let mut lines = vec![paint(FRIEND_HEADING, Ink::Strong, style.colour)];
    let (host, _) = lit(!screen.joining);
    let (join, _) = lit(screen.joining);
    lines.push(format!("{host} {HOST_WORDS}"));
    lines.push(format!("{join} {CODE_WORDS} {}", screen.code));
    lines.extend(hanging("", FRIEND_ADVICE[1], style, Ink::Muted));
    lines
}

/// The question, and its answers with the one the keys point at marked.
fn confirm_lines(game: &Game, (question, yes): (Question, bool), style: Style) -> Vec<String> {
    let mut lines = wrap(&game.confirm_question(question), style.width);
    let marks = if yes {
        ["\u{203a}", " "]
    } else {
        [" ", "\u{203a}"]
    };
    let answers = question.answers().into_iter().zip(marks);
    lines.extend(answers.map(|(a, mark)| format!("{mark} {a}")));
    lines
}

#[cfg(test)]
#[path = "screen_tests.rs"]
mod tests;
