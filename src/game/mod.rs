//! The game's state machine: strict turns, the computer's reply after a
//! short pause, the turtle's drawing time, undo and redo, hints, results
//! scored once, and what to print — with the screens over it (help, the
//! choosers, the question before abandoning a game, the review). Time is a
//! number of seconds the caller passes in (`now`), so every rule is tested
//! without a clock or a window.
//!
//! The state is kept in parts, each a type whose fields only its own file
//! touches: the moves (`moves.rs`), the turtle's time (`drawing.rs`), the
//! feedback and warnings (`notices.rs`), what goes out (`outbox.rs`) and
//! the screens (`screens.rs`). The files beside them (`play.rs`,
//! `controls.rs`, `choose.rs`, ...) say what each command does, through
//! the parts' methods.

mod about;
mod aim;
mod choose;
mod commands;
mod controls;
pub mod turtle_time;
pub mod input;
pub mod messages;
pub mod moves;
pub mod notices;
pub mod outbox;
mod play;
pub mod record;
mod review_screen;
pub mod scene;
mod scoreboard;
mod screen_answers;
pub mod screen_parts;
pub mod screens;
pub mod status;
pub mod streak;
pub mod talk;
#[cfg(test)]
mod test_games;

pub use notices::{Feedback, Tone};
pub use record::{Event, GameRecord, Move};

use crate::core::board::{Board, GameResult, Outcome, Square};
use crate::core::rng::Rng;
use crate::game::aim::Aim;
use crate::game::input::Command;
use crate::game::moves::Moves;
use crate::game::notices::Notices;
use crate::game::outbox::{Cue, Request};
use crate::game::play::Pending;
use crate::game::scoreboard::Scoreboard;
use crate::game::screens::{Screen, Transition};
use crate::game::turtle_time::Drawing;
use crate::settings::{SettingChange, Settings, Speed};
use crate::strategy::learner::Choice;
use crate::strategy::menace::Boxes;
use crate::strategy::{learning, Answer, Broken, Memory, Opponent};

/// The computer's pause before it answers at `speed`, in seconds: a
/// base, and up to as much again at random, so it feels natural. At the
/// normal speed a whole turn — your mark drawn, the pause, its mark drawn —
/// takes at most 0.74 s.
pub fn think_seconds(speed: Speed) -> (f64, f64) {
    match speed {
        Speed::Slow => (0.35, 0.35),
        Speed::Normal | Speed::Off => (0.12, 0.12),
        Speed::Fast => (0.06, 0.06),
    }
}

/// A game, with the screens over it.
#[derive(Clone, Debug)]
pub struct Game {
    settings: Settings,
    moves: Moves,
    drawing: Drawing,
    notices: Notices,
    /// What goes out, each taken once by the program around the game.
    lines: Vec<String>,
    events: Vec<Event>,
    requests: Vec<Request>,
    cues: Vec<Cue>,
    /// The screens over the game, the top one last.
    screens: Vec<Screen>,
    /// The keyboard cursor and the hint shown on the board.
    aim: Aim,
    /// A move kept while the turtle drew, and when the computer answers.
    pending: Pending,
    quit: bool,
    /// The scores shown, this run's wins in a row, a reset asked.
    scoreboard: Scoreboard,
    /// The learning opponents' memory: its one owner while the game runs.
    memory: Memory,
    rng: Rng,
    /// Whether the player has a mouse (the window) or only keys (the
    /// terminal): what the game tells them to press.
    mouse: bool,
    /// Whether the player has touched the screen (a page on a phone): the
    /// game then says "tap", and names the Help button rather than `?`.
    touch: bool,
}

/// What the player points with, for the words that say what to press.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Pointer {
    /// Keys only (the terminal): "press 1-9".
    Keys,
    /// Keys and a mouse (the window): "press 1-9 or click a square".
    Mouse,
    /// A touch screen (a page on a phone): "tap a square".
    Touch,
}

