//! The game's state machine, with the screens over it. Time is seconds
//! the caller passes in (`now`), so every rule is tested without a clock
//! or a window. The game on the board is a [`Round`] (`play.rs`).

mod about;
mod choose;
mod controls;
pub mod friend;
pub mod friend_screen;
pub mod input;
pub mod messages;
pub mod names;
pub mod moves;
pub mod outbox;
mod reasons;
pub mod past_games;
pub mod play;
pub mod qubic;
pub mod record;
mod review_screen;
pub mod scene;
mod scoreboard;
mod screen_commands;
pub mod screens;
pub mod status;
pub mod talk;
mod tictactoe;
pub mod turtle;
pub mod variant;
#[cfg(test)]
#[path = "shared_tests.rs"]
mod test_games;

pub use play::Round;
pub use record::{Event, Move};

use crate::core::board::{Board, GameResult};
use crate::core::rng::Rng;
use crate::game::input::Command;
use crate::game::outbox::{Cue, Request};
use crate::game::play::on_round;
use crate::game::scoreboard::Scoreboard;
use crate::game::screens::{Screen, Transition};
use crate::game::talk::{talk, Moment};
use crate::game::turtle::Pen;
use crate::qubic::position::Position;
use crate::settings::{SettingChange, Settings, Speed, Theme};
use crate::strategy::learner::Choice;
use crate::strategy::menace::Boxes;
use crate::strategy::{learning, Broken, Memory, Opponent};

/// The computer's shortest pause at `speed`, in seconds (up to as much
/// again is added at random, so it feels natural), and MENACE's extra
/// pause, for its beads to be read.
fn pause_seconds(speed: Speed) -> (f64, f64) {
    match speed {
        Speed::Slow => (0.35, 1.5),
        Speed::Normal | Speed::Off => (0.12, 1.0),
        Speed::Fast => (0.06, 0.5),
    }
}

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

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Feedback {
    pub text: String,
    pub tone: Tone,
}

/// The feedback line and the warnings about the saved data (the newest
/// shown until the player's next action, all kept for the help).
#[derive(Clone, Debug, Default)]
struct Notices {
    feedback: Option<Feedback>,
    warning: Option<(String, f64)>,
    warnings: Vec<String>,
    /// Where the data is kept, in the player's words (the About page).
    place: Option<String>,
}

#[derive(Clone, Debug)]
pub struct Game {
    settings: Settings,
    round: Round,
    notices: Notices,
    /// What goes out, each taken once by the program around the game.
    lines: Vec<String>,
    events: Vec<Event>,
    requests: Vec<Request>,
    cues: Vec<Cue>,
    /// The screens over the game, the top one last.
    screens: Vec<Screen>,
    /// When the computer answers (at Qubic: its search is wanted).
    reply_due: Option<f64>,
    /// When a move was last played: a second one then waits.
    last_play: Option<f64>,
    quit: bool,
    scoreboard: Scoreboard,
    /// The learning opponents' memory: its one owner while the game runs.
    memory: Memory,
    rng: Rng,
    pointer: Pointer,
    /// The theme `system` draws in.
    desktop: Theme,
    /// The first-time hint is shown, until the player's first move.
    welcome: bool,
    /// The friend's room this game follows, if it plays one.
    room: Option<friend::Room>,
}

/// What the player points with, for the words that say what to press:
/// the terminal's keys, the window's mouse, a page's touch screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pointer {
    Keys,
    Mouse,
    Touch,
}

impl Game {
    /// A game from 3×3 position `start` (Qubic's: [`Game::set_position`]);
    /// `rng` is the learner's dice and the pause's.
    pub fn new(settings: Settings, start: Board, memory: Memory, rng: Rng) -> Game {
        let start = start.under(settings.rules);
        let mut game = Game {
            settings,
            round: Round::new(settings.game, start, settings.speed),
            notices: Notices::default(),
            lines: Vec::new(),
            events: Vec::new(),
            requests: Vec::new(),
            cues: Vec::new(),
            screens: Vec::new(),
            reply_due: None,
            last_play: None,
            quit: false,
            scoreboard: Scoreboard::default(),
            memory,
            rng,
            pointer: Pointer::Mouse,
            desktop: Theme::Light,
            welcome: false,
            room: None,
        };
        if start.moves_made() == 0 {
            // The first game of a run is tossed for too.
            game.new_game();
        }
        game
    }

