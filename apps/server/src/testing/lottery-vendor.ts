import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A small lottery vendor for tests: the signed admin calls of the lottery protocol
 * (`POST <lotteryUrl>/admin/<call>`, notes "Admin calls") over a few draws kept in memory. It checks
 * the signature with the secret the platform issued and the timestamp, records what it received, and
 * answers per the protocol, refusals included. Server tests mount `handle` on the test app (a
 * site-relative address); browser tests serve it on a port of its own (an outside vendor).
 */

interface StaffRef {
  id: string;
  username: string;
}

export interface FakeLotteryDraw {
  gameId: string;
  drawNo: string;
  status: 'OPEN' | 'AWAITING_RESULT' | 'AWAITING_CONFIRMATION' | 'DRAWN' | 'SETTLED' | 'CANCELLED';
  opensAt: string;
  closesAt: string;
  drawsAt: string;
  result: unknown;
  enteredBy: StaffRef | null;
  enteredAt: string | null;
  confirmedBy: StaffRef | null;
  confirmedAt: string | null;
  cancelledBy: StaffRef | null;
  cancelReason: string | null;
  orders: number;
  turnover: string;
}

export interface FakeLotteryBetType {
  betType: string;
  odds: string;
  defaultOdds: string;
  minStake: string;
  maxStake: string;
  maxExposure: string;
}

export interface FakeLotteryGame {
  gameId: string;
  kind: 'FAST' | 'VN';
  betTypes: FakeLotteryBetType[];
}

export interface FakeLotteryAdmin {
  /** The secret the platform signs with: set it to the one issued when the vendor was registered. */
  secret: string;
  games: Map<string, FakeLotteryGame>;
  draws: FakeLotteryDraw[];
  /** The calls received with a valid signature, oldest first. */
  received: { call: string; body: Record<string, unknown> }[];
  /** Draws whose orders are paid: a cancel is refused. */
  settled: Set<string>;
  exposure: { betType: string; options: string[]; payout: string; limit: string }[];
  report: {
    gameId: string;
    orders: number;
    turnover: string;
    payout: string;
    houseResult: string;
    cancelled: number;
  }[];
  handle: (call: string, rawBody: string, signature: string) => { status: number; body: unknown };
  /**
   * Enters a result as `results.enter` does, replacing an entry awaiting confirmation (a test's
   * staff member acting at the vendor while a console dialog is open); each entry is later than the last.
   */
  enterResult: (draw: FakeLotteryDraw, staff: StaffRef, result: unknown) => FakeLotteryDraw;
}

/** A draw of a game, waiting for its result unless `fields` say otherwise; times around now. */
export const fakeDraw = (
  gameId: string,
  drawNo: string,
  fields: Partial<FakeLotteryDraw> = {},
): FakeLotteryDraw => {
  const hour = 3_600_000;
  const now = Date.now();
  return {
    gameId,
    drawNo,
    status: 'AWAITING_RESULT',
    opensAt: new Date(now - 24 * hour).toISOString(),
    closesAt: new Date(now - hour).toISOString(),
    drawsAt: new Date(now - hour / 2).toISOString(),
    result: null,
    enteredBy: null,
    enteredAt: null,
    confirmedBy: null,
    confirmedAt: null,
    cancelledBy: null,
    cancelReason: null,
    orders: 3,
    turnover: '300.00',
    ...fields,
  };
};

const refuse = (errorCode: string, status = 200) => ({
  status,
  body: { success: false, errorCode, message: errorCode, value: null },
});
const ok = (value: unknown) => ({ status: 200, body: { success: true, value } });

const sameSignature = (secret: string, rawBody: string, signature: string) => {
  const given = Buffer.from(signature, 'hex');
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
};

