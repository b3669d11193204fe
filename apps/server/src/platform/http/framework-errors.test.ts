import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage, type ErrorCode } from '@platform/contract';
import { createTestApp, type TestApp } from '../../testing/index.ts';

/**
 * What Fastify refuses before a handler runs (a URL it cannot decode, a path parameter longer than
 * the router takes, a body it cannot read) answers the envelope with a stable code and the right
 * 4xx, on the gateway's routes and on the house vendor's API mounted in the same process.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ houseVendor: true });
});
afterAll(async () => {
  await t.close();
});

const inject = async (request: {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: string;
  headers?: Record<string, string>;
}) => {
  const response = await t.app.inject({
    method: request.method,
    url: request.url,
    headers: { language: 'EN', ...request.headers },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
};

const gatewayRefusal = (code: ErrorCode) => ({
  success: false,
  errorCode: code,
  message: errorMessage(code, 'EN'),
});

describe('errors found before routing', () => {
  it('answers a broken %-encoding with malformed_request', async () => {
    for (const url of ['/wps/%E0%A4%A', '/wps/deposit/orders/%', '/house/api/rounds/%C0%AF']) {
      expect(await inject({ method: 'GET', url }), url).toEqual({
        status: 400,
        body: gatewayRefusal('malformed_request'),
      });
    }
  });

  it('answers a path parameter longer than the router takes with uri_too_long', async () => {
    const long = '1'.repeat(500);
    expect(await inject({ method: 'POST', url: `/console-api/members/${long}/lock` })).toEqual({
      status: 414,
      body: gatewayRefusal('uri_too_long'),
    });
    expect(
      await inject({ method: 'POST', url: `/vendor-api/${'A'.repeat(500)}/bet`, payload: '{}' }),
    ).toEqual({
      status: 414,
      body: gatewayRefusal('uri_too_long'),
    });
    // A GET falls through to the pages' route, which knows no such API address.
    expect(await inject({ method: 'GET', url: `/wps/deposit/orders/${long}` })).toMatchObject({
      status: 404,
      body: { success: false, errorCode: 'not_found' },
    });
  });
});

/** Sends raw bytes to the listening server and answers the status and the body it wrote back. */
const overSocket = async (url: string, request: string) => {
  const { port } = new URL(url);
  const raw = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(request));
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body: JSON.parse(body) as unknown };
};

describe('requests Node’s HTTP parser refuses', () => {
  it('answers oversized headers and a broken request line in the envelope', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const oversized = await overSocket(
      url,
      `GET /wps/system/status HTTP/1.1\r\nHost: x\r\nX-Padding: ${'x'.repeat(20_000)}\r\n\r\n`,
    );
    expect(oversized).toEqual({
      status: 431,
      body: {
        success: false,
        errorCode: 'request_headers_too_large',
        message: errorMessage('request_headers_too_large', 'JA'),
      },
    });
    const broken = await overSocket(url, 'NOT AN HTTP REQUEST\r\n\r\n');
    expect(broken).toEqual({
      status: 400,
      body: {
        success: false,
        errorCode: 'malformed_request',
        message: errorMessage('malformed_request', 'JA'),
      },
    });
  });
});

/** Bodies Fastify cannot read, with the status and code each must answer. */
const BAD_BODIES: { name: string; payload: string; type: string; status: number; code: string }[] = [
  {
    name: 'malformed JSON',
    payload: '{"token":',
    type: 'application/json',
    status: 400,
    code: 'malformed_request',
  },
  {
    name: 'an empty JSON body',
    payload: '',
    type: 'application/json',
    status: 400,
    code: 'malformed_request',
  },
  {
    name: 'a forbidden prototype key',
    payload: '{"__proto__":{"x":1}}',
    type: 'application/json',
    status: 400,
    code: 'malformed_request',
  },
  {
    name: 'an oversized body',
    payload: `{"token":"${'x'.repeat(300_000)}"}`,
    type: 'application/json',
    status: 413,
    code: 'payload_too_large',
  },
  {
    name: 'a multipart body',
    payload: '--b\r\nContent-Disposition: form-data; name="token"\r\n\r\nx\r\n--b--\r\n',
    type: 'multipart/form-data; boundary=b',
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    name: 'an XML body',
    payload: '<token>x</token>',
    type: 'application/xml',
    status: 415,
    code: 'unsupported_media_type',
  },
];

describe('the house vendor’s game API', () => {
  it.each(BAD_BODIES.map((body) => [body.name, body] as const))(
    'answers %s in its envelope with the right 4xx',
    async (_name, body) => {
      const answer = await inject({
        method: 'POST',
        url: '/house/api/sessions',
        payload: body.payload,
        headers: { 'content-type': body.type },
      });
      expect(answer).toEqual({
        status: body.status,
        body: { success: false, errorCode: body.code, message: body.code, value: null },
      });
    },
  );

  it('answers an unknown address and an unknown method in its envelope', async () => {
    for (const request of [
      { method: 'POST' as const, url: '/house/api/nowhere' },
      { method: 'PUT' as const, url: '/house/api/sessions' },
    ]) {
      expect(await inject(request)).toEqual({
        status: 404,
        body: { success: false, errorCode: 'not_found', message: 'not_found', value: null },
      });
    }
  });
});

describe('the gateway', () => {
  it.each(BAD_BODIES.map((body) => [body.name, body] as const))(
    'answers %s in the envelope with the right 4xx',
    async (_name, body) => {
      const answer = await inject({
        method: 'POST',
        url: '/console-api/auth/login',
        payload: body.payload,
        headers: { 'content-type': body.type },
      });
      expect(answer).toEqual({ status: body.status, body: gatewayRefusal(body.code as ErrorCode) });
    },
  );
});
