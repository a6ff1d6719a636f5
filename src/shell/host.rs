//! What the window's host gives and takes — a desktop process or a web
//! page (wasm): the random seed, where the data is kept, where printed
//! lines and warnings go, the window's size, a failure, and how a run
//! ends. Every other line of the shell is the same in both.

use super::Shared;
use ttt::core::rng::Rng;
use ttt::data::store::{Store, Warning};
use ttt::session::options::RunOptions;

#[cfg(target_arch = "wasm32")]
mod page {
    // Imports from the page (`web/ttt.js` adds them to the module's "env").
    #[link(wasm_import_module = "env")]
    extern "C" {
        pub fn ttt_random_u32() -> u32;
        pub fn ttt_prefers_dark() -> u32;
        pub fn ttt_console(level: u32, text: *const u8, len: usize);
        pub fn ttt_first_frame();
        pub fn ttt_closed();
        pub fn ttt_failed(text: *const u8, len: usize);
        pub fn ttt_toggle_fullscreen();
    }

    /// Tells `web/ttt.js` which version of its plugin this module wants.
    #[no_mangle]
    pub extern "C" fn ttt_web_crate_version() -> u32 {
        1
    }

    /// Set by the page on its first touch event (`web/ttt.js`).
    pub static TOUCHED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

    /// The page tells the game the screen was touched: its words then
    /// say "tap" (read each frame by [`super::touched`]).
    #[no_mangle]
    pub extern "C" fn ttt_touched() {
        TOUCHED.store(true, std::sync::atomic::Ordering::SeqCst);
    }

    /// Writes `text` to the browser's console (0 log, 1 warn, 2 error).
    pub fn console(level: u32, text: &str) {
        // SAFETY: a live &str, read by the page before it returns.
        unsafe { ttt_console(level, text.as_ptr(), text.len()) }
    }
}

/// A seed for the opponents that choose at random: the clock and the
/// process id, or the browser's `crypto.getRandomValues`.
pub fn seed() -> Rng {
    #[cfg(not(target_arch = "wasm32"))]
    return Rng::from_entropy();
    #[cfg(target_arch = "wasm32")]
    // SAFETY: takes nothing, returns a number.
    return unsafe {
        Rng::seeded(u64::from(page::ttt_random_u32()) << 32 | u64::from(page::ttt_random_u32()))
    };
}

/// The page's options: none from a command line, and the theme `system`
/// follows the browser's `prefers-color-scheme`, read once at start.
#[cfg(target_arch = "wasm32")]
pub fn page_options() -> RunOptions {
    let mut options = RunOptions::nothing_given();
    // SAFETY: takes nothing, returns a number.
    if unsafe { page::ttt_prefers_dark() } == 1 {
        options.desktop_theme = ttt::settings::Theme::Dark;
    }
    options
}

/// Whether the player has touched the screen: the page says so on its
/// first touch event; a desktop window never does.
pub fn touched() -> bool {
    #[cfg(target_arch = "wasm32")]
    return page::TOUCHED.load(std::sync::atomic::Ordering::SeqCst);
    #[cfg(not(target_arch = "wasm32"))]
    false
}

/// Where the data is kept: the data directory the options name (else the
/// usual one), or the page's localStorage.
pub fn open_store(options: &RunOptions) -> (Store, Vec<Warning>) {
    #[cfg(not(target_arch = "wasm32"))]
    return Store::open(options.data_dir.as_deref().map(std::path::Path::new));
    #[cfg(target_arch = "wasm32")]
    return {
        let _ = options;
        ttt::data::local_storage::open()
    };
}

/// Each line the game writes, like the Logo program's text screen: to
/// standard output, or the browser's console.
pub fn print_lines(lines: &[String]) {
    #[cfg(target_arch = "wasm32")]
    for line in lines {
        page::console(0, line);
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        use std::io::Write;
        let mut out = std::io::stdout().lock();
        for line in lines {
            let _ = writeln!(out, "{line}");
            let _ = out.flush();
        }
    }
}

/// Each warning, as the command line says it: to standard error, or the
/// browser's console.
pub fn report(warnings: &[Warning]) {
    #[cfg(target_arch = "wasm32")]
    for warning in warnings {
        page::console(1, &format!("warning: {warning}"));
    }
    #[cfg(not(target_arch = "wasm32"))]
    ttt::data::backend::print_warnings(&mut std::io::stderr(), warnings);
}

/// The game cannot start (its font will not load): says why and ends.
pub fn fail(message: &str) -> ! {
    #[cfg(target_arch = "wasm32")]
    // SAFETY: a live &str, read by the page before it returns.
    unsafe {
        page::ttt_failed(message.as_ptr(), message.len())
    };
    eprintln!("error: {message}");
    #[cfg(not(target_arch = "wasm32"))]
    std::process::exit(1);
    #[cfg(target_arch = "wasm32")]
    panic!("{message}");
}

/// `ttt text`: plays in this process's terminal; the exit status. (A page
/// has no terminal, and no command line to ask for one.)
#[cfg(not(target_arch = "wasm32"))]
pub fn play_in_terminal(options: &RunOptions) -> i32 {
    ttt::terminal::run(options)
}

