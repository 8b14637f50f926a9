import { useMemo } from "react";
import type { DataOf } from "../../contract/endpoint";
import type { apiTokenListEndpoint } from "../../contract/staff-admin";
import { t } from "../../i18n/t";
import { ApiTokenForm, type CopyState, type CreatedToken, CreatedTokenPanel, RevokeConfirm } from "./api-token-panels";
import { type Columns, DataTable } from "./data-table";

export type ApiTokenRow = DataOf<typeof apiTokenListEndpoint>["rows"][number];
export type TokenList =
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "ready"; rows: ApiTokenRow[] };
export type TokenMessage = { kind: "error" | "notice"; text: string } | null;

export interface ApiTokensProps {
  list: TokenList;
  /** The signed-in person's role as the screens name it: a token acts with it. */
  roleName: string;
  name: string;
  /** The create call is in flight. */
  creating: boolean;
  created: CreatedToken | null;
  copy: CopyState;
  /** The token whose revocation waits for "Xác nhận thu hồi". */
  confirming: ApiTokenRow | null;
  /** The revoke call is in flight. */
  revoking: boolean;
  message: TokenMessage;
  onName(name: string): void;
  onCreate(): void;
  onCopy(): void;
  onDismiss(): void;
  onAskRevoke(row: ApiTokenRow): void;
  onConfirmRevoke(): void;
  onCancelRevoke(): void;
  onRetry(): void;
}

const when = (iso: string) => new Date(iso).toLocaleString("vi-VN");

/** /quan-tri/ma-api: one's API tokens for scripts, a new one shown once, and revocation with a confirm. */
export function ApiTokensView(props: ApiTokensProps) {
  const { list, confirming, revoking, message, onAskRevoke } = props;
  const rows = list.kind === "ready" ? list.rows : [];
  const columns = useMemo<Columns<ApiTokenRow>>(
    () => [
      { accessorKey: "name", header: t("bo_tokens_col_name") },
      { id: "created", header: t("bo_tokens_col_created"), cell: ({ row }) => when(row.original.createdAt) },
      {
        id: "used",
        header: t("bo_tokens_col_used"),
        cell: ({ row }) => (row.original.lastUsedAt ? when(row.original.lastUsedAt) : t("bo_tokens_never_used")),
      },
      {
        id: "state",
        header: t("bo_tokens_col_state"),
        cell: ({ row }) =>
          row.original.revokedAt ? t("bo_tokens_revoked", { at: when(row.original.revokedAt) }) : t("bo_tokens_active"),
      },
      {
        id: "actions",
        header: t("bo_tokens_col_actions"),
        cell: ({ row }) =>
          row.original.revokedAt ? null : (
            <button
              type="button"
              className="bo-link"
              disabled={revoking || confirming !== null}
              onClick={() => onAskRevoke(row.original)}
              aria-label={`${t("bo_tokens_revoke")}: ${row.original.name}`}
            >
              {t("bo_tokens_revoke")}
            </button>
          ),
      },
    ],
    [revoking, confirming, onAskRevoke],
  );

  return (
    <section>
      <h1>{t("bo_tokens_title")}</h1>
      <p>{t("bo_tokens_intro")}</p>
      <p>{t("bo_tokens_role", { role: props.roleName })}</p>
      <h2>{t("bo_tokens_new")}</h2>
      <ApiTokenForm name={props.name} creating={props.creating} onName={props.onName} onCreate={props.onCreate} />
      {props.created ? (
        <CreatedTokenPanel
          created={props.created}
          copy={props.copy}
          onCopy={props.onCopy}
          onDismiss={props.onDismiss}
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
      {confirming ? (
        <RevokeConfirm
          name={confirming.name}
          revoking={revoking}
          onConfirm={props.onConfirmRevoke}
          onCancel={props.onCancelRevoke}
        />
      ) : null}
      <h2>{t("bo_tokens_list")}</h2>
      {list.kind === "loading" ? <p role="status">{t("bo_tokens_loading")}</p> : null}
      {list.kind === "failed" ? (
        <div role="alert">
          <p className="bo-error">{list.message}</p>
          <button type="button" className="bo-button" onClick={props.onRetry}>
            {t("try_again")}
          </button>
        </div>
      ) : null}
      {list.kind === "ready" ? (
        <DataTable columns={columns} rows={rows} empty={t("bo_tokens_empty")} label={t("bo_tokens_list")} />
      ) : null}
    </section>
  );
}
