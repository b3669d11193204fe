import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ipaddr from 'ipaddr.js';

/**
 * IP to country from the CC0 `@ip-location-db/geo-whois-asn-country` tables shipped inside the
 * npm package (no download at run time). Loaded on first use: only installs with blocked
 * countries pay the memory.
 */

/** Sorted, non-overlapping ranges; IPv4 in 32-bit arrays, IPv6 by its upper 64 bits. */
interface RangeTable<T> {
  starts: ArrayLike<T>;
  ends: ArrayLike<T>;
  /** Index into `codes` per range. */
  countries: Uint16Array;
  codes: string[];
}

const require = createRequire(import.meta.url);
let ipv4: RangeTable<number> | undefined;
let ipv6: RangeTable<bigint> | undefined;

const readRows = (version: 4 | 6): string[][] => {
  const file = require.resolve(
    `@ip-location-db/geo-whois-asn-country/geo-whois-asn-country-ipv${version}-num.csv`,
  );
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim().split(','))
    .filter((row) => row.length === 3);
};

const indexCountries = (rows: string[][]) => {
  const codes: string[] = [];
  const lookup = new Map<string, number>();
  const countries = new Uint16Array(rows.length);
  rows.forEach((row, i) => {
    const code = row[2] ?? '';
    let index = lookup.get(code);
    if (index === undefined) {
      index = codes.push(code) - 1;
      lookup.set(code, index);
    }
    countries[i] = index;
  });
  return { codes, countries };
};

const loadIpv4 = (): RangeTable<number> => {
  ipv4 ??= (() => {
    const rows = readRows(4);
    return {
      starts: Uint32Array.from(rows, (row) => Number(row[0])),
      ends: Uint32Array.from(rows, (row) => Number(row[1])),
      ...indexCountries(rows),
    };
  })();
  return ipv4;
};

const loadIpv6 = (): RangeTable<bigint> => {
  ipv6 ??= (() => {
    const rows = readRows(6);
    return {
      starts: BigUint64Array.from(rows, (row) => BigInt(row[0] ?? 0) >> 64n),
      ends: BigUint64Array.from(rows, (row) => BigInt(row[1] ?? 0) >> 64n),
      ...indexCountries(rows),
    };
  })();
  return ipv6;
};

const search = <T extends number | bigint>(table: RangeTable<T>, value: T): string | null => {
  let low = 0;
  let high = table.starts.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (value < (table.starts[mid] as T)) high = mid - 1;
    else if (value > (table.ends[mid] as T)) low = mid + 1;
    else return table.codes[table.countries[mid] ?? 0] ?? null;
  }
  return null;
};

/** Parses an address, turning IPv4-mapped IPv6 (`::ffff:1.2.3.4`) into IPv4. */
export const parseAddress = (ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null =>
  ipaddr.isValid(ip) ? ipaddr.process(ip) : null;

/**
 * The ISO 3166 country of an address, or null for private, reserved and unknown addresses.
 * IPv6 allocations are /64 or wider, so the upper 64 bits decide the country.
 */
export const lookupCountry = (ip: string): string | null => {
  const address = parseAddress(ip);
  if (!address) return null;
  const bytes = address.toByteArray();
  if (address.kind() === 'ipv4') {
    return search(
      loadIpv4(),
      bytes.reduce((value, byte) => value * 256 + byte, 0),
    );
  }
  const upper = bytes.slice(0, 8).reduce((value, byte) => (value << 8n) | BigInt(byte), 0n);
  return search(loadIpv6(), upper);
};

/** Whether a range entry is a valid address or CIDR range (`203.0.113.0/24`, `2001:db8::/32`). */
export const isValidRange = (range: string): boolean =>
  range.includes('/') ? ipaddr.isValidCIDR(range) : ipaddr.isValid(range);

export const isInRanges = (ip: string, ranges: readonly string[]): boolean => {
  const address = parseAddress(ip);
  if (!address) return false;
  return ranges.some((range) => {
    if (!isValidRange(range)) return false;
    if (!range.includes('/')) return ipaddr.process(range).toString() === address.toString();
    const [network, bits] = ipaddr.parseCIDR(range);
    return network.kind() === address.kind() && address.match([network, bits]);
  });
};
