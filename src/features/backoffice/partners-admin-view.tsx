import { useMemo } from "react";
import type { PartnerAdminRow, PartnerFacts } from "../../contract/bo-partners";
import { t } from "../../i18n/t";
import { type Columns, DataTable } from "./data-table";
import { PartnerForm } from "./partner-form";
import "./partners-admin.css";

export type PartnerList =
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "ready"; rows: PartnerAdminRow[] };
export type PartnerMessage = { kind: "error" | "notice"; text: string } | null;

export interface PartnersAdminProps {
  list: PartnerList;
  editing: { row: PartnerAdminRow; form: PartnerFacts } | null;
  /** A save or an upload is in flight. */
  busy: boolean;
  message: PartnerMessage;
  onOpen(row: PartnerAdminRow): void;
  onChange(form: PartnerFacts): void;
  onSave(): void;
  onLogo(file: File): void;
  onClose(): void;
  onRetry(): void;
}

function Logo({ row }: { row: PartnerAdminRow }) {
  return row.logoUrl ? (
    <img className="bo-partner-logo" src={row.logoUrl} alt={t("partner_logo_alt", { name: row.name })} />
  ) : (
    <span className="bo-partner-logo-none">{t("bo_partner_no_logo")}</span>
  );
}

/** /quan-tri/doi-tac: each partner's logo, legal name and licence as /doi-tac shows them, to edit. */
export function PartnersAdminView(props: PartnersAdminProps) {
  const { list, editing, busy, message, onOpen, onRetry } = props;
  const columns = useMemo<Columns<PartnerAdminRow>>(
    () => [
      { id: "logo", header: t("bo_partner_logo"), cell: ({ row }) => <Logo row={row.original} /> },
      {
        id: "name",
        header: t("bo_partner_name"),
        cell: ({ row }) =>
          row.original.active ? row.original.name : `${row.original.name} (${t("bo_partner_inactive")})`,
      },
      { accessorKey: "legalName", header: t("bo_partner_legal_name") },
      { accessorKey: "licence", header: t("bo_partner_licence") },
      {
        id: "actions",
        header: t("bo_partner_actions"),
        cell: ({ row }) => (
          <button
            type="button"
            className="bo-link"
            disabled={busy}
            onClick={() => onOpen(row.original)}
            aria-label={`${t("bo_partner_open")}: ${row.original.name}`}
          >
            {t("bo_partner_open")}
          </button>
        ),
      },
    ],
    [busy, onOpen],
  );

  return (
    <section>
      <h1>{t("bo_partners_title")}</h1>
      <p>{t("bo_partners_intro")}</p>
      {editing ? (
        <PartnerForm
          name={editing.row.name}
          form={editing.form}
          logoUrl={editing.row.logoUrl}
          saving={busy}
          onChange={props.onChange}
          onSave={props.onSave}
          onLogo={props.onLogo}
          onClose={props.onClose}
        />
      ) : null}
      {message ? (
        <p
          className={message.kind === "error" ? "bo-error" : "bo-notice"}
          role={message.kind === "error" ? "alert" : "status"}
        >
          {message.text}
        </p>
      ) : null}
      {list.kind === "loading" ? <p role="status">{t("bo_partner_loading")}</p> : null}
      {list.kind === "failed" ? (
        <div role="alert">
          <p className="bo-error">{list.message}</p>
          <button type="button" className="bo-button" onClick={onRetry}>
            {t("try_again")}
          </button>
        </div>
      ) : null}
      {list.kind === "ready" ? (
        <DataTable columns={columns} rows={list.rows} empty={t("bo_partner_empty")} label={t("bo_partners_title")} />
      ) : null}
    </section>
  );
}
