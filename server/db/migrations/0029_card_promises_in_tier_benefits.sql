-- The tiers' benefit lines say the card's rules as the shop applies them: Premium has no early access
-- (launches open to it 24 hours after Gold), each card names its monthly pick and member price, and
-- Platinum names the Signature runs. Reference data, written where the lines are still the first ones.
UPDATE "membership_tiers"
SET "benefits" = '["450+ member-only designs every month","One Limited Edition pick a month for ₹999, worth up to ₹3,500","10 % off every other piece","Card points: 1 point per ₹100, spend up to 20 % of an order","Birthday gift from your 6th month","No-cost EMI from your 6th purchase","Free shipping across India","Private WhatsApp client care, 8 hours a day, 7 days a week"]'::jsonb
WHERE "id" = 'premium' AND "benefits" ? 'Early access to studio launches';
--> statement-breakpoint
UPDATE "membership_tiers"
SET "benefits" = '["Everything in Premium","One Limited Edition pick free every month, worth up to ₹3,500","20 % off every other piece","24-hour early access to launches","Birthday gift from your 1st month","Free shipping across India","Private WhatsApp client care, 8 hours a day, 7 days a week"]'::jsonb
WHERE "id" = 'gold' AND "benefits" ? 'One Limited Edition pick free every month';
--> statement-breakpoint
UPDATE "membership_tiers"
SET "benefits" = '["Everything in Gold","Signature pieces, made in runs of 1 to 25","Free custom sizing on Signature collections","Annual fee waived with a Signature purchase that year"]'::jsonb
WHERE "id" = 'platinum' AND "benefits" ? 'Free custom sizing on Signature collections' AND NOT "benefits" ? 'Signature pieces, made in runs of 1 to 25';
