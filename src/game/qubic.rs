//! Qubic played in the game (issue 28): the `QubicPlay` part (its moves,
//! on the same `Moves` as the 3×3 game, the keyboard cursor, the digits
//! typed so far, the hint, the computer's pending search) and what the
//! commands do to it that the 3×3 game's do not: a person's move, undo
//! and redo, the result, new game and the review are the same path for
//! both (`table.rs`, `controls.rs`). The rules are `qubic::position`'s and
//! the opponents `qubic::player`'s; the screens over the game, the
//! feedback line, the settings and the events are the 3×3 game's own.
//!
//! The computer's search never runs inside `Game::update`: once its pause
//! is over the game *wants* a [`Search`] (`Game::search_wanted`), the
//! front end runs it where it likes — the window on a worker thread, the
//! terminal and the tests at once (`Game::think`) — and hands the answer
//! back (`Game::answer`). An answer to a position no longer on the board
//! (after Undo or a new game) is dropped.

use crate::core::board::{Mark, Outcome};
use crate::core::rng::Rng;
use crate::game::input::Dir;
use crate::game::messages::NOT_VALID;
use crate::game::moves::Moves;
use crate::game::record::{Event, Move, QubicRecord};
use crate::game::table::Table;
use crate::game::{Game, Tone};
use crate::picture::speed;
use crate::qubic::cell::Cell;
use crate::qubic::opponent::QubicOpponent;
use crate::qubic::player::{decide, Decision};
use crate::qubic::position::Position;
use crate::settings::GameKind;

/// The computer's move to work out: the position, the level, and the seed
/// of its dice (easy and medium play at random at times).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Search {
    pub position: Position,
    pub level: QubicOpponent,
    pub seed: u64,
    /// A hint for the person (hard's move for their side), not the
    /// computer's move.
    pub hint: bool,
}

impl Search {
    /// The move: hard's takes milliseconds to a second (its budget is
    /// 20,000 positions a search), so run it off the window's thread.
    pub fn run(&self) -> Option<Decision> {
        decide(&self.position, self.level, &mut Rng::seeded(self.seed))
    }
}

/// The Qubic game's state: its fields are touched only in `game/`.
#[derive(Clone, Debug, Default)]
pub(crate) struct QubicPlay {
    pub(super) moves: Moves<Position>,
    /// The keyboard cursor, once an arrow or Enter showed it.
    pub(super) cursor: Option<Cell>,
    /// The digits typed so far towards a cell (plane, then row), each 1..4.
    pub(super) typed: Vec<u8>,
    pub(super) hint: Option<Decision>,
    /// H was pressed: the hint's search is wanted.
    pub(super) hint_asked: bool,
    /// The last mark placed and when, for the turtle's drawing.
    pub(super) placed: Option<(Cell, f64)>,
    /// When the turtle began drawing the four planes (at the first update
    /// of a game).
    pub(super) grid_from: Option<f64>,
}

/// The cell at plane, row and column, each 1..4.
fn cell_at(plane: u8, row: u8, column: u8) -> Option<Cell> {
    if [plane, row, column].iter().any(|d| !(1..=4).contains(d)) {
        return None;
    }
    Cell::new(16 * (plane - 1) + 4 * (row - 1) + column)
}

impl Game {
    /// Whether Qubic is the game on the board.
    pub fn is_qubic(&self) -> bool {
        self.settings.game == GameKind::Qubic
    }

    pub fn qubic_position(&self) -> Position {
        self.qubic.moves.board
    }

    pub fn qubic_history(&self) -> &[Move<Position>] {
        &self.qubic.moves.history
    }

    /// The keyboard cursor, while the game is on.
    pub fn qubic_cursor(&self) -> Option<Cell> {
        self.qubic.cursor.filter(|_| !self.is_over())
    }

    /// The digits typed so far towards a cell: none, the plane, or the
    /// plane and the row.
    pub fn qubic_typed(&self) -> &[u8] {
        &self.qubic.typed
    }

    pub fn qubic_hint(&self) -> Option<&Decision> {
        self.qubic.hint.as_ref()
    }

