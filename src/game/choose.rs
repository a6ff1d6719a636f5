//! What the choosers offer and what a choice does, the help's settings,
//! and the question before abandoning a game in progress.

use crate::core::board::{Mark, Rules};
use crate::game::play::Round;
use crate::game::screens::{Chooser, ChooserRow, Pick, Question, Screen};
use crate::game::{messages, Game, Tone};
use crate::record::Rival;
use crate::settings::{GameKind, QubicOpponent, SettingChange};
use crate::strategy::level::level_of;
use crate::strategy::Opponent;

impl Game {
    /// A chooser's rows: the opponents, (against the computer) the sides
    /// and a friend on another computer; or the rules.
    pub fn entries(&self, chooser: Chooser) -> Vec<ChooserRow> {
        let settings = self.settings();
        let mut rows: Vec<ChooserRow> = match chooser {
            Chooser::Rules => return self.rules_entries(),
            Chooser::Opponent if matches!(self.round, Round::Qubic(_)) => QubicOpponent::ALL
                .iter()
                .map(|&o| ChooserRow {
                    pick: Pick::Change(SettingChange::QubicOpponent(o)),
                    title: messages::title(o.title(), ""),
                    detail: o.describe().to_string(),
                    current: o == settings.qubic_opponent,
                })
                .collect(),
            Chooser::Opponent => {
                // As `ttt prove` measures them; the books keep their own
                // order within a level.
                let mut opponents = Opponent::ALL;
                crate::core::order::sort_by_key(&mut opponents, |&o| level_of(o, settings.rules));
                opponents
                    .iter()
                    .map(|&o| ChooserRow {
                        pick: Pick::Change(SettingChange::Opponent(o)),
                        title: messages::opponent_strength(o, settings.rules, self.memory()),
                        detail: messages::opponent_about(o).to_string(),
                        current: o == settings.opponent,
                    })
                    .collect()
            }
        };
        if self.against_computer() {
            let rival = self.rival_title();
            rows.extend([Mark::X, Mark::O].map(|side| ChooserRow {
                pick: Pick::Change(SettingChange::Side(side)),
                title: messages::title(&format!("You play {}", side.upper()), ""),
                detail: match side {
                    Mark::X => "X moves first: you open the game".to_string(),
                    Mark::O => format!("{rival} plays X and opens the game"),
                },
                current: side == settings.side,
            }));
        }
        let friend = self.remote().is_some();
        for row in rows.iter_mut().filter(|_| friend) {
            row.current = false;
        }
        rows.push(ChooserRow {
            pick: Pick::Friend,
            title: messages::title("Play a friend", "on another computer"),
            detail: "host a room and read its code aloud, or join theirs".to_string(),
            current: friend,
        });
        rows
    }

    /// The 3×3 rule variants (in Qubic, one row), then Qubic.
    fn rules_entries(&self) -> Vec<ChooserRow> {
        let settings = self.settings();
        let three_by_three = self.round.game() == GameKind::TicTacToe;
        let mut rows: Vec<ChooserRow> = match three_by_three {
            true => Rules::ALL
                .iter()
                .map(|&r| ChooserRow {
                    pick: Pick::Change(SettingChange::Rules(r)),
                    title: messages::rules_title(r),
                    detail: r.describe().to_string(),
                    current: r == settings.rules,
                })
                .collect(),
            false => vec![ChooserRow {
                pick: Pick::Change(SettingChange::Game(GameKind::TicTacToe)),
                title: messages::rules_title(settings.rules),
                detail: format!("3\u{d7}3: {}", settings.rules.describe()),
                current: false,
            }],
        };
        rows.push(ChooserRow {
            pick: Pick::Change(SettingChange::Game(GameKind::Qubic)),
            title: messages::title("Qubic", "4\u{d7}4\u{d7}4, X wins with best play"),
            detail: "four in a line on a 4\u{d7}4\u{d7}4 cube: 76 lines".to_string(),
            current: !three_by_three,
        });
        rows
    }

