import { useSelector } from "@xstate/react";
import { useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import type { loanTicketMachine } from "../../../machines/loan-ticket/machine";
import {
  selectBusy,
  selectCanConfirm,
  selectCanSign,
  selectCheckingService,
  selectContext,
  selectDetailsErrors,
  selectEkycChild,
  selectLeft,
  selectLoading,
  selectOtpChild,
  selectPartnerStage,
  selectPolicyChanged,
  selectPopup,
  selectRetry,
  selectScreen,
  selectSubscriberCheck,
  selectSuccess,
} from "../../../machines/loan-ticket/selectors";
import type { DetailsField } from "../../../machines/loan-ticket/types";
import type { DetailsErrors } from "../../domain/loan-ticket-details";
import { t } from "../../i18n/t";
import type { OtpActorRef } from "../../ui/use-otp-events";
import type { EkycActorRef } from "./ekyc/use-ekyc";

/** The shown errors are a fresh object on every change; equal keys and messages mean no re-render. */
function shallowEqualErrors(a: DetailsErrors, b: DetailsErrors): boolean {
  const keys = Object.keys(a) as DetailsField[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

export type LoanTicketActorRef = ActorRefFrom<typeof loanTicketMachine>;

/** The wizard's hook: what the view shows (named selectors) and one callback per event it sends. */
export function useLoanTicket(actorRef: LoanTicketActorRef) {
  const screen = useSelector(actorRef, selectScreen);
  const loading = useSelector(actorRef, selectLoading);
  const busy = useSelector(actorRef, selectBusy);
  const left = useSelector(actorRef, selectLeft);
  const success = useSelector(actorRef, selectSuccess);
  const policyChanged = useSelector(actorRef, selectPolicyChanged);
  const popup = useSelector(actorRef, selectPopup);
  const retry = useSelector(actorRef, selectRetry);
  const canConfirm = useSelector(actorRef, selectCanConfirm);
  const partnerStage = useSelector(actorRef, selectPartnerStage);
  const canSign = useSelector(actorRef, selectCanSign);
  const checkingService = useSelector(actorRef, selectCheckingService);
  const subscriberCheck = useSelector(actorRef, selectSubscriberCheck);
  const context = useSelector(actorRef, selectContext);
  const detailsErrors = useSelector(actorRef, selectDetailsErrors, shallowEqualErrors);
  const ekyc = useSelector(actorRef, selectEkycChild) as EkycActorRef | undefined;
  const otp = useSelector(actorRef, selectOtpChild) as OtpActorRef | undefined;
  const message = context.message ?? (context.errorKey ? t(context.errorKey) : "");
  const view = {
    ...{ screen, loading, busy, left, success, policyChanged, popup, canConfirm, context, message, ekyc, otp },
    ...{ partnerStage, canSign, checkingService, subscriberCheck, retry },
    detailsErrors,
  };
  const events = useMemo(() => {
    const send = actorRef.send;
    return {
      restart: () => send({ type: "draft.restart" }),
      changeDetail: (field: DetailsField, value: string) => send({ type: "details.change", field, value }),
      leaveDetail: (field: DetailsField) => send({ type: "details.field.left", field }),
      submitDetails: () => send({ type: "details.submit" }),
      back: () => send({ type: "step.back" }),
      changeEmail: (value: string) => send({ type: "email.change", value }),
      agree: (value: boolean) => send({ type: "contract.agree", value }),
      confirm: () => send({ type: "contract.confirm" }),
      changeSignCode: (value: string) => send({ type: "sign.code.change", value }),
      sign: () => send({ type: "sign.submit" }),
      retry: () => send({ type: "retry" }),
    };
  }, [actorRef]);
  // The popup's one button retries the failed call, or closes it.
  const closePopup = useMemo(
    () => (retry ? () => actorRef.send({ type: "retry" }) : () => actorRef.send({ type: "popup.close" })),
    [actorRef, retry],
  );
  return { view, ...events, closePopup };
}
