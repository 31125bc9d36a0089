//! Where the CLI keeps its session: the server and the token from `uptown login`, in the
//! user's config directory, readable by the user alone.

use std::fs;
use std::io::Write;
use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::failure::Failure;

pub(crate) const DEFAULT_SERVER: &str = "http://127.0.0.1:8080";

/// What `uptown login` stored.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub(crate) struct Stored {
    pub(crate) server: Option<String>,
    pub(crate) token: Option<String>,
    pub(crate) username: Option<String>,
}

/// `$UPTOWN_CONFIG_DIR`, else `$XDG_CONFIG_HOME/uptown`, else `~/.config/uptown`.
fn directory() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("UPTOWN_CONFIG_DIR") {
        return Some(PathBuf::from(dir));
    }
    if let Some(dir) = std::env::var_os("XDG_CONFIG_HOME") {
        return Some(PathBuf::from(dir).join("uptown"));
    }
    std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".config").join("uptown"))
}

fn file() -> Option<PathBuf> {
    directory().map(|dir| dir.join("credentials.json"))
}

pub(crate) fn load() -> Stored {
    file()
        .and_then(|path| fs::read_to_string(path).ok())
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or_default()
}

pub(crate) fn save(stored: &Stored) -> Result<PathBuf, Failure> {
    let path = file().ok_or_else(|| {
        Failure::Other("no config directory: set HOME or UPTOWN_CONFIG_DIR".to_owned())
    })?;
    let failed =
        |error: std::io::Error| Failure::Other(format!("cannot write {}: {error}", path.display()));
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir).map_err(failed)?;
    }
    let mut options = fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let mut opened = options.open(&path).map_err(failed)?;
    #[cfg(unix)]
    {
        // A file written before with wider permissions is narrowed too.
        use std::os::unix::fs::PermissionsExt;
        opened
            .set_permissions(fs::Permissions::from_mode(0o600))
            .map_err(failed)?;
    }
    let text = serde_json::to_string_pretty(stored).expect("the session serialises");
    opened.write_all(text.as_bytes()).map_err(failed)?;
    Ok(path)
}
