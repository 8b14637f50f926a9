import { t } from "../../i18n/t";
import { NoticeModal } from "../../ui/notice-modal";
import { OtpPanel } from "../../ui/otp-panel";
import { ContractStep } from "./contract-step";
import { DetailsForm } from "./details-form";
import { EkycView } from "./ekyc/ekyc-view";
import { PartnerStanding } from "./partner-standing";
import { StepIndicator } from "./step-indicator";
import { type LoanTicketActorRef, useLoanTicket } from "./use-loan-ticket";
import { LoanSummary, SuccessContact, WizardChecklist } from "./wizard-start";
import "./loan-ticket.css";

export type { LoanTicketActorRef };

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
  const wizard = useLoanTicket(actorRef);
  const { screen, busy, context, message, ekyc, otp } = wizard.view;

  return (
    <div className="container loan-ticket" aria-busy={busy}>
      <h1>{t("wizard_title")}</h1>
      {context.product && (
        <p className="muted">
          {t("wizard_product", { name: context.product.name, provider: context.product.providerName })}
        </p>
      )}
      {!wizard.view.loading && !wizard.view.left && !wizard.view.success && (
        <StepIndicator screen={screen} faceRequired={context.faceRequired} ekyc={ekyc} />
      )}
      {!wizard.view.loading && !wizard.view.left && !wizard.view.success && context.product && (
        <LoanSummary product={context.product} details={context.details} />
      )}
      {screen === "identity" && !wizard.view.loading && context.identity === null && (
        <WizardChecklist faceRequired={context.faceRequired} />
      )}

      {wizard.view.loading && (
        <p role="status">{t(wizard.view.checkingService ? "partner_service_checking" : "wizard_loading")}</p>
      )}

      {wizard.view.policyChanged && (
        <section className="ticket-notice" role="alert">
          <p>{t("product_policy_updated")}</p>
          {context.message && <p className="field-error">{context.message}</p>}
          <button type="button" className="btn btn-primary" disabled={busy} onClick={wizard.restart}>
            {t("wizard_register_again")}
          </button>
        </section>
      )}

      {screen === "identity" && ekyc && <EkycView actorRef={ekyc} />}
      {screen === "identity" && busy && <p role="status">{t("wizard_saving")}</p>}

      {screen === "details" && (
        <DetailsForm
          details={context.details}
          product={context.product}
          errors={wizard.view.detailsErrors}
          busy={busy}
          onChange={wizard.changeDetail}
          onLeave={wizard.leaveDetail}
          onSubmit={wizard.submitDetails}
          onBack={wizard.back}
        />
      )}

      {screen === "otp" && (
        <section aria-labelledby="ticket-otp-title">
          <h2 id="ticket-otp-title">{t("ticket_otp_title")}</h2>
          {busy && (
            <p role="status">{t(wizard.view.subscriberCheck ? "partner_step2_checking" : "ticket_otp_requesting")}</p>
          )}
          {otp && (
            <form onSubmit={(event) => event.preventDefault()}>
              <OtpPanel actorRef={otp} />
            </form>
          )}
        </section>
      )}

      {screen === "contract" && (
        <ContractStep
          contract={context.contract}
          email={context.email}
          agreed={context.agreed}
          busy={busy}
          canConfirm={wizard.view.canConfirm}
          loan={{ product: context.product, details: context.details }}
          onEmail={wizard.changeEmail}
          onAgree={wizard.agree}
          onConfirm={wizard.confirm}
        />
      )}

      {wizard.view.success && (
        <section className="ticket-success" role="status">
          <h2>{t("wizard_success_title")}</h2>
          <p>{t("loan_success", { code: context.loanCode })}</p>
          <SuccessContact product={context.product} />
          <PartnerStanding
            stage={wizard.view.partnerStage}
            signCode={context.signCode}
            canSign={wizard.view.canSign}
            busy={busy}
            error={wizard.view.partnerStage === "signing" ? message : ""}
            onCode={wizard.changeSignCode}
            onSign={wizard.sign}
          />
          {renderLink("/ho-so-vay", t("wizard_to_records"))}
        </section>
      )}

      {wizard.view.left && (
        <section className="ticket-notice">
          {message !== "" && <p role="alert">{message}</p>}
          {wizard.view.retry && (
            <button type="button" className="btn btn-primary" onClick={wizard.retry}>
              {t("wizard_retry")}
            </button>
          )}{" "}
          {renderLink("/ho-so-vay", t("wizard_to_records"))} {renderLink("/", t("wizard_to_home"))}
        </section>
      )}

      <NoticeModal open={wizard.view.popup} message={message} onClose={wizard.closePopup} />
    </div>
  );
}
