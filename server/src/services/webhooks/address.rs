//! Where a webhook may send: a director's address must not make the server reach into its
//! own network (its database, a cloud's metadata service, the machines beside it). Unless
//! the server was started to send to private addresses too (a club's laptop posting to a
//! machine in the room), an address is refused when it names, or resolves to, anything but
//! the public internet: checked when it is registered, and again on every delivery against
//! the addresses the name resolves to then, so that a name changed to point inside later
//! is refused too.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};

use ureq::unversioned::resolver::{DefaultResolver, ResolvedSocketAddrs, Resolver};
use ureq::unversioned::transport::NextTimeout;

/// Which addresses deliveries may go to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Reach {
    /// The public internet only (the default).
    #[default]
    Public,
    /// Also loopback and private networks (`--webhooks-to-private-addresses`).
    Any,
}

impl Reach {
    /// Whether a delivery may go to `address`.
    pub fn allows(self, address: IpAddr) -> bool {
        self == Reach::Any || is_public(address)
    }
}

/// Whether `address` is on the public internet: not loopback, private, link-local, shared
/// (carrier-grade NAT), multicast, documentation, benchmarking or otherwise reserved.
pub fn is_public(address: IpAddr) -> bool {
    match address {
        IpAddr::V4(v4) => is_public_v4(v4),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => is_public_v4(v4),
            None => is_public_v6(v6),
        },
    }
}

fn is_public_v4(address: Ipv4Addr) -> bool {
    let [a, b, c, _] = address.octets();
    !(address.is_unspecified()
        || address.is_loopback()
        || address.is_private()
        || address.is_link_local()
        || address.is_broadcast()
        || address.is_multicast()
        || address.is_documentation()
        || a == 0
        // Shared address space (RFC 6598), IETF protocol assignments, benchmarking, and
        // the reserved 240.0.0.0/4.
        || (a == 100 && (64..128).contains(&b))
        || (a == 192 && b == 0 && c == 0)
        || (a == 198 && (18..20).contains(&b))
        || a >= 240)
}

fn is_public_v6(address: Ipv6Addr) -> bool {
    let first = address.segments()[0];
    !(address.is_unspecified()
        || address.is_loopback()
        || address.is_multicast()
        // Unique local (fc00::/7), link-local (fe80::/10), documentation (2001:db8::/32),
        // and IPv4-translated or -embedded forms that could name an address inside.
        || (first & 0xfe00) == 0xfc00
        || (first & 0xffc0) == 0xfe80
        || (first == 0x2001 && address.segments()[1] == 0x0db8)
        || first == 0x0064
        || address.to_ipv4().is_some())
}

/// Resolves as ureq does, then keeps only the addresses `reach` allows: a name that
/// resolves to none of them is refused before a connection is opened.
#[derive(Debug)]
pub struct ReachResolver {
    pub reach: Reach,
}

impl Resolver for ReachResolver {
    fn resolve(
        &self,
        uri: &ureq::http::Uri,
        config: &ureq::config::Config,
        timeout: NextTimeout,
    ) -> Result<ResolvedSocketAddrs, ureq::Error> {
        let resolved = DefaultResolver::default().resolve(uri, config, timeout)?;
        let mut allowed = self.empty();
        for address in resolved
            .iter()
            .filter(|address| self.reach.allows(address.ip()))
        {
            allowed.push(*address);
        }
        if allowed.is_empty() {
            let refused: Vec<String> = resolved.iter().map(SocketAddr::to_string).collect();
            return Err(ureq::Error::Io(std::io::Error::new(
                std::io::ErrorKind::PermissionDenied,
                format!(
                    "{} is not a public address; webhooks are sent to the internet only",
                    refused.join(", ")
                ),
            )));
        }
        Ok(allowed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_public_internet_is_public() {
        for inside in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "192.168.1.10",
            "169.254.169.254",
            "100.64.0.1",
            "0.0.0.0",
            "255.255.255.255",
            "224.0.0.1",
            "192.0.2.1",
            "198.18.0.1",
            "240.0.0.1",
            "::1",
            "::",
            "fd00::1",
            "fe80::1",
            "2001:db8::1",
            "::ffff:127.0.0.1",
            "::ffff:10.0.0.1",
            "64:ff9b::a00:1",
        ] {
            assert!(!is_public(inside.parse().unwrap()), "{inside}");
        }
        for outside in [
            "93.184.215.14",
            "8.8.8.8",
            "2606:4700::1111",
            "::ffff:1.1.1.1",
        ] {
            assert!(is_public(outside.parse().unwrap()), "{outside}");
        }
        assert!(Reach::Any.allows("127.0.0.1".parse().unwrap()));
    }
}
