//! The game's state machine: strict turns, the computer's reply after a
//! short pause, the turtle's drawing time, undo and redo, hints, the review,
//! the overlays (help, the choosers, the question before abandoning a
//! game), results scored once, and what to print. Time is a number of
//! seconds the caller passes in (`now`), so every rule is tested without a
//! clock or a window.

mod choose;
mod controls;
pub mod input;
pub mod messages;
pub mod overlay;
mod play;
mod review;
pub mod record;
pub mod scene;
mod scoreboard;
pub mod setup;
pub mod status;

pub use record::{Event, GameRecord, Move};
pub use setup::Setup;

use crate::core::board::{Board, Outcome, Square};
use crate::core::rng::Rng;
use crate::game::input::Command;
use crate::game::overlay::Overlay;
use crate::picture::turtle::Segment;
use crate::strategy::review::Reviewed;
use crate::strategy::scores::Scores;
use crate::strategy::{Broken, Decision, Memory};

/// Seconds the turtle takes to draw one mark.
pub const DRAW_SECONDS: f64 = 0.5;
/// Seconds it takes to draw the board (`draw.board`) at a game's start.
pub const BOARD_SECONDS: f64 = 0.6;
/// How far into a drawing the first frame already is: one frame at 60
/// frames a second, so a played key shows a stroke at once.
pub const FIRST_STROKE_LEAD: f64 = 1.0 / 60.0;
/// Seconds it takes to strike through a winning line.
pub const STRIKE_SECONDS: f64 = 0.35;
/// The computer's pause before it answers: this, plus up to
/// [`THINK_JITTER`] more, so it feels natural.
pub const THINK_SECONDS: f64 = 0.35;
pub const THINK_JITTER: f64 = 0.35;

/// What the feedback line says, and how long it stays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// News and answers: stays until something replaces it.
    Info,
    /// A move refused because the computer or the turtle is busy: goes as
    /// soon as the player can move.
    Wait,
    /// A key or click that cannot be played here.
    Refusal,
    /// The opponent talking (Dawson's persona, the learner's lessons).
    Talk,
}

/// The feedback line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Feedback {
    pub text: String,
    pub tone: Tone,
}

/// Something the turtle draws over time: the board, or a mark (and perhaps
/// the strike through its line).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Animation {
    pub(crate) path: Vec<Segment>,
    pub(crate) started: f64,
    pub(crate) seconds: f64,
    /// The mark's square; `None` while the board itself is drawn.
    pub(crate) square: Option<Square>,
    /// How many of the path's segments draw the mark; the rest strike.
    pub(crate) mark_segments: usize,
}

/// The game in a window.
#[derive(Clone, Debug)]
pub struct Game {
    pub(crate) setup: Setup,
    pub(crate) start: Board,
    pub(crate) board: Board,
    pub(crate) history: Vec<Move>,
    /// Moves taken back, the next to replay last.
    pub(crate) redo: Vec<Move>,
    pub(crate) cursor: Option<Square>,
    pub(crate) reply_due: Option<f64>,
    pub(crate) animation: Option<Animation>,
    /// The board is still to be drawn, at the next update.
    pub(crate) board_due: bool,
    pub(crate) feedback: Option<Feedback>,
    pub(crate) hint: Option<Decision>,
    pub(crate) overlay: Option<Overlay>,
    pub(crate) quit: bool,
    pub(crate) last_play: Option<f64>,
    pub(crate) output: Vec<String>,
    pub(crate) events: Vec<Event>,
    pub(crate) memory: Memory,
    pub(crate) rng: Rng,
    /// The saved scores, to show; `None` when nothing is kept (screenshots).
    pub(crate) scores: Option<Scores>,
    /// Whether this game's result has been counted (it counts once).
    pub(crate) scored: bool,
    /// Whether the player pressed reset once and the next press confirms.
    pub(crate) confirm_reset: bool,
    /// Problems with the saved data: the newest, until the player's first
    /// action a moment later, and every one, for the help's settings page.
    pub(crate) warning: Option<(String, f64)>,
    pub(crate) warnings: Vec<String>,
    /// The computer's program broke under the rules (answered no square):
    /// the game ends there, with no result.
    pub(crate) broken: Option<Broken>,
    /// The game reviewed move by move, and the move under review (an index
    /// into it), while the review is open.
    pub(crate) review: Option<(Vec<Reviewed>, usize)>,
    /// Whether the player has a mouse (the window) or only keys (the
    /// terminal): what the game tells them to press.
    pub(crate) mouse: bool,
}

