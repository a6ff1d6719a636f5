use super::*;

#[test]
fn once_seated_every_connection_rejoins_the_seat() {
    let code = Code::parse("ABCDEF").expect("a code");
    let mut hello = Hello::new(join(code, "Bob"));
    assert!(hello.text().contains(r#""type":"join""#));
    let seated = r#"{"type":"seated","code":"ABCDEF","seat":"guest","token":"t0k"}"#;
    let news = hello.hear(seated);
    assert_eq!(
        news,
        News::Seated {
            code: "ABCDEF".into(),
            seat: Some(Seat::Guest)
        }
    );
    assert_eq!(
        hello.text(),
        r#"{"type":"rejoin","version":1,"code":"ABCDEF","token":"t0k"}"#
    );
}

#[test]
fn a_watcher_joins_again_and_refusals_and_nonsense_are_news() {
    let code = Code::parse("ABCDEF").expect("a code");
    let mut hello = Hello::new(join(code, "Cy"));
    hello.hear(r#"{"type":"seated","code":"ABCDEF","seat":null,"token":null}"#);
    assert!(hello.text().contains(r#""type":"join""#));
    let refused = hello.hear(r#"{"type":"error","message":"5 is taken."}"#);
    assert_eq!(refused, News::Refused("5 is taken.".into()));
    let nonsense = hello.hear("{");
    assert!(matches!(nonsense, News::Refused(words) if words.contains("cannot read")));
}
