/**
 * Step one of login (a code asked for) against a slow SMS gateway, on
 * SQLite: a registered number must answer as fast as an unknown one, and
 * before the gateway does, or the answer's timing would tell who is a
 * customer. The jest test (app/api/login-timing.test.ts) proves the same work
 * is done on both paths by counting it; this section measures the durations,
 * which only a bench may (docs/decisions/009). Calls go through the auth
 * service with the route's deferral (the SMS leaves after the answer).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { endpoints, type EndpointInput, type EndpointParsedInput } from '../lib/contract';
import { resetConfigForTests } from '../lib/server/config';
import { setDatabase } from '../lib/server/db/connection';
import { prepareDatabase } from '../lib/server/db/prepare';
import { login, signup } from '../lib/server/services/accounts/auth';
import { openScratchDatabase } from './lib/scratch-database';
import { round, summarize } from './lib/stats';
import { check, type BenchOptions, type SectionResult } from './lib/types';

/**
 * The gateway's answer time: an SMS provider on a bad day. What must not show
 * is this delay; the paths' own gap is judged against it (a fraction of it),
 * since a gap of a millisecond between two 2-ms calls is noise on a shared machine.
 */
const GATEWAY_DELAY_MS = 300;

function parse<N extends 'login' | 'signup'>(name: N, body: EndpointInput<N>): EndpointParsedInput<N> {
  return endpoints[name].input.parse(body) as EndpointParsedInput<N>;
}

function slowGateway(): Promise<{ url: string; received: () => number; close: () => Promise<void> }> {
  let received = 0;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'), GATEWAY_DELAY_MS);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`,
        received: () => received,
        close: () => {
          server.closeAllConnections();
          return new Promise((closed) => server.close(() => closed()));
        },
      }),
    ),
  );
}

export async function run(options: BenchOptions): Promise<SectionResult> {
  const rounds = options.quick ? 20 : 100;
  /** Untimed asks first on both paths, so neither pays for the other's first calls. */
  const warmup = 5;
  const gateway = await slowGateway();
  const savedEnv = { ...process.env };
  // The sign-ups' confirmation e-mails go to a temporary outbox.
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-login-outbox-'));
  delete process.env.SMTP_URL;
  process.env.OUTBOX_DIR = outbox;
  process.env.SMS_PROVIDER = 'http';
  process.env.SMS_API_URL = gateway.url;
  process.env.SMS_API_KEY = 'bench';
  process.env.SMS_BUDGET_PER_HOUR = '1000000';
  resetConfigForTests();
  const scratch = await openScratchDatabase('sqlite', { label: 'login', postgresUrl: null });
  const deferred: (() => Promise<void>)[] = [];
  // The service's info lines (one per e-mail written) would bury the table.
  const log = console.log;
  console.log = () => undefined;
  try {
    await prepareDatabase(scratch.database, { seedDemo: false });
    setDatabase(scratch.database);
    const person = (n: number, registered: boolean) => ({
      phone: { country_code: '+91', mobile_number: `${registered ? 6 : 5}${String(n).padStart(9, '0')}` },
      // The send limits count per client address: each ask comes from its own.
      clientAddress: `10.${registered ? 1 : 2}.${(n >> 8) & 255}.${n & 255}`,
    });
    for (let n = 1; n <= warmup + rounds; n += 1) {
      const member = person(n, true);
      await signup(
        parse('signup', {
          ...member.phone,
          email: `bench-login-${n}@example.com`,
          first_name: 'Asha',
          last_name: 'Verma',
        }),
        { token: null, clientAddress: member.clientAddress },
      );
    }
    const ask = async (asker: ReturnType<typeof person>) => {
      const start = process.hrtime.bigint();
      await login(parse('login', asker.phone), {
        token: null,
        clientAddress: asker.clientAddress,
        defer: async (task) => {
          deferred.push(task);
        },
      });
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Alternated, so both paths meet the same warm caches and the same noise.
    for (let n = 1; n <= warmup + rounds; n += 1) {
      const registeredMs = await ask(person(n, true));
      const unknownMs = await ask(person(n, false));
      if (n <= warmup) continue;
      known.push(registeredMs);
      unknown.push(unknownMs);
    }
    const sentBeforeAnswers = gateway.received();
    await Promise.all(deferred.map((task) => task()));
    const asked = warmup + rounds;

    const knownTimes = summarize(known);
    const unknownTimes = summarize(unknown);
    return {
      section: 'login',
      tables: [
        {
          title: `Login step one, a code asked for (SQLite, gateway answering in ${GATEWAY_DELAY_MS} ms, ${rounds} each)`,
          columns: ['number', 'p50 ms', 'p95 ms', 'p99 ms'],
          rows: [
            ['registered', knownTimes.p50, knownTimes.p95, knownTimes.p99],
            ['unknown', unknownTimes.p50, unknownTimes.p95, unknownTimes.p99],
            [
              'registered / unknown',
              ...(['p50', 'p95', 'p99'] as const).map((p) => round(knownTimes[p] / unknownTimes[p], 2)),
            ],
          ],
        },
      ],
      checks: [
        check(
          options.budgets,
          'login_known_minus_unknown_p50_vs_gateway_max',
          '(registered - unknown p50) / gateway delay',
          round((knownTimes.p50 - unknownTimes.p50) / GATEWAY_DELAY_MS, 3),
          'max',
          'x',
        ),
        check(
          options.budgets,
          'login_known_p95_vs_gateway_max',
          'registered p95 / gateway delay',
          round(knownTimes.p95 / GATEWAY_DELAY_MS, 2),
          'max',
          'x',
        ),
      ],
      notes: [
        `${sentBeforeAnswers} SMS reached the gateway before the answers (expected 0); ${gateway.received()} of ${asked} registered numbers' after the deferred work ran; ${warmup} untimed asks on each path first.`,
      ],
    };
  } finally {
    console.log = log;
    setDatabase(undefined);
    await scratch.cleanup();
    await gateway.close();
    fs.rmSync(outbox, { recursive: true, force: true });
    process.env = savedEnv;
    resetConfigForTests();
  }
}
