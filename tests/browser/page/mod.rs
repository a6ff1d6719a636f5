//! Browser test support: the page served and opened in headless Chromium
//! through chromedriver's WebDriver API, driven with real key events,
//! clicks and touch taps, and read back from screenshots (in CSS pixels).

pub mod desktop;
pub mod http;
mod offline;
mod input;
mod media;
pub mod serve;

use crate::support::window::board::{read_board, turtle_visible};
use crate::support::window::Shot;
use serde_json::{json, Value};
use serve::Process;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::{Duration, Instant};
use ttt::core::board::Board;

/// Chromium with software WebGL on two cores: one page at a time keeps
/// the timing honest.
pub static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// How long a page has to show what is expected.
pub const SETTLE: Duration = Duration::from_secs(15);

/// The browser's viewport: a desktop window, or a phone (CSS pixels and
/// device pixels per CSS pixel, with touch).
#[derive(Clone, Copy, Debug)]
pub enum Screen {
    Desktop(u32, u32),
    Phone(u32, u32, u32),
}

/// The game's page open in headless Chromium.
pub struct Page {
    port: u16,
    session: String,
    pub url: String,
    pub ratio: usize,
    _driver: Process,
    /// The server of the page, when the page's test did not start its own.
    _server: Option<Process>,
}

impl Page {
    /// Serves the page, opens it on `screen` and waits for its first frame.
    pub fn open(screen: Screen) -> Page {
        let page = Page::blank(screen);
        page.go(&page.url.clone());
        page.wait_started();
        page
    }

    /// The browser started on `screen`, the page served, nothing loaded.
    pub fn blank(screen: Screen) -> Page {
        let (url, server) = serve::serve();
        Page::blank_serving(screen, url, Some(server))
    }

    /// As [`Page::blank`], with the page at `url` served by `server` (none:
    /// by a server the test keeps, such as `ttt serve`).
    pub fn blank_serving(screen: Screen, url: String, server: Option<Process>) -> Page {
        let (port, driver) = serve::chromedriver();
        let mut args = vec![
            "--headless=new".to_string(),
            "--no-sandbox".into(),
            "--enable-unsafe-swiftshader".into(),
            "--hide-scrollbars".into(),
            // Containers (CI) often give /dev/shm 64 MB, which a renderer
            // outgrows.
            "--disable-dev-shm-usage".into(),
        ];
        let mut options = json!({});
        let ratio = match screen {
            Screen::Desktop(w, h) => {
                args.push(format!("--window-size={w},{h}"));
                1
            }
            Screen::Phone(w, h, ratio) => {
                options["mobileEmulation"] = json!({"deviceMetrics":
                    {"width": w, "height": h, "pixelRatio": ratio, "touch": true}});
                args.push(format!("--window-size={w},{h}"));
                ratio as usize
            }
        };
        options["args"] = json!(args);
        options["binary"] = json!(serve::need("chromium"));
        let capabilities = json!({"capabilities": {"alwaysMatch":
            {"browserName": "chrome", "goog:chromeOptions": options}}});
        let created = http::request(port, "POST", "/session", Some(&capabilities))
            .unwrap_or_else(|e| panic!("chromedriver cannot start chromium: {e}"));
        let session = created["sessionId"]
            .as_str()
            .expect("a session")
            .to_string();
        let page = Page {
            port,
            session,
            url,
            ratio,
            _driver: driver,
            _server: server,
        };
        if let Screen::Desktop(w, h) = screen {
            page.resize(w, h);
        }
        page
    }

    /// A WebDriver command on this session (chromedriver's `goog/cdp/execute`
    /// reaches DevTools).
    pub fn call(&self, method: &str, path: &str, body: Value) -> Value {
        let path = format!("/session/{}{path}", self.session);
        let body = (method == "POST").then_some(&body);
        http::request(self.port, method, &path, body).unwrap_or_else(|e| panic!("{e}"))
    }

    pub fn go(&self, url: &str) {
        self.call("POST", "/url", json!({ "url": url }));
    }

    pub fn reload(&self) {
        self.call("POST", "/refresh", json!({}));
        self.wait_started();
    }

    /// Runs `script` (a function body) in the page; what it returns.
    pub fn eval(&self, script: &str) -> Value {
        self.call_script(script, json!([]))
    }

    /// Runs `script` with `args` (its `arguments`); what it returns.
    pub fn call_script(&self, script: &str, args: Value) -> Value {
        self.call(
            "POST",
            "/execute/sync",
            json!({"script": script, "args": args}),
        )
    }

