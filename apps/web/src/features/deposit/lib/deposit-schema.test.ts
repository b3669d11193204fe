// @vitest-environment happy-dom
// The amount texts come from shared/lib/form.ts, which runs the app's i18n: it sets the page's language.
import { describe, expect, it } from 'vitest';
import { DEPOSIT_CHANNEL_KIND, UPLOAD_MAX_BYTES, type DepositChannel } from '@platform/contract';
import { buildDepositSchema } from './deposit-schema.ts';

const channel = (kind: DepositChannel['kind']): DepositChannel => ({
  id: 1,
  kind,
  name: { JA: '銀行振込', EN: 'Bank transfer' },
  minAmount: '100.00',
  maxAmount: '50000.00',
  payee: null,
  instructions: { JA: '', EN: '' },
});
const online = channel(DEPOSIT_CHANNEL_KIND.ONLINE);
const bankTransfer = channel(DEPOSIT_CHANNEL_KIND.BANK_TRANSFER);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0];
const files = (...list: File[]) => list as unknown as FileList;
const image = (bytes: number[], name = 'proof.png') => new File([new Uint8Array(bytes)], name);

/** The form's values: the file input gives an empty list until a file is chosen. */
const messages = async (schema: ReturnType<typeof buildDepositSchema>, values: object) => {
  const result = await schema.safeParseAsync(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the deposit form’s amount', () => {
  const schema = buildDepositSchema(online, 'EN', 'Attach the receipt');

  it('takes the channel’s limits themselves, as integer minor units', async () => {
    expect(await schema.parseAsync({ amount: '100.00', proof: files() })).toEqual({
      amount: 10_000n,
      proof: undefined,
    });
    expect(await schema.parseAsync({ amount: '50000', proof: files() })).toEqual({
      amount: 5_000_000n,
      proof: undefined,
    });
    expect(await schema.parseAsync({ amount: ' 123.4 ', proof: files() })).toEqual({
      amount: 12_340n,
      proof: undefined,
    });
  });

  it('refuses one minor unit outside the limits, naming them', async () => {
    const range = [['amount', 'Enter an amount from 100.00 to 50,000.00']];
    expect(await messages(schema, { amount: '99.99', proof: files() })).toEqual(range);
    expect(await messages(schema, { amount: '50000.01', proof: files() })).toEqual(range);
  });

  it('names the limits in Japanese on the Japanese page', async () => {
    expect(
      await messages(buildDepositSchema(online, 'JA', '添付してください'), { amount: '1', proof: files() }),
    ).toEqual([['amount', '100.00〜50,000.00の金額を入力してください']]);
  });

  it.each(['0', '-100', '12.345', 'abc', '1e5'])('refuses %s by the contract’s rule', async (amount) => {
    expect(await messages(schema, { amount, proof: files() })).toEqual([['amount', 'invalidAmount']]);
  });

  it('has only the contract’s rule before a channel is chosen', async () => {
    const unchosen = buildDepositSchema(undefined, 'EN', 'Attach the receipt');
    expect(await unchosen.parseAsync({ amount: '1', proof: files() })).toEqual({
      amount: 100n,
      proof: undefined,
    });
    expect(await messages(unchosen, { amount: '0', proof: files() })).toEqual([['amount', 'invalidAmount']]);
  });
});

describe('the deposit form’s proof', () => {
  const schema = buildDepositSchema(bankTransfer, 'EN', 'Attach the receipt');

  it('is asked for a bank transfer', async () => {
    expect(await messages(schema, { amount: '1000', proof: undefined })).toEqual([
      ['proof', 'Attach the receipt'],
    ]);
    expect(await messages(schema, { amount: '1000', proof: files() })).toEqual([
      ['proof', 'Attach the receipt'],
    ]);
  });

  it('takes a png or a jpg by its bytes, whatever its name', async () => {
    const png = image(PNG, 'receipt.jpg');
    expect(await schema.parseAsync({ amount: '1000', proof: files(png) })).toEqual({
      amount: 100_000n,
      proof: { file: png, contentType: 'image/png' },
    });
    const jpeg = image(JPEG, 'receipt.png');
    expect((await schema.parseAsync({ amount: '1000', proof: files(jpeg) })).proof).toEqual({
      file: jpeg,
      contentType: 'image/jpeg',
    });
  });

  it('refuses another file, an empty one and one over the size limit', async () => {
    const [[, notAnImage] = []] = await messages(schema, {
      amount: '1000',
      proof: files(image([0x47, 0x49, 0x46])),
    });
    expect(notAnImage).toMatch(/image/i);
    expect(await messages(schema, { amount: '1000', proof: files(image([])) })).toEqual([
      ['proof', notAnImage],
    ]);
    const huge = new File([new Uint8Array(UPLOAD_MAX_BYTES + 1).fill(0xff)], 'big.jpg');
    expect(await messages(schema, { amount: '1000', proof: files(huge) })).toEqual([['proof', notAnImage]]);
  });

  it('is not asked for an online payment', async () => {
    const onlineSchema = buildDepositSchema(online, 'EN', 'Attach the receipt');
    expect(await onlineSchema.parseAsync({ amount: '1000', proof: files(image(PNG)) })).toEqual({
      amount: 100_000n,
      proof: undefined,
    });
  });
});
