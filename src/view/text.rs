//! Words placed as text runs: wrapped, cut short with an ellipsis, left or
//! centred, always at the size given.

use crate::picture::glyphs::Glyphs;
use crate::view::display::{Colour, TextRun};
use crate::view::layout::Rect;

const ELLIPSIS: char = '\u{2026}';

/// Measures and places text at one size.
#[derive(Clone, Copy)]
pub struct Typeset<'a> {
    pub glyphs: &'a Glyphs,
    pub size: f32,
}

impl<'a> Typeset<'a> {
    pub fn new(glyphs: &'a Glyphs, size: f32) -> Typeset<'a> {
        Typeset { glyphs, size }
    }

    pub fn at(self, size: f32) -> Typeset<'a> {
        Typeset { size, ..self }
    }

    pub fn width(&self, text: &str) -> f32 {
        self.glyphs.width(text, self.size)
    }

    /// `text` in lines no wider than `width`: broken at spaces (not
    /// no-break ones), inside a word only when it alone is too wide.
    pub fn wrap(&self, text: &str, width: f32) -> Vec<String> {
        let mut lines = Vec::new();
        let mut line = String::new();
        let breaks = |c: char| c.is_whitespace() && c != '\u{a0}';
        for word in text.split(breaks).filter(|w| !w.is_empty()) {
            let joined = if line.is_empty() {
                word.to_string()
            } else {
                format!("{line} {word}")
            };
            if self.width(&joined) <= width {
                line = joined;
                continue;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            line = self.break_word(word, width, &mut lines);
        }
        if !line.is_empty() {
            lines.push(line);
        }
        lines
    }

    /// Pushes whole lines of a word too wide for one; returns the rest. A
    /// long name (`scores.txt.damaged-20261123T230405Z`) breaks after a `.`,
    /// `-`, `_` or `/` where it can, else between letters.
    fn break_word(&self, word: &str, width: f32, lines: &mut Vec<String>) -> String {
        let mut rest = word;
        while self.width(rest) > width {
            let fits = |end: usize| self.width(&rest[..end]) <= width;
            let after_mark = rest
                .char_indices()
                .rev()
                .filter(|&(_, c)| matches!(c, '.' | '-' | '_' | '/'))
                .map(|(i, c)| i + c.len_utf8())
                .find(|&end| end < rest.len() && fits(end));
            let first = rest.chars().next().map_or(rest.len(), char::len_utf8);
            let by_letter = rest
                .char_indices()
                .rev()
                .map(|(i, _)| i)
                .find(|&end| end >= first && fits(end))
                .unwrap_or(first);
            let end = after_mark.unwrap_or(by_letter);
            lines.push(rest[..end].to_string());
            rest = &rest[end..];
        }
        rest.to_string()
    }

    /// `text` on one line of `width`, cut short with an ellipsis.
    pub fn fit(&self, text: &str, width: f32) -> String {
        if self.width(text) <= width {
            return text.to_string();
        }
        // Shorter by a character at a time, down to the ellipsis alone.
        let cuts = text.char_indices().rev().map(|(end, _)| &text[..end]);
        cuts.map(|cut| format!("{}{ELLIPSIS}", cut.trim_end()))
            .find(|trimmed| self.width(trimmed) <= width)
            .unwrap_or_else(|| ELLIPSIS.to_string())
    }

    /// The first of `choices` (fullest first) no wider than `width`, else
    /// the last.
    pub fn fullest<'s>(&self, choices: &[&'s str], width: f32) -> &'s str {
        let fits = choices.iter().find(|c| self.width(c) <= width);
        fits.or(choices.last()).copied().unwrap_or_default()
    }

    /// At most `max` lines of `text`, the last with an ellipsis if cut.
    pub fn wrap_within(&self, text: &str, width: f32, max: usize) -> Vec<String> {
        let mut lines = self.wrap(text, width);
        if lines.len() > max {
            lines.truncate(max);
            if let Some(last) = lines.last_mut() {
                *last = self.fit(&format!("{last}{ELLIPSIS}"), width);
            }
        }
        lines
    }

    /// A run of `text` from `x` on `baseline`, both rounded to whole pixels
    /// so the glyphs are crisp and the same in every renderer.
    pub fn left(&self, text: &str, x: f32, baseline: f32, colour: Colour) -> TextRun {
        TextRun {
            text: text.to_string(),
            x: x.round(),
            baseline: baseline.round(),
            size: self.size,
            width: self.width(text),
            colour,
        }
    }

    pub fn centred(&self, text: &str, centre_x: f32, baseline: f32, colour: Colour) -> TextRun {
        let width = self.width(text);
        self.left(text, centre_x - width / 2.0, baseline, colour)
    }

    /// The baseline of a line of this size centred in `rect` vertically.
    pub fn baseline_in(&self, rect: Rect) -> f32 {
        rect.y + rect.h / 2.0 + self.size * 0.36
    }
}

#[cfg(test)]
#[path = "text_tests.rs"]
mod tests;
