//! HTTPS served by the server itself (`--tls-cert`, `--tls-key`): rustls with the ring
//! provider, HTTP/1.1.
//!
//! The certificate chain and key are read again at the first handshake after either file
//! changes, so a renewed certificate (certbot's, or one a club's own CA signed) is served
//! without a restart. A renewal caught half-written, or a key that does not match its
//! certificate, is not served: the last good pair stays, and the log says why once.

use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, PoisonError, RwLock};
use std::time::SystemTime;

use rustls::crypto::CryptoProvider;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};
use rustls::server::{ClientHello, ResolvesServerCert};
use rustls::sign::CertifiedKey;

/// The PEM files of the server's certificate chain (its own certificate first) and key.
#[derive(Debug, Clone)]
pub struct CertificateFiles {
    pub chain: PathBuf,
    pub key: PathBuf,
}

/// The TLS settings of the HTTPS listener, serving the pair in `files`; an error names the
/// file that cannot be used and why.
pub fn server_config(files: CertificateFiles) -> Result<rustls::ServerConfig, String> {
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let certificate = ReloadingCertificate::load(files, Arc::clone(&provider))?;
    let mut config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|error| error.to_string())?
        .with_no_client_auth()
        .with_cert_resolver(Arc::new(certificate));
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    Ok(config)
}

/// What identifies a version of a file: a renewal changes one of these, whether it rewrites
/// the file or swaps a symlink to a new one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Stamp {
    modified: Option<SystemTime>,
    length: u64,
    inode: u64,
}

fn stamp(path: &Path) -> Option<Stamp> {
    use std::os::unix::fs::MetadataExt;
    let metadata = std::fs::metadata(path).ok()?;
    Some(Stamp {
        modified: metadata.modified().ok(),
        length: metadata.len(),
        inode: metadata.ino(),
    })
}

/// The versions of both files last read, and the pair being served.
struct Served {
    read: (Option<Stamp>, Option<Stamp>),
    pair: Arc<CertifiedKey>,
}

/// The certificate every handshake gets: the pair in the files as they were last read well.
struct ReloadingCertificate {
    files: CertificateFiles,
    provider: Arc<CryptoProvider>,
    served: RwLock<Served>,
}

impl fmt::Debug for ReloadingCertificate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ReloadingCertificate")
            .field("files", &self.files)
            .finish_non_exhaustive()
    }
}

impl ReloadingCertificate {
    fn load(
        files: CertificateFiles,
        provider: Arc<CryptoProvider>,
    ) -> Result<ReloadingCertificate, String> {
        let read = (stamp(&files.chain), stamp(&files.key));
        let pair = read_pair(&files, &provider)?;
        Ok(ReloadingCertificate {
            files,
            provider,
            served: RwLock::new(Served { read, pair }),
        })
    }

    /// The pair to serve now, read again first if either file changed since it was last read.
    fn current(&self) -> Arc<CertifiedKey> {
        let now = (stamp(&self.files.chain), stamp(&self.files.key));
        {
            let served = self.served.read().unwrap_or_else(PoisonError::into_inner);
            if served.read == now {
                return Arc::clone(&served.pair);
            }
        }
        let mut served = self.served.write().unwrap_or_else(PoisonError::into_inner);
        if served.read != now {
            // Marked read either way: a bad renewal is reported once, not at every handshake.
            served.read = now;
            match read_pair(&self.files, &self.provider) {
                Ok(pair) => {
                    served.pair = pair;
                    tracing::info!(certificate = %self.files.chain.display(), "serving the renewed certificate");
                }
                Err(message) => {
                    tracing::warn!(%message, "the changed certificate is not served; the last good one still is");
                }
            }
        }
        Arc::clone(&served.pair)
    }
}

impl ResolvesServerCert for ReloadingCertificate {
    fn resolve(&self, _client_hello: ClientHello<'_>) -> Option<Arc<CertifiedKey>> {
        Some(self.current())
    }
}

fn read_pair(
    files: &CertificateFiles,
    provider: &CryptoProvider,
) -> Result<Arc<CertifiedKey>, String> {
    let read = |path: &Path| {
        std::fs::read(path).map_err(|error| format!("cannot read {}: {error}", path.display()))
    };
    let chain_pem = read(&files.chain)?;
    let chain = CertificateDer::pem_slice_iter(&chain_pem)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|error| {
            format!(
                "{} is not a PEM certificate: {error}",
                files.chain.display()
            )
        })?;
    if chain.is_empty() {
        return Err(format!(
            "{} holds no PEM certificate (-----BEGIN CERTIFICATE-----)",
            files.chain.display()
        ));
    }
    let key = PrivateKeyDer::from_pem_slice(&read(&files.key)?)
        .map_err(|error| format!("{} is not a PEM private key: {error}", files.key.display()))?;
    let pair = CertifiedKey::from_der(chain, key, provider).map_err(|error| {
        format!(
            "the key in {} is not the key of the certificate in {}: {error}",
            files.key.display(),
            files.chain.display()
        )
    })?;
    Ok(Arc::new(pair))
}
