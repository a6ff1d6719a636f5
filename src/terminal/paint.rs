//! Colour in the terminal, as a second cue only: every coloured word says
//! what it means in letters too. The codes come from crossterm.

use crossterm::style::{Color, Stylize};

/// What a piece of text is, for its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ink {
    Plain,
    X,
    O,
    /// The marks of a won line, a win for the player.
    Win,
    /// A loss for the player, a refusal.
    Bad,
    /// The free squares' numbers, advice.
    Muted,
    /// Headings, the move under review, the chooser's row.
    Strong,
    /// The opponent talking.
    Talk,
}

/// `text` in `ink`, or as it is when `colour` is off.
pub fn paint(text: &str, ink: Ink, colour: bool) -> String {
    if !colour || text.is_empty() {
        return text.to_string();
    }
    let styled = match ink {
        Ink::Plain => return text.to_string(),
        Ink::X => text.with(Color::Blue).bold(),
        Ink::O => text.with(Color::DarkYellow).bold(),
        Ink::Win => text.with(Color::Green).bold(),
        Ink::Bad => text.with(Color::Red),
        Ink::Muted => text.with(Color::DarkGrey),
        Ink::Strong => text.bold(),
        Ink::Talk => text.with(Color::Magenta),
    };
    styled.to_string()
}

/// `text` without colour codes (ESC `[` ... `m`).
pub fn strip(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// `text` broken into lines of at most `width` characters, at spaces where
/// it can be (a word longer than a line is cut).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(10);
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let mut word: Vec<char> = word.chars().collect();
        while word.len() > width {
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            lines.push(word.drain(..width).collect());
        }
        let word: String = word.into_iter().collect();
        let len = line.chars().count();
        if len > 0 && len + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&word);
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
#[path = "paint_tests.rs"]
mod tests;
