import type { AnyEventObject, AnyMachineSnapshot } from "xstate";
import { myDataMachine } from "../../machines/my-data/machine";
import type {
  DeletionResult,
  MyDataContext,
  PersonalData,
  WithdrawInput,
  WithdrawResult,
} from "../../machines/my-data/types";
import { createDeferredActors, ownEvents } from "../support/machine-paths";

/**
 * The my-data machine's model: its three calls are deferred fakes, and the events the customer or the
 * server can cause, kept small: one customer with the funnel's consent and the biometric consent of
 * application HSDEMO000001 (one face image), no deletion request yet.
 */
export const APPLICATION = "HSDEMO000001";
export const WITHDRAWN_AT = "2026-11-23T09:00:00.000Z";
export const REFERENCE = "XD20261123-7KQ4MZ";

export const MY_DATA: PersonalData = {
  generatedAt: "2026-11-23T08:00:00.000Z",
  categories: [
    { category: "contact", items: [{ field: "phone", value: "0987654321", source: "account:0987654321" }] },
    { category: "face", items: [{ field: "faceImage", value: "2026-11-20T03:18:00.000Z", source: APPLICATION }] },
  ],
  deliveries: [],
  consents: [
    {
      id: "consent:1",
      purpose: "loan_lead",
      version: "2026-11-01",
      subject: "LNDEMO000001",
      agreedAt: "2026-11-19T02:00:00.000Z",
      withdrawnAt: null,
    },
    {
      id: "consent:2",
      purpose: "biometric",
      version: "2026-11-23",
      subject: APPLICATION,
      agreedAt: "2026-11-20T03:17:00.000Z",
      withdrawnAt: null,
    },
  ],
  deletionRequests: [],
};

export function createMyDataFakes() {
  const fakes = createDeferredActors();
  const machine = myDataMachine.provide({
    actors: {
      loadData: fakes.actor<PersonalData, void>(),
      withdrawConsent: fakes.actor<WithdrawResult, WithdrawInput>(),
      requestDeletion: fakes.actor<DeletionResult, void>(),
    },
  });
  return { fakes, machine };
}

/** The server's answers to a withdrawal of the consent asked about: recorded (with the faces for the biometric one) or refused. */
function withdrawAnswers(context: MyDataContext): WithdrawResult[] {
  const consent = context.data?.consents.find((c) => c.id === context.asked);
  if (!consent) return [];
  const faces = consent.purpose === "biometric" ? 1 : 0;
  return [
    { kind: "withdrawn", consent: { ...consent, withdrawnAt: WITHDRAWN_AT }, faceImagesDeleted: faces, message: null },
    { kind: "refused", message: "Không tìm thấy sự đồng ý này." },
  ];
}

export const DELETION_ANSWERS: DeletionResult[] = [
  {
    kind: "filed",
    request: { reference: REFERENCE, status: "pending", requestedAt: WITHDRAWN_AT, completedAt: null },
    message: null,
  },
  { kind: "refused", message: "Số điện thoại của tài khoản chưa được xác thực bằng mã OTP." },
];

export function myDataEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as MyDataContext;
  return ownEvents(snapshot, {
    "xstate.done.actor.loadData": [{ type: "xstate.done.actor.loadData", output: MY_DATA }],
    "xstate.error.actor.loadData": [{ type: "xstate.error.actor.loadData", error: new Error("Lỗi máy chủ") }],
    "myData.withdraw": MY_DATA.consents.map((consent) => ({ type: "myData.withdraw", consentId: consent.id })),
    "xstate.done.actor.withdrawConsent": withdrawAnswers(context).map((output) => ({
      type: "xstate.done.actor.withdrawConsent",
      output,
    })),
    "xstate.error.actor.withdrawConsent": [
      { type: "xstate.error.actor.withdrawConsent", error: new Error("Không thể kết nối đến máy chủ.") },
    ],
    "xstate.done.actor.requestDeletion": DELETION_ANSWERS.map((output) => ({
      type: "xstate.done.actor.requestDeletion",
      output,
    })),
    "xstate.error.actor.requestDeletion": [{ type: "xstate.error.actor.requestDeletion", error: new Error("") }],
  });
}
