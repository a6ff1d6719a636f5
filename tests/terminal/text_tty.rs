//! `ttt text` in a real terminal: tmux runs it in an 80×24 pane, the test
//! sends real keys and reads the pane. Key by key against Dawson, redrawn
//! in place, scored, the terminal given back with the last screen on it;
//! the help, Esc, the Tab chooser, the arrows and Enter, Ctrl-C; colour,
//! and none with NO_COLOR. Without tmux the tests fail with the command
//! that installs it; they never skip.

use crate::support::scratch::{scratch_dir, Scratch};
use crate::support::text::score;
use std::process::{Command, Output};
use std::time::{Duration, Instant};

/// A tmux server of the test's own, on its own socket, removed when done.
pub(crate) struct Pane {
    socket: String,
}

impl Pane {
    /// Starts `ttt text ARGS --data-dir DIR` (with `env` before it) in an
    /// 80×24 pane; the pane stays after it exits, showing its status.
    pub(crate) fn start(name: &str, dir: &Scratch, env: &str, args: &str) -> Pane {
        Pane::run(name, dir, env, &format!("text {args}"))
    }

    /// Starts `ttt text ARGS --data-dir DIR` in a pane of `columns` ×
    /// `rows` characters.
    pub(crate) fn start_in(size: (u16, u16), name: &str, dir: &Scratch, args: &str) -> Pane {
        Pane::run_in(size, name, dir, "", &format!("text {args}"))
    }

    /// Starts `ttt COMMAND --data-dir DIR` in the pane, as `start` does.
    fn run(name: &str, dir: &Scratch, env: &str, command: &str) -> Pane {
        Pane::run_in((80, 24), name, dir, env, command)
    }

    fn run_in(
        (columns, rows): (u16, u16),
        name: &str,
        dir: &Scratch,
        env: &str,
        command: &str,
    ) -> Pane {
        let version = Command::new("tmux").arg("-V").output();
        assert!(
            version.is_ok_and(|o| o.status.success()),
            "tmux is missing: install it with `sudo apt-get install tmux` (scripts/test does)"
        );
        let socket = format!("/tmp/ttt-text-tty-{}-{name}.sock", std::process::id());
        let command = format!(
            "env -u NO_COLOR {env} {} {command} --data-dir {}; echo \"exit status $?\"; sleep 600",
            env!("CARGO_BIN_EXE_ttt"),
            dir.display()
        );
        let pane = Pane { socket };
        let (columns, rows) = (columns.to_string(), rows.to_string());
        let new = [
            "-f",
            "/dev/null",
            "new-session",
            "-d",
            "-x",
            columns.as_str(),
            "-y",
            rows.as_str(),
        ];
        let started = pane.tmux(&[&new[..], &[command.as_str()]].concat());
        assert!(started.status.success(), "tmux starts: {started:?}");
        pane
    }

    fn tmux(&self, args: &[&str]) -> Output {
        Command::new("tmux")
            .arg("-S")
            .arg(&self.socket)
            .args(args)
            .env_remove("TMUX")
            .output()
            .expect("tmux runs")
    }

    /// The pane's text; with `escapes`, its colour codes too.
    fn screen(&self, escapes: bool) -> String {
        let flags: &[&str] = match escapes {
            true => &["capture-pane", "-p", "-e", "-t", "0"],
            false => &["capture-pane", "-p", "-t", "0"],
        };
        String::from_utf8_lossy(&self.tmux(flags).stdout).into_owned()
    }

    /// Sends one key (tmux's name for it) and waits until `shown` is on
    /// the screen.
    pub(crate) fn key(&self, key: &str, shown: &str) -> String {
        self.tmux(&["send-keys", "-t", "0", key]);
        self.wait_for(shown)
    }

    /// Sends one key (tmux's name for it) without waiting.
    pub(crate) fn tmux_key(&self, key: &str) {
        self.tmux(&["send-keys", "-t", "0", key]);
    }

    pub(crate) fn wait_for(&self, shown: &str) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen(false);
            if screen.contains(shown) {
                return screen;
            }
            assert!(
                start.elapsed() < Duration::from_secs(15),
                "no {shown:?} on the screen:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(40));
        }
    }
}

impl Drop for Pane {
    fn drop(&mut self) {
        let _ = self.tmux(&["kill-server"]);
        let _ = std::fs::remove_file(&self.socket);
    }
}

/// The screen without its trailing blank lines.
fn trimmed(screen: &str) -> String {
    let lines: Vec<&str> = screen.lines().map(str::trim_end).collect();
    let end = lines
        .iter()
        .rposition(|l| !l.is_empty())
        .map_or(0, |i| i + 1);
    lines[..end].iter().map(|l| format!("{l}\n")).collect()
}

/// The 80×24 screen in docs/terminal.md, as its block shows it.
fn documented_screen() -> String {
    let page = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/terminal.md"))
        .expect("docs/terminal.md");
    let intro = "in an 80×24 terminal, after `1 8 5 7 b 9`:\n\n```text\n";
    let start = page.find(intro).expect("docs/terminal.md shows the screen") + intro.len();
    page[start..start + page[start..].find("```").expect("the block ends")].to_string()
}

#[test]
fn a_game_against_dawson_key_by_key() {
    let dir = scratch_dir("tty-dawson");
    let pane = Pane::start("dawson", &dir, "", "--opponent dawson");
    pane.wait_for("So, human");
    pane.key("1", "2. O 5 center");
    pane.key("8", "4. O 3 corner");
    pane.key("5", "Not a valid move: square 5 is taken.");
    pane.key("7", "6. O 4 block");
    pane.key("b", "No command is on that key");
    let screen = pane.key("9", "Impossible!");
    // Redrawn in place: one title, one board.
    assert_eq!(screen.matches("vs Dawson (O)").count(), 1, "{screen}");
    assert_eq!(
        screen.matches("---+---+---     ---+---+---").count(),
        2,
        "{screen}"
    );
    assert_eq!(trimmed(&screen), documented_screen());
    let after = pane.key("q", "exit status 0");
    assert!(
        after.contains("You win!") && after.contains("Quit: everything is saved.\n"),
        "{after}"
    );
    assert_eq!(score(&dir, "dawson", "x"), (1, 0, 0));
}

