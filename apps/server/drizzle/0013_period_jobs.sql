CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"claimed_by" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"result" jsonb,
	"error" text,
	CONSTRAINT "job_runs_pkey" PRIMARY KEY("job","period"),
	CONSTRAINT "job_runs_status" CHECK ("job_runs"."status" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "job_runs_finished_at_idx" ON "job_runs" USING btree ("finished_at");