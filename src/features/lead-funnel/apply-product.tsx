import { useRouter } from "@tanstack/react-router";
import { createContext, useContext, useEffect, useMemo, useState } from "react";
import type { Product } from "../../contract/loan-ticket";
import { PRODUCT_TYPE } from "../../domain/constants";
import { t } from "../../i18n/t";
import { rememberFunnelToken } from "../../state/ticket-credentials";

/** Finding the partner's product and opening the loan-ticket wizard; stories and tests supply fakes. */
export interface ApplyProductServices {
  /** The id of the product to apply for at this partner, or null when it offers none. */
  findProduct: (partnerName: string) => Promise<number | null>;
  open: (productId: number) => void;
}

export const ApplyProductContext = createContext<ApplyProductServices | null>(null);

/** A loan product first (the funnel is for loans), else any product the partner offers. */
export function productToApply(products: readonly Product[]): number | null {
  return (products.find((product) => product.productType === PRODUCT_TYPE.loan) ?? products[0])?.id ?? null;
}

/** The loan-ticket API (and its contract) loads only on a result screen, never with the home page. */
async function findPartnerProduct(partnerName: string): Promise<number | null> {
  const { getPartnerProducts } = await import("../../api/loan-ticket");
  const answer = await getPartnerProducts(partnerName);
  return answer.code === 200 ? productToApply(answer.data) : null;
}

function useApplyProductServices(): ApplyProductServices {
  const supplied = useContext(ApplyProductContext);
  const router = useRouter({ warn: false });
  return useMemo(
    () =>
      supplied ?? {
        findProduct: findPartnerProduct,
        open: (productId: number) => {
          if (router) void router.navigate({ to: "/dang-ky-vay", search: { productId } });
          else window.location.assign(`/dang-ky-vay?productId=${productId}`);
        },
      },
    [supplied, router],
  );
}

export interface ApplyProductProps {
  partnerName: string;
  /** The funnel ticket's token: the wizard's calls carry it (X-Ticket-Token) for a visitor not signed in. */
  ticketToken: string;
}

/** On an eligible result: apply for the offering partner's product in the loan-ticket wizard. */
export function ApplyProduct({ partnerName, ticketToken }: ApplyProductProps) {
  const services = useApplyProductServices();
  const [productId, setProductId] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    setProductId(null);
    services.findProduct(partnerName).then(
      (id) => live && setProductId(id),
      // No product found (or the lookup failed): the result stands without the button.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [services, partnerName]);
  if (productId === null) return null;
  return (
    <p className="funnel-apply">
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => {
          rememberFunnelToken(ticketToken);
          services.open(productId);
        }}
      >
        {t("funnel_apply_product")}
      </button>
    </p>
  );
}
