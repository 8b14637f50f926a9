import { useState } from "react";
import type { DataOf } from "../../contract/endpoint";
import { STAFF_ROLES, type StaffRole } from "../../contract/staff";
import type { staffPersonEndpoint } from "../../contract/staff-people";
import { t } from "../../i18n/t";
import { roleLabel } from "./roles";

export type StaffPerson = DataOf<typeof staffPersonEndpoint>;

export interface StaffPersonViewProps {
  person: StaffPerson | null;
  notice: string | null;
  error: string | null;
  onRole: (role: StaffRole) => void;
  onRemovePasskey: (id: string) => void;
  onEndSession: (id: string) => void;
}

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString("vi-VN") : "—");

/** One person (admin): role change, their passkeys and their open sessions. */
export function StaffPersonView({
  person,
  notice,
  error,
  onRole,
  onRemovePasskey,
  onEndSession,
}: StaffPersonViewProps) {
  const [role, setRole] = useState<StaffRole | null>(null);
  if (!person)
    return (
      <section>
        <h1>{t("bo_person_title")}</h1>
        {error ? (
          <p className="bo-error" role="alert">
            {error}
          </p>
        ) : (
          <p>{t("bo_loading")}</p>
        )}
      </section>
    );
  const chosen = role ?? person.role;
  return (
    <section>
      <h1>{t("bo_person_heading", { fullName: person.fullName })}</h1>
      <p>
        {person.email} · {roleLabel(person.role)}
      </p>
      {notice ? (
        <p className="bo-notice" role="status">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p className="bo-error" role="alert">
          {error}
        </p>
      ) : null}
      <form
        className="bo-form bo-inline"
        onSubmit={(event) => {
          event.preventDefault();
          onRole(chosen);
        }}
      >
        <label>
          {t("bo_person_new_role")}
          <select value={chosen} onChange={(e) => setRole(e.target.value as StaffRole)}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {roleLabel(r)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="bo-button" disabled={chosen === person.role}>
          {t("bo_person_change_role")}
        </button>
      </form>
      <h2>{t("bo_person_passkeys")}</h2>
      <table className="bo-table" aria-label={t("bo_person_passkeys")}>
        <thead>
          <tr>
            <th scope="col">{t("bo_person_created")}</th>
            <th scope="col">{t("bo_person_last_used")}</th>
            <th scope="col">{t("bo_staff_actions")}</th>
          </tr>
        </thead>
        <tbody>
          {person.passkeys.length === 0 ? (
            <tr>
              <td colSpan={3}>{t("bo_person_none")}</td>
            </tr>
          ) : null}
          {person.passkeys.map((p) => (
            <tr key={p.id}>
              <td>{when(p.createdAt)}</td>
              <td>{when(p.lastUsedAt)}</td>
              <td>
                <button type="button" className="bo-link" onClick={() => onRemovePasskey(p.id)}>
                  {t("bo_person_remove_passkey")}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t("bo_person_sessions")}</h2>
      <table className="bo-table" aria-label={t("bo_person_sessions")}>
        <thead>
          <tr>
            <th scope="col">{t("bo_person_method")}</th>
            <th scope="col">{t("bo_person_created")}</th>
            <th scope="col">{t("bo_person_last_seen")}</th>
            <th scope="col">{t("bo_staff_actions")}</th>
          </tr>
        </thead>
        <tbody>
          {person.sessions.length === 0 ? (
            <tr>
              <td colSpan={4}>{t("bo_person_none")}</td>
            </tr>
          ) : null}
          {person.sessions.map((s) => (
            <tr key={s.id}>
              <td>{s.method}</td>
              <td>{when(s.createdAt)}</td>
              <td>{when(s.lastSeenAt)}</td>
              <td>
                <button type="button" className="bo-link" onClick={() => onEndSession(s.id)}>
                  {t("bo_person_end_session")}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