    /// The mark the turtle is drawing at `now` and how much of it is drawn
    /// (0..1), while it draws.
    pub fn qubic_drawing(&self, now: f64) -> Option<(Cell, f64)> {
        let (cell, at) = self.qubic.placed?;
        let seconds = speed::mark_seconds(self.settings.speed);
        if !self.settings.speed.animates() || seconds <= 0.0 {
            return None;
        }
        let drawn = (now - at) / seconds;
        (drawn < 1.0).then_some((cell, drawn.max(0.0)))
    }

    /// How much of the four planes' grid the turtle has drawn at `now`,
    /// 0..=1: twice the 3×3 board's time, for four grids.
    pub fn qubic_grid(&self, now: f64) -> f64 {
        let seconds = 2.0 * speed::board_seconds(self.settings.speed);
        match self.qubic.grid_from {
            _ if !self.settings.speed.animates() || seconds <= 0.0 => 1.0,
            None => 0.0,
            Some(from) => ((now - from) / seconds).clamp(0.0, 1.0),
        }
    }

    /// Whether the computer plays unbeatable as X at Qubic now: the one
    /// player that reads the opening book (`qubic::book`), which a page
    /// fetches only then.
    pub fn qubic_book_wanted(&self) -> bool {
        self.is_qubic()
            && self.settings.qubic_opponent == QubicOpponent::Unbeatable
            && self.settings.side == Mark::O
    }

    /// The computer's move to work out now, once its pause is over, or the
    /// hint asked for: the front end runs it (`Search::run`) and hands back
    /// the answer. Its seed, from the game's dice, stays the same while it
    /// is wanted (asking twice gives the same search).
    pub fn search_wanted(&self, now: f64) -> Option<Search> {
        let position = self.qubic_position();
        let hint = self.qubic.hint_asked && self.is_qubic() && self.is_human_turn();
        let level = match hint {
            true => QubicOpponent::Hard,
            false => {
                let ready = self.is_qubic()
                    && now >= self.reply_due?
                    && !position.is_finished()
                    && position.to_move() != self.settings.side;
                Some(self.settings.qubic_opponent).filter(|o| o.is_computer() && ready)?
            }
        };
        let mut dice = self.rng.clone();
        let seed =
            dice.next_u64() ^ position.mask(Mark::X) ^ position.mask(Mark::O).rotate_left(32);
        Some(Search {
            position,
            level,
            seed,
            hint,
        })
    }

    /// The computer's answer to `search`, worked out by the front end: its
    /// move, if the position is still the one it was asked about.
    pub fn answer(&mut self, search: Search, decision: Option<Decision>, now: f64) {
        if self.search_wanted(now) != Some(search) {
            return;
        }
        self.rng.next_u64();
        if search.hint {
            self.qubic.hint_asked = false;
            let Some(decision) = decision else { return };
            let words = format!(
                "Hint: {} \u{2014} Hard {}.",
                decision.cell.words(),
                decision.reason
            );
            self.qubic.cursor = Some(decision.cell);
            self.qubic.hint = Some(decision);
            return self.say(Tone::Info, words);
        }
        self.reply_due = None;
        let Some(decision) = decision else { return };
        if self.qubic_position().get(decision.cell).is_some() {
            return self.say(Tone::Refusal, "The computer chose a taken cell: a bug.");
        }
        // The reason in the feedback line, in the player's voice; the
        // status's last line says the move.
        let words = format!(
            "{} \u{2014} {}.",
            self.settings.qubic_opponent.title(),
            decision.reason
        );
        self.place::<Position>(decision.cell, Some(decision.reason), now);
        match self.is_over() {
            false => self.say(Tone::Talk, words),
            true => self.notices.feedback = None,
        }
    }

    /// Works out the computer's move at once, if one is wanted: for the
    /// terminal and the tests, which may wait for it.
    pub fn think(&mut self, now: f64) {
        if let Some(search) = self.search_wanted(now) {
            self.answer(search, search.run(), now);
        }
    }

