//! Real-window test support: a private Xvfb display, the built `ttt` binary
//! launched on it, real X input through xdotool (XTEST), and real pixels
//! read back with ImageMagick's `import`. Everything fails loudly, with the
//! install command, when a tool is missing: these tests never skip.

pub mod board;
pub mod close;
pub mod compare;
pub mod lit;
pub mod play;
pub mod wait;
mod xvfb;

pub use xvfb::Xvfb;

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

pub const INSTALL: &str =
    "sudo apt-get install -y xvfb xdotool imagemagick x11-utils (or run scripts/test, which does it)";

/// Runs `program args`, panicking with the install hint if it cannot start.
fn run(display: &str, program: &str, args: &[&str]) -> std::process::Output {
    Command::new(program)
        .args(args)
        .env("DISPLAY", display)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {program} ({e}); install it: {INSTALL}"))
}

/// A screenshot: `width` × `height` RGB pixels.
pub struct Shot {
    pub width: usize,
    pub height: usize,
    pub rgb: Vec<u8>,
}

impl Shot {
    pub fn pixel(&self, x: usize, y: usize) -> [u8; 3] {
        let i = (y * self.width + x) * 3;
        [self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]]
    }

    /// How many pixels in the rectangle satisfy `pred`.
    pub fn count(
        &self,
        x0: usize,
        y0: usize,
        x1: usize,
        y1: usize,
        pred: impl Fn([u8; 3]) -> bool,
    ) -> usize {
        let mut n = 0;
        for y in y0..y1.min(self.height) {
            for x in x0..x1.min(self.width) {
                if pred(self.pixel(x, y)) {
                    n += 1;
                }
            }
        }
        n
    }

    /// Reads a PNG (or any image ImageMagick knows) as RGB.
    pub fn load(path: &std::path::Path) -> Shot {
        let size = Command::new("identify")
            .args(["-format", "%w %h"])
            .arg(path)
            .output()
            .unwrap_or_else(|e| panic!("cannot run identify ({e}); install it: {INSTALL}"));
        let size = String::from_utf8_lossy(&size.stdout).to_string();
        let mut wh = size
            .split_whitespace()
            .map(|n| n.parse::<usize>().unwrap_or(0));
        let (width, height) = (wh.next().unwrap_or(0), wh.next().unwrap_or(0));
        let out = Command::new("convert")
            .arg(path)
            .args(["-depth", "8", "rgb:-"])
            .output()
            .unwrap_or_else(|e| panic!("cannot run convert ({e}); install it: {INSTALL}"));
        assert_eq!(
            out.stdout.len(),
            width * height * 3,
            "convert gave the wrong number of bytes for {path:?}"
        );
        Shot {
            width,
            height,
            rgb: out.stdout,
        }
    }

    pub fn save(&self, path: &std::path::Path) {
        let mut child = Command::new("convert")
            .args([
                "-size",
                &format!("{}x{}", self.width, self.height),
                "-depth",
                "8",
                "rgb:-",
            ])
            .arg(path)
            .stdin(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot run convert ({e}); install it: {INSTALL}"));
        use std::io::Write;
        let _ = child.stdin.take().expect("piped").write_all(&self.rgb);
        let _ = child.wait();
    }
}

/// The `ttt` binary running in a window on an [`Xvfb`].
pub struct Game {
    child: Child,
    pub display: String,
    pub window: String,
    lines: Arc<Mutex<Vec<String>>>,
    pub data_dir: PathBuf,
}

impl Game {
    /// Launches `ttt ARGS` with a fresh data directory and waits for its window.
    pub fn launch(x: &Xvfb, args: &[&str]) -> Game {
        let data_dir = std::env::temp_dir().join(format!(
            "ttt-e2e-{}-{}",
            std::process::id(),
            x.display.trim_start_matches(':')
        ));
        let _ = std::fs::remove_dir_all(&data_dir);
        Game::launch_with_data(x, args, data_dir)
    }

