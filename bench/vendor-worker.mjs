// The vendor's side of bench/vendor-api.ts on its own thread (its own event loop), as a game
// vendor's servers would be: signed bet + win round trips over kept-alive connections, closed loop
// at a fixed concurrency. Plain JavaScript: worker threads start without the TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { createHmac, randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';

const { baseUrl, vassalage, secret, players, gameCode, rounds, concurrency, warmup } = workerData;
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
const url = new URL(baseUrl);

const post = (call, fields) =>
  new Promise((resolve, reject) => {
    const body = JSON.stringify({ timestamp: Math.floor(Date.now() / 1000), ...fields });
    const signature = createHmac('sha256', secret).update(body).digest('hex');
    const outgoing = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: `/vendor-api/${vassalage}/${call}`,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-signature': signature,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          const answer = JSON.parse(text);
          if (answer.success !== true) reject(new Error(`${call} refused: ${text}`));
          else resolve(answer);
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });

const betTimes = [];
const winTimes = [];
const roundTimes = [];
let turn = 0;
const playRound = async (record) => {
  const player = players[turn % players.length];
  turn += 1;
  const common = { playerId: player.playerId, roundId: randomUUID(), gameCode, currency: player.currency };
  const started = performance.now();
  await post('bet', { ...common, sessionId: player.sessionId, transactionId: randomUUID(), amount: '1.00' });
  const betDone = performance.now();
  await post('win', { ...common, transactionId: randomUUID(), amount: '0.50' });
  const winDone = performance.now();
  if (record) {
    betTimes.push(betDone - started);
    winTimes.push(winDone - betDone);
    roundTimes.push(winDone - started);
  }
};

for (let n = 0; n < warmup; n += 1) await playRound(false);
let next = 0;
const began = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < rounds) {
      next += 1;
      await playRound(true);
    }
  }),
);
const wall = performance.now() - began;
parentPort.postMessage({ betTimes, winTimes, roundTimes, wall, played: turn });
