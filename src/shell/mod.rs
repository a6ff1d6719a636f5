//! The window shell: the window's configuration and the frame loop; with
//! `replay` and `poll`, the only code that touches macroquad. The same code
//! runs in a web page (wasm): the differences are in `host`.

mod friend_link;
pub mod host;
#[cfg(target_arch = "wasm32")]
mod local_storage;
#[cfg(feature = "perf")]
mod measure;
#[cfg(not(feature = "perf"))]
#[path = "unmeasured.rs"]
mod measure;
#[cfg(target_arch = "wasm32")]
mod page_access;
#[cfg(target_arch = "wasm32")]
mod page_link;
mod poll;
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
use ttt::session::search::Searcher;
use ttt::session::Session;
use ttt::settings::Theme;
use ttt::view::compose::display_list;
use ttt::view::display::DisplayList;
use ttt::view::frame::Frame;
use ttt::view::input::take_inputs;
use ttt::view::layout::{Layout, WindowPoint, MIN_WINDOW};
use ttt::view::palette::Palette;

/// The window: `size` logical pixels, resizable, high-DPI aware, its
/// event loop asleep until input arrives or the game asks for a frame.
///
/// Every field is given, none taken from the two `Conf::default()`s: they
/// hold miniquad's logo as the window's icon, 21 KB of pixels that would
/// be linked into the page only to be dropped (the rest are their values).
pub fn window_conf(size: (f32, f32)) -> macroquad::conf::Conf {
    let miniquad_conf = macroquad::miniquad::conf::Conf {
        window_title: "ttt".to_string(),
        window_width: size.0 as i32,
        window_height: size.1 as i32,
        high_dpi: true,
        fullscreen: false,
        sample_count: 1,
        window_resizable: true,
        icon: icon(),
        platform: Platform {
            blocking_event_loop: true,
            linux_wm_class: "ttt",
            // Vendored miniquad's patch; see `host::keep_min_size`.
            min_window_size: Some((MIN_WINDOW.0 as i32, MIN_WINDOW.1 as i32)),
            ..Default::default()
        },
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
        default_filter_mode: macroquad::texture::FilterMode::Linear,
        draw_call_vertex_capacity: 10000,
        draw_call_index_capacity: 5000,
    }
}

/// The session, shared with `main`, which closes it however the window ends.
pub type Shared = Rc<RefCell<Session>>;

/// A page's window has no icon (miniquad sets none in a browser).
#[cfg(target_arch = "wasm32")]
fn icon() -> Option<Icon> {
    None
}

/// The window's icon at the three sizes the window system takes.
#[cfg(not(target_arch = "wasm32"))]
fn icon() -> Option<Icon> {
    let paint = |size| ttt::view::icon::icon_rgba(size).ok();
    Some(Icon {
        small: paint(16)?.try_into().ok()?,
        medium: paint(32)?.try_into().ok()?,
        big: paint(64)?.try_into().ok()?,
    })
}

/// Opens the session's data; returns it and the remembered window size.
pub fn prepare(options: &RunOptions) -> (Shared, (f32, f32)) {
    let session = Session::open_store(host::open_store(options));
    let size = session.window_size();
    (Rc::new(RefCell::new(session)), size)
}

/// After the window has closed: saves what the session has not saved yet.
pub fn close(session: &Shared) {
    host::report(&session.borrow_mut().close());
}

/// Set once the window is open: in a page, a panic before it is the
/// browser failing to start WebGL, after it a bug.
pub static STARTED: AtomicBool = AtomicBool::new(false);

/// Runs the window until the player quits.
pub async fn run(options: RunOptions, session: Shared) {
    STARTED.store(true, Ordering::SeqCst);
    // The font is built in: one that will not load is a bug, said as one.
    let replayer = replay::Replayer::load().expect("the embedded font must load");
    host::ask_logical_size(session.borrow().window_size());
    // The close button asks first mid-game, as Q does: the game decides.
    prevent_quit();
    let mut game = session.borrow_mut().start(&options, host::seed(), true);
    session.borrow_mut().hold_saves();
    let mut shell = Shell {
        poller: poll::Poller::new(),
        replayer,
        shown: None,
        speaker: sound::Speaker::start(),
        desktop: options.desktop_theme,
        searcher: Searcher::start(),
        measure: measure::Measure::start(),
        friend: friend_link::FriendLink::start(&options, &mut game, get_time()),
    };
    loop {
        shell.measure.frame_start(&game);
        let now = get_time();
        if host::TOUCHED.load(Ordering::SeqCst) {
            game.set_pointer(ttt::game::Pointer::Touch);
        }
        if !shell.frame(&mut game, &mut session.borrow_mut(), now) {
            break;
        }
        let busy = game.is_moving(now) || session.borrow().saving();
        shell.measure.frame_end(&game, now);
        if busy {
            // What to save reaches the saver's thread while this one sleeps
            // out the frame: woken mid-frame, it took the frame's processor.
            session.borrow_mut().hand_over_saves();
            come_back(now);
        } else if shell.friend.is_open() {
            // The event loop sleeps until input: a friend's move is none,
            // so while a room is open the frame waits on the link (woken
            // at once by news) and then asks for the next frame.
            shell.friend.wait(FRIEND_POLL);
            macroquad::miniquad::window::schedule_update();
        }
        // Now: with nothing moving, the await returns only on input.
        host::frame_drawn();
        next_frame().await;
        shell.measure.shown();
    }
    shell.measure.finish();
    if game.in_progress() {
        host::print_lines(&[UNSCORED.to_string()]);
    }
    host::run_ended(&session);
}

