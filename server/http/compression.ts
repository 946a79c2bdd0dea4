/**
 * Compresses answers the client can decode (brotli, else gzip): the app's JavaScript, CSS and
 * HTML, the menu JSON and SVG media. On a slow phone connection the bytes on the wire decide how
 * soon the menu shows; a 446 KB script is about 114 KB as gzip. Brotli runs at quality 5, which
 * costs about as much CPU as gzip while saving more.
 */
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers of known length smaller than this go as they are (the headers would eat the saving).
 * Static files are streamed, so their length is not known and they are always compressed.
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
}
