//! Before the window opens on X11: asks the machine, the way miniquad will,
//! whether a window can open — the display answers, libGL or libEGL loads,
//! and GLX (when the server has it) offers an RGBA visual and makes the
//! OpenGL 2.1 context miniquad asks for — so that the usual failures are
//! named before anything panics or Xlib ends the process. What the probe
//! cannot see (EGL's own failures, a window the server refuses) is still
//! read from the panic (`failure`), as a fallback.

use std::ffi::{c_char, c_int, c_void, CStr};
use std::sync::atomic::{AtomicBool, Ordering};
use ttt::cli::window::WindowFailure;

/// What the probe found, in the order miniquad tries it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GlFacts {
    /// `XOpenDisplay` answered.
    pub display: bool,
    /// libGL (`libGL.so` or `libGL.so.1`) loads.
    pub libgl: bool,
    /// What GLX offers (nothing to ask if libGL did not load).
    pub glx: Glx,
    /// libEGL (`libEGL.so` or `libEGL.so.1`) loads: miniquad's fallback
    /// when GLX is missing.
    pub libegl: bool,
}

/// GLX on the display, as miniquad's `Glx::init` sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Glx {
    /// No libGL, no GLX extension or a GLX older than 1.3: miniquad falls
    /// back to EGL.
    Missing,
    /// GLX 1.3 or newer, but no frame-buffer configuration with RGBA and
    /// an X visual: miniquad panics (no fallback).
    NoVisual,
    /// A visual, but no OpenGL 2.1 context (no GLX_ARB_create_context, or
    /// the driver would not load): miniquad panics, or Xlib exits.
    NoContext,
    /// GLX can give the window a visual.
    Usable,
}

/// Whether the window can open, from what the probe found: a failure only
/// where miniquad would certainly fail. `display` is `DISPLAY`'s value.
pub fn verdict(facts: GlFacts, display: Option<&str>) -> Result<(), WindowFailure> {
    let no_gl = |what: &str| Err(WindowFailure::NoOpenGl(what.to_string()));
    if !facts.display {
        return Err(WindowFailure::NoDisplay(display.map(String::from)));
    }
    match facts.glx {
        Glx::Usable => Ok(()),
        Glx::NoVisual => no_gl("the display offers no RGBA OpenGL visual (GLX)"),
        Glx::NoContext => no_gl("GLX cannot make an OpenGL 2.1 context: no working driver"),
        Glx::Missing if facts.libegl => Ok(()),
        Glx::Missing if !facts.libgl => no_gl("neither libGL nor libEGL can be loaded"),
        Glx::Missing => no_gl("the X server has no GLX 1.3 and libEGL cannot be loaded"),
    }
}

/// Probes this machine (the display `DISPLAY` names) and judges it.
pub fn check(display: Option<&str>) -> Result<(), WindowFailure> {
    verdict(probe(), display)
}

/// Loads the first of `names` that loads (never unloaded: miniquad loads
/// the same libraries again, and Mesa's must stay).
fn load(names: &[&CStr]) -> Option<*mut c_void> {
    names.iter().find_map(|name| {
        // SAFETY: a NUL-terminated name; dlopen runs the library's
        // initialisers, as miniquad's own loading of it does.
        let handle = unsafe { libc::dlopen(name.as_ptr(), libc::RTLD_LAZY | libc::RTLD_LOCAL) };
        (!handle.is_null()).then_some(handle)
    })
}

/// The function `name` in `library`, as a function pointer of type `F`.
///
/// # Safety
/// `F` must be the C signature of that function.
unsafe fn symbol<F: Copy>(library: *mut c_void, name: &CStr) -> Option<F> {
    let found = libc::dlsym(library, name.as_ptr());
    (!found.is_null()).then(|| std::mem::transmute_copy::<*mut c_void, F>(&found))
}

