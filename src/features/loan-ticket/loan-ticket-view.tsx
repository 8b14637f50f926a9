import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { loanTicketMachine } from "../../../machines/loan-ticket/machine";
import { t } from "../../i18n/t";
import { NoticeModal } from "../../ui/notice-modal";
import { OtpPanel } from "../../ui/otp-panel";
import type { OtpActorRef } from "../../ui/use-otp-events";
import { ContractStep } from "./contract-step";
import { DetailsForm } from "./details-form";
import { type EkycActorRef, EkycView } from "./ekyc/ekyc-view";
import { StepIndicator } from "./step-indicator";
import "./loan-ticket.css";

export type LoanTicketActorRef = ActorRefFrom<typeof loanTicketMachine>;

export interface LoanTicketViewProps {
  actorRef: LoanTicketActorRef;
  /** Links out of the wizard (records, home); plain anchors by default. */
  renderLink?: (to: "/ho-so-vay" | "/", label: string) => React.ReactNode;
}

const defaultLink = (to: string, label: string) => (
  <a className="btn btn-secondary" href={to}>
    {label}
  </a>
);

/** The loan-ticket wizard: renders the machine's state and sends its events; the rules live in the machines. */
export function LoanTicketView({ actorRef, renderLink = defaultLink }: LoanTicketViewProps) {
  const state = useSelector(actorRef, (snapshot) => snapshot);
  const { context } = state;
  const send = actorRef.send;
  const busy = state.hasTag("busy");
  const message = context.message ?? (context.errorKey ? t(context.errorKey) : "");
  const ekyc = state.children.ekyc as EkycActorRef | undefined;
  const otp = state.children.otp as OtpActorRef | undefined;

  return (
    <main className="container loan-ticket" aria-busy={busy}>
      <h1>{t("wizard_title")}</h1>
      {context.product && (
        <p className="muted">
          {t("wizard_product", { name: context.product.name, provider: context.product.providerName })}
        </p>
      )}
      {!state.hasTag("loading") && !state.hasTag("left") && !state.hasTag("success") && (
        <StepIndicator state={state} ekyc={ekyc} />
      )}

      {state.hasTag("loading") && <p role="status">{t("wizard_loading")}</p>}

      {state.hasTag("policyChanged") && (
        <section className="ticket-notice" role="alert">
          <p>{t("product_policy_updated")}</p>
          {context.message && <p className="field-error">{context.message}</p>}
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => send({ type: "draft.restart" })}
          >
            {t("wizard_register_again")}
          </button>
        </section>
      )}

      {state.hasTag("identity") && ekyc && <EkycView actorRef={ekyc} />}
      {state.hasTag("identity") && busy && <p role="status">{t("wizard_saving")}</p>}

      {state.hasTag("details") && (
        <DetailsForm
          details={context.details}
          product={context.product}
          showErrors={context.showErrors}
          busy={busy}
          onChange={(field, value) => send({ type: "details.change", field, value })}
          onSubmit={() => send({ type: "details.submit" })}
          onBack={() => send({ type: "step.back" })}
        />
      )}

      {state.hasTag("otp") && (
        <section aria-labelledby="ticket-otp-title">
          <h2 id="ticket-otp-title">{t("ticket_otp_title")}</h2>
          {busy && <p role="status">{t("ticket_otp_requesting")}</p>}
          {otp && (
            <form onSubmit={(event) => event.preventDefault()}>
              <OtpPanel actorRef={otp} />
            </form>
          )}
        </section>
      )}

      {state.hasTag("contract") && (
        <ContractStep
          contract={context.contract}
          email={context.email}
          agreed={context.agreed}
          busy={busy}
          canConfirm={state.can({ type: "contract.confirm" })}
          onEmail={(value) => send({ type: "email.change", value })}
          onAgree={(value) => send({ type: "contract.agree", value })}
          onConfirm={() => send({ type: "contract.confirm" })}
        />
      )}

      {state.hasTag("success") && (
        <section className="ticket-success" role="status">
          <h2>{t("wizard_success_title")}</h2>
          <p>{t("loan_success", { code: context.loanCode })}</p>
          {renderLink("/ho-so-vay", t("wizard_to_records"))}
        </section>
      )}

      {state.hasTag("left") && (
        <section className="ticket-notice">
          {message !== "" && <p role="alert">{message}</p>}
          {renderLink("/ho-so-vay", t("wizard_to_records"))} {renderLink("/", t("wizard_to_home"))}
        </section>
      )}

      <NoticeModal
        open={state.hasTag("popup") && !state.hasTag("left")}
        message={message}
        onClose={() => send({ type: state.hasTag("retry") ? "retry" : "popup.close" })}
      />
    </main>
  );
}