impl Game {
    /// A game set up as `setup`, from position `start` (the empty board
    /// normally), under the setup's rules. `memory` is the learner's; `rng`
    /// its dice and the pause's.
    pub fn new(setup: Setup, start: Board, memory: Memory, rng: Rng) -> Game {
        let start = start.under(setup.rules);
        let mut game = Game {
            setup,
            start,
            board: start,
            history: Vec::new(),
            redo: Vec::new(),
            cursor: None,
            reply_due: None,
            animation: None,
            board_due: setup.animate,
            feedback: None,
            hint: None,
            overlay: None,
            quit: false,
            last_play: None,
            output: Vec::new(),
            events: Vec::new(),
            memory,
            rng,
            scores: None,
            scored: false,
            confirm_reset: false,
            warning: None,
            warnings: Vec::new(),
            broken: None,
            review: None,
            mouse: true,
        };
        if start.moves_made() == 0 {
            game.greet();
        }
        game
    }

    /// Says whether the player has a mouse: without one the game asks for
    /// keys only ("press 1-9", not "or click a square").
    pub fn set_mouse(&mut self, mouse: bool) {
        self.mouse = mouse;
    }

    pub fn setup(&self) -> Setup {
        self.setup
    }

    pub fn board(&self) -> Board {
        self.board
    }

    /// The moves since the game's start position, in order.
    pub fn history(&self) -> &[Move] {
        &self.history
    }

    /// The position the game started from.
    pub fn start(&self) -> Board {
        self.start
    }

    pub fn memory(&self) -> &Memory {
        &self.memory
    }

    /// The result, as soon as there is one (a tie as soon as no line is open).
    pub fn outcome(&self) -> Option<Outcome> {
        self.board.outcome()
    }

    /// The computer's program's answer that was no square, if it broke.
    pub fn broken(&self) -> Option<Broken> {
        self.broken
    }

    /// Whether the game has ended: a result, or the computer's program
    /// breaking under the rules.
    pub fn is_over(&self) -> bool {
        self.outcome().is_some() || self.broken.is_some()
    }

    /// The overlay shown over the game, if any.
    pub fn overlay(&self) -> Option<Overlay> {
        self.overlay
    }

    pub fn help_shown(&self) -> bool {
        matches!(self.overlay, Some(Overlay::Help(_)))
    }

    pub fn quit_requested(&self) -> bool {
        self.quit
    }

    /// The feedback line: refusals, hints, news, the opponent's talk.
    pub fn feedback(&self) -> Option<&Feedback> {
        self.feedback.as_ref()
    }

    /// Lines for standard output since the last call: moves (`x 5`,
    /// `o 1 corner`), results, `new game`, `undo ...`.
    pub fn take_output(&mut self) -> Vec<String> {
        std::mem::take(&mut self.output)
    }

    /// Finished games and setup changes since the last call.
    pub fn take_events(&mut self) -> Vec<Event> {
        std::mem::take(&mut self.events)
    }

    /// Whether a person moves now (the game is on and it is not the
    /// computer's turn). Says nothing about the turtle being busy.
    pub fn is_human_turn(&self) -> bool {
        !self.is_over()
            && (!self.setup.opponent.is_computer() || self.board.to_move() == self.setup.side)
    }