#[test]
fn help_esc_the_chooser_the_arrows_enter_and_ctrl_c() {
    let dir = scratch_dir("tty-keys");
    let pane = Pane::start("keys", &dir, "", "");
    pane.wait_for("You play X and move first against Logo.");
    pane.key("?", "\u{203a} 1 Keys");
    pane.key("F1", "\u{203a} 2 Settings");
    pane.key("Escape", "Your move (X): press 1-9.");
    let chooser = pane.key("Tab", "Choose your opponent (and your side)");
    // The rows' numbers are right-aligned: 9 and 10 end in one column.
    assert!(
        chooser.contains("\n   9.   Trained") && chooser.contains("\n  10.   Two players"),
        "{chooser}"
    );
    // Logo is row 3 (hard); Dawson, medium, is just above it.
    pane.key("Up", "\u{203a}  2.");
    pane.key("Up", "\u{203a}  1.");
    pane.key("Down", "\u{203a}  2.");
    pane.key("Enter", "You (X) vs Dawson (O)");
    // The chooser stays open on your side's row: Esc keeps X.
    pane.wait_for("\u{203a} 11. \u{2022} You play X");
    pane.key("Escape", "Your move (X): press 1-9.");
    // The first arrow shows the cursor at the centre and moves it: 8.
    pane.key("Down", "   |[ ]|");
    pane.key("Right", "   |   |[ ]");
    // Enter and 1 at once: 1 comes while Dawson thinks, and waits.
    pane.tmux(&["send-keys", "-t", "0", "Enter", "1"]);
    pane.wait_for("Wait: it is Dawson's move.");
    let screen = pane.wait_for("1. X 9");
    assert!(screen.contains("   |   |[X]"), "{screen}");
    let screen = pane.wait_for("2. O 5 center");
    assert!(
        !screen.contains("3. X 1"),
        "a refused key is never played later:\n{screen}"
    );
    let after = pane.key("C-c", "exit status 0");
    assert!(
        after.contains("Stopped: everything is saved. The game in progress is not scored."),
        "{after}"
    );
    let settings = std::fs::read_to_string(dir.join("settings.toml")).expect("settings saved");
    assert!(
        settings.contains("opponent = \"dawson\"\n") && settings.contains("speed = \"normal\"\n"),
        "{settings}"
    );
}

#[test]
fn colour_in_a_terminal_and_none_with_no_color() {
    let dir = scratch_dir("tty-colour");
    let pane = Pane::start("colour", &dir, "", "");
    pane.wait_for("Your move");
    assert!(pane.screen(true).contains("\u{1b}["), "colour codes");
    drop(pane);
    let pane = Pane::start("no-colour", &dir, "NO_COLOR=1", "");
    pane.wait_for("Your move");
    let screen = pane.screen(true);
    assert!(!screen.contains("\u{1b}["), "{screen:?}");
    pane.key("q", "exit status 0");
}

#[test]
fn stats_reset_asks_first_in_a_terminal() {
    let dir = scratch_dir("tty-reset");
    let scores = r#"{"version": 1, "scores": [{"rules": "standard", "opponent": "logo", "side": "x", "won": 0, "lost": 1, "tied": 2}]}"#;
    std::fs::write(dir.join("scores.json"), scores).expect("writable");
    let pane = Pane::run("reset-no", &dir, "", "stats --reset");
    pane.wait_for("Remove the scores of 3 games: logo 3? [y/N]");
    pane.key("Enter", "exit status 0");
    assert!(pane.screen(false).contains("Nothing was removed."));
    assert_eq!(score(&dir, "logo", "x"), (0, 1, 2));
    drop(pane);
    let pane = Pane::run("reset-yes", &dir, "", "stats --reset");
    pane.wait_for("[y/N]");
    pane.tmux(&["send-keys", "-t", "0", "y", "Enter"]);
    let screen = pane.wait_for("exit status 0");
    // The line may wrap at the pane's width.
    let removed = "Removed the scores of 3 games: logo 3. Past games are kept";
    assert!(
        screen.replace('\n', "").contains(removed) && screen.contains("no games yet"),
        "{screen}"
    );
    assert_eq!(score(&dir, "logo", "x"), (0, 0, 0));
}

#[test]
fn games_clear_asks_first_in_a_terminal() {
    let dir = scratch_dir("tty-clear");
    let game = r#"{"finished": 0, "rules": "standard", "opponent": "logo", "side": "x", "start": "_________", "moves": [5, 1], "outcome": "tie"}"#;
    let scores = format!(r#"{{"version": 1, "scores": [], "games": [{game}]}}"#);
    std::fs::write(dir.join("scores.json"), scores).expect("writable");
    let pane = Pane::run("clear-no", &dir, "", "games --clear");
    pane.wait_for("Remove the one past game? [y/N]");
    pane.key("Enter", "exit status 0");
    assert!(pane.screen(false).contains("Nothing was removed."));
    drop(pane);
    let pane = Pane::run("clear-yes", &dir, "", "games --clear");
    pane.wait_for("[y/N]");
    pane.tmux(&["send-keys", "-t", "0", "y", "Enter"]);
    let screen = pane.wait_for("exit status 0");
    assert!(screen.contains("Removed the one past game."), "{screen}");
}