    pub fn launch_with_data(x: &Xvfb, args: &[&str], data_dir: PathBuf) -> Game {
        Game::launch_with_env(x, args, data_dir, &[])
    }

    /// [`Game::launch_with_data`] with more environment variables.
    pub fn launch_with_env(
        x: &Xvfb,
        args: &[&str],
        data_dir: PathBuf,
        vars: &[(&str, &str)],
    ) -> Game {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ttt"))
            .args(args)
            .env("DISPLAY", &x.display)
            .env("TTT_DATA_DIR", &data_dir)
            .envs(vars.iter().copied())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the ttt binary starts");
        let lines = Arc::new(Mutex::new(Vec::new()));
        let stdout = child.stdout.take().expect("piped stdout");
        let sink = Arc::clone(&lines);
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                sink.lock().expect("no poisoned lock").push(line);
            }
        });
        let mut game = Game {
            child,
            display: x.display.clone(),
            window: String::new(),
            lines,
            data_dir,
        };
        game.window = game.wait_for_window();
        game.xdotool(&["windowmove", "--sync", &game.window, "0", "0"]);
        game.xdotool(&["windowfocus", "--sync", &game.window]);
        game
    }

    /// Waits (30 s at most: a cold start of software OpenGL on a loaded
    /// machine) until this process's window is mapped; its id. Fails at
    /// once if the game exits first.
    fn wait_for_window(&mut self) -> String {
        let pid = self.child.id().to_string();
        wait::wait_until("ttt's window to be mapped", Duration::from_secs(30), || {
            if let Ok(Some(status)) = self.child.try_wait() {
                panic!("ttt exited ({status}) before showing a window");
            }
            // The window of this process, by its _NET_WM_PID (set by the
            // vendored miniquad's patch).
            let out = run(
                &self.display,
                "xdotool",
                &["search", "--onlyvisible", "--pid", &pid],
            );
            let found = String::from_utf8_lossy(&out.stdout)
                .lines()
                .next()
                .map(str::to_string);
            found.ok_or_else(|| format!("no visible window has _NET_WM_PID {pid}"))
        })
    }

    pub fn xdotool(&self, args: &[&str]) {
        let out = run(&self.display, "xdotool", args);
        assert!(
            out.status.success(),
            "xdotool {args:?} failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// Presses and releases `key` (an X keysym name: `5`, `KP_5`, `Return`)
    /// through XTEST, as a keyboard would. The pause after it is a
    /// person's pace between keys, so that keys a test sends one by one
    /// arrive in frames of their own; it waits for nothing: what a key
    /// does is waited for with the `wait_for_*` helpers.
    pub fn key(&self, key: &str) {
        self.xdotool(&["key", "--delay", "30", key]);
        thread::sleep(Duration::from_millis(60));
    }

    /// Presses `keys` in one quick burst, 1 ms apart: faster than any
    /// drawing or reply, as a player mashing keys would. (15 ms apart, a
    /// burst of seven could outlast the reply's pause on a loaded machine,
    /// and its last key then rightly played the next move.)
    pub fn mash(&self, keys: &[&str]) {
        let mut args = vec!["key", "--delay", "1"];
        args.extend_from_slice(keys);
        self.xdotool(&args);
    }

    /// Moves the real pointer to window pixel (`x`, `y`) and clicks; then
    /// a person's pause, as after [`Game::key`].
    pub fn click(&self, x: i32, y: i32) {
        self.hover(x, y);
        self.xdotool(&["click", "1"]);
        thread::sleep(Duration::from_millis(60));
    }

    /// Moves the real pointer to window pixel (`x`, `y`); then a person's
    /// pause, as after [`Game::key`].
    pub fn hover(&self, x: i32, y: i32) {
        self.xdotool(&[
            "mousemove",
            "--window",
            &self.window,
            &x.to_string(),
            &y.to_string(),
        ]);
        thread::sleep(Duration::from_millis(40));
    }

    /// Asks the X server to make the window `width` × `height` and waits
    /// until the server has done it (`--sync`); the game redraws later, so
    /// a test waits for the frame it expects (`wait_for_pixels`).
    pub fn resize(&self, width: u32, height: u32) {
        self.xdotool(&[
            "windowsize",
            "--sync",
            &self.window,
            &width.to_string(),
            &height.to_string(),
        ]);
    }

    /// The window's size in pixels.
    pub fn size(&self) -> (usize, usize) {
        let out = run(
            &self.display,
            "xdotool",
            &["getwindowgeometry", &self.window],
        );
        let text = String::from_utf8_lossy(&out.stdout).to_string();
        let geometry = text
            .lines()
            .find_map(|l| l.trim().strip_prefix("Geometry: "))
            .unwrap_or("0x0");
        let (w, h) = geometry.split_once('x').unwrap_or(("0", "0"));
        (w.trim().parse().unwrap_or(0), h.trim().parse().unwrap_or(0))
    }

    /// The window's pixels as they are on the X server now.
    pub fn shot(&self) -> Shot {
        let (width, height) = self.size();
        let out = run(
            &self.display,
            "import",
            &["-window", &self.window, "-depth", "8", "rgb:-"],
        );
        assert_eq!(
            out.stdout.len(),
            width * height * 3,
            "import gave {} bytes for {width}x{height}",
            out.stdout.len()
        );
        Shot {
            width,
            height,
            rgb: out.stdout,
        }
    }

    /// Every line the game has written to standard output so far.
    pub fn lines(&self) -> Vec<String> {
        self.lines.lock().expect("no poisoned lock").clone()
    }

    /// Waits until the game has written `count` lines; returns them all.
    pub fn wait_for_lines(&self, count: usize, timeout: Duration) -> Vec<String> {
        self.lines_within(count, timeout)
            .unwrap_or_else(|lines| panic!("waited for {count} lines of output; have {lines:?}"))
    }

    /// The game's lines once it has written `count` of them, or (`Err`)
    /// what it had written when `timeout` ran out.
    pub fn lines_within(
        &self,
        count: usize,
        timeout: Duration,
    ) -> Result<Vec<String>, Vec<String>> {
        let deadline = Instant::now() + timeout;
        loop {
            let lines = self.lines();
            if lines.len() >= count {
                return Ok(lines);
            }
            if Instant::now() >= deadline {
                return Err(lines);
            }
            thread::sleep(Duration::from_millis(20));
        }
    }

    /// The game's process id.
    /// Kills the window at once (SIGKILL, as a crash would), keeping its
    /// data directory for the next launch; returns the directory.
    pub fn kill_keeping_data(mut self) -> PathBuf {
        let _ = self.child.kill();
        let _ = self.child.wait();
        // Drop removes `data_dir`: an empty path removes nothing.
        std::mem::take(&mut self.data_dir)
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// The window's X properties `names`, as `xprop` prints them.
    pub fn xprop(&self, names: &[&str]) -> String {
        let mut args = vec!["-id", self.window.as_str()];
        args.extend_from_slice(names);
        let out = run(&self.display, "xprop", &args);
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Asks the window to close, as its title bar's close button does.
    pub fn close_button(&self) {
        close::request_close(&self.display, &self.window);
    }

    /// Waits up to `timeout` for the game to exit; its status, if it did.
    pub fn wait_exit(&mut self, timeout: Duration) -> Option<std::process::ExitStatus> {
        let deadline = Instant::now() + timeout;
        while Instant::now() < deadline {
            if let Ok(Some(status)) = self.child.try_wait() {
                return Some(status);
            }
            thread::sleep(Duration::from_millis(50));
        }
        None
    }

    pub fn alive(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }
}

impl Drop for Game {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.data_dir);
    }
}
