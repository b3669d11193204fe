import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { sendSerialisedJson, serialisedJson } from './serialised-json.ts';

// A serialised answer must go out as @fastify/compress (registered as app.ts does) would send the
// same value: same encoding for every Accept-Encoding, same headers, same bytes once decoded.

const big = { items: Array.from({ length: 100 }, (_, index) => ({ index, name: `item ${index}` })) };
const small = { items: [1, 2, 3] };

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(compress, { encodings: ['br', 'gzip'] });
  for (const [name, value] of Object.entries({ big, small })) {
    const body = serialisedJson(JSON.stringify(value));
    app.get(`/plain/${name}`, (_request, reply) => reply.send(value));
    app.get(`/serialised/${name}`, (request, reply) => sendSerialisedJson(request, reply, body));
    app.get(`/varied/${name}`, (request, reply) =>
      sendSerialisedJson(request, reply.header('vary', 'origin'), body),
    );
    app.get(`/plain-varied/${name}`, async (_request, reply) => reply.header('vary', 'origin').send(value));
  }
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const decoded = (encoding: string | undefined, body: Buffer): unknown =>
  JSON.parse(
    (encoding === 'br'
      ? brotliDecompressSync(body)
      : encoding === 'gzip'
        ? gunzipSync(body)
        : body
    ).toString(),
  );

const fetch = async (url: string, headers: Record<string, string>) => {
  const response = await app.inject({ method: 'GET', url, headers });
  const encoding = response.headers['content-encoding'];
  return {
    status: response.statusCode,
    encoding,
    vary: response.headers.vary,
    type: response.headers['content-type'],
    body: decoded(encoding, response.rawPayload),
  };
};

describe('a serialised JSON answer', () => {
  const cases: Record<string, string>[] = [
    {},
    { 'accept-encoding': 'br' },
    { 'accept-encoding': 'gzip' },
    { 'accept-encoding': 'gzip, deflate, br, zstd' },
    { 'accept-encoding': 'br;q=0.5, gzip' },
    { 'accept-encoding': 'GZIP;q=0.8, br;q=0.2' },
    { 'accept-encoding': 'x-gzip' },
    { 'accept-encoding': '*' },
    { 'accept-encoding': 'br;q=0, gzip;q=0' },
    { 'accept-encoding': 'identity' },
    { 'accept-encoding': 'deflate' },
    { 'accept-encoding': 'br', 'x-no-compression': '1' },
  ];

  it.each(['big', 'small'])('goes out as the compress plugin sends the same %s value', async (name) => {
    for (const headers of cases) {
      const plain = await fetch(`/plain/${name}`, headers);
      expect(await fetch(`/serialised/${name}`, headers), JSON.stringify(headers)).toEqual(plain);
      expect(await fetch(`/varied/${name}`, headers), JSON.stringify(headers)).toEqual(
        await fetch(`/plain-varied/${name}`, headers),
      );
    }
    expect((await fetch(`/serialised/${name}`, { 'accept-encoding': 'br' })).encoding).toBe(
      name === 'big' ? 'br' : undefined,
    );
  });
});
