-- One shape for style answers (contracts/style.ts styleProfile). Rewrites
--   profiles.style                 {fashion, additional} (registration) and {preferences} (Edit Profile)
--   preference_profiles.details    roslisPersonalSizes and the family profiles' budget and frequency scale
-- into the one shape, with old spellings mapped to the one vocabulary (contracts/style.ts LEGACY_VALUES).
-- Where both the registration's and the Edit Profile's answers exist, the Edit Profile's (the later)
-- win, and the registration's answers that the old Edit Profile lists could not show are kept too.
-- Idempotent: a row already in the new shape maps to itself and is not written.

CREATE OR REPLACE FUNCTION style_migration_arr(x jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $fn$
  SELECT CASE WHEN jsonb_typeof($1) = 'array' THEN $1 ELSE '[]'::jsonb END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION style_migration_pick(VARIADIC xs jsonb[]) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $fn$
  SELECT x FROM unnest($1) WITH ORDINALITY AS u(x, o)
  WHERE x IS NOT NULL AND x <> 'null'::jsonb
  ORDER BY o LIMIT 1
$fn$;
--> statement-breakpoint
-- The values of a list of one kind that are in the vocabulary (old spellings mapped), each once, in the
-- vocabulary's order.
CREATE OR REPLACE FUNCTION style_migration_list(kind text, items jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $fn$
  WITH vocab(kind, value, pos) AS (
    SELECT 'style', v, o FROM unnest(ARRAY['Casual', 'Formal', 'Ethnic', 'Western', 'Classic', 'Elegant',
      'Minimalist', 'Bohemian', 'Trendy', 'Vintage', 'Streetwear', 'Artistic', 'Sporty', 'Romantic'])
      WITH ORDINALITY AS t(v, o)
    UNION ALL SELECT 'colour', v, o FROM unnest(ARRAY['Black', 'White', 'Beige', 'Navy', 'Grey', 'Brown',
      'Maroon', 'Green', 'Blue', 'Red', 'Pink', 'Purple', 'Yellow', 'Orange']) WITH ORDINALITY AS t(v, o)
    UNION ALL SELECT 'occasion', v, o FROM unnest(ARRAY['Work/Professional', 'Casual Daily', 'Evening Events',
      'Party', 'Date Night', 'Formal Dinners', 'Weddings', 'Festival', 'Cultural Events', 'Travel',
      'Sports/Fitness']) WITH ORDINALITY AS t(v, o)
    UNION ALL SELECT 'budget', v, o FROM unnest(ARRAY['under_1000', '1000_5000', '5000_15000', '15000_30000',
      '30000_50000', 'above_50000']) WITH ORDINALITY AS t(v, o)
    UNION ALL SELECT 'frequency', v, o FROM unnest(ARRAY['weekly', 'bi_weekly', 'monthly', 'quarterly',
      'seasonally', 'annually', 'rarely']) WITH ORDINALITY AS t(v, o)
    UNION ALL SELECT 'body_type', v, o FROM unnest(ARRAY['petite', 'slim', 'average', 'curvy', 'plus_size',
      'prefer_not_to_say']) WITH ORDINALITY AS t(v, o)
    UNION ALL SELECT 'sustainability', v, o FROM unnest(ARRAY['very_important', 'important',
      'somewhat_important', 'not_important']) WITH ORDINALITY AS t(v, o)
    UNION ALL SELECT 'influence', v, o FROM unnest(ARRAY['Bollywood', 'Hollywood', 'Instagram', 'Pinterest',
      'Fashion Magazines', 'Street Style', 'Friends/Family', 'Celebrity Style']) WITH ORDINALITY AS t(v, o)
    UNION ALL SELECT 'interest', v, o FROM unnest(ARRAY['Fashion', 'Beauty', 'Lifestyle', 'Fitness', 'Travel',
      'Food', 'Technology', 'Art']) WITH ORDINALITY AS t(v, o)
    UNION ALL SELECT 'referral', v, o FROM unnest(ARRAY['social-media', 'friend-referral', 'google-search',
      'fashion-blog', 'advertisement', 'other']) WITH ORDINALITY AS t(v, o)
    UNION ALL SELECT 'letter_size', v, o FROM unnest(ARRAY['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL',
      '5XL', '6XL', '7XL', '8XL']) WITH ORDINALITY AS t(v, o)
    UNION ALL SELECT 'waist_size', v, o FROM unnest(ARRAY['28', '30', '32', '34', '36', '38', '40', '42'])
      WITH ORDINALITY AS t(v, o)
    UNION ALL SELECT 'shoe_size', v, o FROM unnest(ARRAY['5', '6', '7', '8', '9', '10', '11', '12'])
      WITH ORDINALITY AS t(v, o)
  ),
  legacy(kind, old_value, new_value) AS (VALUES
    ('occasion', 'Work', 'Work/Professional'),
    ('occasion', 'Casual', 'Casual Daily'),
    ('occasion', 'Wedding', 'Weddings'),
    ('occasion', 'Gym/Sports', 'Sports/Fitness'),
    ('budget', 'under-5000', '1000_5000'),
    ('budget', '5000-15000', '5000_15000'),
    ('budget', '15000-30000', '15000_30000'),
    ('budget', '30000-50000', '30000_50000'),
    ('budget', 'above-50000', 'above_50000'),
    ('budget', '15000_50000', '30000_50000'),
    ('budget', '500-1000', 'under_1000'),
    ('budget', '1000-2000', '1000_5000'),
    ('budget', '2000-5000', '1000_5000'),
    ('budget', '5000-10000', '5000_15000'),
    ('budget', '10000+', '5000_15000'),
    ('frequency', 'Weekly', 'weekly'),
    ('frequency', 'Monthly', 'monthly'),
    ('frequency', 'Quarterly', 'quarterly'),
    ('frequency', 'Seasonal', 'seasonally'),
    ('frequency', 'Rarely', 'rarely')
  )
  SELECT coalesce(jsonb_agg(to_jsonb(v.value) ORDER BY v.pos), '[]'::jsonb)
  FROM vocab AS v
  WHERE v.kind = $1
    AND v.value IN (
      SELECT coalesce(l.new_value, e.value)
      FROM jsonb_array_elements_text(style_migration_arr($2)) AS e(value)
      LEFT JOIN legacy AS l ON l.kind = $1 AND l.old_value = e.value
    )
$fn$;
--> statement-breakpoint
-- One value of a kind (old spellings mapped), or JSON null.
CREATE OR REPLACE FUNCTION style_migration_one(kind text, item jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $fn$
  SELECT coalesce(style_migration_list($1, jsonb_build_array($2)) -> 0, 'null'::jsonb)
$fn$;
--> statement-breakpoint
-- Free text, trimmed; '' and anything but text become JSON null.
CREATE OR REPLACE FUNCTION style_migration_text(item jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $fn$
  SELECT CASE WHEN jsonb_typeof($1) = 'string' AND btrim($1 #>> '{}') <> ''
    THEN to_jsonb(btrim($1 #>> '{}')) ELSE 'null'::jsonb END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION style_migration_flag(item jsonb, fallback boolean) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $fn$
  SELECT to_jsonb(CASE WHEN jsonb_typeof($1) = 'boolean' THEN ($1 #>> '{}')::boolean ELSE $2 END)
$fn$;
--> statement-breakpoint
-- Registration answers the old Edit Profile lists could not show: kept next to that form's answers.
CREATE OR REPLACE FUNCTION style_migration_unseen(pref jsonb, items jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $fn$
  SELECT CASE WHEN $1 IS NULL THEN style_migration_arr($2) ELSE coalesce(
    (SELECT jsonb_agg(e) FROM jsonb_array_elements(style_migration_arr($2)) AS e
     WHERE e #>> '{}' IN ('Vintage', 'Streetwear', 'Elegant', 'Artistic', 'Sporty', 'Romantic',
       'Brown', 'Orange', 'Formal Dinners')),
    '[]'::jsonb) END
$fn$;
--> statement-breakpoint
-- The style profile from the new-shape fields ($1), the old Edit Profile's ($2), and the registration's
-- Fashion ($3) and Additional ($4) steps.
CREATE OR REPLACE FUNCTION style_migration_profile(cur jsonb, pref jsonb, fashion jsonb, additional jsonb)
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $fn$
  SELECT jsonb_build_object(
    'stylePreferences', style_migration_list('style', style_migration_arr($1 -> 'stylePreferences')
      || style_migration_arr($2 -> 'stylePreferences') || style_migration_unseen($2, $3 -> 'preferredStyles')),
    'favoriteColors', style_migration_list('colour', style_migration_arr($1 -> 'favoriteColors')
      || style_migration_arr($2 -> 'favoriteColors') || style_migration_unseen($2, $3 -> 'favoriteColors')),
    'occasion', style_migration_list('occasion', style_migration_arr($1 -> 'occasion')
      || style_migration_arr($2 -> 'occasion') || style_migration_unseen($2, $3 -> 'occasionTypes')),
    'budgetRange', style_migration_one('budget',
      style_migration_pick($1 -> 'budgetRange', $2 -> 'budgetRange', $3 -> 'budgetRange')),
    'shoppingFrequency', style_migration_one('frequency',
      style_migration_pick($1 -> 'shoppingFrequency', $2 -> 'shoppingFrequency', $3 -> 'shoppingFrequency')),
    'preferredSizes', jsonb_build_object(
      'tops', style_migration_one('letter_size', style_migration_pick(
        $1 #> '{preferredSizes,tops}', $1 #> '{roslisPersonalSizes,tops}', $2 #> '{preferredSizes,tops}')),
      'bottoms', style_migration_one('waist_size', style_migration_pick(
        $1 #> '{preferredSizes,bottoms}', $1 #> '{roslisPersonalSizes,bottoms}', $2 #> '{preferredSizes,bottoms}')),
      'dresses', style_migration_one('letter_size', style_migration_pick(
        $1 #> '{preferredSizes,dresses}', $1 #> '{roslisPersonalSizes,dresses}', $2 #> '{preferredSizes,dresses}')),
      'shoes', style_migration_one('shoe_size', style_migration_pick(
        $1 #> '{preferredSizes,shoes}', $1 #> '{roslisPersonalSizes,shoes}', $2 #> '{preferredSizes,shoes}')),
      'ethnic', style_migration_one('letter_size', style_migration_pick(
        $1 #> '{preferredSizes,ethnic}', $1 #> '{roslisPersonalSizes,ethnic}')),
      'jackets', style_migration_one('letter_size', style_migration_pick(
        $1 #> '{preferredSizes,jackets}', $1 #> '{roslisPersonalSizes,jackets}')),
      'innerwear', style_migration_one('letter_size', style_migration_pick(
        $1 #> '{preferredSizes,innerwear}', $1 #> '{roslisPersonalSizes,innerwear}'))),
    'bodyType', style_migration_one('body_type', style_migration_pick($1 -> 'bodyType', $2 -> 'bodyType')),
    'fashionInfluences', style_migration_list('influence', style_migration_arr($1 -> 'fashionInfluences')
      || style_migration_arr($2 -> 'fashionInfluences')),
    'interests', style_migration_list('interest', style_migration_arr($1 -> 'interests')
      || style_migration_arr($2 -> 'interests')),
    'sustainabilityPreferences', style_migration_one('sustainability',
      style_migration_pick($1 -> 'sustainabilityPreferences', $2 -> 'sustainabilityPreferences')),
    'personalStylistInterest', style_migration_flag(
      style_migration_pick($1 -> 'personalStylistInterest', $2 -> 'personalStylistInterest'), false),
    'brandPreferences', style_migration_text(
      style_migration_pick($1 -> 'brandPreferences', $3 -> 'brandPreferences')),
    'sizingInfo', jsonb_build_object(
      'clothing', style_migration_text(
        style_migration_pick($1 #> '{sizingInfo,clothing}', $4 #> '{sizingInfo,clothing}')),
      'shoes', style_migration_text(
        style_migration_pick($1 #> '{sizingInfo,shoes}', $4 #> '{sizingInfo,shoes}')),
      'accessories', style_migration_text(
        style_migration_pick($1 #> '{sizingInfo,accessories}', $4 #> '{sizingInfo,accessories}'))),
    'specialRequests', style_migration_text(
      style_migration_pick($1 -> 'specialRequests', $4 -> 'specialRequests'))
  )
$fn$;
--> statement-breakpoint
-- profiles.style: the style profile plus communication preferences, social handle and referral source.
CREATE OR REPLACE FUNCTION style_migration_member(style jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $fn$
  SELECT style_migration_profile(
      $1 - 'fashion' - 'additional' - 'preferences', $1 -> 'preferences', $1 -> 'fashion', $1 -> 'additional')
    || jsonb_build_object(
      'communicationPreferences', jsonb_build_object(
        'email', style_migration_flag(style_migration_pick(
          $1 #> '{communicationPreferences,email}', $1 #> '{preferences,communicationPreferences,email}'), true),
        'sms', style_migration_flag(style_migration_pick(
          $1 #> '{communicationPreferences,sms}', $1 #> '{preferences,communicationPreferences,sms}'), false),
        'whatsapp', style_migration_flag(style_migration_pick(
          $1 #> '{communicationPreferences,whatsapp}', $1 #> '{preferences,communicationPreferences,whatsapp}'),
          false)),
      'socialMediaHandle', style_migration_text(
        style_migration_pick($1 -> 'socialMediaHandle', $1 #> '{additional,socialMediaHandle}')),
      'referralSource', style_migration_one('referral',
        style_migration_pick($1 -> 'referralSource', $1 #> '{additional,referralSource}')))
$fn$;
--> statement-breakpoint
-- preference_profiles.details: the style profile plus brands and body measurements.
CREATE OR REPLACE FUNCTION style_migration_details(details jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $fn$
  SELECT style_migration_profile($1, NULL, NULL, NULL) || jsonb_build_object(
    'currentBrandDetails', style_migration_arr($1 -> 'currentBrandDetails'),
    'generalBodyMeasurements', (
      SELECT jsonb_object_agg(k, CASE WHEN jsonb_typeof($1 #> ARRAY['generalBodyMeasurements', k]) = 'number'
        THEN $1 #> ARRAY['generalBodyMeasurements', k] ELSE 'null'::jsonb END)
      FROM unnest(ARRAY['chest', 'waist', 'hips', 'height', 'weight', 'shoulderWidth', 'armLength']) AS k))
$fn$;
--> statement-breakpoint
UPDATE profiles SET style = style_migration_member(style)
WHERE style IS DISTINCT FROM style_migration_member(style);
--> statement-breakpoint
UPDATE preference_profiles SET details = style_migration_details(details)
WHERE details IS DISTINCT FROM style_migration_details(details);
--> statement-breakpoint
DROP FUNCTION style_migration_details(jsonb);
--> statement-breakpoint
DROP FUNCTION style_migration_member(jsonb);
--> statement-breakpoint
DROP FUNCTION style_migration_profile(jsonb, jsonb, jsonb, jsonb);
--> statement-breakpoint
DROP FUNCTION style_migration_unseen(jsonb, jsonb);
--> statement-breakpoint
DROP FUNCTION style_migration_flag(jsonb, boolean);
--> statement-breakpoint
DROP FUNCTION style_migration_text(jsonb);
--> statement-breakpoint
DROP FUNCTION style_migration_one(text, jsonb);
--> statement-breakpoint
DROP FUNCTION style_migration_list(text, jsonb);
--> statement-breakpoint
DROP FUNCTION style_migration_pick(jsonb[]);
--> statement-breakpoint
DROP FUNCTION style_migration_arr(jsonb);
