//! The words on the screen: the title, the three status lines (whose turn,
//! the last move and the computer's reason, feedback; a warning about the
//! saved data takes the last two) and the button labels.

use crate::core::board::Rules;
use crate::game::messages;
use crate::game::Game;
use crate::picture::layout::Button;
use crate::picture::layout::STATUS_LINES;
use crate::strategy::Opponent;

impl Game {
    /// Who plays whom, under which rules (when not the standard ones),
    /// and how to get help.
    pub fn title(&self) -> String {
        let setup = self.setup;
        let players = match setup.opponent {
            Opponent::Human => "X vs O, two players".to_string(),
            Opponent::Learner => format!(
                "You ({}) vs learner ({}, {})",
                upper(setup.side),
                upper(setup.side.opponent()),
                messages::count(self.memory.lessons_under(setup.rules), "lesson")
            ),
            other => format!(
                "You ({}) vs {other} ({})",
                upper(setup.side),
                upper(setup.side.opponent())
            ),
        };
        match setup.rules {
            Rules::Standard => format!("{players}  ·  ? help"),
            rules => format!("{players}  ·  {rules}  ·  ? help"),
        }
    }

    /// Whose turn it is (or the result); the last move and the computer's
    /// reason; the latest feedback (refusals, hints, Dawson's talk).
    pub fn status_lines(&self) -> [String; STATUS_LINES] {
        match self.warning_lines() {
            Some([first, second]) => [self.turn_line(), first, second],
            None => [
                self.turn_line(),
                self.last_move_line(),
                self.feedback.clone(),
            ],
        }
    }

    fn turn_line(&self) -> String {
        let setup = self.setup;
        if let Some(outcome) = self.outcome() {
            let words = messages::result_line(outcome, setup.side, !setup.opponent.is_computer());
            return format!("{words}  N: new game");
        }
        if self.broken.is_some() {
            return format!("{} broke: no result.  N: new game", setup.opponent);
        }
        let mover = self.board.to_move();
        match setup.opponent {
            Opponent::Human => format!("{} to move: press 1-9 or click a square.", upper(mover)),
            _ if mover == setup.side => {
                format!("Your move ({}): press 1-9 or click a square.", upper(mover))
            }
            Opponent::Dawson => messages::dawson_thinking().to_string(),
            other => format!("{other} ({}) is thinking...", upper(mover)),
        }
    }

    fn last_move_line(&self) -> String {
        let Some(last) = self.history.last() else {
            return if self.board.moves_made() == 0 {
                "No moves yet.".to_string()
            } else {
                format!("Starting from {}.", self.board)
            };
        };
        let opponent = self.setup.opponent;
        let said = |m: &crate::game::Move| match m.rule {
            Some(rule) => format!("{opponent} played {} {} ({rule}).", m.mark, m.square),
            None if opponent.is_computer() => format!("You played {} {}.", m.mark, m.square),
            None => format!("Last move: {} {}.", m.mark, m.square),
        };
        let mut line = said(last);
        let earlier = self.history.iter().rev().skip(1).find(|m| m.rule.is_some());
        if let (None, Some(reply)) = (last.rule, earlier) {
            line = format!("{line} Before that, {}", said(reply));
        }
        line
    }

    /// The label on `button`; `short` for narrow buttons.
    pub fn button_label(&self, button: Button, short: bool) -> String {
        let setup = self.setup;
        let label = match (button, short) {
            (Button::NewGame, false) => "New game",
            (Button::NewGame, true) => "New",
            (Button::Undo, _) => "Undo",
            (Button::Hint, _) => "Hint",
            (Button::Side, _) => return format!("Play {}", upper(setup.side.opponent())),
            (Button::Opponent, false) => return format!("vs {}", setup.opponent),
            (Button::Opponent, true) => return setup.opponent.to_string(),
            (Button::Animation, _) if setup.animate => "Anim on",
            (Button::Animation, _) => "Anim off",
            (Button::Help, false) => "Help (?)",
            (Button::Help, true) => "Help",
            (Button::Quit, _) => "Quit",
        };
        label.to_string()
    }
}

fn upper(mark: crate::core::board::Mark) -> char {
    mark.letter().to_ascii_uppercase()
}
