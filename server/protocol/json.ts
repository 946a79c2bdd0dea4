/**
 * JSON for answers, with pre-serialized parts: a large value that does not change between calls
 * (a menu's category tree) is encoded once when it is built and copied into every answer that
 * carries it, instead of being walked, stringified and UTF-8 encoded again on each call.
 *
 * The value gets a hidden toJSON that, while serialize runs, hands back a placeholder and queues
 * its bytes; outside serialize it is the value as it is. No replacer function: with one,
 * JSON.stringify leaves its fast path and calls back for every key of the answer (issue 5: it was
 * a fifth of the server's time under load).
 */
import { randomBytes } from 'node:crypto';

const token = `@@docket-json-${randomBytes(6).toString('hex')}@@`;
const placeholderBytes = Buffer.from(`"${token}"`);

/** The bytes of the pre-serialized parts met by the serialize call now running, in order. */
let collecting: Buffer[] | null = null;

/** Remembers `value`'s JSON; the value must not be changed afterwards. Returns the value itself. */
export function preserialized<T extends object>(value: T): T {
  const json = Buffer.from(JSON.stringify(value));
  Object.defineProperty(value, 'toJSON', {
    enumerable: false,
    configurable: true,
    value(this: T) {
      if (collecting === null) return this;
      collecting.push(json);
      return token;
    },
  });
  return value;
}

/** An answer's bytes, and how to hand their memory back once the socket has taken them. */
export type Leased = { bytes: Buffer; release(): void };

/**
 * Memory for answers with pre-serialized parts (a menu answer is about 75 KB): allocating and
 * collecting a buffer that size on every call cost more than filling it. A buffer is reused only
 * after `release`, which the HTTP layer calls once the response is finished (its bytes are the
 * kernel's); a response that never finishes just leaves its buffer to the garbage collector.
 */
const SLAB_BYTES = 64 * 1024;
const MAX_FREE_SLABS = 64;
const freeSlabs: Buffer[] = [];

function takeSlab(size: number): Buffer {
  // The most recently released first: its memory is likeliest still in the CPU's cache.
  const index = freeSlabs.findLastIndex((slab) => slab.length >= size);
  if (index >= 0) return freeSlabs.splice(index, 1)[0] as Buffer;
  return Buffer.allocUnsafeSlow(Math.ceil(size / SLAB_BYTES) * SLAB_BYTES);
}

/** Where the JSON text around the parts is encoded; it never leaves serialize. */
let scratch = Buffer.allocUnsafeSlow(SLAB_BYTES);

const nothingToRelease = () => undefined;

/** JSON.stringify as UTF-8, copying in the remembered JSON of pre-serialized parts. */
export function serialize(value: unknown): Buffer {
  return encode(value, false).bytes;
}

/**
 * serialize, into reused memory when the answer has pre-serialized parts: call `release` once the
 * bytes are no longer read (never while a write of them may be pending).
 */
export function serializeLeased(value: unknown): Leased {
  return encode(value, true);
}

/** The answer in one buffer of its final size: the text around the parts is encoded once. */
function encode(value: unknown, leased: boolean): Leased {
  const parts: Buffer[] = [];
  collecting = parts;
  let text: string;
  try {
    text = JSON.stringify(value);
  } finally {
    collecting = null;
  }
  if (parts.length === 0) return { bytes: Buffer.from(text), release: nothingToRelease };
  // At most 3 UTF-8 bytes per UTF-16 unit; the placeholder is ASCII, one byte per character.
  if (text.length * 3 > scratch.length) scratch = Buffer.allocUnsafeSlow(text.length * 3);
  const frameBytes = scratch.write(text);
  let size = frameBytes - parts.length * placeholderBytes.length;
  for (const part of parts) size += part.length;
  const slab = leased ? takeSlab(size) : Buffer.allocUnsafe(size);
  const out = slab.subarray(0, size);
  let read = 0;
  let written = 0;
  for (const part of parts) {
    const at = scratch.indexOf(placeholderBytes, read);
    written += scratch.copy(out, written, read, at);
    written += part.copy(out, written);
    read = at + placeholderBytes.length;
  }
  scratch.copy(out, written, read, frameBytes);
  if (!leased) return { bytes: out, release: nothingToRelease };
  let released = false;
  return {
    bytes: out,
    release() {
      if (released) return;
      released = true;
      if (freeSlabs.length < MAX_FREE_SLABS) freeSlabs.push(slab);
    },
  };
}
