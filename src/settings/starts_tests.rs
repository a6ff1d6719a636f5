use super::*;

#[test]
fn starts_is_saved_by_name() {
    for starts in Starts::ALL {
        let text = serde_json::to_string(&starts).expect("serializes");
        assert_eq!(text, format!("\"{}\"", starts.name()));
        assert_eq!(serde_json::from_str::<Starts>(&text).ok(), Some(starts));
    }
    let said = serde_json::from_str::<Starts>("\"dice\"").expect_err("no dice");
    assert!(
        said.to_string()
            .contains("`dice`, expected one of `x`, `alternate`, `coin`"),
        "{said}"
    );
}

#[test]
fn f_steps_through_every_choice_and_back() {
    let mut seen = vec![Starts::X];
    while seen.len() < 4 {
        seen.push(seen[seen.len() - 1].next());
    }
    assert_eq!(
        seen,
        [Starts::X, Starts::Alternate, Starts::Coin, Starts::X]
    );
}
