//! The window shell: the window's configuration, the frame loop and the
//! screenshot mode. The only code besides `render` and `poll` that touches
//! macroquad; everything it shows and decides comes from the library.

mod measure;
mod poll;
mod render;
mod text;

use macroquad::miniquad::conf::Platform;
use macroquad::prelude::*;
use std::cell::RefCell;
use std::io::Write;
use std::rc::Rc;
use std::time::{Duration, Instant};
use ttt::game::Game;
use ttt::input::Keymap;
use ttt::layout::{Layout, WindowPoint, DEFAULT_WINDOW};
use ttt::options::WindowOptions;
use ttt::rng::Rng;
use ttt::session::Session;
use ttt::store::Warning;

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
        platform: Platform {
            blocking_event_loop: true,
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

/// What the window is for: one picture, or a game whose session keeps
/// its data (shared with `main`, which closes it however the window ends).
#[derive(Clone)]
pub enum Mode {
    /// Save a picture to this file: default size; changes no data.
    Screenshot(String),
    Play(Rc<RefCell<Session>>),
}

/// The window's size and mode: the remembered size for a game, the
/// default for a screenshot.
pub fn prepare(options: &WindowOptions) -> ((f32, f32), Mode) {
    match &options.screenshot {
        Some(path) => (DEFAULT_WINDOW, Mode::Screenshot(path.clone())),
        None => {
            let session = Session::open(options);
            let size = session.window_size();
            (size, Mode::Play(Rc::new(RefCell::new(session))))
        }
    }
}

/// After the window has closed, by Q or by its close button: saves what
/// the session has not saved yet (a new window size).
pub fn close(mode: &Mode) {
    if let Mode::Play(session) = mode {
        report(&session.borrow_mut().close());
    }
}

/// Runs the window until the player quits (or, with `--screenshot`, saves
/// one frame and exits).
pub async fn run(options: WindowOptions, mode: Mode) {
    let text = match text::Text::load() {
        Ok(text) => text,
        Err(e) => exit_with(&format!("cannot load the embedded font: {e}")),
    };
    let session = match mode {
        Mode::Screenshot(path) => screenshot(&options, &text, &path),
        Mode::Play(session) => session,
    };
    let size = session.borrow().window_size();
    if (screen_dpi_scale() - 1.0).abs() > 0.01 {
        // X11 opens the window at the configured size in device pixels;
        // ask again in logical pixels so a high-DPI screen gets a big window.
        request_new_screen_size(size.0, size.1);
    }
    let (mut game, keymap) = session.borrow_mut().start(&options, Rng::from_entropy());
    let mut poller = poll::Poller::new();
    let mut measure = measure::Measure::from_env();
    loop {
        let started = Instant::now();
        let now = get_time();
        let board_before = game.board();
        if !frame(
            &mut game,
            &mut session.borrow_mut(),
            &mut poller,
            &keymap,
            &text,
            now,
        ) {
            break;
        }
        measure.frame(&game, now, board_before, started.elapsed());
        if game.is_moving(now) || session.borrow().saving() {
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
    poller: &mut poll::Poller,
    keymap: &Keymap,
    text: &text::Text,
    now: f64,
) -> bool {
    let window = (screen_width(), screen_height());
    let layout = Layout::new(window.0, window.1);
    let (side, help) = (game.setup().side, game.help_shown());
    for command in poller.poll(&layout, keymap, side, help) {
        game.handle(command, now);
    }
    game.update(now);
    print_lines(&game.take_output());
    // Keep finished games, setup changes and a settled window size.
    report(&session.after_frame(game, window, now));
    if game.quit_requested() {
        return false;
    }
    let (x, y) = mouse_position();
    let frame = render::Frame {
        layout: &layout,
        text,
        now,
        mouse: Some(WindowPoint::new(x, y)),
    };
    render::draw(game, &frame);
    true
}

/// Says each warning on standard error, as the command line does.
fn report(warnings: &[Warning]) {
    for warning in warnings {
        eprintln!("warning: {warning}");
    }
}

/// Draws `options.position` as the window would open on it (without
/// changing the data directory), saves the frame to `path` and exits:
/// status 0, or 2 with a one-line error.
fn screenshot(options: &WindowOptions, text: &text::Text, path: &str) -> ! {
    let (game, warnings) = ttt::session::still_game(options);
    report(&warnings);
    let layout = Layout::new(screen_width(), screen_height());
    render::draw(
        &game,
        &render::Frame {
            layout: &layout,
            text,
            now: 0.0,
            mouse: None,
        },
    );
    match save_png(path, &get_screen_data()) {
        Ok(()) => std::process::exit(0),
        Err(e) => exit_with(&format!("cannot write '{path}': {e}")),
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

/// Saves macroquad's screen image (bottom row first) as an RGB PNG.
fn save_png(path: &str, image: &Image) -> Result<(), String> {
    let (w, h) = (image.width as usize, image.height as usize);
    let mut rgb = Vec::with_capacity(w * h * 3);
    for row in (0..h).rev() {
        for px in image.bytes.chunks_exact(4).skip(row * w).take(w) {
            rgb.extend_from_slice(&px[..3]);
        }
    }
    let file = std::fs::File::create(path).map_err(|e| e.to_string())?;
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), w as u32, h as u32);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().map_err(|e| e.to_string())?;
    writer.write_image_data(&rgb).map_err(|e| e.to_string())
}

fn exit_with(message: &str) -> ! {
    eprintln!("error: {message}");
    std::process::exit(ttt::cli::USAGE_ERROR)
}
