//! What the game's tests share: a game set up against an opponent, a
//! script of moves and commands checked against the board and the printed
//! lines, playing squares out, and reading the feedback line.

// What nearly every test of the game names, in one place.
pub(crate) use crate::core::board::{Board, Mark, Outcome, Rules};
pub(crate) use crate::core::rng::Rng;
pub(crate) use crate::core::square::sq;
pub(crate) use crate::game::input::{Command, Dir, Setting};
pub(crate) use crate::game::screens::{Chooser, Question, Screen};
pub(crate) use crate::game::{Event, Game};
pub(crate) use crate::settings::{Settings, Speed};
pub(crate) use crate::strategy::{perfect, Memory, Opponent, Outlook};

pub fn setup(opponent: Opponent, side: Mark, animate: bool) -> Settings {
    Settings {
        opponent,
        side,
        speed: if animate { Speed::Slow } else { Speed::Off },
        ..Settings::default()
    }
}

/// A Qubic game against `opponent`, the person playing `side`, drawn at
/// once.
pub fn qubic_game(opponent: crate::settings::QubicOpponent, side: Mark) -> Game {
    let settings = Settings {
        game: crate::settings::GameKind::Qubic,
        qubic_opponent: opponent,
        side,
        speed: Speed::Off,
        ..Settings::default()
    };
    Game::new(settings, Board::default(), Memory::new(), Rng::seeded(7))
}

pub fn game(opponent: Opponent, side: Mark, animate: bool) -> Game {
    Game::new(
        setup(opponent, side, animate),
        Board::default(),
        Memory::new(),
        Rng::seeded(7),
    )
}

/// Runs `steps` ("5" plays square 5, "wait" lets 3 seconds pass, other
/// words are commands), 0.01 s apart, and checks the board and the printed
/// lines.
pub fn check(mut g: Game, steps: &str, board: &str, output: &[&str]) -> Game {
    let mut now = 0.0;
    for step in steps.split_whitespace() {
        now += 0.01;
        let command = match step {
            "wait" => {
                for _ in 0..300 {
                    now += 0.01;
                    g.update(now);
                }
                continue;
            }
            "undo" => Command::Undo,
            "redo" => Command::Redo,
            "new" => Command::NewGame,
            "hint" => Command::Hint,
            "esc" => Command::Back,
            "o" => Command::ChooseSide(Mark::O),
            "x" => Command::ChooseSide(Mark::X),
            "opponents" => Command::Choose(Chooser::Opponent),
            "rules" => Command::Choose(Chooser::Rules),
            "up" => Command::MoveCursor(Dir::Up),
            "down" => Command::MoveCursor(Dir::Down),
            "right" => Command::MoveCursor(Dir::Right),
            "left" => Command::MoveCursor(Dir::Left),
            "enter" => Command::PlayCursor,
            "yes" => Command::Answer(true),
            "no" => Command::Answer(false),
            "anim" => Command::Adjust(Setting::Speed),
            "review" => Command::Review,
            "turns" => Command::Adjust(Setting::Starts),
            digit => Command::Play(digit.parse().expect("a square")),
        };
        g.handle(command, now);
    }
    assert_eq!(g.board().to_string(), board, "after {steps}");
    assert_eq!(g.take_output(), output, "after {steps}");
    g
}

pub fn feedback(g: &Game) -> String {
    g.feedback().map(|f| f.text.clone()).unwrap_or_default()
}

pub fn play_out(g: &mut Game, squares: &[u8], mut now: f64) -> f64 {
    for &n in squares {
        for _ in 0..3 {
            now += 1.0;
            g.update(now);
        }
        now += 0.5;
        g.handle(Command::Play(n), now);
    }
    for _ in 0..3 {
        now += 1.0;
        g.update(now);
    }
    now
}