    /// A digit towards a cell: plane, row, column, each 1..4.
    pub(super) fn qubic_digit(&mut self, d: u8, now: f64) {
        let part = ["plane", "row", "column"][self.qubic.typed.len().min(2)];
        if !(1..=4).contains(&d) {
            let refusal = format!("{d} is no {part}: plane, row and column are each 1-4.");
            return self.say(Tone::Refusal, refusal);
        }
        self.qubic.typed.push(d);
        if let [p, r, c] = self.qubic.typed[..] {
            self.qubic.typed.clear();
            if let Some(cell) = cell_at(p, r, c) {
                return self.qubic_plays(cell, now);
            }
        }
        self.say_typed();
    }

    /// What is typed so far, and what comes next: said by the status's
    /// turn line on the player's move, by the feedback line otherwise.
    pub(super) fn say_typed(&mut self) {
        let words = match self.qubic.typed[..] {
            [] => "Type a cell: plane, row, column, each 1-4.".to_string(),
            [p] => format!("Plane {p}: now the row (1-4)."),
            [p, r, ..] => format!("Plane {p}, row {r}: now the column (1-4)."),
        };
        match self.is_human_turn() {
            true => self.notices.feedback = None,
            false => self.say(Tone::Info, words),
        }
    }

    pub(crate) fn qubic_plays(&mut self, cell: Cell, now: f64) {
        if !self.person_may_move() {
            return;
        }
        if self.qubic_position().get(cell).is_some() {
            let taken = format!("{NOT_VALID}: cell {} is taken.", cell.words());
            return self.say(Tone::Refusal, taken);
        }
        self.person_moves::<Position>(cell, now);
    }

    /// Shows the cursor on the hinted cell, else the last move, else 2-2-2.
    pub(super) fn qubic_show_cursor(&mut self) {
        let last = self.qubic_history().last().map(|m| m.square);
        let hint = self.qubic.hint.as_ref().map(|d| d.cell);
        self.qubic.cursor = hint.or(last).or(cell_at(2, 2, 2));
        self.say(
            Tone::Info,
            "Arrows move the cursor, Page Up and Down change the plane; Enter plays.",
        );
    }

    /// Moves the cursor within its plane, or (`plane`) to the plane above
    /// or below, stopping at the edges.
    pub(super) fn qubic_step(&mut self, dir: Dir, plane: bool) {
        let Some(at) = self.qubic.cursor else {
            return self.qubic_show_cursor();
        };
        let (p, r, c) = at.plane_row_column();
        let less = |v: u8| v.saturating_sub(1).max(1);
        let more = |v: u8| (v + 1).min(4);
        let (p, r, c) = match (plane, dir) {
            (true, Dir::Up | Dir::Left) => (less(p), r, c),
            (true, Dir::Down | Dir::Right) => (more(p), r, c),
            (false, Dir::Up) => (p, less(r), c),
            (false, Dir::Down) => (p, more(r), c),
            (false, Dir::Left) => (p, r, less(c)),
            (false, Dir::Right) => (p, r, more(c)),
        };
        self.qubic.cursor = cell_at(p, r, c).or(Some(at));
        if plane {
            self.say(Tone::Info, format!("Plane {p}."));
        }
    }
}

impl Table for Position {
    fn moves(game: &Game) -> &Moves<Position> {
        &game.qubic.moves
    }

    fn moves_mut(game: &mut Game) -> &mut Moves<Position> {
        &mut game.qubic.moves
    }

    fn draw(game: &mut Game, played: &Move<Position>, now: f64) {
        Position::forget(game, true);
        game.qubic.placed = Some((played.square, now));
    }

    /// Its record (the banner says the result and the line).
    fn finish(game: &mut Game, outcome: Outcome) {
        let two_players = !game.against_computer();
        let record = QubicRecord {
            opponent: game.settings.qubic_opponent,
            side: if two_players {
                Mark::X
            } else {
                game.settings.side
            },
            moves: game.qubic_history().iter().map(|m| m.square).collect(),
            outcome,
        };
        game.events.push(Event::QubicFinished(record));
    }

    fn forget(game: &mut Game, undone: bool) {
        game.qubic.placed = None;
        if undone {
            game.qubic.hint = None;
            game.qubic.hint_asked = false;
        }
    }
}

#[cfg(test)]
#[path = "qubic_tests.rs"]
mod tests;
