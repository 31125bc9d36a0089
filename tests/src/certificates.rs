//! Certificates made for a test, never kept in the repository: a CA of the test's own, and
//! server certificates it signs, written as PEM files into the test's directory.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use rcgen::{
    BasicConstraints, CertificateParams, CertifiedIssuer, DnType, IsCa, KeyPair, PublicKeyData,
};
use sha2::{Digest, Sha256};
use ureq::tls::{Certificate, RootCerts, TlsConfig};

/// A certificate authority that exists for one test.
#[derive(Debug)]
pub struct TestCa {
    issuer: CertifiedIssuer<'static, KeyPair>,
}

/// The PEM files of a server certificate (with its CA after it) and its key.
#[derive(Debug, Clone)]
pub struct ServerFiles {
    pub chain: PathBuf,
    pub key: PathBuf,
}

impl TestCa {
    pub fn new(name: &str) -> TestCa {
        let mut params = CertificateParams::new(Vec::<String>::new()).unwrap();
        params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
        params.distinguished_name.push(DnType::CommonName, name);
        let issuer = CertifiedIssuer::self_signed(params, KeyPair::generate().unwrap()).unwrap();
        TestCa { issuer }
    }

    /// The CA's certificate, as a club would hand it to its members' CLIs and phones.
    pub fn write_certificate(&self, path: &Path) -> PathBuf {
        std::fs::write(path, self.issuer.pem()).unwrap();
        path.to_owned()
    }

    /// The CA's certificate, DER.
    pub fn der(&self) -> &[u8] {
        self.issuer.der()
    }

    /// A server certificate for `names` (host names or IP addresses), written as
    /// `{stem}.pem` and `{stem}.key` in `directory`.
    pub fn issue(&self, names: &[&str], directory: &Path, stem: &str) -> ServerFiles {
        let names: Vec<String> = names.iter().map(|name| (*name).to_owned()).collect();
        let mut params = CertificateParams::new(names.clone()).unwrap();
        params
            .distinguished_name
            .push(DnType::CommonName, &names[0]);
        let key = KeyPair::generate().unwrap();
        let certificate = params.signed_by(&key, &self.issuer).unwrap();
        let files = ServerFiles {
            chain: directory.join(format!("{stem}.pem")),
            key: directory.join(format!("{stem}.key")),
        };
        let chain = format!("{}{}", certificate.pem(), self.issuer.pem());
        std::fs::write(&files.chain, chain).unwrap();
        std::fs::write(&files.key, key.serialize_pem()).unwrap();
        files
    }

    /// An HTTP client that trusts this CA alone, and follows no redirects.
    pub fn agent(&self) -> ureq::Agent {
        let certificate = Certificate::from_der(self.der()).to_owned();
        let tls = TlsConfig::builder()
            .root_certs(RootCerts::Specific(Arc::new(vec![certificate])))
            .build();
        ureq::Agent::config_builder()
            .tls_config(tls)
            .http_status_as_error(false)
            .max_redirects(0)
            .build()
            .into()
    }

    /// What Chromium's `--ignore-certificate-errors-spki-list` takes to trust chains through
    /// this CA: the base64 of the SHA-256 of its public key.
    pub fn spki_hash(&self) -> String {
        let digest = Sha256::digest(self.issuer.key().subject_public_key_info());
        base64(&digest)
    }
}

fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut text = String::new();
    for chunk in bytes.chunks(3) {
        let word = chunk.iter().enumerate().fold(0u32, |word, (i, byte)| {
            word | u32::from(*byte) << (16 - 8 * i)
        });
        for i in 0..4 {
            if i <= chunk.len() {
                text.push(char::from(ALPHABET[(word >> (18 - 6 * i) & 63) as usize]));
            } else {
                text.push('=');
            }
        }
    }
    text
}

#[cfg(test)]
mod tests {
    #[test]
    fn base64_is_the_standard_alphabet_with_padding() {
        for (bytes, text) in [
            (&b""[..], ""),
            (b"f", "Zg=="),
            (b"fo", "Zm8="),
            (b"foo", "Zm9v"),
            (b"foobar", "Zm9vYmFy"),
            (&[0xfb, 0xff], "+/8="),
        ] {
            assert_eq!(super::base64(bytes), text);
        }
    }
}
