//! What the window's host gives and takes, a desktop process or a web
//! page (wasm): seed, data, printed lines, window size, failure, the end.

use super::Shared;
use macroquad::window::{request_new_screen_size, screen_dpi_scale};
use std::sync::atomic::{AtomicBool, Ordering};
use ttt::core::rng::Rng;
use ttt::data::store::{Store, Warning};
use ttt::session::options::RunOptions;

#[cfg(target_arch = "wasm32")]
mod page {
    // From `web/ttt.js`; those that pass only numbers are safe to call.
    #[link(wasm_import_module = "env")]
    unsafe extern "C" {
        pub safe fn ttt_random_u32() -> u32;
        pub safe fn ttt_prefers_dark() -> u32;
        fn ttt_console(level: u32, text: *const u8, len: usize);
        pub safe fn ttt_first_frame();
        pub safe fn ttt_closed();
        pub fn ttt_failed(text: *const u8, len: usize);
        pub safe fn ttt_toggle_fullscreen();
    }

    /// Tells `web/ttt.js` which version of its plugin this module wants.
    #[no_mangle]
    pub extern "C" fn ttt_web_crate_version() -> u32 {
        1
    }

    #[no_mangle]
    pub extern "C" fn ttt_touched() {
        super::TOUCHED.store(true, std::sync::atomic::Ordering::SeqCst);
    }

    /// Writes `text` to the browser's console (0 log, 1 warn, 2 error).
    pub fn console(level: u32, text: &str) {
        // SAFETY: a live &str, read by the page before it returns.
        unsafe { ttt_console(level, text.as_ptr(), text.len()) }
    }

    /// Hands `text` to `import` as a pointer and a length.
    ///
    /// # Safety
    ///
    /// `import` must be a function of `web/ttt.js` that takes a pointer to
    /// UTF-8 bytes and their length, reads at most that many bytes from
    /// there before it returns, and keeps no pointer to them.
    pub unsafe fn hand(import: unsafe extern "C" fn(*const u8, usize), text: &str) {
        // SAFETY: a live &str; the caller vouches for what `import` does.
        unsafe { import(text.as_ptr(), text.len()) }
    }
}

#[cfg(target_arch = "wasm32")]
pub use page::hand;

/// Asks the page's server for Qubic's opening book (`qubic-book.bin`,
/// beside ttt.wasm; scripts/web copies it there), once a run: the module
/// leaves it out, for it is a fifth of the page's download and only
/// unbeatable as X reads it. The browser fetches it while the game goes
/// on; the bytes go to `qubic::book::provide` when they arrive. Until then,
/// or if it cannot be fetched, unbeatable says it plays hard's search.
#[cfg(target_arch = "wasm32")]
pub fn fetch_qubic_book() {
    static ASKED: AtomicBool = AtomicBool::new(false);
    if ASKED.swap(true, Ordering::SeqCst) {
        return;
    }
    macroquad::miniquad::fs::load_file("qubic-book.bin", |response| {
        if let Ok(bytes) = response {
            ttt::qubic::book::provide(&bytes);
        }
    });
}

/// A seed for the opponents that choose at random.
pub fn seed() -> Rng {
    #[cfg(not(target_arch = "wasm32"))]
    return Rng::from_entropy();
    #[cfg(target_arch = "wasm32")]
    return Rng::seeded(
        u64::from(page::ttt_random_u32()) << 32 | u64::from(page::ttt_random_u32()),
    );
}

/// The page's options: none, and the browser's `prefers-color-scheme`.
#[cfg(target_arch = "wasm32")]
pub fn page_options() -> RunOptions {
    let mut options = RunOptions::default();
    if page::ttt_prefers_dark() == 1 {
        options.desktop_theme = ttt::settings::Theme::Dark;
    }
    options
}

/// Set by the page on its first touch event: the game then says "tap".
/// (Never on the desktop.)
pub static TOUCHED: AtomicBool = AtomicBool::new(false);

/// Where the data is kept: a data directory, or the page's localStorage.
pub fn open_store(options: &RunOptions) -> (Store, Vec<Warning>) {
    #[cfg(not(target_arch = "wasm32"))]
    return Store::open(options.data_dir.as_deref().map(std::path::Path::new));
    #[cfg(target_arch = "wasm32")]
    return {
        let _ = options;
        super::local_storage::open()
    };
}

/// The game's printed lines: to standard output, or the browser's console.
pub fn print_lines(lines: &[String]) {
    #[cfg(target_arch = "wasm32")]
    for line in lines {
        page::console(0, line);
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        use std::io::Write;
        if lines.is_empty() {
            return;
        }
        // One write for the frame's lines: each write to a pipe or a
        // terminal wakes its reader, which may take the processor from the
        // frame (docs/performance.md).
        let text = lines.join("\n") + "\n";
        let mut out = std::io::stdout().lock();
        let _ = out.write_all(text.as_bytes());
        let _ = out.flush();
    }
}

/// A warning in the browser's console.
#[cfg(target_arch = "wasm32")]
pub fn warn(text: &str) {
    page::console(1, &format!("warning: {text}"));
}

