import { useRouteContext } from "@tanstack/react-router";
import { useCallback, useEffect, useState } from "react";
import { apiTokenCreateEndpoint, apiTokenListEndpoint, apiTokenRevokeEndpoint } from "../../contract/staff-admin";
import { t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import type { CopyState, CreatedToken } from "./api-token-panels";
import { type ApiTokenRow, ApiTokensView, type TokenList, type TokenMessage } from "./api-tokens-view";
import { roleLabel } from "./roles";
import { staffCall } from "./staff-client";

/** /quan-tri/ma-api (every role): the signed-in person's API tokens for scripts (STAFF_API_TOKEN). */
export function ApiTokensPage() {
  useDocumentTitle(t("bo_tokens_title"));
  const { staff } = useRouteContext({ from: "/quan-tri" });
  const [list, setList] = useState<TokenList>({ kind: "loading" });
  const [name, setName] = useState("");
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const [copy, setCopy] = useState<CopyState>("idle");
  const [confirming, setConfirming] = useState<ApiTokenRow | null>(null);
  const [revoking, setRevoking] = useState(false);
  const [message, setMessage] = useState<TokenMessage>(null);

  const load = useCallback(() => {
    staffCall(apiTokenListEndpoint).then(
      (data) => setList({ kind: "ready", rows: data.rows }),
      (error: Error) => setList({ kind: "failed", message: error.message }),
    );
  }, []);
  useEffect(load, [load]);

  const create = () => {
    if (creating) return;
    setCreating(true);
    setMessage(null);
    const label = name.trim();
    staffCall(apiTokenCreateEndpoint, { body: { name } })
      .then(
        (data) => {
          setCreated({ name: label, token: data.token });
          setCopy("idle");
          setName("");
          load();
        },
        (error: Error) => setMessage({ kind: "error", text: error.message }),
      )
      .finally(() => setCreating(false));
  };

  const revoke = () => {
    if (!confirming || revoking) return;
    const token = confirming;
    setRevoking(true);
    setMessage(null);
    staffCall(apiTokenRevokeEndpoint, { params: { id: token.id } })
      .then(
        () => setMessage({ kind: "notice", text: t("bo_tokens_revoked_msg", { name: token.name }) }),
        (error: Error) => setMessage({ kind: "error", text: error.message }),
      )
      .finally(() => {
        setRevoking(false);
        setConfirming(null);
        load();
      });
  };

  const copyToken = () => {
    if (!created) return;
    // Promise.resolve() first: without a clipboard (an insecure origin) the call throws at once.
    const token = created.token;
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(token))
      .then(
        () => setCopy("copied"),
        () => setCopy("failed"),
      );
  };

  return (
    <ApiTokensView
      list={list}
      roleName={roleLabel(staff.role)}
      name={name}
      creating={creating}
      created={created}
      copy={copy}
      confirming={confirming}
      revoking={revoking}
      message={message}
      onName={setName}
      onCreate={create}
      onCopy={copyToken}
      onDismiss={() => setCreated(null)}
      onAskRevoke={(row) => {
        setConfirming(row);
        setMessage(null);
      }}
      onConfirmRevoke={revoke}
      onCancelRevoke={() => setConfirming(null)}
      onRetry={() => {
        setList({ kind: "loading" });
        load();
      }}
    />
  );
}