/// Before the window opens: on X11 (Linux), no display or no OpenGL is
/// said at once (`probe`); natively, a panic is read as the machine
/// failing to open a window or as a bug (`failure`). Windows and macOS
/// need no `DISPLAY`. In a page, a panic is said on the page and in the
/// console.
pub fn before_window() {
    #[cfg(target_os = "linux")]
    {
        let display = std::env::var("DISPLAY").ok();
        let checked = ttt::cli::window::check_display(display.as_deref())
            .and_then(|()| super::probe::check(display.as_deref()));
        if let Err(failure) = checked {
            eprintln!("error: {failure}");
            std::process::exit(ttt::cli::FAILED);
        }
        super::failure::install(display);
    }
    #[cfg(not(any(target_os = "linux", target_arch = "wasm32")))]
    super::failure::install(None);
    #[cfg(target_arch = "wasm32")]
    std::panic::set_hook(Box::new(|info| {
        let said = match super::started() {
            true => format!("this is a bug in ttt, please report it: {info}"),
            false => format!("the game could not start (is WebGL on?): {info}"),
        };
        page::console(2, &format!("error: {said}"));
        // SAFETY: a live String, read by the page before it returns.
        unsafe { page::ttt_failed(said.as_ptr(), said.len()) };
    }));
}

/// At the start: a desktop window on a high-DPI screen opens at the
/// configured size in device pixels, so ask again in logical pixels. A
/// page's canvas is the page's size.
pub fn ask_logical_size(size: (f32, f32)) {
    #[cfg(not(target_arch = "wasm32"))]
    if (macroquad::window::screen_dpi_scale() - 1.0).abs() > 0.01 {
        macroquad::window::request_new_screen_size(size.0, size.1);
    }
    #[cfg(target_arch = "wasm32")]
    let _ = size;
}

/// A desktop window made smaller than everything can be read at goes back
/// to the minimum: on X11 the window manager already stops a drag there
/// (the `WM_NORMAL_HINTS` minimum size, `window_conf`), so this is for
/// what ignores the hint (no window manager, a program resizing it;
/// Windows and macOS, where miniquad sets no minimum). A page is what the
/// browser makes it.
pub fn keep_min_size(window: (f32, f32), min: (f32, f32)) {
    #[cfg(not(target_arch = "wasm32"))]
    if window.0 < min.0 - 0.5 || window.1 < min.1 - 0.5 {
        macroquad::window::request_new_screen_size(window.0.max(min.0), window.1.max(min.1));
    }
    #[cfg(target_arch = "wasm32")]
    let _ = (window, min);
}

/// Whether this desktop window was last asked to be fullscreen (miniquad
/// does not say; a page asks the browser instead).
#[cfg(not(target_arch = "wasm32"))]
static FULLSCREEN: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// F11: a desktop window asks the window manager for fullscreen or back
/// (miniquad's `set_fullscreen`, with the vendored patch that can leave
/// it); a page asks the browser's fullscreen API (`web/ttt.js`), which
/// knows whether the page is fullscreen, Esc having left it, say.
pub fn toggle_fullscreen() {
    #[cfg(not(target_arch = "wasm32"))]
    {
        use std::sync::atomic::Ordering;
        let on = !FULLSCREEN.fetch_xor(true, Ordering::SeqCst);
        macroquad::window::set_fullscreen(on);
    }
    #[cfg(target_arch = "wasm32")]
    // SAFETY: takes nothing.
    unsafe {
        page::ttt_toggle_fullscreen()
    };
}

/// Whether a desktop window is fullscreen, as last asked: its size then is
/// the screen's, not one to remember. (A page's fullscreen is the
/// browser's to know.)
pub fn is_fullscreen() -> bool {
    #[cfg(not(target_arch = "wasm32"))]
    return FULLSCREEN.load(std::sync::atomic::Ordering::SeqCst);
    #[cfg(target_arch = "wasm32")]
    return false;
}

/// A frame's drawing is queued, to reach the screen as this frame ends:
/// the page records when the first did (`window.ttt.firstFrame`).
pub fn frame_drawn() {
    #[cfg(target_arch = "wasm32")]
    // SAFETY: takes nothing.
    unsafe {
        page::ttt_first_frame()
    };
}

/// The player quit. A desktop process returns from the window and `main`
/// closes the session; a page's frame loop just stops, so the session is
/// closed here and the page told.
pub fn run_ended(session: &Shared) {
    #[cfg(target_arch = "wasm32")]
    {
        super::close(session);
        super::mark_closed();
        // SAFETY: takes nothing.
        unsafe { page::ttt_closed() };
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = session;
}

/// After the window has returned: natively, however it closed (Q, its
/// close button, or a panic, `ran` false), saves what the session has not
/// saved yet and ends a panicked run with its status. A page's window
/// returns at once and runs on; [`run_ended`] closes it.
pub fn window_returned(session: &Shared, ran: bool) {
    #[cfg(not(target_arch = "wasm32"))]
    {
        super::close(session);
        super::mark_closed();
        if !ran {
            std::process::exit(super::failure::panic_status());
        }
    }
    #[cfg(target_arch = "wasm32")]
    let _ = (session, ran);
}
