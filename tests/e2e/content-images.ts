import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/**
 * Real PNG files for the upload tests. Noise does not compress, so the file size follows the
 * pixel count and the album rules (200K-5M, height >= 650 px) are exercised for real.
 */
const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Buffer) => {
  let c = 0xffffffff;
  for (const x of b) c = CRC[(c ^ x) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
};

export function png(width: number, height: number, noisy: boolean): Buffer {
  const row = width * 3 + 1;
  const raw = noisy ? randomBytes(row * height) : Buffer.alloc(row * height, 0xc8);
  for (let y = 0; y < height; y++) raw[y * row] = 0;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 1 })), chunk('IEND', Buffer.alloc(0))]);
}

export const pngFile = (name: string, width: number, height: number, noisy = true) => ({
  name,
  mimeType: 'image/png',
  buffer: png(width, height, noisy),
});
