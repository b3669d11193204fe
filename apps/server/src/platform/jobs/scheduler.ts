import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';

export interface ScheduledJob {
  name: string;
  /** A cron pattern (croner, seconds optional). */
  pattern: string;
  run(): Promise<unknown>;
}

/**
 * The in-process scheduler (ARCHITECTURE.md, "Time, jobs, realtime"). A run never overlaps the
 * previous one, and a failure is logged and retried at the next tick. Jobs must be safe when two
 * instances run them at once: each claims its work with a conditional write.
 */
export const startScheduler = (jobs: ScheduledJob[], log: FastifyBaseLogger) => {
  const crons = jobs.map(
    (job) =>
      new Cron(job.pattern, { protect: true, unref: true }, async () => {
        try {
          const result = await job.run();
          log.debug({ job: job.name, result }, 'scheduled job ran');
        } catch (error) {
          log.error({ err: error, job: job.name }, 'scheduled job failed');
        }
      }),
  );
  return {
    stop: () => {
      for (const cron of crons) cron.stop();
    },
  };
};
