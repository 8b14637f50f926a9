import { useRouter } from "@tanstack/react-router";
import { createContext, useContext, useMemo } from "react";
import { t } from "../../i18n/t";
import { rememberFunnelLoan } from "../../state/funnel-loan";
import { rememberFunnelToken } from "../../state/ticket-credentials";

/**
 * Opening the loan-ticket wizard; stories and tests supply a fake. The product itself is looked up by the
 * funnel machine's `findApplyProduct` actor on the result screen (context.applyProductId).
 */
export interface ApplyProductServices {
  open: (productId: number) => void;
}

export const ApplyProductContext = createContext<ApplyProductServices | null>(null);

function useApplyProductServices(): ApplyProductServices {
  const supplied = useContext(ApplyProductContext);
  const router = useRouter({ warn: false });
  return useMemo(
    () =>
      supplied ?? {
        open: (productId: number) => {
          if (router) void router.navigate({ to: "/dang-ky-vay", search: { productId } });
          else window.location.assign(`/dang-ky-vay?productId=${productId}`);
        },
      },
    [supplied, router],
  );
}

export interface ApplyProductProps {
  /** The offering partner's product (the machine's lookup). */
  productId: number;
  /** The funnel ticket's token: the wizard's calls carry it (X-Ticket-Token) for a visitor not signed in. */
  ticketToken: string;
  /** The amount and term asked in the funnel: the wizard starts with them (issue 33). */
  loan?: { amount: number; month: number };
}

/** On an eligible result: apply for the offering partner's product in the loan-ticket wizard. */
export function ApplyProduct({ productId, ticketToken, loan }: ApplyProductProps) {
  const services = useApplyProductServices();
  return (
    <p className="funnel-apply">
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => {
          rememberFunnelToken(ticketToken);
          if (loan) rememberFunnelLoan(loan);
          services.open(productId);
        }}
      >
        {t("funnel_apply_product")}
      </button>
    </p>
  );
}
