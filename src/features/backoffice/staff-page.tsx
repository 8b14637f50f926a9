import { Link } from "@tanstack/react-router";
import { useCallback, useEffect, useMemo, useState } from "react";
import { STAFF_ROLES, type StaffRole } from "../../contract/staff";
import {
  type StaffRow,
  staffDisableEndpoint,
  staffEndSessionsEndpoint,
  staffInviteEndpoint,
  staffListEndpoint,
} from "../../contract/staff-admin";
import { t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import { type Columns, DataTable } from "./data-table";
import { roleLabel } from "./roles";
import { staffCall } from "./staff-client";

/** /quan-tri/nhan-vien (admin): the staff list, inviting someone, disabling, ending sessions. */
export function StaffPage() {
  useDocumentTitle(t("bo_staff_title"));
  const [rows, setRows] = useState<StaffRow[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [link, setLink] = useState<{ email: string; link: string } | null>(null);
  const [form, setForm] = useState<{ email: string; fullName: string; role: StaffRole }>({
    email: "",
    fullName: "",
    role: "editor",
  });

  const load = useCallback(() => {
    staffCall(staffListEndpoint).then(
      (data) => setRows(data.rows),
      (error: Error) => setMessage(error.message),
    );
  }, []);
  useEffect(load, [load]);

  const act = useCallback(
    (work: () => Promise<unknown>) => work().then(load, (error: Error) => setMessage(error.message)),
    [load],
  );

  const columns = useMemo<Columns<StaffRow>>(
    () => [
      { accessorKey: "fullName", header: t("bo_staff_name") },
      { accessorKey: "email", header: t("bo_email") },
      { id: "role", header: t("bo_staff_role"), cell: ({ row }) => roleLabel(row.original.role) },
      { id: "status", header: t("bo_staff_status"), cell: ({ row }) => t(`staff_status_${row.original.status}`) },
      {
        id: "credentials",
        header: t("bo_staff_credentials"),
        cell: ({ row }) =>
          [
            row.original.passkeys > 0 ? t("bo_staff_passkeys", { count: row.original.passkeys }) : null,
            row.original.hasTotp ? t("bo_staff_totp") : null,
          ]
            .filter(Boolean)
            .join(", "),
      },
      { accessorKey: "sessions", header: t("bo_staff_sessions") },
      {
        id: "actions",
        header: t("bo_staff_actions"),
        cell: ({ row }) => (
          <span className="bo-row-actions">
            <Link to="/quan-tri/nhan-vien/$id" params={{ id: String(row.original.id) }}>
              {t("bo_person_details")}
            </Link>
            <button
              type="button"
              className="bo-link"
              onClick={() => act(() => staffCall(staffEndSessionsEndpoint, { params: { id: row.original.id } }))}
            >
              {t("bo_staff_end_sessions")}
            </button>
            {row.original.status !== "disabled" ? (
              <button
                type="button"
                className="bo-link"
                onClick={() => act(() => staffCall(staffDisableEndpoint, { params: { id: row.original.id } }))}
              >
                {t("bo_staff_disable")}
              </button>
            ) : null}
          </span>
        ),
      },
    ],
    [act],
  );

  return (
    <section>
      <h1>{t("bo_staff_title")}</h1>
      <form
        className="bo-form bo-inline"
        aria-label={t("bo_staff_invite")}
        onSubmit={(event) => {
          event.preventDefault();
          setMessage(null);
          staffCall(staffInviteEndpoint, { body: form }).then(
            (data) => {
              setLink({ email: form.email, link: data.link });
              setForm({ email: "", fullName: "", role: form.role });
              load();
            },
            (error: Error) => setMessage(error.message),
          );
        }}
      >
        <label>
          {t("bo_staff_name")}
          <input value={form.fullName} onChange={(e) => setForm({ ...form, fullName: e.target.value })} />
        </label>
        <label>
          {t("bo_email")}
          <input type="email" value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} />
        </label>
        <label>
          {t("bo_staff_role")}
          <select value={form.role} onChange={(e) => setForm({ ...form, role: e.target.value as StaffRole })}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {roleLabel(role)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="bo-button">
          {t("bo_staff_invite")}
        </button>
      </form>
      {link ? (
        <p className="bo-notice">
          {t("bo_staff_invited_link", { email: link.email })}{" "}
          <code className="bo-secret" data-testid="invite-link">
            {link.link}
          </code>
        </p>
      ) : null}
      {message ? (
        <p className="bo-error" role="alert">
          {message}
        </p>
      ) : null}
      <DataTable columns={columns} rows={rows} empty="" label={t("bo_staff_title")} />
    </section>
  );
}
