import { useState } from "react";
import { NoticeModal } from "../../ui/notice-modal";

/**
 * The 'Thông báo' popup of a failed load (SPEC.md section 8: the server's message, or
 * normal_error for an exception). Each new failure opens it again; the page keeps its retry button.
 */
export function ErrorNotice({ failure }: { failure: { message: string } | null }) {
  const [closed, setClosed] = useState<object | null>(null);
  return (
    <NoticeModal
      open={failure !== null && closed !== failure}
      message={failure?.message ?? ""}
      onClose={() => setClosed(failure)}
    />
  );
}
