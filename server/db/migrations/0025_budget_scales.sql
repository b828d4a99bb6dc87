-- Budgets on two scales: the member's own answers (profiles.style and her 'Me' preference profile) on
-- registration's scale, family and friends profiles on the smaller-pieces scale. Every stored value is
-- moved to the nearest option of its profile's scale (the option holding the middle of the old range;
-- an open range: its lower end), as the contract's nearestBudget reads it, so no answer is lost.
-- Data only; running it again changes nothing.
UPDATE "profiles"
SET "style" = jsonb_set("style", '{budgetRange}', to_jsonb(CASE "style"->>'budgetRange'
    WHEN '500_1000' THEN 'under_5000'
    WHEN '1000_2000' THEN 'under_5000'
    WHEN '2000_5000' THEN 'under_5000'
    WHEN '5000_10000' THEN '5000_15000'
    WHEN '10000_plus' THEN '5000_15000'
    WHEN 'under-5000' THEN 'under_5000'
    WHEN '5000-15000' THEN '5000_15000'
    WHEN '15000-30000' THEN '15000_30000'
    WHEN '30000-50000' THEN '30000_50000'
    WHEN 'above-50000' THEN 'above_50000'
    WHEN '500-1000' THEN 'under_5000'
    WHEN '1000-2000' THEN 'under_5000'
    WHEN '2000-5000' THEN 'under_5000'
    WHEN '5000-10000' THEN '5000_15000'
    WHEN '10000+' THEN '5000_15000'
    WHEN 'under_1000' THEN 'under_5000'
    WHEN '1000_5000' THEN 'under_5000'
    WHEN '15000_50000' THEN '30000_50000'
  END))
WHERE "style"->>'budgetRange' IN ('500_1000', '1000_2000', '2000_5000', '5000_10000', '10000_plus', 'under-5000', '5000-15000', '15000-30000', '30000-50000', 'above-50000', '500-1000', '1000-2000', '2000-5000', '5000-10000', '10000+', 'under_1000', '1000_5000', '15000_50000');
--> statement-breakpoint
UPDATE "preference_profiles"
SET "details" = jsonb_set("details", '{budgetRange}', to_jsonb(CASE "details"->>'budgetRange'
    WHEN '500_1000' THEN 'under_5000'
    WHEN '1000_2000' THEN 'under_5000'
    WHEN '2000_5000' THEN 'under_5000'
    WHEN '5000_10000' THEN '5000_15000'
    WHEN '10000_plus' THEN '5000_15000'
    WHEN 'under-5000' THEN 'under_5000'
    WHEN '5000-15000' THEN '5000_15000'
    WHEN '15000-30000' THEN '15000_30000'
    WHEN '30000-50000' THEN '30000_50000'
    WHEN 'above-50000' THEN 'above_50000'
    WHEN '500-1000' THEN 'under_5000'
    WHEN '1000-2000' THEN 'under_5000'
    WHEN '2000-5000' THEN 'under_5000'
    WHEN '5000-10000' THEN '5000_15000'
    WHEN '10000+' THEN '5000_15000'
    WHEN 'under_1000' THEN 'under_5000'
    WHEN '1000_5000' THEN 'under_5000'
    WHEN '15000_50000' THEN '30000_50000'
  END))
WHERE "is_primary" AND "details"->>'budgetRange' IN ('500_1000', '1000_2000', '2000_5000', '5000_10000', '10000_plus', 'under-5000', '5000-15000', '15000-30000', '30000-50000', 'above-50000', '500-1000', '1000-2000', '2000-5000', '5000-10000', '10000+', 'under_1000', '1000_5000', '15000_50000');
--> statement-breakpoint
UPDATE "preference_profiles"
SET "details" = jsonb_set("details", '{budgetRange}', to_jsonb(CASE "details"->>'budgetRange'
    WHEN 'under_5000' THEN '2000_5000'
    WHEN '5000_15000' THEN '10000_plus'
    WHEN '15000_30000' THEN '10000_plus'
    WHEN '30000_50000' THEN '10000_plus'
    WHEN 'above_50000' THEN '10000_plus'
    WHEN 'under-5000' THEN '2000_5000'
    WHEN '5000-15000' THEN '10000_plus'
    WHEN '15000-30000' THEN '10000_plus'
    WHEN '30000-50000' THEN '10000_plus'
    WHEN 'above-50000' THEN '10000_plus'
    WHEN '500-1000' THEN '500_1000'
    WHEN '1000-2000' THEN '1000_2000'
    WHEN '2000-5000' THEN '2000_5000'
    WHEN '5000-10000' THEN '5000_10000'
    WHEN '10000+' THEN '10000_plus'
    WHEN 'under_1000' THEN '500_1000'
    WHEN '1000_5000' THEN '2000_5000'
    WHEN '15000_50000' THEN '10000_plus'
  END))
WHERE NOT "is_primary" AND "details"->>'budgetRange' IN ('under_5000', '5000_15000', '15000_30000', '30000_50000', 'above_50000', 'under-5000', '5000-15000', '15000-30000', '30000-50000', 'above-50000', '500-1000', '1000-2000', '2000-5000', '5000-10000', '10000+', 'under_1000', '1000_5000', '15000_50000');
--> statement-breakpoint
-- Shipping is free across India on every card: the Premium benefit that said Kerala says India.
UPDATE "membership_tiers"
SET "benefits" = (
  SELECT jsonb_agg(CASE WHEN b = 'Free shipping across Kerala' THEN 'Free shipping across India' ELSE b END ORDER BY n)
  FROM jsonb_array_elements_text("benefits") WITH ORDINALITY AS t(b, n)
)
WHERE "benefits" ? 'Free shipping across Kerala';
