//! One play state for both boards, [`Play<V>`], and what the game does
//! with it alike on each: turns, a person's move and why it waits, the
//! cursor, undo and redo, the result said and counted once. The game holds
//! one [`Round`]; `on_round!` is where it chooses the board.

use crate::core::board::{Board, Mark, Outcome};
use crate::game::input::Dir;
use crate::game::messages::{self, NOT_VALID};
use crate::game::moves::{Moves, Playable};
use crate::game::outbox::Cue;
use crate::game::talk::{talk, Moment};
use crate::game::turtle::{Drawing, Pen};
use crate::game::variant::Variant;
use crate::game::{Event, Game, Move, Tone};
use crate::qubic::position::Position;
use crate::record::{scored_sides, GameRecord, Played, Rival};
use crate::settings::{GameKind, SettingChange, Speed};
use std::any::Any;

/// The game on the board: the 3×3 game or Qubic.
#[derive(Clone, Debug)]
pub enum Round {
    TicTacToe(Play<Board>),
    Qubic(Play<Position>),
}

impl Round {
    /// A fresh round of `game` from `start` (3×3; Qubic starts empty),
    /// the turtle to draw the board at `speed`.
    pub fn new(game: GameKind, start: Board, speed: Speed) -> Round {
        match game {
            GameKind::TicTacToe => Round::TicTacToe(Play {
                turtle: Drawing::new(speed),
                ..Play::new(start)
            }),
            GameKind::Qubic => Round::Qubic(Play::new(Position::default())),
        }
    }

    pub fn game(&self) -> GameKind {
        match self {
            Round::TicTacToe(_) => GameKind::TicTacToe,
            Round::Qubic(_) => GameKind::Qubic,
        }
    }

    /// The play state, if the round is played on board `V` (a type test
    /// through `Any`, so that `Variant` need not know `Round`).
    pub fn play<V: Variant>(&self) -> Option<&Play<V>> {
        match self {
            Round::TicTacToe(play) => (play as &dyn Any).downcast_ref(),
            Round::Qubic(play) => (play as &dyn Any).downcast_ref(),
        }
    }

    pub fn play_mut<V: Variant>(&mut self) -> Option<&mut Play<V>> {
        match self {
            Round::TicTacToe(play) => (play as &mut dyn Any).downcast_mut(),
            Round::Qubic(play) => (play as &mut dyn Any).downcast_mut(),
        }
    }
}

/// `$body` with `$v` the type of the round's board (`Board` or
/// `Position`): the one place the game chooses its board.
macro_rules! on_round {
    ($round:expr, $v:ident => $body:expr) => {
        match $round {
            crate::game::play::Round::TicTacToe(_) => {
                type $v = crate::core::board::Board;
                $body
            }
            crate::game::play::Round::Qubic(_) => {
                type $v = crate::qubic::position::Position;
                $body
            }
        }
    };
}
pub(crate) use on_round;

/// A game in play on board `V`. Its fields are touched only in `game/`.
#[derive(Clone, Debug)]
pub struct Play<V: Variant> {
    pub(super) moves: Moves<V>,
    /// The keyboard cursor, once an arrow or Enter showed it.
    pub(super) cursor: Option<V::Cell>,
    /// The digits typed so far towards a cell (Qubic: plane, then row).
    pub(super) typed: Vec<u8>,
    pub(super) hint: Option<V::Hint>,
    /// H was pressed and the hint is still to be worked out (Qubic's is
    /// the front end's search).
    pub(super) hint_asked: bool,
    /// A person's move made while the turtle drew, played when it ends.
    pub(super) queued: Option<V::Cell>,
    pub(super) turtle: V::Turtle,
}

impl<V: Variant> Play<V> {
    pub fn new(start: V) -> Play<V> {
        Play {
            moves: Moves::new(start),
            cursor: None,
            typed: Vec::new(),
            hint: None,
            hint_asked: false,
            queued: None,
            turtle: V::Turtle::default(),
        }
    }

    pub fn position(&self) -> V {
        self.moves.board
    }

    pub fn start(&self) -> V {
        self.moves.start
    }

    pub fn history(&self) -> &[Move<V>] {
        &self.moves.history
    }

    /// The moves from the start, as a record keeps them.
    pub fn played(&self) -> Played {
        let moves = self.moves.history.iter().map(|m| m.square).collect();
        V::played(self.moves.start, moves)
    }