type OpenDisplay = unsafe extern "C" fn(*const c_char) -> *mut c_void;
type WithDisplay = unsafe extern "C" fn(*mut c_void) -> c_int;
type InitThreads = unsafe extern "C" fn() -> c_int;
type Free = unsafe extern "C" fn(*mut c_void) -> c_int;
type Sync = unsafe extern "C" fn(*mut c_void, c_int) -> c_int;
type ErrorHandler = Option<unsafe extern "C" fn(*mut c_void, *mut c_void) -> c_int>;
type SetErrorHandler = unsafe extern "C" fn(ErrorHandler) -> ErrorHandler;

/// The Xlib functions the GLX questions need besides the display.
#[derive(Clone, Copy)]
struct Xlib {
    free: Free,
    sync: Sync,
    set_error_handler: SetErrorHandler,
}

/// Opens the display, asks GLX, closes the display.
fn probe() -> GlFacts {
    let libgl = load(&[c"libGL.so", c"libGL.so.1"]);
    let libegl = load(&[c"libEGL.so", c"libEGL.so.1"]).is_some();
    let mut facts = GlFacts {
        display: false,
        libgl: libgl.is_some(),
        glx: Glx::Missing,
        libegl,
    };
    let Some(x11) = load(&[c"libX11.so", c"libX11.so.6"]) else {
        return facts; // miniquad cannot open a display either
    };
    // SAFETY: Xlib's documented signatures; the display is used only here
    // and closed before returning. XInitThreads first, as miniquad calls
    // it (it must come before any other Xlib call).
    unsafe {
        let (Some(init), Some(open), Some(close), Some(screen)) = (
            symbol::<InitThreads>(x11, c"XInitThreads"),
            symbol::<OpenDisplay>(x11, c"XOpenDisplay"),
            symbol::<WithDisplay>(x11, c"XCloseDisplay"),
            symbol::<WithDisplay>(x11, c"XDefaultScreen"),
        ) else {
            return facts;
        };
        let (Some(free), Some(sync), Some(set_error_handler)) = (
            symbol::<Free>(x11, c"XFree"),
            symbol::<Sync>(x11, c"XSync"),
            symbol::<SetErrorHandler>(x11, c"XSetErrorHandler"),
        ) else {
            return facts;
        };
        let xlib = Xlib {
            free,
            sync,
            set_error_handler,
        };
        init();
        let display = open(std::ptr::null());
        if display.is_null() {
            return facts;
        }
        facts.display = true;
        if let Some(libgl) = libgl {
            facts.glx = ask_glx(libgl, display, screen(display), xlib);
        }
        close(display);
    }
    facts
}

type QueryPair = unsafe extern "C" fn(*mut c_void, *mut c_int, *mut c_int) -> c_int;
type GetConfigs = unsafe extern "C" fn(*mut c_void, c_int, *mut c_int) -> *mut *mut c_void;
type ConfigAttrib = unsafe extern "C" fn(*mut c_void, *mut c_void, c_int, *mut c_int) -> c_int;
type VisualFromConfig = unsafe extern "C" fn(*mut c_void, *mut c_void) -> *mut c_void;
type ProcAddress = unsafe extern "C" fn(*const c_char) -> *mut c_void;
type CreateContext =
    unsafe extern "C" fn(*mut c_void, *mut c_void, *mut c_void, c_int, *const c_int) -> *mut c_void;
type DestroyContext = unsafe extern "C" fn(*mut c_void, *mut c_void);

const GLX_RENDER_TYPE: c_int = 0x8011;
const GLX_RGBA_BIT: c_int = 0x1;
/// miniquad's context: OpenGL 2.1, with the flags it passes.
const CONTEXT_ATTRIBUTES: [c_int; 8] = [0x2091, 2, 0x2092, 1, 0x2094, 0x1, 0, 0];

