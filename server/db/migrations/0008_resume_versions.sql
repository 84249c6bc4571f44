CREATE TABLE "resume_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resume_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"text" text NOT NULL,
	"ats_score" integer,
	"match_score" real,
	"restored_from" uuid,
	"proposal" jsonb
);
--> statement-breakpoint
ALTER TABLE "resume_versions" ADD CONSTRAINT "resume_versions_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_versions" ADD CONSTRAINT "resume_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_versions" ADD CONSTRAINT "resume_versions_restored_from_resume_versions_id_fk" FOREIGN KEY ("restored_from") REFERENCES "public"."resume_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resume_versions_resume_number_idx" ON "resume_versions" USING btree ("resume_id","number");--> statement-breakpoint
-- Resumes stored before versions existed start their history here: version 1 is the original as
-- created, version 2 the optimized text when there is one (its writer unknown, so 'offline').
-- The match score is the resume's where it describes that text (the optimized one once it
-- exists); ATS scores are computed by the application, not in SQL, so these start empty.
INSERT INTO "resume_versions" ("resume_id", "user_id", "number", "created_at", "source", "text", "match_score")
  SELECT "id", "user_id", 1, "created_at", 'original', "original_content",
    CASE WHEN "optimized_content" IS NULL THEN "match_score" END
  FROM "resumes";--> statement-breakpoint
INSERT INTO "resume_versions" ("resume_id", "user_id", "number", "created_at", "source", "text", "match_score")
  SELECT "id", "user_id", 2, "updated_at", 'offline', "optimized_content", "match_score"
  FROM "resumes" WHERE "optimized_content" IS NOT NULL;
