use super::*;

#[test]
fn a_name_is_trimmed_bounded_and_printable() {
    assert_eq!(
        Name::new("  Ann ").map(|n| n.to_string()),
        Ok("Ann".to_string())
    );
    assert!(Name::new("").is_ok_and(|n| n.is_empty()));
    assert_eq!(
        Name::new("Zoë Ørsted-Łukasz").map(|n| n.to_string()),
        Err("a name has at most 16 characters".to_string())
    );
    assert_eq!(
        Name::new("Zoë Ørsted").map(|n| n.to_string()),
        Ok("Zoë Ørsted".to_string())
    );
    assert!(Name::new("a\tb").is_err());
    let long = "漢".repeat(NAME_CHARS);
    assert_eq!(Name::new(&long).map(|n| n.to_string()), Ok(long));
}

#[test]
fn typing_adds_and_takes_away_characters_within_the_bound() {
    let mut name = Name::default();
    for c in "Bob".chars() {
        name = name.push(c).expect("room");
    }
    assert_eq!(name.to_string(), "Bob");
    let two_words = name.push(' ').and_then(|n| n.push('J')).expect("room");
    assert_eq!(two_words.to_string(), "Bob J");
    assert_eq!(name.push(' ').map(Name::trimmed), Some(name));
    assert_eq!(name.pop().to_string(), "Bo");
    assert_eq!(Name::default().pop(), Name::default());
    let full = Name::new(&"x".repeat(NAME_CHARS)).expect("a name");
    assert_eq!(full.push('y'), None);
    assert_eq!(Name::default().push(' '), None, "no leading space");
}

#[test]
fn a_name_is_saved_as_its_text() {
    let name = Name::new("Ann").expect("a name");
    assert_eq!(
        serde_json::to_string(&name).ok().as_deref(),
        Some("\"Ann\"")
    );
    assert_eq!(serde_json::from_str::<Name>("\"Ann\"").ok(), Some(name));
    assert!(serde_json::from_str::<Name>(&format!("\"{}\"", "a".repeat(17))).is_err());
}
