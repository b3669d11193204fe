import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { amountSchema } from './amounts.ts';
import { endpoint, requestOf, type EndpointInput, type EndpointValue } from './endpoint.ts';
import { endpointsOf } from './endpoint-list.ts';
import { formatMinorUnits } from './constants.ts';
import * as contract from './index.ts';

const getOrder = endpoint({
  method: 'GET',
  path: '/wps/orders/:orderNo/lines/:line',
  summary: 'One line of an order',
  access: 'member',
  params: z.strictObject({ orderNo: z.string(), line: z.coerce.number().int() }),
  query: z.object({ language: z.string().optional(), pageNum: z.coerce.number().default(1) }),
  response: z.object({ amount: z.string() }),
});

const deposit = endpoint({
  method: 'POST',
  path: '/wps/deposits',
  summary: 'Open a deposit',
  access: 'member',
  body: z.object({
    requestId: z.string(),
    amount: amountSchema(),
    bonus: amountSchema().optional(),
    note: z.string().default(''),
  }),
  response: z.null(),
});

const status = endpoint({
  method: 'GET',
  path: '/wps/status',
  summary: 'Status',
  access: 'public',
  response: z.object({ status: z.number() }),
});

const upload = endpoint({
  method: 'PUT',
  path: '/wps/files/:id',
  summary: 'Upload',
  access: { staff: null },
  params: z.object({ id: z.string() }),
  upload: true,
  response: z.null(),
});

describe('endpoint', () => {
  it('keeps the literal types of the definition', () => {
    expectTypeOf(getOrder.method).toEqualTypeOf<'GET'>();
    expectTypeOf(getOrder.path).toEqualTypeOf<'/wps/orders/:orderNo/lines/:line'>();
    expectTypeOf(getOrder.access).toEqualTypeOf<'member'>();
  });

  it('types the input from the wire shapes, amounts decoded, absent parts omitted', () => {
    expectTypeOf<EndpointInput<typeof getOrder>>().toEqualTypeOf<{
      params: { orderNo: string; line: unknown };
      query?: { language?: string | undefined; pageNum?: unknown };
    }>();
    expectTypeOf<EndpointInput<typeof deposit>>().toEqualTypeOf<{
      body: { requestId: string; amount: bigint; bonus?: bigint | undefined; note?: string | undefined };
    }>();
    expectTypeOf<EndpointInput<typeof upload>>().toEqualTypeOf<{ params: { id: string }; file: Blob }>();
    expectTypeOf<EndpointValue<typeof status>>().toEqualTypeOf<{ status: number }>();
  });
});

describe('requestOf', () => {
  it('fills in the URL-encoded path parameters and leaves empty query values out', () => {
    expect(
      requestOf(getOrder, {
        params: { orderNo: 'D 1/2', line: 3 },
        query: { language: '', pageNum: 2 },
      }),
    ).toEqual({ method: 'GET', path: '/wps/orders/D%201%2F2/lines/3' + '?pageNum=2' });
    expect(requestOf(getOrder, { params: { orderNo: 'A', line: 1 } }).path).toBe('/wps/orders/A/lines/1');
    expect(requestOf(status)).toEqual({ method: 'GET', path: '/wps/status' });
  });

  it('refuses a missing path parameter', () => {
    expect(() => requestOf(getOrder, { params: { orderNo: 'A' } } as never)).toThrow(/line/);
  });

  it('encodes amounts to the wire’s decimal strings and sends the rest as given', () => {
    expect(requestOf(deposit, { body: { requestId: 'r1', amount: 150_050n } })).toEqual({
      method: 'POST',
      path: '/wps/deposits',
      body: { requestId: 'r1', amount: '1500.50' },
    });
    expect(requestOf(deposit, { body: { requestId: '', amount: 1n, bonus: 100n, note: 'x' } }).body).toEqual({
      requestId: '',
      amount: '0.01',
      bonus: '1.00',
      note: 'x',
    });
  });

  it('decodes what it encoded, on the server’s side', () => {
    const { body } = requestOf(deposit, { body: { requestId: 'r1', amount: 99n } });
    expect(deposit.body.parse(body)).toEqual({ requestId: 'r1', amount: 99n, note: '' });
  });

  it('passes an upload’s bytes through', () => {
    const file = new Blob(['x'], { type: 'image/png' });
    expect(requestOf(upload, { params: { id: '7' }, file })).toEqual({
      method: 'PUT',
      path: '/wps/files/7',
      file,
    });
  });
});

/** The schema inside optional, nullable, default and readonly wrappers. */
const inner = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodOptional ||
  schema instanceof z.ZodNullable ||
  schema instanceof z.ZodDefault ||
  schema instanceof z.ZodReadonly
    ? inner(schema.unwrap() as z.ZodType)
    : schema;

/** Where in a schema a bigint is taken or a codec converts (`amount`, `items[].stake`). */
const bigintPlaces = (schema: z.ZodType, at: string): string[] => {
  const bare = inner(schema);
  if (bare instanceof z.ZodCodec || bare instanceof z.ZodBigInt) return [at];
  if (bare instanceof z.ZodObject)
    return Object.entries<z.ZodType>(bare.shape).flatMap(([key, field]) =>
      bigintPlaces(field, at === '' ? key : `${at}.${key}`),
    );
  if (bare instanceof z.ZodArray) return bigintPlaces(bare.element as z.ZodType, `${at}[]`);
  return [];
};

describe('the contract’s request bodies', () => {
  const bodies = endpointsOf(contract).flatMap(({ name, endpoint: { body } }) =>
    body === undefined ? [] : [{ name, body }],
  );

  it('take bigints only as top-level amounts, which requestOf encodes without the schema', () => {
    const amounts = bodies.flatMap(({ name, body }) =>
      bigintPlaces(body, '').map((place) => ({
        name,
        place,
        field: inner((body as z.ZodObject<Record<string, z.ZodType>>).shape[place] ?? z.never()),
      })),
    );
    expect(amounts.length).toBeGreaterThan(3);
    for (const { name, place, field } of amounts) {
      expect(place, name).not.toMatch(/[.[]/);
      expect(field, `${name}.${place}`).toBeInstanceOf(z.ZodCodec);
      expect(z.encode(field, 123_456n), `${name}.${place}`).toBe(formatMinorUnits(123_456n));
    }
  });
});
