//! The page and the browser a test drives: the page built once per test
//! binary with `scripts/web`, served by `scripts/web serve-dir`, and
//! chromedriver on a free port. Each is ended when the test ends. A
//! missing tool fails the test with the command that installs it.

use std::io::{BufRead, BufReader};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

pub const INSTALL: &str = "sudo apt-get install -y chromium chromium-driver python3 \
     (or run scripts/test, which does it; scripts/web tools installs the wasm toolchain)";

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The program's path, or a panic saying how to install it.
pub fn need(program: &str) -> PathBuf {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .map(|dir| dir.join(program))
        .find(|p| p.is_file())
        .unwrap_or_else(|| panic!("{program} is missing; install it: {INSTALL}"))
}

/// Builds the page once for this test binary.
pub fn build_once() {
    static BUILT: OnceLock<()> = OnceLock::new();
    BUILT.get_or_init(|| {
        need("python3");
        let status = Command::new(root().join("scripts/web"))
            .current_dir(root())
            .status()
            .unwrap_or_else(|e| panic!("cannot run scripts/web ({e})"));
        assert!(status.success(), "scripts/web failed to build the page");
    });
}

/// A child process killed and reaped when dropped.
pub struct Process(pub Child);

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// The page built once for this test binary ([`build_once`]), served as
/// `scripts/web serve-dir 0 target/web` does: its address and the server.
/// (`scripts/web serve` would build the page again first: about 3 s of
/// CPU for each test, wasm-opt's mostly, for the same files.)
pub fn serve() -> (String, Process) {
    build_once();
    let page = root().join("target/web");
    run_server(&["serve-dir".as_ref(), "0".as_ref(), page.as_os_str()])
}

/// A copy of the built page in `dir`, served as `scripts/web serve-dir 0
/// DIR` does: its address and the server.
pub fn serve_copy(dir: &Path) -> (String, Process) {
    build_once();
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir).expect("a directory for the page's copy");
    for entry in std::fs::read_dir(root().join("target/web")).expect("the built page") {
        let path = entry.expect("a file of the page").path();
        let file = path.file_name().expect("a file name");
        std::fs::copy(&path, dir.join(file)).expect("the page copied");
    }
    run_server(&["serve-dir".as_ref(), "0".as_ref(), dir.as_os_str()])
}

fn run_server(args: &[&std::ffi::OsStr]) -> (String, Process) {
    let mut child = Command::new(root().join("scripts/web"))
        .args(args)
        .current_dir(root())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run scripts/web serve ({e})"));
    let stdout = child.stdout.take().expect("piped");
    let server = Process(child);
    let mut line = String::new();
    let _ = BufReader::new(stdout).read_line(&mut line);
    let url = line.trim().to_string();
    assert!(
        url.starts_with("http://127.0.0.1:"),
        "scripts/web serve printed {line:?}"
    );
    (url, server)
}

/// A free TCP port on 127.0.0.1 (free a moment ago).
fn free_port() -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a free port");
    listener.local_addr().expect("bound").port()
}

/// chromedriver on a free port, answering.
pub fn chromedriver() -> (u16, Process) {
    let program = need("chromedriver");
    need("chromium");
    let port = free_port();
    let child = Command::new(program)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start chromedriver ({e}); install it: {INSTALL}"));
    let driver = Process(child);
    let deadline = Instant::now() + Duration::from_secs(20);
    while super::http::request(port, "GET", "/status", None).is_err() {
        assert!(Instant::now() < deadline, "chromedriver did not answer");
        std::thread::sleep(Duration::from_millis(50));
    }
    (port, driver)
}
