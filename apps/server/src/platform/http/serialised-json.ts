import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * As app.ts registers @fastify/compress: brotli (at the library's quality 4), else gzip, for
 * answers of 1 KB and more, unless the request says `x-no-compression`.
 */
const ENCODINGS = ['br', 'gzip'] as const;
const THRESHOLD = 1024;
/** @fastify/compress reads the no-preference token and x-gzip as gzip. */
const GZIP_ALIAS = /\*|x-gzip/gu;

type Encoding = (typeof ENCODINGS)[number];

const compressors: Record<Encoding, (json: string) => Buffer> = {
  br: (json) => brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (json) => gzipSync(json),
};

/**
 * A JSON answer serialised once and sent many times, with each compressed copy made the first time
 * a client asks for it: an answer many clients read alike is then neither serialised nor compressed
 * per request.
 */
export interface SerialisedJson {
  json: string;
  size: number;
  compressed: Partial<Record<Encoding, Buffer>>;
}

export const serialisedJson = (json: string): SerialisedJson => ({
  json,
  size: Buffer.byteLength(json),
  compressed: {},
});

/**
 * Sends a serialised answer past the route's serializer (it was serialised by the route's schema)
 * and, compressed already, past @fastify/compress, with the headers the plugin would have set.
 */
export const sendSerialisedJson = (request: FastifyRequest, reply: FastifyReply, body: SerialisedJson) => {
  void reply.type('application/json; charset=utf-8');
  const accepted = request.headers['accept-encoding'];
  const encoding =
    body.size >= THRESHOLD && request.headers['x-no-compression'] === undefined && accepted !== undefined
      ? negotiate(accepted.toLowerCase().replace(GZIP_ALIAS, 'gzip'), [...ENCODINGS])
      : null;
  if (encoding === null) return reply.send(body.json);
  const compressed = (body.compressed[encoding] ??= compressors[encoding](body.json));
  const vary = reply.getHeader('vary');
  const varied = vary === undefined ? [] : Array.isArray(vary) ? vary : [String(vary)];
  if (!varied.some((value) => value.includes('accept-encoding')))
    void reply.header('vary', [...varied, 'accept-encoding'].join(', '));
  return reply.header('content-encoding', encoding).send(compressed);
};
