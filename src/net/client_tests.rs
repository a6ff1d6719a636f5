use super::*;
use crate::net::link::Hello;

#[test]
fn addresses_read_from_links_and_plain_hosts() {
    let link = Address::parse("http://192.168.1.20:8080/#abc-def").expect("a link");
    assert_eq!(link.host, "192.168.1.20:8080");
    assert_eq!(link.code.map(|c| c.to_string()), Some("ABCDEF".to_string()));
    assert_eq!(link.invite("ABCDEF"), "http://192.168.1.20:8080/#ABCDEF");
    let plain = Address::parse("localhost:9000").expect("a host");
    assert_eq!((plain.host.as_str(), plain.code), ("localhost:9000", None));
    assert_eq!(Address::parse("ws://h:1/ws").expect("a host").host, "h:1");
    assert_eq!(
        Address::parse("example.org").expect("a host").host,
        "example.org:80"
    );
}

#[test]
fn bad_addresses_say_why() {
    assert!(Address::parse("").is_err());
    assert!(Address::parse("https://h:1/")
        .expect_err("tls")
        .contains("not https"));
    assert!(Address::parse("http://h:1/#AB0")
        .expect_err("code")
        .contains("'0'"));
}

#[test]
fn a_server_that_is_not_there_is_said_at_once() {
    // A port nothing listens on: bind one, note it, close it.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let address = Address::parse(&format!("127.0.0.1:{port}")).expect("a host");
    let link = Link::open(
        &address,
        Hello::new(join(Code::parse("ABCDEF").expect("a code"), "Ann")),
    );
    match link.wait(Duration::from_secs(10)) {
        Some(News::Failed(why)) => assert!(why.contains("Is ttt serve running there?"), "{why}"),
        other => panic!("expected a failure, got {other:?}"),
    }
}
