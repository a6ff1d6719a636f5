//! How the overlays answer the player: the choosers' rows and picks, the
//! help's pages and settings, and the question before abandoning a game in
//! progress (which is then not scored).

use crate::core::board::{Mark, Rules};
use crate::game::input::{Command, Dir};
use crate::game::overlay::{Chooser, Entry, HelpPage, Overlay, Pick};
use crate::game::{messages, Game, Setup, Tone};
use crate::strategy::Opponent;

impl Game {
    /// The rows of `chooser`, in order.
    pub fn entries(&self, chooser: Chooser) -> Vec<Entry> {
        let setup = self.setup;
        match chooser {
            Chooser::Opponent => {
                let mut rows: Vec<Entry> = Opponent::ALL
                    .iter()
                    .map(|&o| Entry {
                        pick: Pick::Opponent(o),
                        title: messages::opponent_strength(o, setup.rules, &self.memory),
                        detail: messages::opponent_about(o).to_string(),
                        current: o == setup.opponent,
                    })
                    .collect();
                if setup.opponent.is_computer() {
                    rows.extend([Mark::X, Mark::O].map(|side| Entry {
                        pick: Pick::Side(side),
                        title: messages::side_title(side),
                        detail: messages::side_about(side, setup.opponent),
                        current: side == setup.side,
                    }));
                }
                rows
            }
            Chooser::Rules => Rules::ALL
                .iter()
                .map(|&r| Entry {
                    pick: Pick::Rules(r),
                    title: messages::rules_title(r),
                    detail: r.describe().to_string(),
                    current: r == setup.rules,
                })
                .collect(),
        }
    }

    pub(crate) fn open_chooser(&mut self, chooser: Chooser) {
        let at = self
            .entries(chooser)
            .iter()
            .position(|e| e.current)
            .unwrap_or(0);
        self.overlay = Some(Overlay::Chooser(chooser, at));
    }

    /// Carries out `command` while `overlay` is shown.
    pub(crate) fn handle_overlay(&mut self, overlay: Overlay, command: Command) {
        match overlay {
            Overlay::Help(page) => self.handle_help(page, command),
            Overlay::Chooser(chooser, at) => self.handle_chooser(chooser, at, command),
            Overlay::Confirm(setup) => {
                self.overlay = None;
                match command {
                    Command::PlayCursor | Command::Answer(true) => self.change_setup(setup),
                    Command::Quit => self.quit = true,
                    _ => self.say(Tone::Info, "Kept playing this game."),
                }
            }
        }
    }

    fn handle_help(&mut self, page: HelpPage, command: Command) {
        match command {
            Command::Help => {
                let next = HelpPage::ALL.get(page.index() + 1).copied();
                self.overlay = next.map(Overlay::Help);
            }
            Command::Pick(i) => {
                let tab = HelpPage::ALL.get(i).copied().unwrap_or(page);
                self.overlay = Some(Overlay::Help(tab));
            }
            Command::ToggleAnimation => self.toggle_animation(),
            Command::ToggleKeypad => self.toggle_keypad(),
            Command::ToggleAlternate => self.toggle_alternate(),
            Command::ResetScores => {
                self.overlay = None;
                self.ask_reset();
            }
            Command::MoveCursor(Dir::Right) => self.handle_help(page, Command::Help),
            Command::MoveCursor(Dir::Left) => {
                let back = page.index().saturating_sub(1);
                self.overlay = Some(Overlay::Help(HelpPage::ALL[back]));
            }
            Command::Quit => self.quit = true,
            _ => self.overlay = None,
        }
    }

    fn handle_chooser(&mut self, chooser: Chooser, at: usize, command: Command) {
        let entries = self.entries(chooser);
        let last = entries.len().saturating_sub(1);
        let pick = |i: usize| entries.get(i).map(|e| e.pick);
        self.overlay = None;
        let chosen = match command {
            Command::MoveCursor(Dir::Up) | Command::MoveCursor(Dir::Left) => {
                self.overlay = Some(Overlay::Chooser(chooser, at.saturating_sub(1)));
                None
            }
            Command::MoveCursor(Dir::Down) | Command::MoveCursor(Dir::Right) => {
                self.overlay = Some(Overlay::Chooser(chooser, (at + 1).min(last)));
                None
            }
            Command::PlayCursor => pick(at),
            Command::Pick(i) => pick(i),
            Command::Play(sq) => pick(sq.index()),
            Command::Choose(other) if other != chooser => {
                self.open_chooser(other);
                None
            }
            Command::Quit => {
                self.quit = true;
                None
            }
            _ => None,
        };
        let setup = self.setup;
        match chosen {
            Some(Pick::Opponent(opponent)) => self.ask_setup(Setup { opponent, ..setup }),
            Some(Pick::Side(side)) => self.ask_setup(Setup { side, ..setup }),
            Some(Pick::Rules(rules)) => self.ask_setup(Setup { rules, ..setup }),
            None => {}
        }
    }

    /// The question before abandoning the game in progress for `setup`.
    pub fn confirm_question(&self, setup: Setup) -> String {
        let now = self.setup;
        let change = if setup.opponent != now.opponent {
            format!("a new game against {}", setup.opponent.title())
        } else if setup.rules != now.rules {
            format!("a new game under the {} rules", setup.rules)
        } else {
            format!("a new game with you as {}", messages::upper(setup.side))
        };
        format!("Abandon this game? It is not finished, and {change} does not score it.")
    }

    /// The help's settings, a line each with the key that changes it:
    /// animation, keypad, turns, reset, quit.
    pub fn setting_labels(&self) -> Vec<(char, String)> {
        let setup = self.setup;
        let on_off = |on: bool| if on { "on" } else { "off" };
        let keypad = if setup.keypad_layout {
            "by layout (7 8 9 play the top row)"
        } else {
            "by digits (each plays its number)"
        };
        let turns = if setup.alternate {
            "you switch sides after each game"
        } else {
            "you keep your side"
        };
        vec![
            (
                'A',
                format!(
                    "Animation: {} (the turtle draws each mark)",
                    on_off(setup.animate)
                ),
            ),
            ('K', format!("Keypad: {keypad}")),
            ('F', format!("Turns: {turns}")),
            ('Z', "Reset all scores (asks first)".to_string()),
            ('Q', "Quit".to_string()),
        ]
    }

    /// The heading over this run's warnings on the help's settings page.
    pub fn warnings_heading(&self) -> &'static str {
        if self.warnings.is_empty() {
            "Your saved data: no problems this run."
        } else {
            "Your saved data this run:"
        }
    }

    /// Whether a game is under way: moves made, no result yet.
    pub fn in_progress(&self) -> bool {
        !self.history.is_empty() && !self.is_over()
    }

    /// Changes to `setup`, asking first if that would abandon a game in
    /// progress (which is then not scored).
    pub(crate) fn ask_setup(&mut self, setup: Setup) {
        if setup == self.setup {
            return;
        }
        if self.setup.opponent == Opponent::Human
            && setup.side != self.setup.side
            && setup.opponent == Opponent::Human
        {
            return self.say(
                Tone::Refusal,
                "Two players: X always moves first; swap seats to swap sides.",
            );
        }
        if self.in_progress() {
            self.overlay = Some(Overlay::Confirm(setup));
        } else {
            self.change_setup(setup);
        }
    }
}
