-- Hand-written: drizzle-kit cannot declare a DEFERRABLE key. When contacts move to another
-- location, their tags are re-pointed to the target location's tags (new tag ids, so no ON UPDATE
-- CASCADE can do it) before the contacts themselves move; in between, the tag rows name their
-- contact with the target's account. The move defers this one key to the end of its transaction
-- (SET CONSTRAINTS); everywhere else it is checked at once, as every other key is.
ALTER TABLE "contact_tags" ALTER CONSTRAINT "contact_tags_contact_fk" DEFERRABLE INITIALLY IMMEDIATE;