/// GLX on `display`, asked as miniquad's `Glx::init` asks it: the
/// extension, version 1.3, a configuration with RGBA and a visual, and
/// then the context miniquad makes.
///
/// # Safety
/// `display` is an open Xlib display and `libgl` a loaded libGL.
unsafe fn ask_glx(libgl: *mut c_void, display: *mut c_void, screen: c_int, xlib: Xlib) -> Glx {
    let (Some(extension), Some(version)) = (
        symbol::<QueryPair>(libgl, c"glXQueryExtension"),
        symbol::<QueryPair>(libgl, c"glXQueryVersion"),
    ) else {
        return Glx::Missing;
    };
    let (mut a, mut b) = (0, 0);
    if extension(display, &mut a, &mut b) == 0 || version(display, &mut a, &mut b) == 0 {
        return Glx::Missing;
    }
    if a == 1 && b < 3 {
        return Glx::Missing;
    }
    match rgba_config(libgl, display, screen, xlib) {
        None => Glx::NoVisual,
        Some(config) if makes_context(libgl, display, config, xlib) => Glx::Usable,
        Some(_) => Glx::NoContext,
    }
}

/// The first frame-buffer configuration with RGBA and an X visual.
///
/// # Safety
/// As [`ask_glx`].
unsafe fn rgba_config(
    libgl: *mut c_void,
    display: *mut c_void,
    screen: c_int,
    xlib: Xlib,
) -> Option<*mut c_void> {
    let configs = symbol::<GetConfigs>(libgl, c"glXGetFBConfigs")?;
    let attrib = symbol::<ConfigAttrib>(libgl, c"glXGetFBConfigAttrib")?;
    let visual = symbol::<VisualFromConfig>(libgl, c"glXGetVisualFromFBConfig")?;
    let mut count = 0;
    let list = configs(display, screen, &mut count);
    if list.is_null() {
        return None;
    }
    let found = (0..count.max(0) as usize)
        .map(|i| *list.add(i))
        .find(|&config| {
            let mut render = 0;
            attrib(display, config, GLX_RENDER_TYPE, &mut render);
            if render & GLX_RGBA_BIT == 0 {
                return false;
            }
            let info = visual(display, config);
            if !info.is_null() {
                (xlib.free)(info);
            }
            !info.is_null()
        });
    (xlib.free)(list.cast());
    found
}

/// An X error during the context's creation (Xlib's default handler would
/// end the process).
static X_ERROR: AtomicBool = AtomicBool::new(false);

unsafe extern "C" fn note_x_error(_: *mut c_void, _: *mut c_void) -> c_int {
    X_ERROR.store(true, Ordering::SeqCst);
    0
}

/// Whether the OpenGL 2.1 context miniquad asks for can be made on
/// `config` (made and destroyed at once; no window needed).
///
/// # Safety
/// As [`ask_glx`]; `config` is one of the display's configurations.
unsafe fn makes_context(
    libgl: *mut c_void,
    display: *mut c_void,
    config: *mut c_void,
    xlib: Xlib,
) -> bool {
    let (Some(address), Some(destroy)) = (
        symbol::<ProcAddress>(libgl, c"glXGetProcAddressARB"),
        symbol::<DestroyContext>(libgl, c"glXDestroyContext"),
    ) else {
        return false;
    };
    let create = address(c"glXCreateContextAttribsARB".as_ptr());
    if create.is_null() {
        return false;
    }
    let create = std::mem::transmute::<*mut c_void, CreateContext>(create);
    X_ERROR.store(false, Ordering::SeqCst);
    let before = (xlib.set_error_handler)(Some(note_x_error));
    let null = std::ptr::null_mut();
    let context = create(display, config, null, 1, CONTEXT_ATTRIBUTES.as_ptr());
    (xlib.sync)(display, 0);
    (xlib.set_error_handler)(before);
    if !context.is_null() {
        destroy(display, context);
        (xlib.sync)(display, 0);
    }
    !context.is_null() && !X_ERROR.load(Ordering::SeqCst)
}

#[cfg(test)]
#[path = "probe_tests.rs"]
mod tests;
