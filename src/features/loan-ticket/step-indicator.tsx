import { useSelector } from "@xstate/react";
import type { SnapshotFrom } from "xstate";
import type { loanTicketMachine } from "../../../machines/loan-ticket/machine";
import { type MessageKey, t } from "../../i18n/t";
import type { EkycActorRef } from "./ekyc/ekyc-view";

type Step = "identity" | "face" | "details" | "otp" | "contract";

/** 'Step n/total: name', the total being 4 or 5 as the product's checkStep gives the face step or not. */
export function StepIndicator({ state, ekyc }: { state: SnapshotFrom<typeof loanTicketMachine>; ekyc?: EkycActorRef }) {
  const onFace = useSelector(ekyc, (snapshot) => snapshot?.hasTag("face") ?? false);
  const steps: Step[] = state.context.faceRequired
    ? ["identity", "face", "details", "otp", "contract"]
    : ["identity", "details", "otp", "contract"];
  const current: Step = state.hasTag("identity")
    ? onFace
      ? "face"
      : "identity"
    : state.hasTag("details")
      ? "details"
      : state.hasTag("otp")
        ? "otp"
        : state.hasTag("contract")
          ? "contract"
          : "identity";
  const index = steps.indexOf(current);
  return (
    <nav aria-label={t("wizard_title")} className="step-indicator">
      <p aria-current="step">
        {t("wizard_step_of", {
          current: index + 1,
          total: steps.length,
          name: t(`wizard_step_${current}` as MessageKey),
        })}
      </p>
      <ol>
        {steps.map((step, i) => (
          <li key={step} className={i < index ? "done" : i === index ? "current" : ""}>
            <span className="sr-only">{t(`wizard_step_${step}` as MessageKey)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
