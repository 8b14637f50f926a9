import { useSelector } from "@xstate/react";
import { useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import type { ekycMachine } from "../../../../machines/ekyc/machine";
import {
  selectBusy,
  selectCanRetake,
  selectCanSubmitReview,
  selectConsentDeclined,
  selectContext,
  selectPopup,
  selectScreen,
  selectShowsMessage,
} from "../../../../machines/ekyc/selectors";
import type { DocumentType, FaceCapture, FaceUnavailableReason, IdentityField } from "../../../../machines/ekyc/types";
import { ekycMessage } from "./ekyc-message";

export type EkycActorRef = ActorRefFrom<typeof ekycMachine>;

/** The identity step's hook: what the view shows (named selectors) and one callback per event. */
export function useEkyc(actorRef: EkycActorRef) {
  const screen = useSelector(actorRef, selectScreen);
  const busy = useSelector(actorRef, selectBusy);
  const popup = useSelector(actorRef, selectPopup);
  const showsMessage = useSelector(actorRef, selectShowsMessage);
  const canSubmitReview = useSelector(actorRef, selectCanSubmitReview);
  const canRetake = useSelector(actorRef, selectCanRetake);
  const context = useSelector(actorRef, selectContext);
  const consentDeclined = useSelector(actorRef, selectConsentDeclined);
  const view = {
    screen,
    busy,
    popup,
    canSubmitReview,
    canRetake,
    consentDeclined,
    context,
    error: showsMessage ? ekycMessage(context) : "",
  };
  const events = useMemo(() => {
    const send = actorRef.send;
    return {
      chooseDocument: (docType: DocumentType) => send({ type: "document.choose", docType }),
      nextDocument: () => send({ type: "document.next" }),
      pickImage: (image: Blob) => send({ type: "image.pick", image }),
      clearImage: () => send({ type: "image.clear" }),
      submitImage: () => send({ type: "image.submit" }),
      dismissError: () => send({ type: "error.dismiss" }),
      changeField: (field: IdentityField, value: string) => send({ type: "field.change", field, value }),
      submitReview: () => send({ type: "review.submit" }),
      retake: () => send({ type: "document.retake" }),
      faceCaptured: (capture: FaceCapture) => send({ type: "face.captured", capture }),
      faceUnavailable: (reason: FaceUnavailableReason) => send({ type: "face.unavailable", reason }),
      retryFace: () => send({ type: "face.retry" }),
      closePopup: () => send({ type: "popup.close" }),
      agreeConsent: () => send({ type: "consent.agree" }),
      declineConsent: () => send({ type: "consent.decline" }),
      reconsiderConsent: () => send({ type: "consent.reconsider" }),
      back: () => send({ type: "step.back" }),
    };
  }, [actorRef]);
  return { view, ...events };
}
