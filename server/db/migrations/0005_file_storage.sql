CREATE TABLE "scheduled_job_run" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL,
	"runs" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_file_chunk" (
	"storage_key" text NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_file_chunk_storage_key_seq_pk" PRIMARY KEY("storage_key","seq")
);
