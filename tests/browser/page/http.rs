//! A small WebDriver client's wire: JSON over HTTP/1.1 on 127.0.0.1, with
//! std alone (one request per connection), and the PNG screenshots it
//! returns (base64) decoded to RGB.

use crate::support::window::Shot;
use serde_json::Value;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

/// Sends `method path` with `body` to 127.0.0.1:`port`; the JSON answer's
/// `value`, or the WebDriver error it names.
pub fn request(port: u16, method: &str, path: &str, body: Option<&Value>) -> Result<Value, String> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).map_err(|e| e.to_string())?;
    let _ = stream.set_read_timeout(Some(Duration::from_secs(120)));
    let body = body.map(Value::to_string).unwrap_or_default();
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    stream
        .write_all(format!("{head}{body}").as_bytes())
        .map_err(|e| e.to_string())?;
    let answer = read_answer(&mut stream)?;
    let text = String::from_utf8_lossy(&answer);
    let (head, body) = text.split_once("\r\n\r\n").ok_or("no HTTP answer")?;
    let body = if head
        .to_ascii_lowercase()
        .contains("transfer-encoding: chunked")
    {
        unchunk(body)
    } else {
        body.to_string()
    };
    let json: Value = serde_json::from_str(&body).map_err(|e| format!("{e}: {body}"))?;
    let value = json.get("value").cloned().unwrap_or(Value::Null);
    match value.get("error") {
        Some(error) => Err(format!("{method} {path}: {error}: {}", value["message"])),
        None => Ok(value),
    }
}

/// The whole answer: up to its Content-Length (the server may keep the
/// connection open), else to the end of the stream.
fn read_answer(stream: &mut TcpStream) -> Result<Vec<u8>, String> {
    let mut answer = Vec::new();
    let mut buffer = [0u8; 65536];
    loop {
        let n = stream.read(&mut buffer).map_err(|e| e.to_string())?;
        if n == 0 {
            return Ok(answer);
        }
        answer.extend_from_slice(&buffer[..n]);
        let Some(end) = answer.windows(4).position(|w| w == b"\r\n\r\n") else {
            continue;
        };
        let head = String::from_utf8_lossy(&answer[..end]).to_ascii_lowercase();
        let length = head
            .lines()
            .find_map(|l| l.strip_prefix("content-length:"))
            .and_then(|v| v.trim().parse::<usize>().ok());
        if length.is_some_and(|len| answer.len() >= end + 4 + len) {
            return Ok(answer);
        }
    }
}

fn unchunk(mut body: &str) -> String {
    let mut out = String::new();
    while let Some((size, rest)) = body.split_once("\r\n") {
        let n = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
        if n == 0 || rest.len() < n {
            break;
        }
        out.push_str(&rest[..n]);
        body = rest[n..].trim_start_matches("\r\n");
    }
    out
}

/// Standard base64 (with padding) to bytes.
pub fn base64(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => Some(c - b'A'),
        b'a'..=b'z' => Some(c - b'a' + 26),
        b'0'..=b'9' => Some(c - b'0' + 52),
        b'+' => Some(62),
        b'/' => Some(63),
        _ => None,
    };
    let sextets: Vec<u8> = text.bytes().filter_map(value).collect();
    let mut out = Vec::with_capacity(sextets.len() * 3 / 4);
    for chunk in sextets.chunks(4) {
        let mut n = 0u32;
        for (i, &s) in chunk.iter().enumerate() {
            n |= u32::from(s) << (18 - 6 * i);
        }
        let bytes = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
        out.extend_from_slice(&bytes[..chunk.len() - 1]);
    }
    out
}

/// A PNG (RGB or RGBA, 8 bits) as a [`Shot`].
pub fn decode_png(bytes: &[u8]) -> Shot {
    let mut reader = png::Decoder::new(std::io::Cursor::new(bytes))
        .read_info()
        .expect("a PNG screenshot");
    let mut buffer = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buffer).expect("a PNG frame");
    let channels = info.color_type.samples();
    assert_eq!(info.bit_depth, png::BitDepth::Eight, "8-bit screenshot");
    let rgb = buffer[..info.buffer_size()]
        .chunks(channels)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    Shot {
        width: info.width as usize,
        height: info.height as usize,
        rgb,
    }
}

/// `shot` averaged down by `ratio` in each direction: device pixels to
/// CSS pixels, so a phone's screenshot reads like a desktop's.
pub fn average_down(shot: &Shot, ratio: usize) -> Shot {
    let (width, height) = (shot.width / ratio, shot.height / ratio);
    let mut rgb = Vec::with_capacity(width * height * 3);
    for y in 0..height {
        for x in 0..width {
            let mut sum = [0usize; 3];
            for dy in 0..ratio {
                for dx in 0..ratio {
                    let p = shot.pixel(x * ratio + dx, y * ratio + dy);
                    (0..3).for_each(|c| sum[c] += usize::from(p[c]));
                }
            }
            rgb.extend(sum.map(|s| (s / (ratio * ratio)) as u8));
        }
    }
    Shot { width, height, rgb }
}

/// Writes `shot` as a PNG, for a person to look at when a test fails.
pub fn save_png(shot: &Shot, path: &std::path::Path) {
    let Ok(file) = std::fs::File::create(path) else {
        return;
    };
    let mut encoder = png::Encoder::new(file, shot.width as u32, shot.height as u32);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    if let Ok(mut writer) = encoder.write_header() {
        let _ = writer.write_image_data(&shot.rgb);
    }
}
