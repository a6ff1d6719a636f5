//! What the desktop prefers, light or dark, for the theme `system`: its
//! own tools asked with a timeout (Linux `gsettings`, then the portal by
//! `gdbus`; macOS `defaults`; Windows `reg`); light when none answers.
//! Not a crate: dark-light pulls in D-Bus and an async runtime for a word.

use crate::settings::Theme;
use std::io::Read;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How long one tool may take to answer before it is stopped.
pub const ASK_TIMEOUT: Duration = Duration::from_millis(400);

#[cfg(target_os = "linux")]
pub fn asked() -> Option<Theme> {
    let portal = "gdbus call --session --dest org.freedesktop.portal.Desktop \
        --object-path /org/freedesktop/portal/desktop \
        --method org.freedesktop.portal.Settings.Read org.freedesktop.appearance color-scheme";
    ask("gsettings get org.gnome.desktop.interface color-scheme")
        .and_then(|out| gnome_theme(&out))
        .or_else(|| ask(portal).and_then(|out| portal_theme(&out)))
}

#[cfg(target_os = "macos")]
pub fn asked() -> Option<Theme> {
    // Not tested on a Mac here: `defaults` prints "Dark" when the
    // appearance is dark, and fails (no such key) when it is light.
    let out = ask("defaults read -g AppleInterfaceStyle")?;
    Some(if out.trim() == "Dark" {
        Theme::Dark
    } else {
        Theme::Light
    })
}

#[cfg(windows)]
pub fn asked() -> Option<Theme> {
    // Not tested on Windows here: `AppsUseLightTheme    REG_DWORD    0x0`
    // means dark.
    let key = r"HKCU\Software\Microsoft\Windows\CurrentVersion\Themes\Personalize";
    windows_theme(&ask(&format!("reg query {key} /v AppsUseLightTheme"))?)
}

#[cfg(not(any(target_os = "linux", target_os = "macos", windows)))]
pub fn asked() -> Option<Theme> {
    None
}

/// GNOME's answer: `'prefer-dark'`, `'prefer-light'` or `'default'`.
pub fn gnome_theme(out: &str) -> Option<Theme> {
    match out.trim().trim_matches('\'') {
        "prefer-dark" => Some(Theme::Dark),
        "prefer-light" | "default" => Some(Theme::Light),
        _ => None,
    }
}

/// The portal's answer, `(<<uint32 1>>,)`: 1 prefers dark, 2 light, 0 says
/// nothing.
pub fn portal_theme(out: &str) -> Option<Theme> {
    let (_, number) = out.rsplit_once("uint32")?;
    let digits: String = number.chars().filter(char::is_ascii_digit).collect();
    match digits.as_str() {
        "1" => Some(Theme::Dark),
        "2" => Some(Theme::Light),
        _ => None,
    }
}

/// The registry's answer: the value's last word, `0x0` for dark.
pub fn windows_theme(out: &str) -> Option<Theme> {
    let line = out.lines().find(|l| l.contains("AppsUseLightTheme"))?;
    match line.split_whitespace().last()? {
        "0x0" => Some(Theme::Dark),
        "0x1" => Some(Theme::Light),
        _ => None,
    }
}

/// What `command` (a program and its arguments, separated by spaces)
/// prints, if it runs, succeeds and answers within [`ASK_TIMEOUT`];
/// stopped and `None` otherwise.
fn ask(command: &str) -> Option<String> {
    let mut words = command.split_whitespace();
    let mut child = Command::new(words.next()?)
        .args(words)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let started = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(status)) if status.success() => break,
            Ok(None) if started.elapsed() < ASK_TIMEOUT => {
                std::thread::sleep(Duration::from_millis(5))
            }
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                return None;
            }
        }
    }
    let mut out = String::new();
    child.stdout.take()?.read_to_string(&mut out).ok()?;
    Some(out)
}

#[cfg(test)]
#[path = "desktop_tests.rs"]
mod tests;