impl Game {
    /// A game played with `settings`, from position `start` (the empty
    /// board normally), under the settings' rules. `memory` is the
    /// learner's; `rng` its dice and the pause's.
    pub fn new(settings: Settings, start: Board, memory: Memory, rng: Rng) -> Game {
        let start = start.under(settings.rules);
        let mut game = Game {
            settings,
            moves: Moves::new(start),
            drawing: Drawing::new(settings.speed),
            notices: Notices::default(),
            lines: Vec::new(),
            events: Vec::new(),
            requests: Vec::new(),
            cues: Vec::new(),
            screens: Vec::new(),
            aim: Aim::default(),
            pending: Pending::default(),
            quit: false,
            scoreboard: Scoreboard::default(),
            memory,
            rng,
            mouse: true,
            touch: false,
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

    /// Says whether the player touches the screen (the page tells the game
    /// on the first touch): then the game asks for taps, not keys.
    pub fn set_touch(&mut self, touch: bool) {
        self.touch = touch;
    }

    pub fn settings(&self) -> Settings {
        self.settings
    }

    pub fn board(&self) -> Board {
        self.moves.board()
    }

    /// The moves since the game's start position, in order.
    pub fn history(&self) -> &[Move] {
        self.moves.history()
    }

    /// The position the game started from.
    pub fn start(&self) -> Board {
        self.moves.start()
    }

    pub fn memory(&self) -> &Memory {
        &self.memory
    }

    /// How a finished game ended for `opponent`, which made `choices` in
    /// it: its memory learns from that, once (the session says so when the
    /// game reports it finished), and the learner says what a loss taught
    /// it.
    pub fn learn(&mut self, opponent: Opponent, choices: &[Choice], result: GameResult) {
        let new = learning::learn(opponent, &mut self.memory, choices, result);
        if opponent == Opponent::Learner && result == GameResult::Lost {
            self.learned(new);
        }
    }

    /// The learner's lessons from now on (`lessons`, the learner's part of
    /// a memory): what its file holds, with what other windows taught it.
    pub fn take_lessons(&mut self, mut lessons: Memory) {
        lessons.menace = std::mem::take(&mut self.memory.menace);
        lessons.samuel = std::mem::take(&mut self.memory.samuel);
        self.memory = lessons;
    }

    /// MENACE's matchboxes from now on: what its file holds.
    pub fn take_boxes(&mut self, boxes: Boxes) {
        self.memory.menace = boxes;
    }

    /// What the player points with: what the game tells them to press.
    pub(crate) fn pointer(&self) -> Pointer {
        match (self.touch, self.mouse) {
            (true, _) => Pointer::Touch,
            (false, true) => Pointer::Mouse,
            (false, false) => Pointer::Keys,
        }
    }

    /// The screens over the game, the top one last.
    pub(crate) fn screens(&self) -> &[Screen] {
        &self.screens
    }

    /// Closes the review, wherever it is in the stack of screens.
    pub(crate) fn close_review(&mut self) {
        self.screens.retain(|s| !matches!(s, Screen::Review(_)));
    }

    /// Makes `change` to the settings, and tells the program around the
    /// game (which saves it).
    pub(crate) fn change_setting(&mut self, change: SettingChange) {
        self.settings.apply(change);
        self.emit(Event::SettingChanged(change));
    }

    /// The opponent's answer in the position now, with the learner's
    /// memory and the game's dice.
    pub(crate) fn opponent_answers(&mut self) -> Option<Answer> {
        let board = self.board();
        self.settings
            .opponent
            .decide(&board, board.to_move(), &self.memory, &mut self.rng)
    }

    /// The result, as soon as there is one (a tie as soon as no line is open).
    pub fn outcome(&self) -> Option<Outcome> {
        self.board().outcome()
    }

    /// The computer's program's answer that was no square, if it broke.
    pub fn broken(&self) -> Option<Broken> {
        self.moves.broken()
    }

    /// Whether the game has ended: a result, or the computer's program
    /// breaking under the rules.
    pub fn is_over(&self) -> bool {
        self.outcome().is_some() || self.broken().is_some()
    }

    /// The top screen when it is drawn over the game (the help, a
    /// chooser, the question); the review is drawn on the game itself.
    pub fn overlay(&self) -> Option<&Screen> {
        self.screens
            .last()
            .filter(|s| !matches!(s, Screen::Review(_)))
    }

    pub fn quit_requested(&self) -> bool {
        self.quit
    }

    /// The feedback line: refusals, hints, news, the opponent's talk.
    pub fn feedback(&self) -> Option<&Feedback> {
        self.notices.feedback()
    }

    /// Lines for standard output since the last call: moves (`x 5`,
    /// `o 1 corner`), results, `new game`, `undo ...`.
    pub fn take_output(&mut self) -> Vec<String> {
        std::mem::take(&mut self.lines)
    }

    /// Finished games and setting changes since the last call.
    pub fn take_events(&mut self) -> Vec<Event> {
        std::mem::take(&mut self.events)
    }

    /// What the game asks of its window since the last call (F11:
    /// fullscreen); a front end without a window drops them.
    pub fn take_requests(&mut self) -> Vec<Request> {
        std::mem::take(&mut self.requests)
    }

    /// The sounds to play since the last call (none while muted).
    pub fn take_cues(&mut self) -> Vec<Cue> {
        std::mem::take(&mut self.cues)
    }

    /// A line for standard output.
    pub(crate) fn print(&mut self, line: String) {
        self.lines.push(line);
    }

    pub(crate) fn emit(&mut self, event: Event) {
        self.events.push(event);
    }

    /// Asks the front end for sound `cue`, unless the sound is off.
    pub(crate) fn cue(&mut self, cue: Cue) {
        if self.settings.sound {
            self.cues.push(cue);
        }
    }

    /// Whether a person moves now (the game is on and it is not the
    /// computer's turn). Says nothing about the turtle being busy.
    pub fn is_human_turn(&self) -> bool {
        !self.is_over()
            && (!self.settings.opponent.is_computer()
                || self.board().to_move() == self.settings.side)
    }

    /// Whether the turtle is still drawing at `now`.
    pub fn is_drawing(&self, now: f64) -> bool {
        self.drawing.is_drawing(now)
    }

    /// Whether a move by a person would be taken at `now`: their turn, the
    /// turtle at rest, no screen over the game.
    pub fn accepts_move(&self, now: f64) -> bool {
        self.is_human_turn() && !self.is_drawing(now) && self.screens.is_empty()
    }

    /// Whether anything will change without input: drawing, or a reply due.
    /// While this holds the window should keep drawing frames.
    pub fn is_moving(&self, now: f64) -> bool {
        self.is_drawing(now)
            || self.drawing.dance_due(now)
            || self.pending.waiting()
            || self.computer_owes_move()
    }

    /// Whether square `sq` would be played now by a click (for highlights).
    pub fn can_play(&self, sq: Square, now: f64) -> bool {
        self.accepts_move(now) && self.board().is_free(sq)
    }

    /// Advances time: draws the board at a game's start, ends finished
    /// drawings, clears a "wait" once the player can move, and schedules
    /// and makes the computer's move. Call once per frame before drawing.
    pub fn update(&mut self, now: f64) {
        let board_due = self.drawing.board_due();
        self.drawing.update(now);
        if board_due {
            self.cue(Cue::Pen);
        }
        if self.is_human_turn() && !self.is_drawing(now) {
            self.notices.clear_if(Tone::Wait);
            self.play_queued(now);
        }
        let drawing = self.drawing.current().is_some();
        if drawing || self.reviewed().is_some() || !self.computer_owes_move() {
            return;
        }
        match self.pending.reply_due() {
            None => {
                let (base, jitter) = think_seconds(self.settings.speed);
                let pause = base + jitter * self.rng.below(1000) as f64 / 1000.0;
                self.pending.reply_at(now + pause);
            }
            Some(due) if now >= due => self.computer_moves(now),
            Some(_) => {}
        }
    }

    fn computer_owes_move(&self) -> bool {
        !self.is_over() && !self.is_human_turn()
    }

    /// Carries out `command` at time `now`: the top screen answers it
    /// first, and may hand it on to the game. Any command but another
    /// move drops a move kept while the turtle drew.
    pub fn handle(&mut self, command: Command, now: f64) {
        self.update(now);
        // Any key or click ends the turtle's dance after a win, and still
        // does what it does.
        self.drawing.skip_dance();
        if command == Command::ToggleFullscreen {
            // The window's business, under any screen; the game is untouched.
            return self.requests.push(Request::ToggleFullscreen);
        }
        self.settle_notices(command, now);
        if !matches!(command, Command::Play(_) | Command::PlayCursor) {
            self.pending.drop_queued();
        }
        let command = match self.screens.pop() {
            Some(mut screen) => {
                let at = self.screens.len();
                let (transition, handed_on) = self.screen_answers(&mut screen, command);
                let at = at.min(self.screens.len());
                match transition {
                    Transition::Stay => self.screens.insert(at, screen),
                    Transition::Replace(other) => self.screens.insert(at, other),
                    Transition::Pop => {}
                }
                match handed_on {
                    Some(command) => command,
                    None => return,
                }
            }
            None => command,
        };
        self.play_command(command, now);
    }

    /// Quits, whatever the game's state.
    pub(crate) fn quit_now(&mut self) {
        self.quit = true;
    }

    /// Puts `screen` over the game.
    pub(crate) fn open(&mut self, screen: Screen) {
        self.screens.push(screen);
    }

    /// Sets the feedback line; a refusal has its sound.
    pub(crate) fn say(&mut self, tone: crate::game::Tone, text: impl Into<String>) {
        if tone == Tone::Refusal {
            self.cue(Cue::Refused);
        }
        self.notices.say(tone, text);
    }
}

#[cfg(test)]
#[path = "mod_tests.rs"]
mod tests;
