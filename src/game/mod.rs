//! The game's state machine: strict turns, the computer's reply after a
//! short pause, the turtle's drawing time, undo, hint, help, results, and
//! what to print. Time is a number of seconds the caller passes in (`now`),
//! so every rule is tested without a clock or a window.

mod controls;
pub mod input;
pub mod messages;
mod play;
pub mod scene;
pub mod scores;
mod scoreboard;
pub mod status;

use crate::core::board::{Board, Mark, Outcome, Rules, Square};
use crate::core::rng::Rng;
use crate::game::input::Command;
use crate::game::scores::Scores;
use crate::picture::turtle::Segment;
use crate::strategy::learner::Choice;
use crate::strategy::{Broken, Decision, Memory, Opponent, Rule};

/// Seconds the turtle takes to draw one mark.
pub const DRAW_SECONDS: f64 = 0.5;
/// How far into a mark's drawing the first frame already is: one frame at
/// 60 frames a second, so a played key shows a stroke at once.
pub const FIRST_STROKE_LEAD: f64 = 1.0 / 60.0;
/// Seconds it takes to strike through a winning line.
pub const STRIKE_SECONDS: f64 = 0.35;
/// The computer's pause before it answers: this, plus up to
/// [`THINK_JITTER`] more, so it feels natural.
pub const THINK_SECONDS: f64 = 0.35;
pub const THINK_JITTER: f64 = 0.35;

/// Who plays what, and how it looks: what a game is set up with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    pub opponent: Opponent,
    /// The human's side (X moves first). Ignored against `human`.
    pub side: Mark,
    /// Draw each mark with a moving turtle; off draws at once.
    pub animate: bool,
    /// Which combinations win.
    pub rules: Rules,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup {
            opponent: Opponent::Logo,
            side: Mark::X,
            animate: true,
            rules: Rules::Standard,
        }
    }
}

/// One move played, with what the board was before it and the computer's
/// reason (`None` for a person's move).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    pub mark: Mark,
    pub square: Square,
    pub rule: Option<Rule>,
    pub before: Board,
}

/// A finished game, for scores.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    pub setup: Setup,
    /// The position the game started from (empty unless `--position`).
    pub start: Board,
    pub moves: Vec<Square>,
    pub outcome: Outcome,
    /// New lessons `learner` took from this game (0 for other opponents).
    pub lessons: usize,
    /// The computer's moves, in order, as the learner's choices (empty
    /// against `human`): what `learner` learns from when it loses.
    pub choices: Vec<Choice>,
}

/// What happened that the program around the game may want to keep.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A game reached its result (once per result; an undone and replayed
    /// game reports again).
    Finished(GameRecord),
    /// Side, opponent or animation changed.
    SetupChanged(Setup),
    /// The player asked to reset the scores and confirmed it.
    ScoresReset,
}

/// A mark (and perhaps the strike through its line) being drawn.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Animation {
    pub(crate) path: Vec<Segment>,
    pub(crate) started: f64,
    pub(crate) seconds: f64,
    pub(crate) square: Square,
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
    pub(crate) cursor: Option<Square>,
    pub(crate) reply_due: Option<f64>,
    pub(crate) animation: Option<Animation>,
    pub(crate) feedback: String,
    pub(crate) hint: Option<Decision>,
    pub(crate) help: bool,
    pub(crate) quit: bool,
    pub(crate) last_play: Option<f64>,
    pub(crate) output: Vec<String>,
    pub(crate) events: Vec<Event>,
    pub(crate) memory: Memory,
    pub(crate) rng: Rng,
    /// The saved scores, to show; `None` when nothing is kept (screenshots).
    pub(crate) scores: Option<Scores>,
    /// Whether the player pressed reset once and the next press confirms.
    pub(crate) confirm_reset: bool,
    /// A problem with the saved data, and when it was shown.
    pub(crate) warning: Option<(String, f64)>,
    /// The computer's program broke under the rules (answered no square):
    /// the game ends there, with no result.
    pub(crate) broken: Option<Broken>,
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
            cursor: None,
            reply_due: None,
            animation: None,
            feedback: String::new(),
            hint: None,
            help: false,
            quit: false,
            last_play: None,
            output: Vec::new(),
            events: Vec::new(),
            memory,
            rng,
            scores: None,
            confirm_reset: false,
            warning: None,
            broken: None,
        };
        if start.moves_made() == 0 {
            game.greet();
        }
        game
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

    pub fn help_shown(&self) -> bool {
        self.help
    }

    pub fn quit_requested(&self) -> bool {
        self.quit
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
        self.animation
            .as_ref()
            .is_some_and(|a| now < a.started + a.seconds)
    }

    /// Whether anything will change without input: drawing, or a reply due.
    /// While this holds the window should keep drawing frames.
    pub fn is_moving(&self, now: f64) -> bool {
        self.is_drawing(now) || self.reply_due.is_some() || self.computer_owes_move()
    }

    /// Whether square `sq` would be played now by a click (for highlights).
    pub fn can_play(&self, sq: Square, now: f64) -> bool {
        self.is_human_turn() && !self.is_drawing(now) && self.board.is_free(sq) && !self.help
    }

    /// Advances time: ends finished drawings, schedules and makes the
    /// computer's move. Call once per frame before drawing.
    pub fn update(&mut self, now: f64) {
        if self.animation.is_some() && !self.is_drawing(now) {
            self.animation = None;
        }
        if self.animation.is_some() || !self.computer_owes_move() {
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
        if self.help && command != Command::Quit {
            self.help = false;
            return;
        }
        match command {
            Command::Play(sq) => self.human_plays(sq, now),
            Command::MoveCursor(dir) => self.move_cursor(dir),
            Command::PlayCursor => match self.cursor {
                Some(sq) => self.human_plays(sq, now),
                None => self.show_cursor(),
            },
            Command::NewGame => self.restart(Board::empty()),
            Command::Undo => self.undo(),
            Command::Hint => self.give_hint(now),
            Command::ChooseSide(side) => self.change_setup(Setup { side, ..self.setup }),
            Command::NextOpponent => self.change_setup(Setup {
                opponent: self.setup.opponent.next(),
                ..self.setup
            }),
            Command::ToggleAnimation => self.toggle_animation(),
            Command::ResetScores => self.ask_reset(),
            Command::Help => self.help = true,
            Command::Back => self.hint = None,
            Command::Quit => self.quit = true,
        }
    }
}

#[cfg(test)]
mod tests;
