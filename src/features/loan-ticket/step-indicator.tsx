import { useSelector } from "@xstate/react";
import { selectScreen as selectEkycScreen } from "../../../machines/ekyc/selectors";
import type { WizardScreen } from "../../../machines/loan-ticket/selectors";
import { type MessageKey, t } from "../../i18n/t";
import type { EkycActorRef } from "./ekyc/use-ekyc";

type Step = "identity" | "face" | "details" | "otp" | "contract";

/** 'Step n/total: name', the total being 4 or 5 as the product's checkStep gives the face step or not. */
export function StepIndicator(props: { screen: WizardScreen | null; faceRequired: boolean; ekyc?: EkycActorRef }) {
  const { screen, faceRequired, ekyc } = props;
  const onFace = useSelector(ekyc, (snapshot) => (snapshot ? selectEkycScreen(snapshot) === "face" : false));
  const steps: Step[] = faceRequired
    ? ["identity", "face", "details", "otp", "contract"]
    : ["identity", "details", "otp", "contract"];
  const current: Step = screen === null || screen === "identity" ? (onFace ? "face" : "identity") : screen;
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
