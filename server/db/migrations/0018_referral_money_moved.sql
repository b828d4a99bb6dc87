ALTER TABLE "advisor_referrals" DROP COLUMN "commission_rate";--> statement-breakpoint
ALTER TABLE "advisor_referrals" DROP COLUMN "commission_paise";