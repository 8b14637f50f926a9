import type { MyDataQuestion } from "../../../machines/my-data/selectors";
import type { MyDataNotice } from "../../../machines/my-data/types";
import { t } from "../../i18n/t";
import { ConfirmModal } from "../../ui/confirm-modal";
import { NoticeModal } from "../../ui/notice-modal";
import { MyDataConsents } from "./my-data-consents";
import { MyDataDeletion, MyDataDownloads, PublicDeletionLink } from "./my-data-deletion";
import { MyDataDeliveries } from "./my-data-deliveries";
import { shownTime } from "./my-data-format";
import { MyDataHeld } from "./my-data-held";
import { MyDataFrame, MyDataLoadError, MyDataLoading } from "./my-data-states";
import { type MyDataActorRef, useMyDataView } from "./use-my-data";

/** What the confirmation says: a biometric consent's withdrawal says its face images are deleted. */
function confirmText(question: NonNullable<MyDataQuestion>): { message: string; label: string } {
  if (question.kind === "deletion") {
    return { message: t("my_data_deletion_confirm"), label: t("my_data_deletion_request") };
  }
  return {
    message: t(question.faceWarning ? "my_data_withdraw_confirm_biometric" : "my_data_withdraw_confirm"),
    label: t("my_data_withdraw"),
  };
}

/** The 'Thông báo' popup's text: the server's message, else the page's own. */
function noticeText(notice: MyDataNotice): string {
  if (notice.message !== null) return notice.message;
  if (notice.kind === "withdrawn") return t("my_data_withdrawn_done");
  if (notice.kind === "filed") return t("my_data_deletion_filed", { reference: notice.reference });
  if (notice.kind === "unproven") return t("my_data_phone_not_verified");
  return t("normal_error");
}

/**
 * "Dữ liệu của tôi", whatever the machine is in: loading, the load's error with 'retry', or held data,
 * partners, consents, downloads and deletion, with the confirm and notice popups.
 */
export function MyDataView({ actorRef }: { actorRef: MyDataActorRef }) {
  const { view, ...events } = useMyDataView(actorRef);
  const { data, busy, question, notice } = view;
  if (view.screen === "loadFailed") {
    return (
      <MyDataFrame>
        <MyDataLoadError message={view.loadError ?? t("normal_error")} onRetry={events.retry} />
      </MyDataFrame>
    );
  }
  if (view.screen === "loading" || !data) {
    return (
      <MyDataFrame>
        <MyDataLoading />
      </MyDataFrame>
    );
  }
  const asked = question ? confirmText(question) : null;
  return (
    <MyDataFrame>
      <p className="muted">{t("my_data_generated", { time: shownTime(data.generatedAt) })}</p>
      <p role="status" aria-live="polite">
        {busy ? t("loading") : ""}
      </p>
      <MyDataHeld categories={data.categories} />
      <MyDataDeliveries deliveries={data.deliveries} />
      <MyDataConsents consents={data.consents} busy={busy} onWithdraw={events.withdraw} />
      <MyDataDownloads />
      <MyDataDeletion requests={data.deletionRequests} busy={busy} onRequest={events.requestDeletion} />
      <ConfirmModal
        open={asked !== null}
        message={asked?.message ?? ""}
        confirmLabel={asked?.label ?? ""}
        onConfirm={events.confirm}
        onCancel={events.cancel}
      />
      <NoticeModal open={notice !== null} message={notice ? noticeText(notice) : ""} onClose={events.closeNotice}>
        {notice?.kind === "unproven" ? <PublicDeletionLink /> : null}
      </NoticeModal>
    </MyDataFrame>
  );
}
