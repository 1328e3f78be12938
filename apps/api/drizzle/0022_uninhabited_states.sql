-- The uninhabited US Minor Outlying Islands (Baker Island, Kingman Reef...) are no longer offered
-- as states; new databases are seeded without them (src/db/seed/inhabited-states.ts). They hold
-- no city and no zip code, so no address can name them.
DELETE FROM "states"
WHERE "country_id" IN (SELECT "id" FROM "countries" WHERE "code" = 'US')
  AND ("code" = 'UM' OR "code" LIKE 'UM-%');
