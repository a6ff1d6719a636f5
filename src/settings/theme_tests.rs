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
