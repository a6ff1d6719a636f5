//! The window shell: the window's configuration and the frame loop. With
//! `replay` and `poll`, the only code that touches macroquad; everything it
//! shows and decides comes from the library as commands in and a display
//! list out.

pub mod failure;
mod measure;
mod poll;
mod replay;

use macroquad::miniquad::conf::{Icon, Platform};
use macroquad::prelude::*;
use std::cell::RefCell;
use std::io::Write;
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use ttt::core::rng::Rng;
use ttt::data::store::Warning;
use ttt::game::Game;
use ttt::picture::layout::{Layout, WindowPoint, MIN_WINDOW};
use ttt::session::options::WindowOptions;
use ttt::session::Session;
use ttt::view::frame::{display_list, Frame};

/// Frames per second while something moves; none while idle.
const BUSY_FPS: f64 = 60.0;

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

/// The window's icon, the game's own picture at the three sizes the
/// window system takes; none if it cannot be painted (never expected).
fn icon() -> Option<Icon> {
    let paint = |size| ttt::view::icon::icon_rgba(size).ok();
    Some(Icon {
        small: paint(16)?.try_into().ok()?,
        medium: paint(32)?.try_into().ok()?,
        big: paint(64)?.try_into().ok()?,
    })
}

/// Opens the data directory the options name; returns the session and
/// the size to open the window at (the remembered one).
pub fn prepare(options: &WindowOptions) -> (Shared, (f32, f32)) {
    let session = Session::open(options);
    let size = session.window_size();
    (Rc::new(RefCell::new(session)), size)
}

/// After the window has closed, by Q or by its close button: saves what
/// the session has not saved yet (a new window size).
pub fn close(session: &Shared) {
    report(&session.borrow_mut().close());
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

pub fn closed() -> bool {
    CLOSED.load(Ordering::SeqCst)
}

pub fn mark_closed() {
    CLOSED.store(true, Ordering::SeqCst);
}

/// Runs the window until the player quits.
pub async fn run(options: WindowOptions, session: Shared) {
    STARTED.store(true, Ordering::SeqCst);
    let replayer = match replay::Replayer::load() {
        Ok(replayer) => replayer,
        Err(e) => {
            eprintln!("error: cannot load the embedded font: {e}");
            std::process::exit(1)
        }
    };
    let size = session.borrow().window_size();
    if (screen_dpi_scale() - 1.0).abs() > 0.01 {
        // X11 opens the window at the configured size in device pixels;
        // ask again in logical pixels so a high-DPI screen gets a big window.
        request_new_screen_size(size.0, size.1);
    }
    let mut game = session.borrow_mut().start(&options, Rng::from_entropy());
    let mut poller = poll::Poller::new();
    let mut measure = measure::Measure::from_env();
    loop {
        let started = Instant::now();
        let now = get_time();
        let board_before = game.board();
        let shell = (&mut poller, &replayer);
        let (playing, busy) = {
            let mut session = session.borrow_mut();
            let playing = frame(&mut game, &mut session, shell, now);
            (playing, game.is_moving(now) || session.saving())
        };
        if !playing {
            break;
        }
        measure.frame(&game, now, board_before, started.elapsed());
        if busy {
            // Something moves, or a save has still to come back: come back
            // for the next frame, at most BUSY_FPS a second. Otherwise
            // sleep until input arrives.
            let budget = Duration::from_secs_f64(1.0 / BUSY_FPS);
            std::thread::sleep(budget.saturating_sub(started.elapsed()));
            macroquad::miniquad::window::schedule_update();
        }
        next_frame().await;
        measure.shown();
    }
    measure.finish();
}

/// One frame at time `now`: input, time, output, what to keep, drawing.
/// `false` when the player has quit (at once: the next frame might wait
/// for the next input).
fn frame(
    game: &mut Game,
    session: &mut Session,
    (poller, replayer): (&mut poll::Poller, &replay::Replayer),
    now: f64,
) -> bool {
    let window = (screen_width(), screen_height());
    if window.0 < MIN_WINDOW.0 - 0.5 || window.1 < MIN_WINDOW.1 - 0.5 {
        // Smaller than everything can be read at: back to the minimum.
        request_new_screen_size(window.0.max(MIN_WINDOW.0), window.1.max(MIN_WINDOW.1));
    }
    let layout = Layout::new(window.0, window.1);
    for input in poller.poll() {
        game.input(input, &layout, now);
    }
    game.update(now);
    print_lines(&game.take_output());
    // Keep finished games, setup changes and a settled window size.
    report(&session.after_frame(game, window, now));
    // For the test that a bug still saves the finished game: debug builds
    // only, when the test asks.
    #[cfg(debug_assertions)]
    if game.board().outcome().is_some() && std::env::var_os("TTT_TEST_PANIC").is_some() {
        panic!("TTT_TEST_PANIC asked for a panic after a finished game");
    }
    if game.quit_requested() {
        return false;
    }
    let (x, y) = mouse_position();
    let frame = Frame {
        layout: &layout,
        glyphs: replayer.glyphs(),
        now,
        mouse: Some(WindowPoint::new(x, y)),
    };
    replayer.draw(&display_list(game, &frame));
    true
}

/// Says each warning on standard error, as the command line does.
fn report(warnings: &[Warning]) {
    for warning in warnings {
        eprintln!("warning: {warning}");
    }
}

/// Writes each line to standard output as it happens, like the Logo
/// program's text screen.
fn print_lines(lines: &[String]) {
    let mut out = std::io::stdout().lock();
    for line in lines {
        let _ = writeln!(out, "{line}");
        let _ = out.flush();
    }
}
