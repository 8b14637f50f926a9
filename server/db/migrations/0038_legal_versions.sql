-- The legal texts as versions with an effective date (issue 31). Each of our own documents (kind
-- 'site' of content_documents: 1 terms, 2 privacy policy) has numbered versions; a visitor is served
-- the newest version whose effective_date has come (the day in Vietnam), so a version saved for a
-- later day takes effect by itself that day. Before any version's day the first one is served (a
-- document always has a text). content_documents stays the list of documents and the seed's copy;
-- for a site document the text served is here. The text in force when a consent was given is
-- recorded with the consent (consents.terms_version = 'terms:v3+privacy:v2', decision 021).
CREATE TABLE IF NOT EXISTS legal_document_versions (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('site', 'partner')),
  ref_id integer NOT NULL,
  version integer NOT NULL CHECK (version > 0),
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  -- The same shape as content_documents.sections.
  sections jsonb NOT NULL,
  effective_date date NOT NULL,
  -- The editor who saved it (staff.id, no foreign key: the record outlives the account); null: the seed.
  created_by integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- A version withdrawn before its day came: it never took effect and is never served.
  withdrawn_at timestamptz,
  withdrawn_by integer,
  UNIQUE (kind, ref_id, version),
  FOREIGN KEY (kind, ref_id) REFERENCES content_documents (kind, ref_id)
);

-- The documents that exist become their version 1 (a new database gets it from the seed).
INSERT INTO legal_document_versions (kind, ref_id, version, title, summary, sections, effective_date, created_by, created_at)
SELECT kind, ref_id, 1, title, summary, sections, effective_date, NULL, updated_at
FROM content_documents
WHERE kind = 'site'
ON CONFLICT (kind, ref_id, version) DO NOTHING;

-- A version is never edited nor deleted: only its withdrawal (once) may be recorded.
CREATE OR REPLACE FUNCTION legal_document_versions_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD.withdrawn_at IS NULL
     AND (NEW.kind, NEW.ref_id, NEW.version, NEW.title, NEW.summary, NEW.sections, NEW.effective_date,
          NEW.created_by, NEW.created_at)
         IS NOT DISTINCT FROM
         (OLD.kind, OLD.ref_id, OLD.version, OLD.title, OLD.summary, OLD.sections, OLD.effective_date,
          OLD.created_by, OLD.created_at)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'legal_document_versions: a version is never changed (% refused)', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
DROP TRIGGER IF EXISTS legal_document_versions_no_change ON legal_document_versions;
CREATE TRIGGER legal_document_versions_no_change BEFORE UPDATE OR DELETE ON legal_document_versions
  FOR EACH ROW EXECUTE FUNCTION legal_document_versions_fixed();

-- Every server sharing the database rereads the versions within a second (content_version, 0033).
DROP TRIGGER IF EXISTS legal_document_versions_changed ON legal_document_versions;
CREATE TRIGGER legal_document_versions_changed AFTER INSERT OR UPDATE OR DELETE ON legal_document_versions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
