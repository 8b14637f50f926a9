import { useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import type { leadFunnelMachine } from "../../../machines/lead-funnel/machine";
import type { FunnelField, LeadFunnelEvent } from "../../../machines/lead-funnel/types";
import type { DependentsOption, HousingOption, IncomeOption, MaritalOption } from "../../domain/options";

export type FunnelActorRef = ActorRefFrom<typeof leadFunnelMachine>;
/** What 'Tiếp tục' tells the machine on steps 1, 2 and 4. */
export type StepSubmitted = Extract<
  LeadFunnelEvent,
  { type: "amount.confirmed" | "contact.submitted" | "identity.submitted" }
>;

/** Named callbacks for the lead funnel's events, so views never build event objects. */
export function useFunnelEvents(actorRef: FunnelActorRef) {
  return useMemo(() => {
    const send = actorRef.send.bind(actorRef);
    return {
      changeAmount: (value: number) => send({ type: "amount.change", value }),
      changeTerm: (value: number) => send({ type: "term.change", value }),
      changePhone: (value: string) => send({ type: "phone.change", value }),
      changeEmail: (value: string) => send({ type: "email.change", value }),
      changeAgree: (checked: boolean) => send({ type: "agree.change", checked }),
      verifyCaptcha: (payload: string) => send({ type: "captcha.verify", payload }),
      expireCaptcha: () => send({ type: "captcha.expire" }),
      changeName: (value: string) => send({ type: "name.change", value }),
      changeNationalId: (value: string) => send({ type: "nationalId.change", value }),
      touch: (field: FunnelField) => send({ type: "field.touch", field }),
      chooseIncome: (value: IncomeOption) => send({ type: "income.choose", value }),
      chooseHousing: (value: HousingOption) => send({ type: "housing.choose", value }),
      chooseMarital: (value: MaritalOption) => send({ type: "marital.choose", value }),
      chooseDependents: (value: DependentsOption) => send({ type: "dependents.choose", value }),
      changePassword: (value: string) => send({ type: "password.change", value }),
      changePasswordConfirm: (value: string) => send({ type: "passwordConfirm.change", value }),
      submitPassword: () => send({ type: "password.submit" }),
      /** 'Tiếp tục' on steps 1, 2 and 4. */
      submitStep: (event: StepSubmitted) => send(event),
      back: () => send({ type: "step.back" }),
      closePopup: () => send({ type: "popup.close" }),
      closeScoreNotice: () => send({ type: "scoreNotice.close" }),
      reset: () => send({ type: "funnel.reset" }),
    };
  }, [actorRef]);
}

export type FunnelEvents = ReturnType<typeof useFunnelEvents>;
