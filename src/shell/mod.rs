//! The window shell: the window's configuration and the frame loop. With
//! `replay` and `poll`, the only code that touches macroquad; everything it
//! shows and decides comes from the library as commands in and a display
//! list out. The same code runs in a web page (wasm): every difference is
//! in `clock` (time) and `host` (what the desktop or the page provides).

mod clock;
#[cfg(not(target_arch = "wasm32"))]
pub mod failure;
pub mod host;
#[cfg(feature = "perf")]
mod measure;
mod poll;
#[cfg(target_os = "linux")]
mod probe;
mod replay;
#[cfg(not(any(target_os = "linux", target_arch = "wasm32")))]
#[path = "silent.rs"]
mod sound;
#[cfg(target_arch = "wasm32")]
#[path = "page_sound.rs"]
mod sound;
#[cfg(target_os = "linux")]
mod sound;

use macroquad::miniquad::conf::{Icon, Platform};
use macroquad::prelude::*;
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use ttt::game::input::Command;
use ttt::game::messages::UNSCORED;
use ttt::game::outbox::Request;
use ttt::game::Game;
use ttt::session::options::RunOptions;
use ttt::session::Session;
use ttt::settings::Theme;
use ttt::view::compose::display_list;
use ttt::view::display::DisplayList;
use ttt::view::frame::Frame;
use ttt::view::input::take_inputs;
use ttt::view::layout::{Layout, WindowPoint, MIN_WINDOW};
use ttt::view::palette::Palette;

/// The window: `size` logical pixels, resizable, high-DPI aware, and an
/// event loop that sleeps until input arrives or the game asks for another
/// frame.
pub fn window_conf(size: (f32, f32)) -> macroquad::conf::Conf {
    let miniquad_conf = macroquad::miniquad::conf::Conf {
        window_title: "ttt".to_string(),
        window_width: size.0 as i32,
        window_height: size.1 as i32,
        high_dpi: true,
        window_resizable: true,
        icon: icon(),
        platform: Platform {
            blocking_event_loop: true,
            linux_wm_class: "ttt",
            // X11's window manager stops a drag at the smallest readable size
            // (vendored miniquad's patch; `host::keep_min_size` is the
            // fallback where no window manager reads the hint).
            min_window_size: Some((MIN_WINDOW.0 as i32, MIN_WINDOW.1 as i32)),
            ..Default::default()
        },
        ..Default::default()
    };
    macroquad::conf::Conf {
        miniquad_conf,
        update_on: Some(macroquad::conf::UpdateTrigger {
            key_down: true,
            mouse_down: true,
            mouse_up: true,
            mouse_motion: true,
            ..Default::default()
        }),
        ..Default::default()
    }
}

/// The session the window plays in, shared with `main`, which closes it
/// however the window ends.
pub type Shared = Rc<RefCell<Session>>;

/// A page's window has no icon (miniquad sets none in a browser), and the
/// page has no software renderer to paint one.
#[cfg(target_arch = "wasm32")]
fn icon() -> Option<Icon> {
    None
}

/// The window's icon, the game's own picture at the three sizes the
/// window system takes; none if it cannot be painted (never expected).
#[cfg(not(target_arch = "wasm32"))]
fn icon() -> Option<Icon> {
    let paint = |size| ttt::view::icon::icon_rgba(size).ok();
    Some(Icon {
        small: paint(16)?.try_into().ok()?,
        medium: paint(32)?.try_into().ok()?,
        big: paint(64)?.try_into().ok()?,
    })
}

/// Opens the data directory the options name (in a page, its
/// localStorage); returns the session and the size to open the window at
/// (the remembered one).
pub fn prepare(options: &RunOptions) -> (Shared, (f32, f32)) {
    let session = Session::open_store(host::open_store(options));
    let size = session.window_size();
    (Rc::new(RefCell::new(session)), size)
}

/// After the window has closed, by Q or by its close button: saves what
/// the session has not saved yet (a new window size).
pub fn close(session: &Shared) {
    host::report(&session.borrow_mut().close());
}

/// Set once the window is open and drawing: a panic before it is the
/// machine failing to open a window, after it a bug.
static STARTED: AtomicBool = AtomicBool::new(false);

/// Whether the window opened.
pub fn started() -> bool {
    STARTED.load(Ordering::SeqCst)
}

/// Set when the window's run is over, however it went.
static CLOSED: AtomicBool = AtomicBool::new(false);

/// (Read by `failure` on Linux only, for Xlib's exit.)
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
pub fn closed() -> bool {
    CLOSED.load(Ordering::SeqCst)
}

pub fn mark_closed() {
    CLOSED.store(true, Ordering::SeqCst);
}

