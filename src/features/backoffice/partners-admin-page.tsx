import { useCallback, useEffect, useState } from "react";
import { partnerFactsEndpoint, partnersAdminListEndpoint } from "../../contract/bo-partners";
import { t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import { uploadPartnerLogo } from "./partner-logo-upload";
import {
  type PartnerList,
  type PartnerMessage,
  type PartnersAdminProps,
  PartnersAdminView,
} from "./partners-admin-view";
import { staffCall } from "./staff-client";

/** /quan-tri/doi-tac (editor): the partners' legal names, licences and logos, each change audited. */
export function PartnersAdminPage() {
  useDocumentTitle(t("bo_partners_title"));
  const [list, setList] = useState<PartnerList>({ kind: "loading" });
  const [editing, setEditing] = useState<PartnersAdminProps["editing"]>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<PartnerMessage>(null);

  const load = useCallback(() => {
    staffCall(partnersAdminListEndpoint).then(
      (data) => {
        setList({ kind: "ready", rows: data.rows });
        // The partner being edited shows its stored logo and facts as they are now.
        setEditing((current) => {
          const row = current && data.rows.find((r) => r.id === current.row.id);
          return current && row ? { ...current, row } : current;
        });
      },
      (error: Error) => setList({ kind: "failed", message: error.message }),
    );
  }, []);
  useEffect(load, [load]);

  /** Runs one change (every action waits meanwhile), then reads the list again. */
  const run = (change: Promise<unknown>, done: string) => {
    setBusy(true);
    setMessage(null);
    change
      .then(
        () => setMessage({ kind: "notice", text: done }),
        (error: Error) => setMessage({ kind: "error", text: error.message }),
      )
      .finally(() => {
        setBusy(false);
        load();
      });
  };

  return (
    <PartnersAdminView
      list={list}
      editing={editing}
      busy={busy}
      message={message}
      onOpen={(row) => {
        setEditing({ row, form: { legalName: row.legalName, licence: row.licence } });
        setMessage(null);
      }}
      onChange={(form) => setEditing((current) => (current ? { ...current, form } : current))}
      onSave={() => {
        if (!editing) return;
        run(
          staffCall(partnerFactsEndpoint, { params: { id: editing.row.id }, body: editing.form }),
          t("bo_partner_saved"),
        );
      }}
      onLogo={(file) => {
        if (!editing) return;
        run(uploadPartnerLogo(editing.row.id, file), t("bo_partner_logo_saved"));
      }}
      onClose={() => setEditing(null)}
      onRetry={() => {
        setList({ kind: "loading" });
        load();
      }}
    />
  );
}
