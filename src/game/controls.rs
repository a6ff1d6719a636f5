//! What each command does to the game once the screens over it have let
//! it through, and what a key means on the board in play.

use crate::core::board::{Board, Mark, Square};
use crate::game::input::{command_for_key, Command, Key, Keymap, Setting};
use crate::game::play::{on_round, Round};
use crate::game::screens::{HelpPage, Question, Screen};
use crate::game::talk::{talk, Moment};
use crate::game::turtle::Pen;
use crate::game::variant::Variant;
use crate::game::{messages, Game, Pointer, Tone};
use crate::qubic::position::Position;
use crate::settings::{GameKind, SettingChange, Starts};
use crate::strategy::Decision;

impl Game {
    /// Carries out `key`'s command, or says why there is none.
    pub fn press(&mut self, key: Key, now: f64) {
        if let Err(why) = self.try_key(key, now) {
            self.say(Tone::Refusal, why);
        }
    }

    /// Carries out `key`'s command, or returns why there is none (the
    /// terminal shows that on a line of its own).
    pub fn try_key(&mut self, key: Key, now: f64) -> Result<(), &'static str> {
        self.end_dance();
        let help_page = match self.overlay() {
            Some(Screen::Help(page)) => Some(*page as usize),
            _ => None,
        };
        let text = matches!(
            key,
            Key::Letter(_) | Key::Digit(_) | Key::Keypad(_) | Key::Space | Key::Slash
        );
        if text && self.typing() {
            // Text for the names or the code, taken through `type_char`.
            return Ok(());
        }
        let command = match (command_for_key(key, &self.keymap()), key, help_page) {
            // In the help, Tab goes round its pages, as a dialog's tabs do.
            (_, Key::Tab, Some(page)) => Command::Pick((page + 1) % HelpPage::ALL.len()),
            (Some(command), _, _) => command,
            (None, Key::Digit(0) | Key::Keypad(0), _) => return Err(messages::NO_SQUARE_0),
            (None, _, _) => return Err(messages::NO_COMMAND),
        };
        self.handle(command, now);
        Ok(())
    }

    pub(crate) fn play_command(&mut self, command: Command, now: f64) {
        if self.room_takes(command) {
            return;
        }
        if !matches!(command, Command::Digit(_) | Command::Undo | Command::Back) {
            on_round!(self.round, V => self.play_mut::<V>().typed.clear());
        }
        match command {
            Command::Play(n) => on_round!(self.round, V => self.play_number::<V>(n, now)),
            Command::Digit(d) => on_round!(self.round, V => self.type_digit::<V>(d, now)),
            Command::MoveCursor(dir) => {
                on_round!(self.round, V => self.move_cursor::<V>(dir, false))
            }
            Command::Plane(dir) => on_round!(self.round, V => self.move_cursor::<V>(dir, true)),
            Command::PlayCursor => on_round!(self.round, V => self.play_cursor::<V>(now)),
            Command::Undo => on_round!(self.round, V => self.undo::<V>()),
            Command::Redo => on_round!(self.round, V => self.redo::<V>(now)),
            Command::Back => on_round!(self.round, V => self.back::<V>()),
            Command::SwitchGame => {
                let other = self.settings().game.other();
                self.ask_change(SettingChange::Game(other));
            }
            // N mid-game asks first, as Q and a new opponent do.
            Command::NewGame if self.in_progress() => {
                self.screens.push(Screen::confirm(Question::NewGame))
            }
            Command::NewGame => self.new_game(),
            Command::Hint => self.give_hint(now),
            Command::Review => self.open_review(None),
            Command::ReviewMove(n) => self.open_review(Some(n)),
            Command::ChooseSide(side) => self.choose_side(side),
            Command::Choose(kind) => self.screens.push(self.chooser(kind)),
            // Only to a screen; fullscreen is `handle`'s.
            Command::Pick(_) | Command::Answer(_) | Command::Scroll(_) => {}
            Command::ToggleFullscreen => {}
            Command::Adjust(setting) => self.adjust(setting),
            Command::ResetScores => self.ask_reset(),
            Command::Help => self.screens.push(Screen::Help(Default::default())),
            Command::Scores => self.open_scores(),
            Command::Names => self.open_names(),
            // Q, or the window's close button: mid-game, asks first.
            Command::Quit if self.in_progress() => {
                self.screens.push(Screen::confirm(Question::Quit))
            }
            Command::Quit => self.quit = true,
        }
    }

    pub fn keymap(&self) -> Keymap {
        Keymap {
            keypad_layout: self.settings().keypad_layout,
            // Under a screen the digits pick rows, as in the 3×3 game.
            digits: match self.screens.is_empty() {
                true => on_round!(self.round, V => V::DIGITS),
                false => 1,
            },
            answering: matches!(self.overlay(), Some(Screen::Confirm(..))),
        }
    }

    /// The 3×3 keyboard cursor (none at Qubic).
    pub fn cursor(&self) -> Option<Square> {
        self.cursor_of::<Board>()
    }

    /// The keyboard cursor of the round's board, while the game is on.
    pub fn cursor_of<V: Variant>(&self) -> Option<V::Cell> {
        self.round
            .play::<V>()?
            .cursor
            .filter(|_| !self.is_over() && self.review().is_none())
    }

    /// The 3×3 hint shown (none at Qubic).
    pub fn hint(&self) -> Option<Decision> {
        self.round.play::<Board>()?.hint
    }

    /// Skips the turtle's drawing (a screenshot shows the picture at rest).
    pub fn at_rest(&mut self) {
        on_round!(self.round, V => self.play_mut::<V>().turtle.stop());
    }

    /// The mouse is being used.
    pub fn hide_cursor(&mut self) {
        on_round!(self.round, V => self.play_mut::<V>().cursor = None);
    }

    /// N: a new game, sides as who starts says.
    pub(crate) fn new_game(&mut self) {
        let toss = self.choose_starter(self.is_over());
        self.restart(Board::default());
        if let Some(words) = toss {
            self.say(Tone::Info, words);
        }
    }

    /// Before a new game: swaps the sides if who starts says so (taking
    /// turns: when the last game is `over`; a coin: a fresh toss), and says
    /// what a coin toss gave.
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
            let them = self.rival_title();
            return heads.map(|_| match side {
                Mark::X => format!("The coin says you start: you play X against {them}."),
                Mark::O => format!("The coin says {them} starts: you play O."),
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

    /// A fresh game from 3×3 position `start` (Qubic starts empty).
    pub(crate) fn restart(&mut self, start: Board) {
        self.screens.retain(|s| !matches!(s, Screen::Review(_)));
        self.reply_due = None;
        self.last_play = None;
        let start = start.under(self.settings().rules);
        let fresh = Round::new(self.settings.game, start, self.settings.speed);
        let same = match (&self.round, &fresh) {
            (Round::TicTacToe(was), Round::TicTacToe(_)) => {
                was.history().is_empty() && was.position().under(start.rules()) == start
            }
            (Round::Qubic(was), Round::Qubic(_)) => was.history().is_empty(),
            _ => true,
        };
        if !same {
            self.lines.push("new game".to_string());
        }
        self.round = fresh;
        self.greet();
    }

    /// What a new game says first: the opponent's greeting, else who
    /// moves first (at Qubic, and how to type a cell).
    pub(crate) fn greet(&mut self) {
        let s = self.settings();
        let greeting = self
            .talker()
            .and_then(|o| talk(o, Moment::Greeting { side: s.side }));
        if let Some(words) = greeting {
            return self.say(Tone::Talk, words);
        }
        let type_cell = match self.pointer {
            Pointer::Touch => "Tap a cell.",
            Pointer::Mouse | Pointer::Keys => "Type plane, row, column (1-4 each).",
        };
        let them = self.rival_title();
        let qubic = self.round.game() == GameKind::Qubic;
        let words = match (qubic, self.against_computer(), s.side) {
            (true, false, _) => format!("Qubic, two players: X moves first. {type_cell}"),
            (true, true, Mark::O) => format!("Qubic: you play O, so {them} opens."),
            (true, true, Mark::X) => {
                format!("Qubic: you play X and move first against {them}. {type_cell}")
            }
            (false, false, _) if s.name_x.is_empty() => "Two players: X moves first.".to_string(),
            (false, false, _) => format!("Two players: {} (X) moves first.", s.name_x),
            (false, true, Mark::O) => format!("You play O, so {them} opens."),
            (false, true, Mark::X) => format!("You play X and move first against {them}."),
        };
        self.say(Tone::Info, words);
    }

    pub(crate) fn change_and_restart(&mut self, change: SettingChange) {
        self.change_setting(change);
        self.restart(Board::default());
    }

    /// A, M, K, F or T: the next speed (the drawing under way finishes at
    /// once), sound, keypad layout, who starts or theme; and says so.
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
            self.at_rest();
        }
        if let Some(words) = messages::news(change) {
            self.say(Tone::Info, words);
        }
    }

    /// H: the best move for the player, with its reason; plays nothing.
    /// At Qubic it is hard's search, the front end's to run.
    pub(crate) fn give_hint(&mut self, now: f64) {
        if self.is_over() {
            return self.say(Tone::Refusal, "The game is over: N starts a new one.");
        }
        if !self.is_human_turn() || self.is_drawing(now) {
            return self.say(Tone::Wait, "Wait: hints are for your move.");
        }
        match self.round {
            Round::TicTacToe(_) => self.square_hint(),
            Round::Qubic(_) => {
                self.play_mut::<Position>().hint_asked = true;
                self.say(Tone::Info, "Hard is looking for your best move...");
            }
        }
    }

    /// A click on nothing puts a refusal away, as any other input does.
    pub fn click_on_nothing(&mut self) {
        if self.feedback().is_some_and(|f| f.tone == Tone::Refusal) {
            self.notices.feedback = None;
        }
    }
}

#[cfg(test)]
#[path = "controls_tests.rs"]
mod tests;