/// Runs the window until the player quits.
pub async fn run(options: RunOptions, session: Shared) {
    STARTED.store(true, Ordering::SeqCst);
    let replayer = match replay::Replayer::load() {
        Ok(replayer) => replayer,
        Err(e) => host::fail(&format!("cannot load the embedded font: {e}")),
    };
    host::ask_logical_size(session.borrow().window_size());
    // The close button asks first mid-game, as Q does: the game decides.
    prevent_quit();
    let mut game = session.borrow_mut().start(&options, host::seed());
    let mut poller = poll::Poller::new();
    let mut shown: Option<DisplayList> = None;
    let speaker = sound::Speaker::start();
    #[cfg(feature = "perf")]
    let mut measure = measure::Measure::from_env();
    loop {
        let started = clock::Stopwatch::start();
        let now = get_time();
        #[cfg(feature = "perf")]
        let board_before = game.board();
        if host::touched() {
            game.set_touch(true);
        }
        let shell = (
            &mut poller,
            &replayer,
            &mut shown,
            &speaker,
            options.desktop_theme,
        );
        let (playing, busy) = {
            let mut session = session.borrow_mut();
            let playing = frame(&mut game, &mut session, shell, now);
            (playing, game.is_moving(now) || session.saving())
        };
        if !playing {
            break;
        }
        #[cfg(feature = "perf")]
        measure.frame(&game, now, board_before, started.elapsed());
        if busy {
            // Something moves, or a save has still to come back: come back
            // for the next frame. Otherwise sleep until input arrives.
            clock::come_back(&started);
        }
        // The page notes its first frame now: with nothing moving, the
        // await below returns only when input comes.
        host::frame_drawn();
        next_frame().await;
        #[cfg(feature = "perf")]
        measure.shown();
    }
    #[cfg(feature = "perf")]
    measure.finish();
    if game.in_progress() {
        host::print_lines(&[UNSCORED.to_string()]);
    }
    host::run_ended(&session);
}

/// What the frame loop keeps between frames: the input, the renderer, the
/// display list last drawn (whose regions the next clicks land on), and
/// the speaker.
type Shell<'a> = (
    &'a mut poll::Poller,
    &'a replay::Replayer,
    &'a mut Option<DisplayList>,
    &'a sound::Speaker,
    // What the desktop prefers, for the theme `system`.
    Theme,
);

/// One frame at time `now`: input, time, output, what to keep, drawing.
/// `false` when the player has quit (at once: the next frame might wait
/// for the next input).
fn frame(game: &mut Game, session: &mut Session, shell: Shell, now: f64) -> bool {
    let (poller, replayer, shown, speaker, desktop) = shell;
    let window = (screen_width(), screen_height());
    host::keep_min_size(window, MIN_WINDOW);
    let layout = Layout::new(window.0, window.1);
    let frame = Frame {
        layout: &layout,
        glyphs: replayer.glyphs(),
        now,
        mouse: mouse(),
        pressed: is_mouse_button_down(MouseButton::Left),
        palette: Palette::of(game.settings().theme.resolve(desktop)),
    };
    take_inputs(game, poller.poll(), shown.as_ref(), &frame);
    if is_quit_requested() {
        game.handle(Command::Quit, now);
    }
    game.update(now);
    for request in game.take_requests() {
        match request {
            Request::ToggleFullscreen => host::toggle_fullscreen(),
        }
    }
    speaker.play(game.take_cues());
    if let Some(problem) = speaker.problem() {
        game.note(&problem);
    }
    host::print_lines(&game.take_output());
    // Keep finished games, setup changes and a settled window size (not
    // the screen's, while fullscreen: the window's size is kept).
    let kept = match host::is_fullscreen() {
        true => session.window_size(),
        false => window,
    };
    host::report(&session.after_frame(game, kept, now));
    // For the test that a bug still saves the finished game: debug builds
    // only, when the test asks.
    #[cfg(debug_assertions)]
    if game.board().outcome().is_some() && test_panic_asked() {
        panic!("TTT_TEST_PANIC asked for a panic after a finished game");
    }
    if game.quit_requested() {
        return false;
    }
    // In the theme chosen now: a T just pressed shows in this frame.
    let palette = Palette::of(game.settings().theme.resolve(desktop));
    let list = display_list(game, &Frame { palette, ..frame });
    replayer.draw(&list);
    *shown = Some(list);
    true
}

/// Where the pointer is over the window, or `None` once it has left: the
/// last mouse position stays where the pointer crossed the edge, and would
/// keep what is under it lit (vendored miniquad's patch tells the leave on
/// X11, in a page and on Windows; on macOS the pointer counts as inside).
fn mouse() -> Option<WindowPoint> {
    let (x, y) = mouse_position();
    macroquad::miniquad::window::pointer_inside().then(|| WindowPoint::new(x, y))
}

/// Whether the test of a bug after a game asked for one (`TTT_TEST_PANIC`),
/// read once.
#[cfg(debug_assertions)]
fn test_panic_asked() -> bool {
    static ASKED: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ASKED.get_or_init(|| std::env::var_os("TTT_TEST_PANIC").is_some())
}
