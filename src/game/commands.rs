//! What each command does to the game, once the screens over it have let
//! it through; and a key's command, or why a key has none.

use crate::game::input::{command_for_key, Command, Key};
use crate::game::screen_parts::Question;
use crate::game::screens::Screen;
use crate::game::{messages, Game, Tone};

impl Game {
    /// Takes key `key` pressed at `now`: its command, or, for a key that
    /// has none, a word on why nothing happens.
    pub fn press(&mut self, key: Key, now: f64) {
        self.drawing.skip_dance();
        match (command_for_key(key, &self.keymap()), key) {
            (Some(command), _) => self.handle(command, now),
            (None, Key::Digit(0) | Key::Keypad(0)) => {
                self.say(Tone::Refusal, messages::NO_SQUARE_0)
            }
            (None, _) => self.say(Tone::Refusal, messages::NO_COMMAND),
        }
    }

    /// Carries out `command` on the game itself.
    pub(crate) fn play_command(&mut self, command: Command, now: f64) {
        match command {
            Command::Play(sq) => self.human_plays(sq, now),
            Command::MoveCursor(dir) => self.move_cursor(dir),
            Command::PlayCursor => match self.aim.cursor() {
                Some(sq) => self.human_plays(sq, now),
                None => self.show_cursor(),
            },
            Command::NewGame => self.new_game(),
            Command::Undo => self.undo(),
            Command::Redo => self.redo(now),
            Command::Hint => self.give_hint(now),
            Command::Review => self.open_review(None),
            Command::ReviewMove(n) => self.open_review(Some(n)),
            Command::ChooseSide(side) => self.choose_side(side),
            Command::Choose(kind) => self.open(self.chooser(kind)),
            // A pick or an answer means something only to a screen; the
            // window's fullscreen is requested before any screen (`handle`).
            Command::Pick(_) | Command::Answer(_) | Command::ToggleFullscreen => {}
            Command::CycleSpeed
            | Command::ToggleSound
            | Command::ToggleKeypad
            | Command::ToggleAlternate
            | Command::CycleTheme => self.adjust(command),
            Command::ResetScores => self.ask_reset(),
            Command::Help => self.open(Screen::Help(Default::default())),
            Command::Back => self.back(),
            Command::Quit => self.ask_quit(),
        }
    }

    /// Q, or the window's close button: mid-game, asks first (a second Q
    /// or Enter confirms); otherwise quits.
    fn ask_quit(&mut self) {
        if self.in_progress() {
            self.open(Screen::Confirm(Question::Quit));
        } else {
            self.quit_now();
        }
    }
}
