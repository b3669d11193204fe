import { liveHostInputSchema, type LiveHostInput } from '@platform/contract';
import type { Services } from '../app.ts';
import { DEMO_ACCOUNTS } from './demo.ts';

/*
 * The demo install's live hosts: made-up people drawn as illustrations (apps/web/public/demo), each
 * marked demo (the lobby and the console label them), with chat links on a domain that never
 * resolves (`.invalid`), as the demo's customer-service address is.
 */
const DEMO_HOSTS: LiveHostInput[] = [
  {
    name: { JA: 'ユイ', EN: 'Yui' },
    imageUrl: '/demo/host-yui.svg',
    status: 'ONLINE',
    languages: ['JA', 'EN'],
    chatUrl: 'https://chat.demo.invalid/hosts/yui',
    sortOrder: 1,
  },
  {
    name: { JA: 'ミナ', EN: 'Mina' },
    imageUrl: '/demo/host-mina.svg',
    status: 'ONLINE',
    languages: ['KO', 'JA', 'EN'],
    chatUrl: 'https://chat.demo.invalid/hosts/mina',
    sortOrder: 2,
  },
  {
    name: { JA: 'ソフィア', EN: 'Sofia' },
    imageUrl: '/demo/host-sofia.svg',
    status: 'BUSY',
    languages: ['EN', 'ES', 'PT'],
    chatUrl: 'https://chat.demo.invalid/hosts/sofia',
    sortOrder: 3,
  },
  {
    name: { JA: 'プロイ', EN: 'Ploy' },
    imageUrl: '/demo/host-ploy.svg',
    status: 'ONLINE',
    languages: ['TH', 'EN'],
    chatUrl: 'https://chat.demo.invalid/hosts/ploy',
    sortOrder: 4,
  },
  {
    name: { JA: 'メイ', EN: 'Mei' },
    imageUrl: '/demo/host-mei.svg',
    status: 'OFFLINE',
    languages: ['ZH', 'JA'],
    chatUrl: 'https://chat.demo.invalid/hosts/mei',
    sortOrder: 5,
  },
];

/**
 * Adds the demo hosts through the console's own service (each audited as made by the demo
 * administrator) and flags them demo. Does nothing when any host exists or without that account.
 * Answers what it created.
 */
export const seedDemoHosts = async ({ liveHosts, staff }: Services): Promise<string[]> => {
  if ((await liveHosts.admin.list()).length > 0) return [];
  const admin = await staff.findByUsername(DEMO_ACCOUNTS.admin);
  if (!admin) return [];
  const actor = { staffId: admin.id, username: admin.username, ip: '127.0.0.1' };
  for (const input of DEMO_HOSTS)
    await liveHosts.admin.create(actor, { ...liveHostInputSchema.parse(input), isDemo: true }, 'EN');
  return ['live hosts'];
};
