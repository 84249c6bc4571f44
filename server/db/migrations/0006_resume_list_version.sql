ALTER TABLE "users" ADD COLUMN "resumes_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- users.resumes_version goes up with every write to the user's resumes, whatever makes it (the
-- API, a bulk run, an operator's SQL), so a resume list kept by any server process can be checked
-- against the user's row. A delete of the user cascades here too and finds no row left to bump.
CREATE FUNCTION "bump_resumes_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "users" SET "resumes_version" = "resumes_version" + 1 WHERE "id" = OLD."user_id";
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."user_id" IS DISTINCT FROM OLD."user_id") THEN
    UPDATE "users" SET "resumes_version" = "resumes_version" + 1 WHERE "id" = NEW."user_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "resumes_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "resumes"
  FOR EACH ROW EXECUTE FUNCTION "bump_resumes_version"();