    pub fn typed(&self) -> &[u8] {
        &self.typed
    }

    pub fn hint(&self) -> Option<&V::Hint> {
        self.hint.as_ref()
    }

    pub fn turtle(&self) -> &V::Turtle {
        &self.turtle
    }
}

impl Game {
    /// The round's play state; `V` is the round's board (`on_round!`).
    pub(crate) fn play<V: Variant>(&self) -> &Play<V> {
        self.round
            .play()
            .expect("on_round! names the round's board")
    }

    pub(crate) fn play_mut<V: Variant>(&mut self) -> &mut Play<V> {
        self.round
            .play_mut()
            .expect("on_round! names the round's board")
    }

    pub fn round(&self) -> &Round {
        &self.round
    }

    pub(crate) fn against_computer(&self) -> bool {
        self.rival().is_computer()
    }

    pub(crate) fn rival(&self) -> Rival {
        Rival::of(&self.settings)
    }

    pub(crate) fn rival_title(&self) -> &'static str {
        self.rival().title_for(self.settings.side)
    }

    pub fn mover(&self) -> Mark {
        on_round!(self.round, V => self.play::<V>().moves.board.to_move())
    }

    /// Whether a person moves now (whether or not the turtle is busy).
    pub fn is_human_turn(&self) -> bool {
        if let Some(mine) = self.room_turn() {
            return !self.is_over() && mine;
        }
        !self.is_over() && (!self.against_computer() || self.mover() == self.settings.side)
    }

    /// Whether a person may move now; if not, says why.
    pub(crate) fn person_may_move(&mut self) -> bool {
        if self.is_over() {
            // The banner above says how to play again, in the pointer's words.
            let over = format!("{NOT_VALID}: the game is over.");
            self.say(Tone::Refusal, over);
        } else if !self.is_human_turn() {
            let wait = self.room_wait();
            let wait =
                wait.unwrap_or_else(|| format!("Wait: it is {}'s move.", self.rival_title()));
            self.say(Tone::Wait, wait);
        }
        self.is_human_turn()
    }

    /// The result, as soon as there is one (3×3: a tie as soon as no line
    /// is open).
    pub fn outcome(&self) -> Option<Outcome> {
        on_round!(self.round, V => self.play::<V>().moves.board.outcome())
    }

    pub(crate) fn played(&self) -> bool {
        on_round!(self.round, V => !self.play::<V>().moves.history.is_empty())
    }

    /// A person's move on `cell`: refused if it cannot be played, kept
    /// until the turtle is done if it is drawing.
    pub(crate) fn human_plays<V: Variant>(&mut self, cell: V::Cell, now: f64) {
        if !self.person_may_move() {
            return;
        }
        let play = self.play::<V>();
        if play.turtle.is_drawing(self.settings.speed, now) || self.last_play == Some(now) {
            self.play_mut::<V>().queued = Some(cell);
            let said = Self::cell_said::<V>(cell);
            let wait = format!("{said} next, when the turtle has drawn.");
            return self.say(Tone::Wait, wait);
        }
        if !play.moves.board.is_free(cell) {
            let turn = play.moves.history.len();
            let said = Self::cell_said::<V>(cell).to_ascii_lowercase();
            let taken = format!("{NOT_VALID}: {said} is taken.");
            let taunt = self
                .talker()
                .and_then(|o| talk(o, Moment::Refused { turn }));
            let taunt = taunt.map(|t| format!(" {t}")).unwrap_or_default();
            return self.say(Tone::Refusal, format!("{taken}{taunt}"));
        }
        self.notices.feedback = None;
        if std::mem::take(&mut self.welcome) {
            self.change_setting(SettingChange::Welcome(false));
        }
        self.play_mut::<V>().moves.redo.clear();
        let ply = self.play::<V>().history().len();
        self.place::<V>(cell, None, now);
        self.send_move(ply, V::number(cell));
    }

    /// `Square 5`, `Cell 1-2-3`: a cell as a sentence begins with it.
    fn cell_said<V: Variant>(cell: V::Cell) -> String {
        let noun = if V::DIGITS == 1 { "Square" } else { "Cell" };
        format!("{noun} {}", V::words(cell))
    }

    /// Plays the move kept while the turtle drew, once it has finished.
    pub(crate) fn play_queued<V: Variant>(&mut self, now: f64) {
        let play = self.play::<V>();
        let drawing = play.turtle.is_drawing(self.settings.speed, now);
        if drawing || self.last_play == Some(now) || !self.screens.is_empty() {
            return;
        }
        if let Some(cell) = self.play_mut::<V>().queued.take() {
            self.human_plays::<V>(cell, now);
        }
    }

    /// Puts the mover's mark on free `cell`, and settles the result if
    /// the game is over.
    pub(crate) fn place<V: Variant>(&mut self, cell: V::Cell, reason: Option<V::Reason>, now: f64) {
        let played = self.play_mut::<V>().moves.play(cell, reason);
        self.lines.push(played.line());
        self.cue(Cue::Mark);
        if self.settings.speed.animates() {
            self.cue(Cue::Pen);
        }
        self.play_mut::<V>().hint = None;
        V::draw(self, &played, now);
        let Some(outcome) = self.outcome() else {
            return;
        };
        // The result is said, with its sound, and counted the first time
        // only: not when played again after Undo.
        let (side, two_players) = (self.settings.side, !self.against_computer());
        self.lines
            .push(messages::result_line(outcome, side, two_players));
        self.cue(match outcome {
            Outcome::Tie => Cue::Tied,
            Outcome::Won(mark) if two_players || mark == side => Cue::Won,
            Outcome::Won(_) => Cue::Lost,
        });
        if self.play::<V>().moves.scored {
            let again = "Played again after Undo: this game was already counted.";
            return self.say(Tone::Info, again);
        }
        self.count_result::<V>(outcome);
    }

    /// Counts the result of the game on the board, once: its record goes
    /// to the scores and the past games.
    pub(crate) fn count_result<V: Variant>(&mut self, outcome: Outcome) {
        let already = std::mem::replace(&mut self.play_mut::<V>().moves.scored, true);
        if already || !self.room_counts_result() {
            return;
        }
        V::finish(self, outcome);
        let play = self.play::<V>();
        let (played, choices) = (play.played(), V::choices(&play.moves.history));
        let sides = scored_sides(&self.settings, &played);
        let rival = self.rival();
        self.scoreboard
            .record(rival, played.rules(), &sides, outcome);
        let record = GameRecord {
            settings: self.settings,
            played,
            outcome,
            choices,
        };
        self.events.push(Event::Finished(record));
    }

    fn undo_from<V: Variant>(&self) -> Option<usize> {
        let (computer, side) = (self.against_computer(), self.settings.side);
        self.play::<V>().moves.undo_from(computer, side)
    }

    pub fn can_undo(&self) -> bool {
        on_round!(self.round, V => self.undo_from::<V>()).is_some()
    }

    pub fn can_redo(&self) -> bool {
        on_round!(self.round, V => !self.play::<V>().moves.redo.is_empty())
    }

    /// Takes back the person's last move and the reply to it (between two
    /// players, just the last move); Redo plays them again. A digit typed
    /// towards a cell is taken back first.
    pub(crate) fn undo<V: Variant>(&mut self) {
        if self.play_mut::<V>().typed.pop().is_some() {
            return self.say_typed::<V>();
        }
        let Some(keep) = self.undo_from::<V>() else {
            return self.say(Tone::Refusal, "Nothing to undo.");
        };
        let taken = self.play_mut::<V>().moves.take_back(keep);
        for m in taken.iter().rev() {
            self.lines.push(format!("undo {} {}", m.mark, m.square));
        }
        let words: Vec<String> = taken
            .iter()
            .map(|m| format!("{} {}", m.mark, V::words(m.square)))
            .collect();
        self.reply_due = None;
        self.forget::<V>(true);
        let counted = match self.play::<V>().moves.scored {
            true => " (the game is already counted)",
            false => "",
        };
        let said = words.join(" and ");
        self.say(Tone::Info, format!("Took back {said}{counted}. Y redoes."));
    }

    pub(crate) fn redo<V: Variant>(&mut self, now: f64) {
        let (computer, side) = (self.against_computer(), self.settings.side);
        let again = self.play_mut::<V>().moves.take_redo(computer, side);
        if again.is_empty() {
            return self.say(Tone::Refusal, "Nothing to redo.");
        }
        self.notices.feedback = None;
        for m in again {
            self.place::<V>(m.square, m.rule, now);
        }
        self.forget::<V>(false);
        self.say(Tone::Info, "Played again.");
    }

    /// Forgets the turtle's drawing, and, when moves were `undone`, the hint.
    fn forget<V: Variant>(&mut self, undone: bool) {
        let play = self.play_mut::<V>();
        play.turtle = V::Turtle::default();
        play.queued = None;
        if undone {
            play.hint = None;
            play.hint_asked = false;
            self.last_play = None;
        }
    }

    /// A digit towards a cell: a square's one, or Qubic's plane, row and
    /// column, each 1..4.
    pub(crate) fn type_digit<V: Variant>(&mut self, d: u8, now: f64) {
        let typed = self.play::<V>().typed.len();
        if d == 0 && V::DIGITS == 1 {
            return self.say(Tone::Refusal, messages::NO_SQUARE_0);
        }
        if V::DIGITS > 1 && !(1..=4).contains(&d) {
            let part = ["plane", "row", "column"][typed.min(2)];
            let refusal = format!("{d} is no {part}: plane, row and column are each 1-4.");
            return self.say(Tone::Refusal, refusal);
        }
        let play = self.play_mut::<V>();
        play.typed.push(d);
        if play.typed.len() < V::DIGITS {
            return self.say_typed::<V>();
        }
        let cell = V::cell_at(&std::mem::take(&mut play.typed));
        match cell {
            Some(cell) => self.human_plays::<V>(cell, now),
            None => self.say(Tone::Refusal, messages::NO_COMMAND),
        }
    }

    /// What is typed so far, and what comes next: on the player's move
    /// the status's turn line says it.
    pub(crate) fn say_typed<V: Variant>(&mut self) {
        let words = match self.play::<V>().typed[..] {
            [] => "Type a cell: plane, row, column, each 1-4.".to_string(),
            [p] => format!("Plane {p}: now the row (1-4)."),
            [p, r, ..] => format!("Plane {p}, row {r}: now the column (1-4)."),
        };
        match self.is_human_turn() {
            true => self.notices.feedback = None,
            false => self.say(Tone::Info, words),
        }
    }

    /// Shows the cursor where the player most likely wants it: on the
    /// hinted cell, else the last move, else the centre.
    pub(crate) fn show_cursor<V: Variant>(&mut self) {
        let play = self.play_mut::<V>();
        let last = play.moves.history.last().map(|m| m.square);
        let hint = play.hint.as_ref().map(V::hint_cell);
        play.cursor = hint.or(last).or(Some(V::centre()));
        self.say(Tone::Info, V::CURSOR_WORDS);
    }

    /// Moves the cursor within its plane, or (`plane`) to the next plane;
    /// an arrow shows a hidden cursor too.
    pub(crate) fn move_cursor<V: Variant>(&mut self, dir: Dir, plane: bool) {
        let shown = self.play::<V>().cursor.is_some();
        if !shown {
            self.show_cursor::<V>();
        }
        let Some(at) = self.play::<V>().cursor else {
            return;
        };
        let to = V::step(at, dir, plane);
        self.play_mut::<V>().cursor = Some(to);
        // A cube's cursor is easily lost among four planes: say its cell
        // (once shown: the words that say how to move it go first).
        if V::DIGITS > 1 && shown {
            let words = format!("Cell {}.", V::words(to));
            self.say(Tone::Info, words);
        }
    }

    /// Enter: plays the cursor's cell, or shows the cursor.
    pub(crate) fn play_cursor<V: Variant>(&mut self, now: f64) {
        match self.play::<V>().cursor {
            Some(cell) => self.human_plays::<V>(cell, now),
            None => self.show_cursor::<V>(),
        }
    }

    /// A click on a cell, or a square's digit: cell number `n`.
    pub(crate) fn play_number<V: Variant>(&mut self, n: u8, now: f64) {
        self.play_mut::<V>().typed.clear();
        match V::cell(n) {
            Some(cell) => self.human_plays::<V>(cell, now),
            None => self.say(Tone::Refusal, messages::NO_COMMAND),
        }
    }

    /// Esc: clears the typed digits, the hint, the cursor and a refusal.
    pub(crate) fn back<V: Variant>(&mut self) {
        let talking = self.feedback().is_some_and(|f| f.tone == Tone::Talk);
        let play = self.play_mut::<V>();
        play.typed.clear();
        play.cursor = None;
        play.hint_asked = false;
        if play.hint.take().is_some() || !talking {
            self.notices.feedback = None;
        }
    }
}
