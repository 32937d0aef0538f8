import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * How the APIs compress their answers (JSON, CSV exports) for clients that accept it: brotli
 * or gzip at a quick level, since every answer is compressed as it is sent, and only past a
 * kilobyte, below which the headers outweigh the saving. The web app's files are compressed
 * once, at build time (platform/spa.ts).
 */
export const compressedAnswers: FastifyCompressOptions = {
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
};