    /// What the player points with from now on; a greeting not yet
    /// answered by a move is said again in its words (a phone taps).
    pub fn set_pointer(&mut self, pointer: Pointer) {
        let changed = std::mem::replace(&mut self.pointer, pointer) != pointer;
        if changed && !self.played() && self.feedback().is_some_and(|f| f.tone == Tone::Info) {
            self.greet();
        }
    }

    pub fn pointer(&self) -> Pointer {
        self.pointer
    }

    /// What the desktop prefers, so that `T` from `system` steps to a
    /// theme that looks different.
    pub fn set_desktop_theme(&mut self, desktop: Theme) {
        self.desktop = desktop;
    }

    /// Shows the first-time hint until the player's first move, which
    /// puts it away for good (`SettingChange::Welcome(false)`).
    pub fn welcome(&mut self) {
        self.welcome = true;
    }

    pub fn settings(&self) -> Settings {
        self.settings
    }

    /// Qubic from position `start` (a set piece: not scored).
    pub fn set_position(&mut self, start: Position) {
        self.settings.game = crate::settings::GameKind::Qubic;
        self.round = Round::Qubic(play::Play::new(start));
        self.reply_due = None;
        self.notices.feedback = None;
    }

    /// The 3×3 board now (the empty board while Qubic is played).
    pub fn board(&self) -> Board {
        self.round
            .play::<Board>()
            .map_or(Board::default(), |p| p.position())
    }

    /// The 3×3 game's moves (none while Qubic is played).
    pub fn history(&self) -> &[Move] {
        self.round.play::<Board>().map_or(&[], |p| p.history())
    }

    pub fn memory(&self) -> &Memory {
        &self.memory
    }

    /// `opponent`'s memory learns once from its `choices` in a finished
    /// game; the learner says what a loss taught it.
    pub fn learn(&mut self, opponent: Opponent, choices: &[Choice], result: GameResult) {
        let new = learning::learn(opponent, &mut self.memory, choices, result);
        let total = self.memory.lessons_under(self.settings.rules);
        let learned = talk(self.settings.opponent, Moment::Learned { new, total });
        if let (Opponent::Learner, GameResult::Lost, Some(words)) = (opponent, result, learned) {
            self.say(Tone::Talk, words);
        }
    }

    /// The learner's part of `lessons` from now on: what its file holds,
    /// with what other windows taught it.
    pub fn take_lessons(&mut self, mut lessons: Memory) {
        lessons.menace = std::mem::take(&mut self.memory.menace);
        lessons.samuel = std::mem::take(&mut self.memory.samuel);
        self.memory = lessons;
    }

    /// MENACE's matchboxes from now on: what its file holds.
    pub fn take_boxes(&mut self, boxes: Boxes) {
        self.memory.menace = boxes;
    }

    /// The one place a setting changes; the program around the game saves it.
    pub(crate) fn change_setting(&mut self, change: SettingChange) {
        self.settings.apply(change);
        self.events.push(Event::SettingChanged(change));
    }

    pub fn broken(&self) -> Option<Broken> {
        self.round.play::<Board>().and_then(|p| p.moves.broken)
    }

    /// A result, or the computer's program broken under the rules.
    pub fn is_over(&self) -> bool {
        self.outcome().is_some() || self.broken().is_some()
    }

    /// The top screen, unless it is the review (drawn on the game).
    pub fn overlay(&self) -> Option<&Screen> {
        self.screens
            .last()
            .filter(|s| !matches!(s, Screen::Review(_)))
    }

    pub fn quit_requested(&self) -> bool {
        self.quit
    }

    pub fn feedback(&self) -> Option<&Feedback> {
        self.notices.feedback.as_ref()
    }

    /// Lines for standard output: `x 5`, `o 1 corner`, `new game`...
    pub fn take_output(&mut self) -> Vec<String> {
        std::mem::take(&mut self.lines)
    }

    /// How many events wait (the `perf` build notes them).
    pub fn events_waiting(&self) -> usize {
        self.events.len()
    }

    /// Finished games and setting changes.
    pub fn take_events(&mut self) -> Vec<Event> {
        std::mem::take(&mut self.events)
    }

    pub fn take_requests(&mut self) -> Vec<Request> {
        std::mem::take(&mut self.requests)
    }

