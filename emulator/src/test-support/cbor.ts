/**
 * The few CBOR items (RFC 8949) an authenticator writes: unsigned and negative integers, byte and
 * text strings, and maps. Enough to build an attestation object and a COSE key in tests.
 */
export type CborValue = number | string | Uint8Array | Map<number | string, CborValue>;

export function encodeCbor(value: CborValue): Buffer {
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new Error(`CBOR here encodes integers only, not ${value}`);
    return value >= 0 ? head(0, value) : head(1, -1 - value);
  }
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = [...value].flatMap(([key, item]) => [encodeCbor(key), encodeCbor(item)]);
  return Buffer.concat([head(5, value.size), ...entries]);
}

/** A major type with its argument, in the shortest form that holds it. */
function head(major: number, argument: number): Buffer {
  const type = major << 5;
  if (argument < 24) return Buffer.from([type | argument]);
  if (argument < 0x100) return Buffer.from([type | 24, argument]);
  if (argument < 0x10000) {
    const bytes = Buffer.alloc(3);
    bytes[0] = type | 25;
    bytes.writeUInt16BE(argument, 1);
    return bytes;
  }
  const bytes = Buffer.alloc(5);
  bytes[0] = type | 26;
  bytes.writeUInt32BE(argument, 1);
  return bytes;
}
