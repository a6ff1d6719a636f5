use super::*;

#[test]
fn gnome_s_three_answers_and_nonsense() {
    assert_eq!(gnome_theme("'prefer-dark'\n"), Some(Theme::Dark));
    assert_eq!(gnome_theme("'prefer-light'\n"), Some(Theme::Light));
    assert_eq!(gnome_theme("'default'\n"), Some(Theme::Light));
    assert_eq!(gnome_theme("No such key “color-scheme”\n"), None);
    assert_eq!(gnome_theme(""), None);
}

#[test]
fn the_portal_s_numbers() {
    assert_eq!(portal_theme("(<<uint32 1>>,)\n"), Some(Theme::Dark));
    assert_eq!(portal_theme("(<<uint32 2>>,)\n"), Some(Theme::Light));
    assert_eq!(portal_theme("(<<uint32 0>>,)\n"), None);
    assert_eq!(portal_theme("(<1>,)\n"), None);
    assert_eq!(portal_theme(""), None);
}

#[test]
fn the_registry_s_value() {
    let dark =
        "\r\nHKEY_CURRENT_USER\\...\\Personalize\r\n    AppsUseLightTheme    REG_DWORD    0x0\r\n";
    assert_eq!(windows_theme(dark), Some(Theme::Dark));
    assert_eq!(
        windows_theme(&dark.replace("0x0", "0x1")),
        Some(Theme::Light)
    );
    assert_eq!(windows_theme("ERROR: not found"), None);
}

#[test]
fn a_missing_tool_or_a_slow_one_is_no_answer() {
    assert_eq!(ask("ttt-no-such-program-anywhere"), None);
    #[cfg(unix)]
    {
        // A tool that would answer after two minutes is given ASK_TIMEOUT
        // and then stopped. The lower bound is exact (the clock is
        // monotonic and ask() counts from after the spawn), so it holds on
        // any machine. The upper bound is not ASK_TIMEOUT plus a little:
        // on a loaded two-core machine, starting and killing a process can
        // take seconds, though the whole call took 0.40-0.41 s on an idle
        // one (2026-11-29). Five seconds over still fails a probe that
        // waits for the tool, or for ever, or for more than 13 times
        // ASK_TIMEOUT.
        let started = Instant::now();
        assert_eq!(ask("sleep 120"), None);
        let took = started.elapsed();
        assert!(
            took >= ASK_TIMEOUT,
            "stopped after {took:?}, before its time"
        );
        assert!(
            took < ASK_TIMEOUT + Duration::from_secs(5),
            "waited {took:?} for a tool that does not answer"
        );
        assert_eq!(
            ask("echo 'prefer-dark'").as_deref(),
            Some("'prefer-dark'\n")
        );
    }
}
