import { describe, expect, it } from 'vitest';
import { pendingMigration, type Installed, type SqlFile } from './sql-files';
import { definedBy, splitStatements } from './sql-statements';

const counter = `-- Counts; a comment with a ; in it.
CREATE OR REPLACE FUNCTION "counts_move"("which" text, "most" integer) RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM format('%s;', 'a '';'' b');
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS "counts_add" ON "things";
CREATE TRIGGER "counts_add" AFTER UPDATE OF "kind" OR DELETE ON "things"
FOR EACH ROW EXECUTE FUNCTION "counts_move"();
-- The end.
`;

const file = (name: string, text: string, hash = `${name}-hash`): SqlFile => ({ name, text, hash });
const installed = (...entries: [string, string | null, string][]) =>
  new Map<string, Installed>(
    entries.map(([name, hash, text]) => [name, { hash, statements: splitStatements(text) }]),
  );

describe('the statements of a SQL file', () => {
  it('splits at the semicolons outside comments, strings and bodies, comments kept', () => {
    const statements = splitStatements(counter);
    expect(statements).toHaveLength(3);
    expect(statements[0]).toMatch(/^-- Counts; a comment[\s\S]*END\n\$\$;$/);
    expect(statements[2]).toMatch(/^CREATE TRIGGER[\s\S]*"counts_move"\(\);$/);
  });

  it('names the function or trigger each statement makes, and how to drop it', () => {
    expect(splitStatements(counter).map(definedBy)).toEqual([
      {
        kind: 'function',
        key: 'counts_move("which" text, "most" integer)',
        drop: 'DROP FUNCTION IF EXISTS "counts_move"("which" text, "most" integer);',
      },
      null,
      {
        kind: 'trigger',
        key: 'things.counts_add',
        drop: 'DROP TRIGGER IF EXISTS "counts_add" ON "things";',
      },
    ]);
  });
});

describe('the migration of the files that changed', () => {
  it('is none while every file is installed as it is', () => {
    const files = [file('counts.sql', counter)];
    expect(pendingMigration(files, installed(['counts.sql', 'counts.sql-hash', counter]))).toBe(
      null,
    );
  });

  it('installs a changed file under its hash, after dropping what it no longer makes', () => {
    const withoutTrigger = counter.slice(0, counter.indexOf('DROP TRIGGER'));
    const migration = pendingMigration(
      [file('counts.sql', withoutTrigger, 'new'), file('other.sql', 'SELECT 1;')],
      installed(['counts.sql', 'old', counter], ['other.sql', 'other.sql-hash', 'SELECT 1;']),
    )!;
    expect(migration.files).toEqual(['counts.sql']);
    const chunks = migration.text.split('\n--> statement-breakpoint\n');
    expect(chunks).toHaveLength(2);
    expect(chunks[0]).toMatch(
      /^-- Written by[\s\S]*\nDROP TRIGGER IF EXISTS "counts_add" ON "things";$/,
    );
    expect(chunks[1]).toMatch(/^-- src\/db\/sql\/counts.sql sha256:new\n-- Counts;[\s\S]*\$\$;\n$/);
  });

  it('drops all a removed file made and records its removal', () => {
    const migration = pendingMigration([], installed(['counts.sql', 'old', counter]))!;
    expect(migration.files).toEqual(['counts.sql']);
    expect(migration.text).toContain(
      'DROP FUNCTION IF EXISTS "counts_move"("which" text, "most" integer);',
    );
    expect(migration.text).toContain(
      '-- src/db/sql/counts.sql removed\nDROP TRIGGER IF EXISTS "counts_add" ON "things";',
    );
    expect(pendingMigration([], installed(['counts.sql', null, counter]))).toBe(null);
  });
});
