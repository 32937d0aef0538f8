-- Hand-written: drizzle-kit cannot declare triggers. contact_counts holds how many live contacts
-- a location has per status, tag and group; these triggers append every statement's changes to
-- it in the writer's own transaction, whichever feature wrote (bulk edits, imports, moves,
-- merges, restores), so the counts are exact without counting a million rows on every list.
--
-- count_contacts_by(kind, key, condition) adds +1 per new row and -1 per old row that counts
-- (the condition), grouped by account and key (an expression); both read the row as `r`. One
-- trigger per event: a trigger with transition tables can have only one.
CREATE FUNCTION count_contacts_by() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added text := CASE WHEN TG_OP <> 'DELETE' THEN
    format('SELECT r.account_id, (%s)::text AS key, 1 AS n FROM new_rows r WHERE %s', TG_ARGV[1], TG_ARGV[2]) END;
  removed text := CASE WHEN TG_OP <> 'INSERT' THEN
    format('SELECT r.account_id, (%s)::text AS key, -1 AS n FROM old_rows r WHERE %s', TG_ARGV[1], TG_ARGV[2]) END;
BEGIN
  EXECUTE format(
    'INSERT INTO contact_counts (account_id, kind, key, n)
      SELECT account_id, %L, key, sum(n) FROM (%s) changes GROUP BY account_id, key HAVING sum(n) <> 0',
    TG_ARGV[0], concat_ws(' UNION ALL ', added, removed));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The triggers of contacts (per status, and per day created and status: "2026-11-24 lead", which
-- lets a deep page of the list in creation order start its walk at the right day), of
-- contact_tags and of group_members, three each. A contact counts while live, a tag or
-- membership while its contact is live. A contact that no longer exists was deleted for good in
-- this statement (the key's cascade): contacts_uncount_memberships counted it out before it went.
DO $$
DECLARE
  counted record;
  event text;
BEGIN
  FOR counted IN SELECT * FROM (VALUES
    ('contacts', 'status', 'status', 'r.status', 'r.deleted_at IS NULL'),
    ('contacts', 'day', 'day',
      $day$to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') || ' ' || r.status$day$,
      'r.deleted_at IS NULL'),
    ('contact_tags', 'tag', 'tag', 'r.tag_id',
      'EXISTS (SELECT 1 FROM contacts c WHERE c.id = r.contact_id AND c.deleted_at IS NULL)'),
    ('group_members', 'group', 'group', 'r.group_id',
      'EXISTS (SELECT 1 FROM contacts c WHERE c.id = r.contact_id AND c.deleted_at IS NULL)')
  ) AS t (tbl, kind, name, key, condition) LOOP
    FOREACH event IN ARRAY ARRAY['insert', 'update', 'delete'] LOOP
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s FOR EACH STATEMENT
          EXECUTE FUNCTION count_contacts_by(%L, %L, %L)',
        counted.tbl || '_count_' || counted.name || '_' || event, event, counted.tbl,
        CASE event
          WHEN 'insert' THEN 'NEW TABLE AS new_rows'
          WHEN 'update' THEN 'OLD TABLE AS old_rows NEW TABLE AS new_rows'
          ELSE 'OLD TABLE AS old_rows'
        END,
        counted.kind, counted.key, counted.condition);
    END LOOP;
  END LOOP;
END $$;
--> statement-breakpoint
-- A contact deleted or restored takes its tags and memberships out of their counts or back in.
CREATE FUNCTION count_memberships_of_deleted_or_restored() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO contact_counts (account_id, kind, key, n)
  SELECT m.account_id, m.kind, m.key, sum(CASE WHEN n.deleted_at IS NULL THEN 1 ELSE -1 END)
  FROM old_rows o
  JOIN new_rows n ON n.id = o.id AND (o.deleted_at IS NULL) <> (n.deleted_at IS NULL)
  JOIN (
    SELECT account_id, contact_id, 'tag' AS kind, tag_id::text AS key FROM contact_tags
    UNION ALL
    SELECT account_id, contact_id, 'group', group_id::text FROM group_members
  ) m ON m.contact_id = n.id
  GROUP BY m.account_id, m.kind, m.key;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contacts_count_memberships AFTER UPDATE ON contacts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_memberships_of_deleted_or_restored();
--> statement-breakpoint
-- A live contact deleted for good: its tags and memberships go by their keys' cascade after the
-- contact is gone, when the triggers above can no longer tell it was live, so they are counted
-- out here, before. Row by row, but nothing in the app deletes contacts for good in bulk.
CREATE FUNCTION uncount_memberships_of_removed_contact() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.deleted_at IS NULL THEN
    INSERT INTO contact_counts (account_id, kind, key, n)
    SELECT account_id, 'tag', tag_id::text, -1 FROM contact_tags WHERE contact_id = OLD.id
    UNION ALL
    SELECT account_id, 'group', group_id::text, -1 FROM group_members WHERE contact_id = OLD.id;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER contacts_uncount_memberships BEFORE DELETE ON contacts
  FOR EACH ROW EXECUTE FUNCTION uncount_memberships_of_removed_contact();
--> statement-breakpoint
-- The counts of the data already there.
INSERT INTO contact_counts (account_id, kind, key, n)
SELECT account_id, 'status', status, count(*) FROM contacts WHERE deleted_at IS NULL
GROUP BY account_id, status;
--> statement-breakpoint
INSERT INTO contact_counts (account_id, kind, key, n)
SELECT account_id, 'day', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') || ' ' || status, count(*)
FROM contacts WHERE deleted_at IS NULL
GROUP BY 1, 3;
--> statement-breakpoint
INSERT INTO contact_counts (account_id, kind, key, n)
SELECT ct.account_id, 'tag', ct.tag_id::text, count(*) FROM contact_tags ct
JOIN contacts c ON c.id = ct.contact_id AND c.deleted_at IS NULL
GROUP BY ct.account_id, ct.tag_id;
--> statement-breakpoint
INSERT INTO contact_counts (account_id, kind, key, n)
SELECT gm.account_id, 'group', gm.group_id::text, count(*) FROM group_members gm
JOIN contacts c ON c.id = gm.contact_id AND c.deleted_at IS NULL
GROUP BY gm.account_id, gm.group_id;
