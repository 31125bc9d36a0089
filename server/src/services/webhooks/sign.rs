//! Signing deliveries as Standard Webhooks (standardwebhooks.com) does, so that receivers
//! can check them with that spec's libraries: the secret is `whsec_` and the base64 of its
//! key, and `webhook-signature` is `v1,` and the base64 of HMAC-SHA256 over
//! `{webhook-id}.{webhook-timestamp}.{body}`. The timestamp in the signed text lets a
//! receiver refuse an old message replayed at it.

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use rand::RngCore;
use ring::hmac;

const PREFIX: &str = "whsec_";

/// A new secret: 32 random bytes.
pub fn new_secret() -> String {
    let mut key = [0u8; 32];
    rand::rng().fill_bytes(&mut key);
    format!("{PREFIX}{}", STANDARD.encode(key))
}

/// The `webhook-signature` of `body` sent as message `id` at `timestamp` (Unix seconds).
pub fn signature(secret: &str, id: &str, timestamp: i64, body: &str) -> String {
    // A secret is only ever made by `new_secret`; one that does not decode signs with its
    // text, which a receiver holding the same text can still check.
    let encoded = secret.strip_prefix(PREFIX).unwrap_or(secret);
    let key = STANDARD
        .decode(encoded)
        .unwrap_or_else(|_| secret.as_bytes().to_vec());
    let key = hmac::Key::new(hmac::HMAC_SHA256, &key);
    let tag = hmac::sign(&key, format!("{id}.{timestamp}.{body}").as_bytes());
    format!("v1,{}", STANDARD.encode(tag.as_ref()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The example of the Standard Webhooks specification (its README), signed here and
    /// compared with the signature the specification gives.
    #[test]
    fn the_specifications_example_signs_as_the_specification_says() {
        let secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
        let id = "msg_p5jXN8AQM9LWM0D4loKWxJek";
        let timestamp = 1_614_265_330;
        let body = r#"{"test": 2432232314}"#;
        assert_eq!(
            signature(secret, id, timestamp, body),
            "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="
        );
    }

    #[test]
    fn a_new_secret_is_32_random_bytes_in_base64() {
        let (one, other) = (new_secret(), new_secret());
        assert_ne!(one, other);
        let key = STANDARD.decode(one.strip_prefix(PREFIX).unwrap()).unwrap();
        assert_eq!(key.len(), 32);
    }
}
