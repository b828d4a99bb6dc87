-- The shop's eight categories, so a production database (which never gets the demo data) can take its
-- first product from the back office: the product editor chooses among these. Existing databases keep
-- theirs (the demo seed made the same slugs).
INSERT INTO "categories" ("name", "slug", "position") VALUES
  ('Tops', 'tops', 1),
  ('Tunics', 'tunics', 2),
  ('Shirts', 'shirts', 3),
  ('Workwear', 'workwear', 4),
  ('Dresses', 'dresses', 5),
  ('Kurtas', 'kurtas', 6),
  ('Co-ords', 'co-ords', 7),
  ('Trousers', 'trousers', 8)
ON CONFLICT ("slug") DO NOTHING;