export const createFakeLotteryAdmin = (): FakeLotteryAdmin => {
  const fake: FakeLotteryAdmin = {
    secret: '',
    games: new Map(),
    draws: [],
    received: [],
    settled: new Set(),
    exposure: [],
    report: [],
    enterResult: (draw, staff, result) => {
      const now = Date.now();
      const last = draw.enteredAt === null ? -Infinity : Date.parse(draw.enteredAt);
      return Object.assign(draw, {
        status: 'AWAITING_CONFIRMATION',
        result,
        enteredBy: staff,
        enteredAt: new Date(Math.max(now, last + 1)).toISOString(),
      });
    },
    handle: (call, rawBody, signature) => {
      if (!sameSignature(fake.secret, rawBody, signature)) return refuse('invalid_signature', 401);
      const body = JSON.parse(rawBody) as Record<string, unknown>;
      if (Math.abs(Number(body.timestamp) - Date.now() / 1000) > 300) return refuse('request_expired', 401);
      fake.received.push({ call, body });
      return answer(call, body);
    },
  };

  const answer = (call: string, body: Record<string, unknown>) => {
    const game = fake.games.get(String(body.gameId));
    const draw = fake.draws.find((row) => row.gameId === body.gameId && row.drawNo === body.drawNo);
    const now = new Date().toISOString();
    switch (call) {
      case 'settings.get':
        return game ? ok(game) : refuse('game_not_found');
      case 'settings.set': {
        if (!game) return refuse('game_not_found');
        const row = game.betTypes.find((candidate) => candidate.betType === body.betType);
        if (!row) return refuse('bet_type_unknown');
        Object.assign(row, {
          odds: body.odds,
          minStake: body.minStake,
          maxStake: body.maxStake,
          maxExposure: body.maxExposure,
        });
        return ok(game);
      }
      case 'draws.list':
        return ok(
          fake.draws
            .filter(
              (row) =>
                (!body.gameId || row.gameId === body.gameId) && (!body.status || row.status === body.status),
            )
            .slice(0, Number(body.limit ?? 50)),
        );
      case 'results.enter':
        if (!draw) return refuse('draw_not_found');
        if (game?.kind === 'FAST') return refuse('not_vn_game');
        if (draw.status === 'DRAWN' || draw.status === 'SETTLED') return refuse('already_drawn');
        if (draw.status === 'CANCELLED') return refuse('draw_cancelled');
        if (draw.status === 'OPEN') return refuse('draw_not_due');
        return ok(fake.enterResult(draw, body.staff as StaffRef, body.result));
      case 'results.confirm':
        if (!draw) return refuse('draw_not_found');
        if (draw.status === 'DRAWN' || draw.status === 'SETTLED') return refuse('already_drawn');
        if (draw.status === 'CANCELLED') return refuse('draw_cancelled');
        if (draw.status !== 'AWAITING_CONFIRMATION') return refuse('result_missing');
        // The entry the confirmer reviewed, to the millisecond, whatever the offset it is written with.
        if (Date.parse(String(body.enteredAt)) !== Date.parse(draw.enteredAt ?? ''))
          return refuse('result_changed');
        if (draw.enteredBy?.id === (body.staff as StaffRef).id) return refuse('same_staff');
        Object.assign(draw, { status: 'DRAWN', confirmedBy: body.staff, confirmedAt: now });
        fake.settled.add(`${draw.gameId}/${draw.drawNo}`);
        return ok(draw);
      case 'draws.cancel':
        if (!draw) return refuse('draw_not_found');
        if (fake.settled.has(`${draw.gameId}/${draw.drawNo}`)) return refuse('draw_settled');
        Object.assign(draw, { status: 'CANCELLED', cancelledBy: body.staff, cancelReason: body.reason });
        return ok(draw);
      case 'exposure': {
        if (!game) return refuse('game_not_found');
        const open = fake.draws.find((row) => row.gameId === body.gameId && row.status === 'OPEN');
        const total = fake.exposure.reduce((sum, row) => sum + Number(row.payout), 0);
        return ok({
          gameId: game.gameId,
          drawNo: body.drawNo ?? open?.drawNo ?? '',
          closesAt: open?.closesAt ?? now,
          maxExposure: Object.fromEntries(game.betTypes.map((row) => [row.betType, row.maxExposure])),
          numbers: fake.exposure.slice(0, Number(body.limit ?? 20)),
          total: total.toFixed(2),
        });
      }
      case 'report':
        return ok(fake.report.filter((row) => !body.gameId || row.gameId === body.gameId));
      default:
        return refuse('not_found', 404);
    }
  };
  return fake;
};

/** Serves a fake lottery vendor's admin calls at `<url>/admin/<call>` on a port of its own. */
export const serveFakeLotteryAdmin = async (fake: FakeLotteryAdmin) => {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const call = /\/admin\/([a-z.]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const signature = request.headers['x-signature'];
      const answer =
        request.method === 'POST'
          ? fake.handle(
              call,
              Buffer.concat(chunks).toString('utf8'),
              typeof signature === 'string' ? signature : '',
            )
          : refuse('not_found', 404);
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/lottery`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
