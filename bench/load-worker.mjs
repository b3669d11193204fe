// A load generator on its own thread (its own event loop), so the server under test does not share
// one with its client. Plain JavaScript: worker threads start without the TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';

const { urls, mode, rate, durationMs, concurrency, requests, headers, post } = workerData;
// A fixed pool of kept-alive connections, as a load balancer in front of the server would hold.
const agent = new Agent({ keepAlive: true, maxSockets: 32 });
const latencies = [];
let errors = 0;
let sent = 0;

const once = async () => {
  const url = urls[sent % urls.length];
  sent += 1;
  const started = performance.now();
  // A POST sends `post.body` as JSON with a fresh UUID in `post.uniqueField` (a request id).
  const body = post ? JSON.stringify({ ...post.body, [post.uniqueField]: randomUUID() }) : undefined;
  const ok = await new Promise((done) => {
    const outgoing = request(
      url,
      {
        agent,
        method: post ? 'POST' : 'GET',
        headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      },
      (response) => {
        response.resume();
        response.on('end', () => done(response.statusCode === 200));
        response.on('error', () => done(false));
      },
    );
    outgoing.on('error', () => done(false));
    outgoing.end(body);
  });
  if (!ok) errors += 1;
  latencies.push(performance.now() - started);
};

const began = performance.now();
if (mode === 'rate') {
  // Open loop: requests start on schedule whether or not earlier ones have answered.
  const total = Math.round((rate * durationMs) / 1000);
  const pending = [];
  await new Promise((done) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - began) * rate) / 1000));
      while (sent < due) pending.push(once());
      if (sent >= total) {
        clearInterval(timer);
        done();
      }
    }, 1);
  });
  await Promise.all(pending);
} else {
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (sent < requests) await once();
    }),
  );
}
const wall = performance.now() - began;
parentPort.postMessage({ latencies, errors, wall });
