use super::*;

#[test]
fn every_choice_parses_back_from_its_name() {
    for choice in ThemeChoice::ALL {
        assert_eq!(ThemeChoice::parse(choice.name()), Some(choice));
    }
    assert_eq!(ThemeChoice::parse("Dark"), None);
    assert_eq!(ThemeChoice::parse(""), None);
}

#[test]
fn next_visits_every_choice_and_comes_back() {
    let mut seen = vec![ThemeChoice::System];
    let mut c = ThemeChoice::System.next();
    while c != ThemeChoice::System {
        assert!(!seen.contains(&c), "{} visited twice", c.name());
        seen.push(c);
        c = c.next();
    }
    assert_eq!(seen.len(), ThemeChoice::ALL.len());
}

#[test]
fn system_follows_the_desktop_and_a_fixed_theme_does_not() {
    for desktop in Theme::ALL {
        assert_eq!(ThemeChoice::System.resolve(desktop), desktop);
        for theme in Theme::ALL {
            assert_eq!(ThemeChoice::Fixed(theme).resolve(desktop), theme);
        }
    }
}

/// T changes what the player sees every time, the first press from
/// `system` included: on a light desktop it skips `light`, on a dark one
/// it goes to `light`.
#[test]
fn each_step_from_system_changes_the_picture() {
    for desktop in [Theme::Light, Theme::Dark] {
        let mut c = ThemeChoice::System;
        for _ in 0..8 {
            let next = c.next_seen(desktop);
            assert_ne!(
                next.resolve(desktop),
                c.resolve(desktop),
                "{} on {desktop:?}",
                c.name()
            );
            c = next;
        }
    }
    assert_eq!(
        ThemeChoice::System.next_seen(Theme::Light),
        ThemeChoice::Fixed(Theme::Dark)
    );
    assert_eq!(
        ThemeChoice::System.next_seen(Theme::Dark),
        ThemeChoice::Fixed(Theme::Light)
    );
}