/// Warnings: to standard error, or the browser's console.
pub fn report(warnings: &[Warning]) {
    #[cfg(target_arch = "wasm32")]
    for warning in warnings {
        page::console(1, &format!("warning: {warning}"));
    }
    #[cfg(not(target_arch = "wasm32"))]
    ttt::data::store::print_warnings(&mut std::io::stderr(), warnings);
}

/// Before the window opens: on X11 a missing `DISPLAY` is said at once;
/// a panic is said as a bug (in a page, also on the page).
pub fn before_window() {
    #[cfg(target_os = "linux")]
    if let Err(failure) = ttt::cli::window::check_display(std::env::var("DISPLAY").ok().as_deref())
    {
        eprintln!("error: {failure}");
        std::process::exit(ttt::cli::FAILED);
    }
    #[cfg(not(target_arch = "wasm32"))]
    std::panic::set_hook(Box::new(|info| {
        let payload = info.payload();
        let message = payload.downcast_ref::<&str>().copied();
        let message = message.or_else(|| payload.downcast_ref::<String>().map(String::as_str));
        let message = message.unwrap_or("unknown failure");
        let at = info
            .location()
            .map(|l| format!(" ({}:{})", l.file(), l.line()));
        let at = at.unwrap_or_default();
        eprintln!("error: this is a bug in ttt, please report it: {message}{at}");
    }));
    #[cfg(target_arch = "wasm32")]
    std::panic::set_hook(Box::new(|info| {
        let said = match super::STARTED.load(Ordering::SeqCst) {
            true => format!("this is a bug in ttt, please report it: {info}"),
            false => format!("the game could not start (is WebGL on?): {info}"),
        };
        page::console(2, &format!("error: {said}"));
        // SAFETY: `ttt_failed` reads the text's bytes and keeps none.
        unsafe { page::hand(page::ttt_failed, &said) };
    }));
}

/// A desktop window on a high-DPI screen opens at the size in device
/// pixels: ask again in logical pixels. (A page's canvas is the page's.)
pub fn ask_logical_size(size: (f32, f32)) {
    if cfg!(not(target_arch = "wasm32")) && (screen_dpi_scale() - 1.0).abs() > 0.01 {
        request_new_screen_size(size.0, size.1);
    }
}

/// A desktop window made smaller than the minimum goes back to it, where
/// nothing read the `window_conf` hint (no window manager, Windows, macOS).
pub fn keep_min_size(window: (f32, f32), min: (f32, f32)) {
    let small = window.0 < min.0 - 0.5 || window.1 < min.1 - 0.5;
    if cfg!(not(target_arch = "wasm32")) && small {
        request_new_screen_size(window.0.max(min.0), window.1.max(min.1));
    }
}

/// Whether this desktop window was last asked to be fullscreen (never so
/// in a page: the browser knows).
static FULLSCREEN: AtomicBool = AtomicBool::new(false);

/// F11: a desktop window asks the window manager (vendored miniquad can
/// leave fullscreen); a page asks the browser, which knows if Esc left it.
pub fn toggle_fullscreen() {
    #[cfg(not(target_arch = "wasm32"))]
    macroquad::window::set_fullscreen(!FULLSCREEN.fetch_xor(true, Ordering::SeqCst));
    #[cfg(target_arch = "wasm32")]
    page::ttt_toggle_fullscreen();
}

/// Whether a desktop window is fullscreen, as last asked.
pub fn is_fullscreen() -> bool {
    FULLSCREEN.load(Ordering::SeqCst)
}

/// A frame's drawing is queued: the page records the first
/// (`window.ttt.firstFrame`).
pub fn frame_drawn() {
    #[cfg(target_arch = "wasm32")]
    page::ttt_first_frame();
}

/// The player quit. Natively `main` closes the session; a page's frame
/// loop just stops, so it is closed here.
pub fn run_ended(session: &Shared) {
    #[cfg(target_arch = "wasm32")]
    {
        super::close(session);
        page::ttt_closed();
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = session;
}

/// After the window has returned, however it closed (`ran` false: a
/// panic, status 101): saves what waits. A window that could not open (no
/// display, no OpenGL: vendored miniquad returns it) is said in a
/// person's words, status 1. A page's window returns at once and runs on.
pub fn window_returned(session: &Shared, ran: bool) {
    #[cfg(not(target_arch = "wasm32"))]
    {
        use macroquad::miniquad::StartError;
        use ttt::cli::window::WindowFailure;
        super::close(session);
        let failure = match macroquad::miniquad::start_error() {
            None if ran => return,
            None => std::process::exit(101),
            Some(StartError::NoDisplay) => WindowFailure::NoDisplay(std::env::var("DISPLAY").ok()),
            Some(StartError::NoGl(why)) => WindowFailure::NoOpenGl(why),
        };
        eprintln!("error: {failure}");
        std::process::exit(ttt::cli::FAILED);
    }
    #[cfg(target_arch = "wasm32")]
    let _ = (session, ran);
}
