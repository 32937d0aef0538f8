-- Hand-written (data, which drizzle-kit does not write). The next migration keys
-- contacts (account_id, import_id) to contact_imports (account_id, id). Until now a contact that
-- moved to another location kept the id of the import that created it, an import of its old
-- location; a move now clears it (the import only needs it to resume its own rows). Clear it on
-- the contacts that already moved, so the key can be added.
UPDATE "contacts" AS c SET "import_id" = NULL, "import_row" = NULL
FROM "contact_imports" AS i
WHERE i."id" = c."import_id" AND i."account_id" <> c."account_id";