/// How long a frame waits for a friend's room before the next one: the
/// window's frames while a room is open and nothing moves (and the most
/// a key pressed meanwhile waits for its frame).
const FRIEND_POLL: std::time::Duration = std::time::Duration::from_millis(60);

/// Asks for the next frame: natively at most 60 a second, sleeping out
/// the rest of the frame begun at `started`; a browser paces its frames.
fn come_back(started: f64) {
    #[cfg(not(target_arch = "wasm32"))]
    {
        const BUDGET: f64 = 1.0 / 60.0;
        let left = BUDGET - (get_time() - started);
        std::thread::sleep(std::time::Duration::from_secs_f64(left.clamp(0.0, BUDGET)));
    }
    #[cfg(target_arch = "wasm32")]
    let _ = started;
    macroquad::miniquad::window::schedule_update();
}

/// What the frame loop keeps between frames; the display list last drawn
/// holds the regions the next clicks land on.
struct Shell {
    poller: poll::Poller,
    replayer: replay::Replayer,
    shown: Option<DisplayList>,
    speaker: sound::Speaker,
    /// What the desktop prefers, for the theme `system`.
    desktop: Theme,
    /// Qubic's computer, thinking on a thread of its own.
    searcher: Searcher,
    /// The `perf` build's timer of each frame's phases; nothing otherwise.
    measure: measure::Measure,
    /// The friend's room, if one is played.
    friend: friend_link::FriendLink,
}

impl Shell {
    /// One frame at time `now`: input, time, output, what to keep,
    /// drawing. `false` once the player has quit.
    fn frame(&mut self, game: &mut Game, session: &mut Session, now: f64) -> bool {
        let window = (screen_width(), screen_height());
        host::keep_min_size(window, MIN_WINDOW);
        let layout = Layout::new(window.0, window.1);
        let frame = Frame {
            layout: &layout,
            glyphs: &self.replayer.glyphs,
            now,
            mouse: mouse(),
            pressed: is_mouse_button_down(MouseButton::Left),
            palette: Palette::of(game.settings().theme.resolve(self.desktop)),
        };
        take_inputs(game, self.poller.poll(), self.shown.as_ref(), &frame);
        #[cfg(target_arch = "wasm32")]
        page_access::take_pressed(game, now);
        if is_quit_requested() {
            game.handle(Command::Quit, now);
        }
        game.update(now);
        #[cfg(target_arch = "wasm32")]
        if game.book_wanted() {
            host::fetch_qubic_book();
        }
        self.searcher.step(game, now);
        for request in self.friend.step(game, now) {
            if request == Request::ToggleFullscreen {
                host::toggle_fullscreen();
            }
        }
        self.measure.lap();
        self.speaker.play(game.take_cues());
        if let Some(problem) = self.speaker.problem() {
            game.note(&problem);
        }
        self.measure.lap();
        let lines = game.take_output();
        host::print_lines(&lines);
        self.measure.lap();
        self.measure.before_session(lines.len(), game, session);
        // Fullscreen, the screen's size is not the window's to remember.
        let kept = match host::is_fullscreen() {
            true => session.window_size(),
            false => window,
        };
        host::report(&session.after_frame(game, kept, now));
        self.measure.lap();
        self.measure.after_session(session);
        // For the test that a bug still saves the finished game.
        #[cfg(debug_assertions)]
        if game.board().outcome().is_some() && std::env::var_os("TTT_TEST_PANIC").is_some() {
            panic!("TTT_TEST_PANIC asked for a panic after a finished game");
        }
        if game.quit_requested() {
            return false;
        }
        // In the theme chosen now: a T just pressed shows in this frame.
        let palette = Palette::of(game.settings().theme.resolve(self.desktop));
        let list = display_list(game, &Frame { palette, ..frame });
        // Over the squares as drawn: in the review a tall board gives way.
        // Laid out before drawing, which borrows the replayer's glyphs
        // mutably (it keeps the last frame's strokes).
        #[cfg(target_arch = "wasm32")]
        let panel = ttt::view::panel::layout(game, &frame);
        self.measure.lap();
        self.replayer.draw(&list);
        self.shown = Some(list);
        self.measure.lap();
        #[cfg(target_arch = "wasm32")]
        page_access::tell(game, &panel, now);
        true
    }
}

/// Where the pointer is over the window, or `None` once it has left (the
/// last position would keep what is under the edge lit; vendored
/// miniquad's patch tells the leave, except on macOS).
fn mouse() -> Option<WindowPoint> {
    let (x, y) = mouse_position();
    macroquad::miniquad::window::pointer_inside().then(|| WindowPoint::new(x, y))
}
