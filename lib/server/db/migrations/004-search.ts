import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * Product search from an index instead of a LIKE scan (issue #6): one row
 * per ACTIVE product in products_search, kept in step with products by
 * triggers (whoever writes: the shop, a script or psql), the vocabulary of
 * those products' words (for spelling corrections and prefixes in
 * lib/server/search) and search_state.version, which moves whenever that
 * vocabulary may have changed.
 *
 * - SQLite: a contentless FTS5 table (name, body = search_text; the rowid
 *   orders best sellers first, see sqliteRowid), accents folded, prefix
 *   indexes of 2–4 letters, and an fts5vocab table over it as the vocabulary.
 * - PostgreSQL: tsvectors of the name and of name + search_text ('simple'
 *   configuration: word forms and synonyms are the application's job, the
 *   same on both databases) with GIN indexes, a (top_selling, product_id)
 *   index for the ranking, and search_terms (words with their count of active
 *   products; a word whose count falls to 0 stays, unread).
 *   No pg_trgm: spelling is corrected against the vocabulary in the
 *   application, so a trigram index would serve no query.
 */
export function searchMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      for (const statement of dialect === 'postgres' ? postgresUp() : sqliteUp()) await sql.raw(statement).execute(db);
    },

    async down(db: Kysely<any>): Promise<void> {
      const statements =
        dialect === 'postgres'
          ? [
              'drop trigger if exists products_search_insert on products',
              'drop trigger if exists products_search_update on products',
              'drop trigger if exists products_search_delete on products',
              'drop function if exists products_search_after_insert()',
              'drop function if exists products_search_after_update()',
              'drop function if exists products_search_after_delete()',
              'drop table if exists products_search',
              'drop table if exists search_terms',
              'drop table if exists search_state',
              'drop function if exists search_document(text)',
            ]
          : [
              'drop trigger if exists products_search_insert',
              'drop trigger if exists products_search_update',
              'drop trigger if exists products_search_delete',
              'drop table if exists products_search_terms',
              'drop table if exists products_search',
              'drop table if exists search_state',
            ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  };
}

/**
 * FTS5 rowid of a product: its id, plus 2^40 for a best seller, so that
 * reading the index in descending rowid order gives exactly the search's
 * ranking within a tier (best sellers, then newest) and can stop at the limit.
 * Must equal TOP_SELLING_ROWID_OFFSET in lib/server/services/catalogue/repositories/products.ts.
 */
function sqliteRowid(row: string): string {
  return `${row}id + ${row}top_selling * 1099511627776`;
}

function sqliteUp(): string[] {
  return [
    `create virtual table products_search using fts5(
       name, body,
       content = '', contentless_delete = 1, detail = column, prefix = '2 3 4',
       tokenize = 'unicode61 remove_diacritics 2'
     )`,
    `create virtual table products_search_terms using fts5vocab(products_search, 'row')`,
    'create table search_state (id integer primary key, version integer not null)',
    'insert into search_state (id, version) values (1, 1)',
    `insert into products_search (rowid, name, body)
       select ${sqliteRowid('')}, name, search_text from products where is_active = 1`,
    `create trigger products_search_insert after insert on products when new.is_active = 1 begin
       insert into products_search (rowid, name, body) values (${sqliteRowid('new.')}, new.name, new.search_text);
       update search_state set version = version + 1 where id = 1;
     end`,
    `create trigger products_search_update after update of name, search_text, is_active, top_selling on products
     when old.name is not new.name or old.search_text is not new.search_text
       or old.is_active is not new.is_active or old.top_selling is not new.top_selling
     begin
       delete from products_search where rowid = ${sqliteRowid('old.')};
       insert into products_search (rowid, name, body)
         select ${sqliteRowid('new.')}, new.name, new.search_text where new.is_active = 1;
       update search_state set version = version + 1 where id = 1;
     end`,
    `create trigger products_search_delete after delete on products when old.is_active = 1 begin
       delete from products_search where rowid = ${sqliteRowid('old.')};
       update search_state set version = version + 1 where id = 1;
     end`,
  ];
}

/**
 * Accented Latin letters (Latin-1, Extended-A/B and the Extended Additional
 * block with the dotted letters of Indian transliteration: ā, ṭ, ṣ) and the
 * plain lower-case letter each folds to, as lib/server/search/normalize.ts
 * folds queries. Computed, so it covers every such letter Unicode decomposes.
 */
function accentFolding(): { from: string; to: string } {
  let from = '';
  let to = '';
  const blocks: [start: number, end: number][] = [
    [0xc0, 0x24f],
    [0x1e00, 0x1eff],
  ];
  for (const [start, end] of blocks) {
    for (let code = start; code <= end; code += 1) {
      const letter = String.fromCodePoint(code);
      const base = letter
        .normalize('NFKD')
        .replace(/\p{M}+/gu, '')
        .toLowerCase();
      if (/^[a-z]$/.test(base) && letter !== base) {
        from += letter;
        to += base;
      }
    }
  }
  return { from, to };
}

