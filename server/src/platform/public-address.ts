import { BlockList, isIP } from 'node:net';

// The addresses an image fetched by its address may never come from: this machine, its private
// networks and the cloud's metadata services. Node's BlockList matches an IPv4-mapped IPv6
// address (`::ffff:127.0.0.1`) against the IPv4 ranges too.
const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT (and Alibaba's metadata, 100.100.100.200)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, the metadata service at 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // protocol assignments (Oracle's metadata at 192.0.0.192)
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const)
  refused.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and the old IPv4-compatible form
  ['64:ff9b::', 96], // NAT64: an IPv4 address behind a gateway
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32], // Teredo
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4: an IPv4 address inside
  ['fc00::', 7], // unique local (AWS's metadata at fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10],
  ['ff00::', 8], // multicast
] as const)
  refused.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address is on the public internet; false for anything that is not an address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !refused.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
