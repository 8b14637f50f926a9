import { t } from "../../i18n/t";
import { ConfirmModal } from "../../ui/confirm-modal";
import { NoticeModal } from "../../ui/notice-modal";
import { MyDataConsents } from "./my-data-consents";
import { MyDataDeletion, MyDataDownloads } from "./my-data-deletion";
import { MyDataDeliveries } from "./my-data-deliveries";
import { shownTime } from "./my-data-format";
import { MyDataHeld } from "./my-data-held";
import { MyDataFrame } from "./my-data-states";
import type { Confirming, MyDataState } from "./use-my-data";

export interface MyDataViewProps {
  state: MyDataState;
  onWithdraw: Parameters<typeof MyDataConsents>[0]["onWithdraw"];
  onRequestDeletion: () => void;
  onConfirm: () => void;
  onCancel: () => void;
  onCloseNotice: () => void;
}

/** What the confirmation says: a biometric consent's withdrawal says its face images are deleted. */
function confirmText(confirming: NonNullable<Confirming>): { message: string; label: string } {
  if (confirming.kind === "deletion") {
    return { message: t("my_data_deletion_confirm"), label: t("my_data_deletion_request") };
  }
  const biometric = confirming.consent.purpose === "biometric";
  return {
    message: t(biometric ? "my_data_withdraw_confirm_biometric" : "my_data_withdraw_confirm"),
    label: t("my_data_withdraw"),
  };
}

/** "Dữ liệu của tôi": held data, partners, consents, downloads and deletion, with the confirm and notice popups. */
export function MyDataView(props: MyDataViewProps) {
  const { data, confirming, busy, notice } = props.state;
  const asked = confirming ? confirmText(confirming) : null;
  return (
    <MyDataFrame>
      <p className="muted">{t("my_data_generated", { time: shownTime(data.generatedAt) })}</p>
      <p role="status" aria-live="polite">
        {busy ? t("loading") : ""}
      </p>
      <MyDataHeld categories={data.categories} />
      <MyDataDeliveries deliveries={data.deliveries} />
      <MyDataConsents consents={data.consents} busy={busy} onWithdraw={props.onWithdraw} />
      <MyDataDownloads />
      <MyDataDeletion requests={data.deletionRequests} busy={busy} onRequest={props.onRequestDeletion} />
      <ConfirmModal
        open={asked !== null}
        message={asked?.message ?? ""}
        confirmLabel={asked?.label ?? ""}
        onConfirm={props.onConfirm}
        onCancel={props.onCancel}
      />
      <NoticeModal open={notice !== null} message={notice ?? ""} onClose={props.onCloseNotice} />
    </MyDataFrame>
  );
}