    pub fn take_cues(&mut self) -> Vec<Cue> {
        std::mem::take(&mut self.cues)
    }

    /// Sound `cue`, unless the sound is off.
    pub(crate) fn cue(&mut self, cue: Cue) {
        if self.settings.sound {
            self.cues.push(cue);
        }
    }

    pub fn is_drawing(&self, now: f64) -> bool {
        let speed = self.settings.speed;
        on_round!(self.round, V => self.play::<V>().turtle.is_drawing(speed, now))
    }

    pub fn accepts_move(&self, now: f64) -> bool {
        self.is_human_turn() && !self.is_drawing(now) && self.screens.is_empty()
    }

    /// Whether anything will change without input (the window draws on).
    pub fn is_moving(&self, now: f64) -> bool {
        let speed = self.settings.speed;
        // The turtle, a hint being worked out, a move waiting for the turtle.
        let play = on_round!(self.round, V => {
            let play = self.play::<V>();
            play.turtle.is_busy(speed, now) || play.hint_asked || play.queued.is_some()
        });
        play || self.reply_due.is_some() || self.computer_owes_move()
    }

    pub fn can_play(&self, sq: crate::core::board::Square, now: f64) -> bool {
        self.accepts_move(now) && self.board().is_free(sq)
    }

    /// Advances time, and makes the computer's move when due (at Qubic, it
    /// wants the search: `search_wanted`). Call once a frame, before drawing.
    pub fn update(&mut self, now: f64) {
        let speed = self.settings.speed;
        if on_round!(self.round, V => self.play_mut::<V>().turtle.update(now, speed)) {
            self.cue(Cue::Pen);
        }
        if self.is_human_turn() && !self.is_drawing(now) {
            if self.feedback().is_some_and(|f| f.tone == Tone::Wait) {
                self.notices.feedback = None;
            }
            on_round!(self.round, V => self.play_queued::<V>(now));
        }
        let busy = on_round!(self.round, V => self.play::<V>().turtle.is_busy(speed, now));
        if busy || self.reviewed().is_some() || !self.computer_owes_move() {
            return;
        }
        match self.reply_due {
            None => {
                let (think, beads) = pause_seconds(self.settings.speed);
                let mut pause = think + think * self.rng.below(1000) as f64 / 1000.0;
                if self.talker() == Some(Opponent::Menace) {
                    pause += beads;
                }
                self.reply_due = Some(now + pause);
            }
            // Qubic's reply is the front end's search (`search_wanted`).
            Some(due) if now >= due && self.talker().is_some() => self.computer_moves(now),
            Some(_) => {}
        }
    }

    fn computer_owes_move(&self) -> bool {
        self.room.is_none() && !self.is_over() && !self.is_human_turn()
    }

    /// Carries out `command`: the top screen answers it first, and may
    /// hand it on to the game.
    pub fn handle(&mut self, mut command: Command, now: f64) {
        self.update(now);
        self.end_dance();
        if command == Command::ToggleFullscreen {
            // The window's business, under any screen; the game is untouched.
            return self.requests.push(Request::ToggleFullscreen);
        }
        self.settle_notices(command, now);
        if !matches!(
            command,
            Command::Play(_) | Command::PlayCursor | Command::Digit(_)
        ) {
            on_round!(self.round, V => self.play_mut::<V>().queued = None);
        }
        if let Some(mut screen) = self.screens.pop() {
            let at = self.screens.len();
            let (transition, handed_on) = self.screen_commands(&mut screen, command);
            let at = at.min(self.screens.len());
            match transition {
                Transition::Stay => self.screens.insert(at, screen),
                Transition::Replace(other) => self.screens.insert(at, other),
                Transition::Pop => {}
            }
            let Some(handed_on) = handed_on else { return };
            command = handed_on;
        }
        self.play_command(command, now);
    }

    /// Ends the turtle's dance after a win.
    pub(crate) fn end_dance(&mut self) {
        on_round!(self.round, V => self.play_mut::<V>().turtle.end_dance());
    }

    /// Sets the feedback line; a refusal has its sound.
    pub(crate) fn say(&mut self, tone: Tone, text: impl Into<String>) {
        if tone == Tone::Refusal {
            self.cue(Cue::Refused);
        }
        let text = text.into();
        self.notices.feedback = Some(Feedback { text, tone });
    }
}

#[cfg(test)]
#[path = "mod_tests.rs"]
mod tests;
