use super::*;

#[test]
fn each_change_sets_its_setting_and_nothing_else() {
    let changes = [
        SettingChange::Opponent(Opponent::Dawson),
        SettingChange::Side(Mark::O),
        SettingChange::Speed(Speed::Fast),
        SettingChange::Rules(Rules::CornerL),
        SettingChange::KeypadLayout(true),
        SettingChange::Starts(Starts::Coin),
        SettingChange::Name(Mark::X, ann()),
        SettingChange::Name(Mark::O, bob()),
        SettingChange::Sound(false),
        SettingChange::Theme(ThemeChoice::Fixed(Theme::Dark)),
        SettingChange::Welcome(false),
        SettingChange::WindowSize(1024, 700),
        SettingChange::Game(GameKind::Qubic),
        SettingChange::QubicOpponent(QubicOpponent::Easy),
    ];
    let mut all = Settings::default();
    for change in changes {
        let one = Settings::default().with(change);
        assert_ne!(one, Settings::default(), "{change:?} changes something");
        all.apply(change);
    }
    let expected = Settings {
        side: Mark::O,
        opponent: Opponent::Dawson,
        speed: Speed::Fast,
        keypad_layout: true,
        rules: Rules::CornerL,
        starts: Starts::Coin,
        name_x: ann(),
        name_o: bob(),
        sound: false,
        theme: ThemeChoice::Fixed(Theme::Dark),
        welcome: false,
        window_width: 1024,
        window_height: 700,
        game: GameKind::Qubic,
        qubic_opponent: QubicOpponent::Easy,
    };
    assert_eq!(all, expected);
}

#[test]
fn values_are_saved_as_the_command_line_words() {
    let check = |value: serde_json::Value, expected: &str| assert_eq!(value, expected);
    check(serde_json::json!(Mark::O), "o");
    check(serde_json::json!(Rules::NoDiagonals), "no-diagonals");
    check(serde_json::json!(Opponent::Menace), "menace");
    check(serde_json::json!(Speed::Off), "off");
    check(serde_json::json!(GameKind::TicTacToe), "tic-tac-toe");
    check(serde_json::json!(GameKind::Qubic), "qubic");
    check(serde_json::json!(QubicOpponent::Unbeatable), "unbeatable");
    check(serde_json::json!(ThemeChoice::System), "system");
    check(
        serde_json::json!(ThemeChoice::Fixed(Theme::Contrast)),
        "contrast",
    );
}

#[test]
fn settings_read_back_and_a_missing_key_takes_its_default() {
    let settings = Settings {
        theme: ThemeChoice::Fixed(Theme::Light),
        speed: Speed::Slow,
        ..Settings::default()
    };
    let text = serde_json::to_string(&settings).expect("settings serialize");
    assert_eq!(serde_json::from_str::<Settings>(&text).ok(), Some(settings));
    let partial: Settings =
        serde_json::from_str(r#"{"theme": "dark", "side": "o"}"#).expect("valid");
    let expected = Settings {
        theme: ThemeChoice::Fixed(Theme::Dark),
        side: Mark::O,
        ..Settings::default()
    };
    assert_eq!(partial, expected);
    assert!(serde_json::from_str::<Settings>(r#"{"theme": "purple"}"#).is_err());
}

fn ann() -> Name {
    Name::new("Ann").expect("a name")
}

fn bob() -> Name {
    Name::new("Bob").expect("a name")
}
