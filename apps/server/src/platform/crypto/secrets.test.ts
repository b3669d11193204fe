import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SECRETS_KEY_FILE, loadSecretKeys, parseSecretKey, readKeyFile } from './secret-keys.ts';
import { SecretUnreadableError, createSecretBox, isSealed, secretKeyId } from './secrets.ts';

const CONTEXT = 'game_vendors.secret:ACME';

describe('the secrets box', () => {
  const key = randomBytes(32);
  const box = createSecretBox({ current: key, previous: [] });

  it('seals to a versioned value with the key id, a new ciphertext each time, and opens it in its context only', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', CONTEXT);
    expect(sealed).toMatch(new RegExp(`^v1:${secretKeyId(key)}:[\\w-]{16}:[\\w-]+$`));
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', CONTEXT)).not.toBe(sealed);
    expect(box.open(sealed, CONTEXT)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => box.open(sealed, 'game_vendors.secret:OTHER')).toThrow(SecretUnreadableError);
    expect(() => box.open(sealed, 'members.totp_secret:1')).toThrow(/does not authenticate/);
  });

  it('refuses a tampered, truncated or plain value, naming the row but never the value', () => {
    const sealed = box.seal('0123456789abcdef', CONTEXT);
    const [format, id, iv, body = ''] = sealed.split(':');
    const flipped = `${format}:${id}:${iv}:${body.slice(0, -2)}${body.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(() => box.open(flipped, CONTEXT)).toThrow(SecretUnreadableError);
    expect(() => box.open(`${format}:${id}:${iv}:AAAA`, CONTEXT)).toThrow(/truncated/);
    expect(() => box.open('0123456789abcdef', CONTEXT)).toThrow(/not encrypted/);
    try {
      box.open('0123456789abcdef', CONTEXT);
    } catch (error) {
      expect((error as Error).message).toContain(CONTEXT);
      expect((error as Error).message).not.toContain('0123456789abcdef');
    }
  });

  it('reads values under a previous key, names an unknown key without revealing one, and reseals by mode', () => {
    const older = randomBytes(32);
    const oldBox = createSecretBox({ current: older, previous: [] });
    const oldValue = oldBox.seal('s3cr3t', CONTEXT);
    const rotated = createSecretBox({ current: key, previous: [older] });
    expect(rotated.open(oldValue, CONTEXT)).toBe('s3cr3t');
    expect(rotated.reseal(oldValue, CONTEXT, 'plain')).toBeNull();
    const moved = rotated.reseal(oldValue, CONTEXT, 'all');
    expect(moved?.startsWith(rotated.currentPrefix)).toBe(true);
    expect(rotated.open(moved ?? '', CONTEXT)).toBe('s3cr3t');
    expect(rotated.reseal(moved ?? '', CONTEXT, 'all')).toBeNull();
    const sealedPlain = rotated.reseal('plain-secret', CONTEXT, 'plain');
    expect(sealedPlain && rotated.open(sealedPlain, CONTEXT)).toBe('plain-secret');

    let message = '';
    try {
      box.open(oldValue, CONTEXT);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(secretKeyId(older));
    expect(message).toContain('not configured');
    for (const form of [older.toString('base64'), older.toString('hex'), key.toString('base64')]) {
      expect(message).not.toContain(form);
    }
    expect(() => box.reseal(oldValue, CONTEXT, 'plain')).toThrow(SecretUnreadableError);
  });

  it('tells sealed values from the plain ones of an older install', () => {
    expect(isSealed(box.seal('x', CONTEXT))).toBe(true);
    expect(isSealed('JBSWY3DPEHPK3PXP')).toBe(false);
    expect(isSealed('0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef')).toBe(false);
  });

  it('takes keys of exactly 32 bytes as hex, base64 or base64url', () => {
    const raw = randomBytes(32);
    expect(parseSecretKey(raw.toString('hex'))?.equals(raw)).toBe(true);
    expect(parseSecretKey(raw.toString('base64'))?.equals(raw)).toBe(true);
    expect(parseSecretKey(` ${raw.toString('base64url')}\n`)?.equals(raw)).toBe(true);
    expect(parseSecretKey(randomBytes(16).toString('hex'))).toBeUndefined();
    expect(parseSecretKey(randomBytes(31).toString('base64'))).toBeUndefined();
    expect(parseSecretKey('')).toBeUndefined();
    expect(() => createSecretBox({ current: randomBytes(16), previous: [] })).toThrow(/32 bytes/);
  });
});

describe('where the key comes from', () => {
  const dirs: string[] = [];
  const newDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'secret-keys-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const none = { current: undefined, previous: [] };

  it('needs SECRETS_KEY for PostgreSQL', () => {
    expect(() => loadSecretKeys({ configured: none, database: 'postgres', dataDir: undefined })).toThrow(
      /SECRETS_KEY is required with DATABASE_URL/,
    );
    const key = randomBytes(32);
    const loaded = loadSecretKeys({
      configured: { current: key, previous: [] },
      database: 'postgres',
      dataDir: '/x',
    });
    expect(loaded.source).toBe('environment');
    expect(loaded.keyring.current.equals(key)).toBe(true);
  });

  it('generates the embedded database’s key once, readable by its owner only, and reuses it', () => {
    const dir = newDir();
    const first = loadSecretKeys({ configured: none, database: 'pglite', dataDir: dir });
    expect(first.source).toBe('generated');
    const file = path.join(dir, SECRETS_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = loadSecretKeys({ configured: none, database: 'pglite', dataDir: dir });
    expect(second.source).toBe('data-dir');
    expect(second.keyring.current.equals(first.keyring.current)).toBe(true);
  });

  it('lets SECRETS_KEY take over from the generated key, which stays readable for the rotation', () => {
    const dir = newDir();
    const generated = loadSecretKeys({ configured: none, database: 'pglite', dataDir: dir }).keyring.current;
    const key = randomBytes(32);
    const loaded = loadSecretKeys({
      configured: { current: key, previous: [] },
      database: 'pglite',
      dataDir: dir,
    });
    expect(loaded.source).toBe('environment');
    expect(loaded.keyring.current.equals(key)).toBe(true);
    expect(loaded.keyring.previous.some((previous) => previous.equals(generated))).toBe(true);
  });

  it('refuses a damaged key file instead of replacing it', () => {
    const dir = newDir();
    writeFileSync(path.join(dir, SECRETS_KEY_FILE), 'not a key\n', { mode: 0o600 });
    expect(() => loadSecretKeys({ configured: none, database: 'pglite', dataDir: dir })).toThrow(
      /one or more keys/,
    );
    expect(() => readKeyFile(path.join(dir, SECRETS_KEY_FILE))).toThrow();
  });
});
