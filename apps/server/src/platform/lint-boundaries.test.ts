import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

// Real file paths, so the type-aware setup finds their project; only the text given is linted.
const WALLET_FILE = 'apps/server/src/modules/wallet/orders.ts';
const PLATFORM_FILE = 'apps/server/src/platform/ttl-cache.ts';
const WEB_FILE = 'apps/web/src/features/wallet/api/get-wallets.ts';

/** The rule ids ESLint reports for `code` as if it were the file at `filePath` (nothing is written). */
let ruleIdsOf: (code: string, filePath: string) => Promise<(string | null)[]>;

// The first lint loads the server's TypeScript program (seconds); the others reuse it.
beforeAll(async () => {
  const eslint = new ESLint({ cwd: repoRoot });
  ruleIdsOf = async (code, filePath) => {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).map((message) => message.ruleId);
  };
  await ruleIdsOf('', WALLET_FILE);
  await ruleIdsOf('', WEB_FILE);
}, 120_000);

describe('module boundaries in lint', () => {
  it("refuses a module importing another module's tables, even for types", async () => {
    expect(await ruleIdsOf("export { members } from '../members/tables.ts';\n", WALLET_FILE)).toContain(
      'server/module-boundaries',
    );
    expect(await ruleIdsOf("export type { staff } from '../console/tables.ts';\n", WALLET_FILE)).toContain(
      'server/module-boundaries',
    );
  });

  it("refuses a value from another module's internals, but takes its types", async () => {
    expect(await ruleIdsOf("export { emailRecipient } from '../auth/codes.ts';\n", WALLET_FILE)).toContain(
      'server/module-boundaries',
    );
    expect(await ruleIdsOf("export type { CodeService } from '../auth/codes.ts';\n", WALLET_FILE)).toEqual(
      [],
    );
  });

  it("takes the module's own tables and another module's services", async () => {
    expect(await ruleIdsOf("export { depositOrders } from './tables.ts';\n", WALLET_FILE)).toEqual([]);
    expect(
      await ruleIdsOf(
        "export { UsernameTakenError } from '../members/service.ts';\nexport type { StaffService } from '../console/staff-service.ts';\n",
        WALLET_FILE,
      ),
    ).toEqual([]);
  });

  it('refuses platform code importing a module', async () => {
    expect(
      await ruleIdsOf(
        "export { createMembersService } from '../modules/members/service.ts';\n",
        PLATFORM_FILE,
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses the machine time in module code', async () => {
    expect(await ruleIdsOf('export const at = () => Date.now();\n', WALLET_FILE)).toEqual([
      'no-restricted-syntax',
    ]);
    expect(await ruleIdsOf('export const at = () => new Date();\n', WALLET_FILE)).toEqual([
      'no-restricted-syntax',
    ]);
    expect(await ruleIdsOf("export const at = () => new Date('2030-01-01');\n", WALLET_FILE)).toEqual([]);
  });
});

describe('API paths in client lint', () => {
  it('refuses a web file writing an API path, as a string or a template', async () => {
    for (const code of [
      "export const path = '/wps/member/info';\n",
      "export const path = '/lgw/games/game_menus?language=JA';\n",
      "export const path = '/api/anything';\n",
      'export const path = (orderNo: string) => `/wps/deposit/orders/${orderNo}`;\n',
    ]) {
      expect(await ruleIdsOf(code, WEB_FILE)).toContain('client/no-api-paths');
    }
  });

  it('takes page routes, paths in comments and the contract call', async () => {
    expect(
      await ruleIdsOf(
        "// `GET /wps/wallet/wallets`\nexport const page = '/member/wallet';\nexport const wps = '/wpsx';\n",
        WEB_FILE,
      ),
    ).toEqual([]);
  });
});
