import { useParams } from "@tanstack/react-router";
import { useCallback, useEffect, useState } from "react";
import type { StaffRole } from "../../contract/staff";
import {
  staffPasskeyRemoveEndpoint,
  staffPersonEndpoint,
  staffRoleChangeEndpoint,
  staffSessionEndEndpoint,
} from "../../contract/staff-people";
import { t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import { staffCall } from "./staff-client";
import { type StaffPerson, StaffPersonView } from "./staff-person-view";

/** /quan-tri/nhan-vien/$id (admin): one person's role, passkeys and sessions. */
export function StaffPersonPage() {
  useDocumentTitle(t("bo_person_title"));
  const { id } = useParams({ from: "/quan-tri/nhan-vien/$id" });
  const [person, setPerson] = useState<StaffPerson | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    staffCall(staffPersonEndpoint, { params: { id } }).then(setPerson, (failure: Error) => setError(failure.message));
  }, [id]);
  useEffect(load, [load]);

  const act = (work: () => Promise<unknown>, done: string) => {
    setNotice(null);
    setError(null);
    work().then(
      () => {
        setNotice(done);
        load();
      },
      (failure: Error) => setError(failure.message),
    );
  };

  return (
    <StaffPersonView
      person={person}
      notice={notice}
      error={error}
      onRole={(role: StaffRole) =>
        act(() => staffCall(staffRoleChangeEndpoint, { params: { id }, body: { role } }), t("bo_person_role_changed"))
      }
      onRemovePasskey={(credentialId) =>
        act(
          () => staffCall(staffPasskeyRemoveEndpoint, { params: { id, credentialId } }),
          t("bo_person_passkey_removed"),
        )
      }
      onEndSession={(sessionId) =>
        act(() => staffCall(staffSessionEndEndpoint, { params: { id, sessionId } }), t("bo_person_session_ended"))
      }
    />
  );
}