    /// Whether the turtle is still drawing at `now`.
    pub fn is_drawing(&self, now: f64) -> bool {
        self.board_due
            || self
                .animation
                .as_ref()
                .is_some_and(|a| now < a.started + a.seconds)
    }

    /// Whether a move by a person would be taken at `now`: their turn, the
    /// turtle at rest, no overlay, no review.
    pub fn accepts_move(&self, now: f64) -> bool {
        self.is_human_turn()
            && !self.is_drawing(now)
            && self.overlay.is_none()
            && self.review.is_none()
    }

    /// Whether anything will change without input: drawing, or a reply due.
    /// While this holds the window should keep drawing frames.
    pub fn is_moving(&self, now: f64) -> bool {
        self.is_drawing(now) || self.reply_due.is_some() || self.computer_owes_move()
    }

    /// Whether square `sq` would be played now by a click (for highlights).
    pub fn can_play(&self, sq: Square, now: f64) -> bool {
        self.accepts_move(now) && self.board.is_free(sq)
    }

    /// Advances time: draws the board at a game's start, ends finished
    /// drawings, clears a "wait" once the player can move, and schedules
    /// and makes the computer's move. Call once per frame before drawing.
    pub fn update(&mut self, now: f64) {
        if self.board_due {
            self.board_due = false;
            self.start_drawing_board(now);
        }
        if self.animation.is_some() && !self.is_drawing(now) {
            self.animation = None;
        }
        let waiting = self.feedback.as_ref().is_some_and(|f| f.tone == Tone::Wait);
        if waiting && self.is_human_turn() && !self.is_drawing(now) {
            self.feedback = None;
        }
        if self.animation.is_some() || self.review.is_some() || !self.computer_owes_move() {
            return;
        }
        match self.reply_due {
            None => {
                let pause = THINK_SECONDS + THINK_JITTER * self.rng.below(1000) as f64 / 1000.0;
                self.reply_due = Some(now + pause);
            }
            Some(due) if now >= due => self.computer_moves(now),
            Some(_) => {}
        }
    }

    fn computer_owes_move(&self) -> bool {
        !self.is_over() && !self.is_human_turn()
    }

    /// Carries out `command` at time `now`.
    pub fn handle(&mut self, command: Command, now: f64) {
        self.update(now);
        self.settle_notices(command, now);
        if let Some(overlay) = self.overlay {
            return self.handle_overlay(overlay, command);
        }
        if self.review.is_some() && self.handle_review(command) {
            return;
        }
        match command {
            Command::Play(sq) => self.human_plays(sq, now),
            Command::MoveCursor(dir) => self.move_cursor(dir),
            Command::PlayCursor => match self.cursor {
                Some(sq) => self.human_plays(sq, now),
                None => self.show_cursor(),
            },
            Command::NewGame => self.new_game(),
            Command::Undo => self.undo(),
            Command::Redo => self.redo(now),
            Command::Hint => self.give_hint(now),
            Command::Review => self.open_review(None),
            Command::ReviewMove(n) => self.open_review(Some(n)),
            Command::ChooseSide(side) => self.ask_setup(Setup { side, ..self.setup }),
            Command::Choose(kind) => self.open_chooser(kind),
            Command::Pick(_) | Command::Answer(_) => {}
            Command::ToggleAnimation => self.toggle_animation(),
            Command::ToggleKeypad => self.toggle_keypad(),
            Command::ToggleAlternate => self.toggle_alternate(),
            Command::ResetScores => self.ask_reset(),
            Command::Help => self.overlay = Some(Overlay::Help(Default::default())),
            Command::Back => self.back(),
            Command::Quit => self.quit = true,
        }
    }

    /// Sets the feedback line.
    pub(crate) fn say(&mut self, tone: Tone, text: impl Into<String>) {
        self.feedback = Some(Feedback {
            text: text.into(),
            tone,
        });
    }
}

#[cfg(test)]
mod tests;
