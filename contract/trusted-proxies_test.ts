import assert from "node:assert/strict";
import { isLoopback, parseTrustedProxies } from "./trusted-proxies.ts";

Deno.test("an empty list trusts nobody", () => {
  const none = parseTrustedProxies("");
  assert.deepEqual(none.entries, []);
  for (const peer of ["127.0.0.1", "::1", "10.0.0.1"]) assert.equal(none.trusts(peer), false, peer);
});

Deno.test("addresses and CIDR ranges, IPv4 and IPv6, are matched exactly", () => {
  const trusted = parseTrustedProxies(" 10.0.0.0/8, 192.168.1.7 ,fd00::/8, 2001:db8::1, 172.16.0.0/12");
  assert.deepEqual(trusted.entries, [
    "10.0.0.0/8",
    "192.168.1.7",
    "fd00::/8",
    "2001:db8::1",
    "172.16.0.0/12",
  ]);
  const cases: Array<[string, boolean]> = [
    ["10.1.2.3", true],
    ["11.0.0.1", false],
    ["192.168.1.7", true],
    ["192.168.1.8", false],
    ["172.31.255.255", true],
    ["172.32.0.0", false],
    ["fd12:3456::1", true],
    ["fe80::1", false],
    ["2001:db8::1", true],
    ["2001:db8:0:0:0:0:0:1", true],
    ["2001:db8::2", false],
    // Deno reports an IPv4 peer on a dual-stack socket as IPv4-mapped IPv6.
    ["::ffff:10.9.8.7", true],
    ["::ffff:8.8.8.8", false],
    ["not an address", false],
    ["", false],
  ];
  for (const [peer, expected] of cases) assert.equal(trusted.trusts(peer), expected, peer);
});

Deno.test("a list with something that is not an address or range is refused, naming it", () => {
  for (const bad of ["10.0.0.0/33", "example.org", "10.0.0", "1::2::3", "fd00::/129", "10.0.0.1/8/2"]) {
    assert.throws(() => parseTrustedProxies(`127.0.0.1, ${bad}`), new RegExp(bad.replace(/[.*/]/g, "\\$&")));
  }
});

Deno.test("loopback is 127.0.0.0/8 and ::1, however written", () => {
  for (const peer of ["127.0.0.1", "127.8.9.10", "::1", "[::1]", "::ffff:127.0.0.1", "0:0:0:0:0:0:0:1"]) {
    assert.equal(isLoopback(peer), true, peer);
  }
  for (const peer of ["10.0.0.1", "::2", "128.0.0.1", "unknown"]) assert.equal(isLoopback(peer), false, peer);
});
