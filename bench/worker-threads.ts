import { Worker } from 'node:worker_threads';

/**
 * Runs a bench module again in a worker thread with `job` as its worker data, and resolves with
 * the one message the worker posts back. Worker threads start without the TypeScript loader, so
 * they boot through tsx's API on the module's own file (`import.meta.url` of the caller).
 */
export const runWorker = <Job, Result>(moduleUrl: string, job: Job) =>
  new Promise<Result>((resolve, reject) => {
    const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) =>
  tsx.tsImport(${JSON.stringify(moduleUrl)}, ${JSON.stringify(moduleUrl)}))`;
    const worker = new Worker(boot, { eval: true, workerData: job });
    worker.once('message', (result: Result) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`worker exited with ${code} before answering`)));
  });