    /// The data files the page keeps (`ttt/NAME` keys), written as files
    /// into a fresh directory, for `ttt --data-dir`; the settings also as
    /// `settings.toml`, the name and format the desktop reads.
    pub fn kept_files(&self) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("ttt-web-kept-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a temporary directory");
        let script = "return Object.keys(localStorage).filter(k => k.startsWith('ttt/'))
            .map(k => [k.slice(4), localStorage.getItem(k)])";
        let files: Vec<(String, String)> =
            serde_json::from_value(self.eval(script)).unwrap_or_default();
        for (name, text) in files {
            // The page keeps its settings as JSON; the desktop reads TOML.
            if name == "settings.json" {
                let mut map: serde_json::Map<String, Value> =
                    serde_json::from_str(&text).expect("the page's settings are JSON");
                map.remove("version");
                let settings: ttt::settings::Settings =
                    serde_json::from_value(Value::Object(map)).expect("the page's settings");
                let toml = ttt::data::format::format_file(&settings);
                std::fs::write(dir.join("settings.toml"), toml).expect("writable");
            }
            std::fs::write(dir.join(name), text).expect("writable");
        }
        dir
    }

    /// Waits until `script` returns something truthy; returns it.
    pub fn wait_for(&self, script: &str, timeout: Duration) -> Value {
        let deadline = Instant::now() + timeout;
        loop {
            let value = self.eval(script);
            if !matches!(value, Value::Null | Value::Bool(false)) {
                return value;
            }
            assert!(Instant::now() < deadline, "timed out waiting for {script}");
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Waits until the game has drawn its first frame; fails on a failure.
    pub fn wait_started(&self) {
        let state = "return window.ttt && (window.ttt.failed || window.ttt.firstFrame)";
        let seen = self.wait_for(state, Duration::from_secs(60));
        assert!(seen.is_number(), "the game failed to start: {seen}");
    }

    /// What the game wrote so far (its Logo text screen).
    pub fn lines(&self) -> Vec<String> {
        let lines = self.eval("return window.ttt.lines");
        serde_json::from_value(lines).unwrap_or_default()
    }

    /// Waits for at least `n` lines; returns them all.
    pub fn wait_for_lines(&self, n: usize) -> Vec<String> {
        let deadline = Instant::now() + SETTLE;
        loop {
            let lines = self.lines();
            if lines.len() >= n {
                return lines;
            }
            assert!(
                Instant::now() < deadline,
                "timed out waiting for {n} lines; the page wrote {lines:?}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Resizes the browser's window so that the page's viewport is
    /// `width` × `height` CSS pixels. The window's frame around the
    /// viewport differs between browser versions and sizes, so the window
    /// is set, measured and set again until the viewport is right.
    pub fn resize(&self, width: u32, height: u32) {
        let (w, h) = (i64::from(width), i64::from(height));
        let sizes =
            "return [window.outerWidth, window.outerHeight, window.innerWidth, window.innerHeight]";
        let mut seen = Value::Null;
        let deadline = Instant::now() + SETTLE;
        while Instant::now() < deadline {
            seen = self.eval(sizes);
            let size = |i: usize| seen[i].as_i64().unwrap_or(0);
            if (size(2), size(3)) == (w, h) {
                return;
            }
            let rect = json!({"width": size(0) + w - size(2), "height": size(1) + h - size(3)});
            self.call("POST", "/window/rect", rect);
            std::thread::sleep(Duration::from_millis(100));
        }
        panic!("asked for a {width}x{height} viewport, have (outer, inner) {seen}");
    }

    /// The viewport's size in CSS pixels.
    pub fn viewport(&self) -> (usize, usize) {
        let size = self.eval("return [window.innerWidth, window.innerHeight]");
        let side = |i: usize| size[i].as_u64().unwrap_or(0) as usize;
        (side(0), side(1))
    }

    /// What the page shows, in device pixels.
    pub fn device_shot(&self) -> Shot {
        let encoded = self.call("GET", "/screenshot", json!({}));
        http::decode_png(&http::base64(encoded.as_str().unwrap_or_default()))
    }

    /// Saves what the page shows, in device pixels, as
    /// `target/web-shots/NAME.png`, for a person to look at.
    pub fn keep_shot(&self, name: &str) {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/web-shots");
        let _ = std::fs::create_dir_all(&dir);
        http::save_png(&self.device_shot(), &dir.join(format!("{name}.png")));
    }

    /// What the page shows, in CSS pixels.
    pub fn shot(&self) -> Shot {
        let shot = self.device_shot();
        match self.ratio {
            1 => shot,
            ratio => http::average_down(&shot, ratio),
        }
    }

    /// Waits until the page shows something other than `before` (more
    /// than a few pixels changed); returns it.
    pub fn wait_for_change(&self, before: &Shot) -> Shot {
        let deadline = Instant::now() + SETTLE;
        loop {
            let shot = self.shot();
            let changed = (shot.width, shot.height) != (before.width, before.height)
                || shot
                    .rgb
                    .chunks(3)
                    .zip(before.rgb.chunks(3))
                    .filter(|(a, b)| a != b)
                    .count()
                    > 50;
            if changed {
                return shot;
            }
            assert!(Instant::now() < deadline, "the page did not change");
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// Waits until the page shows `expected` with the turtle gone.
    pub fn wait_for_board(&self, expected: &Board) -> Shot {
        let deadline = Instant::now() + SETTLE;
        let want = expected.to_string();
        loop {
            let shot = self.shot();
            let seen = read_board(&shot);
            if seen.as_deref() == Ok(want.as_str()) && !turtle_visible(&shot) {
                return shot;
            }
            if Instant::now() > deadline {
                let path =
                    std::env::temp_dir().join(format!("ttt-web-fail-{}.png", std::process::id()));
                http::save_png(&shot, &path);
                panic!(
                    "the page shows {seen:?}, expected {want}; screenshot: {}",
                    path.display()
                );
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }
}

impl Drop for Page {
    fn drop(&mut self) {
        let path = format!("/session/{}", self.session);
        let _ = http::request(self.port, "DELETE", &path, None);
    }
}
