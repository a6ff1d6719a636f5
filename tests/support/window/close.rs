//! The window manager's close request, as a title bar's close button sends
//! it: a `WM_PROTOCOLS` client message carrying `WM_DELETE_WINDOW`. There is
//! no window manager on Xvfb and xdotool cannot send one, so this opens its
//! own connection through libX11 (loaded at run time, as the game loads it).

use std::ffi::{c_char, c_int, c_long, c_ulong, c_void, CStr, CString};

/// Xlib's `XClientMessageEvent` (64-bit layout), padded to `XEvent`'s size.
#[repr(C)]
struct ClientMessage {
    kind: c_int,
    serial: c_ulong,
    send_event: c_int,
    display: *mut c_void,
    window: c_ulong,
    message_type: c_ulong,
    format: c_int,
    data: [c_long; 5],
    pad: [c_long; 12],
}

const CLIENT_MESSAGE: c_int = 33;

/// Looks `name` up in `lib`, panicking if it is missing.
unsafe fn symbol(lib: *mut c_void, name: &CStr) -> *mut c_void {
    let found = libc::dlsym(lib, name.as_ptr());
    assert!(!found.is_null(), "libX11 has no {name:?}");
    found
}

/// Asks `window` on `display` to close, as its close button would.
pub fn request_close(display: &str, window: &str) {
    let window: c_ulong = window.parse().expect("a window id");
    let display = CString::new(display).expect("a display name");
    // SAFETY: the signatures are Xlib's; the display is checked before use
    // and closed after; the event outlives the call that reads it.
    unsafe {
        let lib = libc::dlopen(c"libX11.so.6".as_ptr(), libc::RTLD_NOW);
        assert!(!lib.is_null(), "cannot load libX11.so.6");
        type Open = unsafe extern "C" fn(*const c_char) -> *mut c_void;
        type Intern = unsafe extern "C" fn(*mut c_void, *const c_char, c_int) -> c_ulong;
        type Send =
            unsafe extern "C" fn(*mut c_void, c_ulong, c_int, c_long, *mut ClientMessage) -> c_int;
        type Finish = unsafe extern "C" fn(*mut c_void) -> c_int;
        let open: Open = std::mem::transmute(symbol(lib, c"XOpenDisplay"));
        let intern: Intern = std::mem::transmute(symbol(lib, c"XInternAtom"));
        let send: Send = std::mem::transmute(symbol(lib, c"XSendEvent"));
        let flush: Finish = std::mem::transmute(symbol(lib, c"XFlush"));
        let close: Finish = std::mem::transmute(symbol(lib, c"XCloseDisplay"));
        let dpy = open(display.as_ptr());
        assert!(!dpy.is_null(), "cannot open display {display:?}");
        let protocols = intern(dpy, c"WM_PROTOCOLS".as_ptr(), 0);
        let delete = intern(dpy, c"WM_DELETE_WINDOW".as_ptr(), 0);
        let mut event = ClientMessage {
            kind: CLIENT_MESSAGE,
            serial: 0,
            send_event: 1,
            display: dpy,
            window,
            message_type: protocols,
            format: 32,
            data: [delete as c_long, 0, 0, 0, 0],
            pad: [0; 12],
        };
        let sent = send(dpy, window, 0, 0, &mut event);
        assert!(sent != 0, "XSendEvent failed");
        flush(dpy);
        close(dpy);
    }
}
