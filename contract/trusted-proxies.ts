/**
 * Which peers may speak for the client: the proxies an operator lists in TRUSTED_PROXIES (addresses and CIDR
 * ranges, IPv4 or IPv6). Only a request that arrives from one of them has its X-Forwarded-For/-Proto/-Host
 * believed; from anyone else those headers are the client's own claims and are replaced
 * (stream-sidecar/forward.ts). The app reads the same list to find the client behind a chain of them.
 */

/** An address as bytes: 4 for IPv4, 16 for IPv6 (an IPv4-mapped IPv6 address counts as its IPv4 address). */
type Address = Uint8Array;

type Range = { network: Address; prefix: number };

/** The parsed TRUSTED_PROXIES list. */
export type TrustedProxies = {
  /** The entries as configured (for the start-up log and error messages). */
  readonly entries: readonly string[];
  /** Whether a peer address (as Deno reports it: `127.0.0.1`, `::1`, `::ffff:10.0.0.2`) is one of them. */
  trusts: (address: string) => boolean;
};

/**
 * Parses a comma-separated list of addresses and CIDR ranges (`10.0.0.0/8, 192.168.1.7, fd00::/8`). Throws an
 * Error naming the first entry that is neither. An empty list trusts nobody.
 */
export function parseTrustedProxies(list: string): TrustedProxies {
  const entries = list.split(",").map((entry) => entry.trim()).filter(Boolean);
  const ranges = entries.map((entry) => {
    const range = parseRange(entry);
    if (!range) throw new Error(`"${entry}" is not an IP address or CIDR range`);
    return range;
  });
  return {
    entries,
    trusts: (address) => {
      const parsed = parseAddress(address);
      return parsed !== null && ranges.some((range) => inRange(parsed, range));
    },
  };
}

/** Whether the peer is this machine (127.0.0.0/8 or ::1). */
export function isLoopback(address: string): boolean {
  const parsed = parseAddress(address);
  if (!parsed) return false;
  if (parsed.length === 4) return parsed[0] === 127;
  return parsed.every((byte, i) => byte === (i === 15 ? 1 : 0));
}

function parseRange(entry: string): Range | null {
  const [text, prefixText, extra] = entry.split("/");
  if (extra !== undefined) return null;
  const network = parseAddress(text);
  if (!network) return null;
  const bits = network.length * 8;
  if (prefixText === undefined) return { network, prefix: bits };
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  let prefix = Number(prefixText);
  // An IPv4-mapped range (::ffff:10.0.0.0/104) is the IPv4 range it maps.
  if (network.length === 4 && text.includes(":")) prefix -= 96;
  if (prefix < 0 || prefix > bits) return null;
  return { network, prefix };
}

function inRange(address: Address, { network, prefix }: Range): boolean {
  if (address.length !== network.length) return false;
  const whole = Math.floor(prefix / 8);
  for (let i = 0; i < whole; i++) if (address[i] !== network[i]) return false;
  const rest = prefix % 8;
  if (rest === 0) return true;
  const mask = (0xff << (8 - rest)) & 0xff;
  return (address[whole] & mask) === (network[whole] & mask);
}

/** An IPv4 or IPv6 address (brackets and a zone allowed) as bytes, or null. */
function parseAddress(text: string): Address | null {
  let value = text.trim();
  if (value.startsWith("[") && value.endsWith("]")) value = value.slice(1, -1);
  value = value.replace(/%.*$/, "");
  if (!value.includes(":")) return parseIPv4(value);
  const v6 = parseIPv6(value);
  if (!v6) return null;
  const mapped = v6.slice(0, 10).every((byte) => byte === 0) && v6[10] === 0xff && v6[11] === 0xff;
  return mapped ? v6.slice(12) : v6;
}

function parseIPv4(text: string): Address | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const bytes = new Uint8Array(4);
  for (const [i, part] of parts.entries()) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    bytes[i] = Number(part);
  }
  return bytes;
}

function parseIPv6(text: string): Address | null {
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groups = (half: string): number[] | null => {
    if (half === "") return [];
    const out: number[] = [];
    const parts = half.split(":");
    for (const [i, part] of parts.entries()) {
      if (i === parts.length - 1 && part.includes(".")) {
        const v4 = parseIPv4(part);
        if (!v4) return null;
        out.push((v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]);
      } else if (/^[0-9a-f]{1,4}$/i.test(part)) {
        out.push(parseInt(part, 16));
      } else {
        return null;
      }
    }
    return out;
  };
  const head = groups(halves[0]);
  const tail = halves.length === 2 ? groups(halves[1]) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...new Array(missing).fill(0), ...tail];
  const bytes = new Uint8Array(16);
  all.forEach((group, i) => {
    bytes[i * 2] = group >> 8;
    bytes[i * 2 + 1] = group & 0xff;
  });
  return bytes;
}

/**
 * The client a chain of trusted proxies vouches for: reading X-Forwarded-For from the right (the nearest proxy
 * first), starting from the peer, the first address that is not itself a trusted proxy — the entries left of it
 * are the client's own claims and are never believed.
 */
export function clientOf(forwardedFor: string | null, peer: string, trustedProxies?: TrustedProxies): string {
  const chain = (forwardedFor ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
  let client = peer;
  while (chain.length && trustedProxies?.trusts(client)) client = chain.pop()!;
  return client;
}
