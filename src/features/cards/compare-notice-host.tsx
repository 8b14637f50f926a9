import { useAtom } from "jotai";
import { compareNoticeAtom } from "../../state/compare";
import { NoticeModal } from "../../ui/notice-modal";

/** Shows the compare messages (limit, card not available, some cards removed) in the 'Thông báo' popup. */
export function CompareNoticeHost({ onClose }: { onClose?: () => void }) {
  const [notice, setNotice] = useAtom(compareNoticeAtom);
  return (
    <NoticeModal
      open={notice !== null}
      message={notice ?? ""}
      onClose={() => {
        setNotice(null);
        onClose?.();
      }}
    />
  );
}
