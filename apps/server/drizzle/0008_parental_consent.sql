CREATE TABLE "consent_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"parent_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "consent_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "parental_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"parent_email" text NOT NULL,
	"text_version" text NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"withdraw_token_hash" text NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "parental_consents_withdraw_token_hash_unique" UNIQUE("withdraw_token_hash")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "parental_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consent_requests" ADD CONSTRAINT "consent_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parental_consents" ADD CONSTRAINT "parental_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_requests_user_id_idx" ON "consent_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "parental_consents_user_id_idx" ON "parental_consents" USING btree ("user_id");