//! What each command does to the game, once the screens over it have let
//! it through, and a key's command: the keyboard cursor and the hint (the
//! `Aim` part), new game, setting changes, undo and redo, and Esc.

use crate::core::board::{Board, Mark, Square};
use crate::game::input::{command_for_key, Command, Dir, Key, Keymap, Setting};
use crate::game::moves::Moves;
use crate::game::scene::Drawing;
use crate::game::screen_parts::{HelpPage, Question, Screen};
use crate::game::table::on_table;
use crate::game::talk::{talk, Moment};
use crate::game::{messages, Game, Tone};
use crate::settings::{QubicOpponent, SettingChange, Starts};
use crate::strategy::{perfect, Decision, Opponent, Rule};

impl Game {
    /// Takes key `key` pressed at `now`: its command, or, for a key that
    /// has none, a word on why nothing happens.
    pub fn press(&mut self, key: Key, now: f64) {
        if let Err(why) = self.try_key(key, now) {
            self.say(Tone::Refusal, why);
        }
    }

    /// Carries out the command of key `key` at `now`, or says why there
    /// is none (the terminal shows that on a line of its own).
    pub fn try_key(&mut self, key: Key, now: f64) -> Result<(), &'static str> {
        self.drawing.dance = None;
        let help_page = match self.overlay() {
            Some(Screen::Help(page)) => Some(*page as usize),
            _ => None,
        };
        let text = matches!(
            key,
            Key::Letter(_) | Key::Digit(_) | Key::Keypad(_) | Key::Space | Key::Slash
        );
        if text && self.typing_names() {
            // Text for the names screen: the character itself comes
            // through `type_char`, and the key gives no command there.
            return Ok(());
        }
        let command = match (command_for_key(key, &self.keymap()), key, help_page) {
            // In the help, Tab goes round its pages, as a dialog's tabs
            // do; it never closes it.
            (_, Key::Tab, Some(page)) => Command::Pick((page + 1) % HelpPage::ALL.len()),
            (Some(command), _, _) => command,
            (None, Key::Digit(0) | Key::Keypad(0), _) => return Err(messages::NO_SQUARE_0),
            (None, _, _) => return Err(messages::NO_COMMAND),
        };
        self.handle(command, now);
        Ok(())
    }

    pub(crate) fn play_command(&mut self, command: Command, now: f64) {
        let qubic = self.is_qubic();
        if qubic && !matches!(command, Command::Digit(_) | Command::Undo | Command::Back) {
            self.qubic.typed.clear();
        }
        match command {
            // What Qubic does its own way; the rest is the same for both.
            Command::PlayCell(cell) if qubic => self.qubic_plays(cell, now),
            Command::Digit(d) if qubic => self.qubic_digit(d, now),
            Command::Play(_) if qubic => self.say(
                Tone::Refusal,
                "Qubic's cells are typed as three digits 1-4: plane, row, column.",
            ),
            Command::MoveCursor(dir) if qubic => self.qubic_step(dir, false),
            Command::Plane(dir) if qubic => self.qubic_step(dir, true),
            Command::PlayCursor if qubic => match self.qubic.cursor {
                Some(cell) => self.qubic_plays(cell, now),
                None => self.qubic_show_cursor(),
            },
            Command::Undo if qubic && self.qubic.typed.pop().is_some() => self.say_typed(),
            Command::Back if qubic => {
                self.qubic.typed.clear();
                self.qubic.hint = None;
                self.qubic.cursor = None;
                self.notices.feedback = None;
            }
            Command::Play(sq) => self.human_plays(sq, now),
            Command::Digit(0) => self.say(Tone::Refusal, messages::NO_SQUARE_0),
            Command::Digit(d) => match Square::new(d) {
                Some(sq) => self.human_plays(sq, now),
                None => self.say(Tone::Refusal, messages::NO_COMMAND),
            },
            Command::SwitchGame => {
                let other = self.settings().game.other();
                self.ask_change(SettingChange::Game(other));
            }
            // An arrow shows a hidden cursor first, and moves it too.
            Command::MoveCursor(dir) => {
                if self.aim.cursor.is_none() {
                    self.show_cursor();
                }
                self.aim.step(dir);
            }
            Command::PlayCursor => match self.aim.cursor {
                Some(sq) => self.human_plays(sq, now),
                None => self.show_cursor(),
            },
            // N mid-game asks first, as Q and a new opponent do.
            Command::NewGame if self.in_progress() => {
                self.screens.push(Screen::Confirm(Question::NewGame))
            }
            Command::NewGame => self.new_game(),
            Command::Undo => on_table!(self, B => self.undo::<B>()),
            Command::Redo => on_table!(self, B => self.redo::<B>(now)),
            Command::Hint => self.give_hint(now),
            Command::Review => self.open_review(None),
            Command::ReviewMove(n) => self.open_review(Some(n)),
            Command::ChooseSide(side) => self.choose_side(side),
            Command::Choose(kind) => self.screens.push(self.chooser(kind)),
            // Qubic's own commands mean nothing on the 3×3 board; a pick,
            // an answer or a list's page keys and wheel, only to a screen;
            // the window's fullscreen is requested before any (`handle`).
            Command::PlayCell(_) | Command::Plane(_) => {}
            Command::Pick(_) | Command::Answer(_) | Command::Scroll(_) => {}
            Command::ToggleFullscreen => {}
            Command::Adjust(setting) => self.adjust(setting),
            Command::ResetScores => self.ask_reset(),
            Command::Help => self.screens.push(Screen::Help(Default::default())),
            Command::Scores => self.open_scores(),
            Command::Names => self.open_names(),
            Command::Back => self.back(),
            // Q, or the window's close button: mid-game, asks first.
            Command::Quit if self.in_progress() => {
                self.screens.push(Screen::Confirm(Question::Quit))
            }
            Command::Quit => self.quit = true,
        }
    }

    pub fn keymap(&self) -> Keymap {
        Keymap {
            keypad_layout: self.settings().keypad_layout,
            // Under a screen (a chooser, the scores page) the keys are
            // the screen's, as in the 3×3 game.
            qubic: self.is_qubic() && self.screens.is_empty(),
        }
    }

    /// Shows the cursor where the player most likely wants it: on the
    /// hinted square, else the last move, else the centre.
    pub(crate) fn show_cursor(&mut self) {
        let last = self.history().last().map(|m| m.square);
        self.aim.cursor = self.aim.hint.map(|d| d.square).or(last).or(Square::new(5));
        self.say(
            Tone::Info,
            "Arrows move the cursor; Enter or Space plays its square.",
        );
    }

    pub fn cursor(&self) -> Option<Square> {
        self.aim
            .cursor
            .filter(|_| !self.is_over() && self.reviewed().is_none())
    }

    pub fn hint(&self) -> Option<Decision> {
        self.aim.hint
    }

    /// Skips the turtle's drawing: the board and every mark as if long
    /// drawn (a screenshot shows the picture at rest).
    pub fn at_rest(&mut self) {
        self.drawing.stop();
        self.qubic.grid_from = Some(f64::NEG_INFINITY);
        self.qubic.placed = None;
    }

    /// The mouse is being used.
    pub fn hide_cursor(&mut self) {
        self.aim.cursor = None;
    }

    /// N: a new game. Who plays X in it follows who starts (taking turns:
    /// the sides swap after a finished game; a coin toss: a fresh toss).
    pub(crate) fn new_game(&mut self) {
        let toss = self.choose_starter(self.is_over());
        self.restart(Board::default());
        if let Some(words) = toss {
            self.say(Tone::Info, words);
        }
    }

    /// Before a new game: swaps the sides if who starts says so (`over`:
    /// the last game was finished), and says what a coin toss gave.
    pub(crate) fn choose_starter(&mut self, over: bool) -> Option<String> {
        let s = self.settings();
        // Taking turns swaps; a coin says heads (true) or tails.
        let heads = match s.starts {
            Starts::X => return None,
            Starts::Alternate if !over => return None,
            Starts::Alternate => None,
            Starts::Coin => Some(self.rng.below(2) == 0),
        };
        if self.against_computer() {
            let side = heads.map_or(s.side.opponent(), |x| if x { Mark::X } else { Mark::O });
            if side != s.side {
                self.change_setting(SettingChange::Side(side));
            }
            let them = s.opponent.title();
            return heads.map(|_| match (side, self.is_qubic()) {
                (Mark::X, true) => "The coin says you start: you play X.".to_string(),
                (Mark::O, true) => "The coin says the computer starts: you play O.".to_string(),
                (Mark::X, false) => format!("The coin says you start: you play X against {them}."),
                (Mark::O, false) => format!("The coin says {them} starts: you play O."),
            });
        }
        // Two players with names change seats: the other one plays X.
        if s.name_x.is_empty() && s.name_o.is_empty() {
            return None;
        }
        if heads != Some(false) {
            self.change_setting(SettingChange::Name(Mark::X, s.name_o));
            self.change_setting(SettingChange::Name(Mark::O, s.name_x));
        }
        let starter = self.two_player_name(Mark::X);
        heads.map(|_| format!("The coin says {starter} starts, as X."))
    }

    /// A fresh game from `start` with the current settings.
    pub(crate) fn restart(&mut self, start: Board) {
        self.screens
            .retain(|s| !matches!(s, Screen::Review(_) | Screen::QubicReview(_)));
        self.reply_due = None;
        if self.is_qubic() {
            if self.played() {
                self.lines.push("new game".to_string());
            }
            self.qubic = Default::default();
            return self.greet();
        }
        let start = start.under(self.settings().rules);
        if !self.history().is_empty() || self.board().under(start.rules()) != start {
            self.lines.push("new game".to_string());
        }
        self.moves = Moves::new(start);
        self.drawing = Drawing::new(self.settings().speed);
        self.aim = Default::default();
        self.greet();
    }

    pub(crate) fn greet(&mut self) {
        let settings = self.settings();
        if self.is_qubic() {
            let words = match settings.qubic_opponent {
                QubicOpponent::Human => "Qubic, two players: X moves first. Type plane, row, column (1-4 each).".to_string(),
                other if settings.side == Mark::O => format!("Qubic: you play O, so {} opens.", other.title()),
                other => format!("Qubic: you play X and move first against {}. Type plane, row, column (1-4 each).", other.title()),
            };
            return self.say(Tone::Info, words);
        }
        let greeting = Moment::Greeting {
            side: settings.side,
        };
        if let Some(words) = talk(settings.opponent, greeting) {
            return self.say(Tone::Talk, words);
        }
        let words = match settings.opponent {
            Opponent::Human if settings.name_x.is_empty() => {
                "Two players: X moves first.".to_string()
            }
            Opponent::Human => format!("Two players: {} (X) moves first.", settings.name_x),
            other if settings.side == Mark::O => format!("You play O, so {} opens.", other.title()),
            other => format!("You play X and move first against {}.", other.title()),
        };
        self.say(Tone::Info, words);
    }

    pub(crate) fn change_and_restart(&mut self, change: SettingChange) {
        self.change_setting(change);
        self.restart(Board::default());
    }

    /// A, M, K, F or T: the turtle's next speed (what is being drawn is
    /// finished at once), sound, keypad or turns on or off, the next theme
    /// (the window draws its next frame in it); and says so.
    pub(crate) fn adjust(&mut self, setting: Setting) {
        let s = self.settings();
        let change = match setting {
            Setting::Speed => SettingChange::Speed(s.speed.next()),
            Setting::Theme => SettingChange::Theme(s.theme.next_seen(self.desktop)),
            Setting::Sound => SettingChange::Sound(!s.sound),
            Setting::Keypad => SettingChange::KeypadLayout(!s.keypad_layout),
            Setting::Starts => SettingChange::Starts(s.starts.next()),
        };
        self.change_setting(change);
        if let SettingChange::Speed(_) = change {
            self.drawing.stop();
        }
        if let Some(words) = messages::news(change) {
            self.say(Tone::Info, words);
        }
    }

    /// H: the best move for the player, with its reason; plays nothing.
    /// At Qubic it is hard's, whose search is the front end's to run, as
    /// the computer's move is (the 3×3 game's waits for the turtle too).
    pub(crate) fn give_hint(&mut self, now: f64) {
        if self.is_over() {
            return self.say(Tone::Refusal, "The game is over: N starts a new one.");
        }
        if !self.is_human_turn() || (!self.is_qubic() && self.is_drawing(now)) {
            return self.say(Tone::Wait, "Wait: hints are for your move.");
        }
        if self.is_qubic() {
            self.qubic.hint_asked = true;
            return self.say(Tone::Info, "Hard is looking for your best move...");
        }
        let board = self.board();
        if let Some(decision) = perfect::choose(&board, board.to_move()) {
            self.aim.hint = Some(decision);
            if let Rule::Perfect(plan) = decision.rule {
                let them = self.player_name(board.to_move().opponent());
                self.say(Tone::Info, messages::hint(decision.square, plan, &them));
            }
        }
    }

    /// A click on nothing (no square, button or row): puts a refusal
    /// away, as any other input replaces it.
    pub fn click_on_nothing(&mut self) {
        if self.feedback().is_some_and(|f| f.tone == Tone::Refusal) {
            self.notices.feedback = None;
        }
    }

    /// Esc: clears the hint and its words, the cursor, and a refusal.
    pub(crate) fn back(&mut self) {
        let talking = self.feedback().is_some_and(|f| f.tone == Tone::Talk);
        if self.aim.hint.take().is_some() || !talking {
            self.notices.feedback = None;
        }
        self.aim.cursor = None;
    }
}

/// Where the player is aiming: the keyboard cursor (shown once an arrow
/// or Enter is pressed, hidden when the mouse is used) and the hint shown
/// on the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Aim {
    pub(super) cursor: Option<Square>,
    pub(super) hint: Option<Decision>,
}

impl Aim {
    /// Moves the shown cursor towards `dir`, stopping at the edge.
    pub(crate) fn step(&mut self, dir: Dir) {
        let Some(at) = self.cursor else {
            return;
        };
        let (row, col) = at.row_col();
        let (row, col) = match dir {
            Dir::Up => (row.saturating_sub(1), col),
            Dir::Down => ((row + 1).min(2), col),
            Dir::Left => (row, col.saturating_sub(1)),
            Dir::Right => (row, (col + 1).min(2)),
        };
        self.cursor = Square::at(row, col).or(self.cursor);
    }
}

#[cfg(test)]
#[path = "controls_tests.rs"]
mod tests;