    pub(crate) fn chooser(&self, kind: Chooser) -> Screen {
        let at = self
            .entries(kind)
            .iter()
            .position(|e| e.current)
            .unwrap_or(0);
        Screen::Chooser(kind, at)
    }

    pub fn confirm_question(&self, question: Question) -> String {
        let which = match question {
            Question::Quit => {
                return "Quit now? This game is not finished, and it is not scored.".to_string()
            }
            Question::Abandon(SettingChange::Opponent(o)) => format!(" against {}", o.title()),
            Question::Abandon(SettingChange::QubicOpponent(o)) => format!(" against {}", o.title()),
            Question::Abandon(SettingChange::Rules(rules)) => {
                format!(" under the {} rules", messages::rules_name(rules))
            }
            Question::Abandon(SettingChange::Side(side)) => {
                format!(" with you as {}", side.upper())
            }
            Question::Abandon(SettingChange::Game(game)) => format!(" of {}", game.title()),
            Question::Abandon(_) | Question::NewGame => String::new(),
        };
        format!("Abandon this game? It is not finished, and a new game{which} does not score it.")
    }

    /// The help's settings, each with its key.
    pub fn setting_labels(&self) -> Vec<(char, String)> {
        let settings = self.settings();
        let sound = if settings.sound { "on" } else { "off (muted)" };
        let keypad = if settings.keypad_layout {
            "by layout (its 7 8 9 play the top row)"
        } else {
            "by digits (each plays its number)"
        };
        let starts = messages::starts_words(settings.starts);
        let speed = messages::speed_words(settings.speed);
        let theme = messages::theme_words(settings.theme);
        vec![
            ('A', format!("Turtle: {speed}")),
            ('M', format!("Sound: {sound}")),
            ('K', format!("Keypad: {keypad}")),
            ('F', format!("Who starts: {starts}")),
            ('T', format!("Theme: {theme}")),
            ('S', "Scores and past games: review any of them".to_string()),
            ('P', format!("Players' names: {}", self.names_words())),
            ('Z', "Reset all scores (asks first)".to_string()),
            ('Q', "Quit".to_string()),
        ]
    }

    fn names_words(&self) -> String {
        let s = self.settings();
        let [x, o] = [Mark::X, Mark::O].map(|m| self.two_player_name(m));
        match (s.name_x.as_str(), s.name_o.as_str()) {
            ("", "") => "none (X and O)".to_string(),
            _ => format!("{x} plays X, {o} plays O"),
        }
    }

    /// The heading over this run's warnings on the help's settings page.
    pub fn warnings_heading(&self) -> &'static str {
        if self.notices.warnings.is_empty() {
            "Your saved data: no problems this run."
        } else {
            "Warnings this run:"
        }
    }

    pub fn in_progress(&self) -> bool {
        self.played() && !self.is_over()
    }

    pub(crate) fn choose_side(&mut self, side: Mark) {
        if self.against_computer() && side == self.settings().side {
            let words = format!("You already play {}.", side.upper());
            return self.say(Tone::Info, words);
        }
        self.ask_change(SettingChange::Side(side));
    }

    /// Makes `change` and starts a new game, asking first mid-game.
    pub(crate) fn ask_change(&mut self, change: SettingChange) {
        let (now, next) = (self.settings(), self.settings().with(change));
        if next == now {
            return;
        }
        let computer_plays = |s| Rival::of(s).is_computer();
        if !computer_plays(&now) && next.side != now.side && !computer_plays(&next) {
            let swap = "Two players: X always moves first; swap seats to swap sides.";
            return self.say(Tone::Refusal, swap);
        }
        if self.in_progress() {
            self.screens
                .push(Screen::confirm(Question::Abandon(change)));
        } else {
            self.change_and_restart(change);
        }
    }
}
