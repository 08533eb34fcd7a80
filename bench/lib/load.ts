/**
 * The load generator and the ceiling the HTTP sections share (bench/server.ts,
 * bench/cache-tier.ts): autocannon on loopback, and a bare node:http server
 * answering, for each path, exactly the bytes the shop answered.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { round } from './stats';

export interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** `connections` keep-alive connections asking `url` for `seconds`: requests per second, latency, failures. */
export async function load(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<Measure> {
  const result = await autocannon({ url, connections, duration: seconds, headers, pipelining: 1 });
  return {
    rps: round(result.requests.average, 1),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** An answer as the ceiling server repeats it. */
export interface CeilingAnswer {
  status: number;
  contentType: string;
  /** The body's bytes, base64. */
  body: string;
}

/** Reads `url` as the ceiling server should repeat it (the body as sent, decoded if it was compressed). */
export async function captureAnswer(url: string, headers: Record<string, string> = {}): Promise<CeilingAnswer> {
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? 'text/html',
    body: body.toString('base64'),
  };
}

/** The bare node:http server (lib/ceiling-server.mjs) answering `answers` by path; stop() ends it. */
export async function startCeiling(
  answers: Record<string, CeilingAnswer>,
): Promise<{ base: string; stop: () => void }> {
  const answersFile = path.join(os.tmpdir(), `bench-ceiling-${process.pid}-${Date.now()}.json`);
  fs.writeFileSync(answersFile, JSON.stringify(answers));
  const child = spawn(process.execPath, [path.join(__dirname, 'ceiling-server.mjs'), answersFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    child.kill();
    fs.rmSync(answersFile, { force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        const match = /ready (\d+)/.exec(chunk.toString());
        if (match) resolve(Number(match[1]));
      });
      child.on('exit', (code) => reject(new Error(`ceiling server exited ${code}`)));
    });
    return { base: `http://127.0.0.1:${port}`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