function postgresUp(): string[] {
  const { from, to } = accentFolding();
  /** Words of a set of products_search documents, with how many documents hold each (letters only: codes and sizes stay out). */
  const termCounts = (rows: string) =>
    `select term, count(*)::integer as documents from ${rows}, unnest(tsvector_to_array(${rows}.document)) as term
     where term !~ '[0-9]' group by term`;
  const addTerms = `insert into search_terms (term, documents) select term, documents from counted order by term
     on conflict (term) do update set documents = search_terms.documents + excluded.documents`;
  const removeTerms = `update search_terms set documents = search_terms.documents - counted.documents
     from counted where search_terms.term = counted.term`;
  const documents = (row: string) =>
    `${row}top_selling, search_document(${row}name), search_document(${row}name || ' ' || ${row}search_text)`;
  return [
    // translate() looks each character up in the whole list: only text with a non-ASCII character pays for it.
    `create function search_document(value text) returns tsvector language sql immutable parallel safe as $$
       select to_tsvector('simple'::regconfig,
         case when value ~ '[^\x01-\x7f]' then translate(lower(value), '${from}', '${to}') else lower(value) end)
     $$`,
    `create table products_search (
       product_id integer primary key,
       top_selling integer not null,
       name_document tsvector not null,
       document tsvector not null
     )`,
    'create table search_terms (term text primary key, documents integer not null)',
    'create table search_state (id integer primary key, version bigint not null)',
    'insert into search_state (id, version) values (1, 1)',
    `insert into products_search (product_id, top_selling, name_document, document)
       select id, ${documents('')} from products where is_active = 1`,
    `with counted as (${termCounts('products_search')}) ${addTerms}`,
    'create index products_search_name_idx on products_search using gin (name_document)',
    'create index products_search_document_idx on products_search using gin (document)',
    'create index products_search_order_idx on products_search (top_selling, product_id)',
    // Inserts and deletes per statement, so a bulk load indexes and counts in one pass.
    `create function products_search_after_insert() returns trigger language plpgsql as $$
     begin
       with added as (
         insert into products_search (product_id, top_selling, name_document, document)
         select id, ${documents('')} from new_rows where is_active = 1
         returning document
       ), counted as (${termCounts('added')})
       ${addTerms};
       update search_state set version = version + 1 where id = 1 and exists (select 1 from new_rows where is_active = 1);
       -- New words wait in GIN's pending list, which every search reads until autovacuum merges it (a bulk load
       -- of 100,000 products left 300 pages there: 10 ms a search). Merging now costs less than that once.
       begin
         perform gin_clean_pending_list('products_search_name_idx'::regclass), gin_clean_pending_list('products_search_document_idx'::regclass);
       exception when insufficient_privilege then
         null; -- only the indexes' owner may merge: autovacuum will
       end;
       return null;
     end
     $$`,
    `create function products_search_after_delete() returns trigger language plpgsql as $$
     begin
       with removed as (
         delete from products_search using old_rows where products_search.product_id = old_rows.id
         returning products_search.document
       ), counted as (${termCounts('removed')})
       ${removeTerms};
       update search_state set version = version + 1 where id = 1 and exists (select 1 from old_rows where is_active = 1);
       return null;
     end
     $$`,
    // Updates row by row, and only rows whose words, activity or best-seller flag changed: price updates never come here.
    `create function products_search_after_update() returns trigger language plpgsql as $$
     begin
       with removed as (
         delete from products_search where product_id = old.id returning document
       ), counted as (${termCounts('removed')})
       ${removeTerms};
       if new.is_active = 1 then
         with added as (
           insert into products_search (product_id, top_selling, name_document, document)
           values (new.id, ${documents('new.')})
           returning document
         ), counted as (${termCounts('added')})
         ${addTerms};
       end if;
       update search_state set version = version + 1 where id = 1;
       return null;
     end
     $$`,
    `create trigger products_search_insert after insert on products
       referencing new table as new_rows for each statement execute function products_search_after_insert()`,
    `create trigger products_search_delete after delete on products
       referencing old table as old_rows for each statement execute function products_search_after_delete()`,
    `create trigger products_search_update after update of name, search_text, is_active, top_selling on products
       for each row
       when (old.name is distinct from new.name or old.search_text is distinct from new.search_text
         or old.is_active is distinct from new.is_active or old.top_selling is distinct from new.top_selling)
       execute function products_search_after_update()`,
  ];
}
