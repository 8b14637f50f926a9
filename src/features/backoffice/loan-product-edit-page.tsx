import { Link, useParams } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { type BoLoanProduct, boLoanGetEndpoint, boLoanUpdateEndpoint } from "../../contract/bo-loan-products";
import { t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import { LoanProductForm } from "./loan-product-form";
import { type LoanDraft, loanDraftOf, loanProductOf } from "./loan-product-model";
import { staffCall } from "./staff-client";

/**
 * /quan-tri/san-pham-vay/$id (editor): one loan product's name, rate, amounts, terms and fees, with
 * the cost of an example loan before saving. The visitors' offers and the wizard follow at once.
 */
export function LoanProductEditPage() {
  const { id } = useParams({ strict: false }) as { id?: string };
  const [loaded, setLoaded] = useState<BoLoanProduct | null>(null);
  const [draft, setDraft] = useState<LoanDraft | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useDocumentTitle(t("bo_loan_edit_title", { name: loaded?.product.name ?? "" }));

  useEffect(() => {
    if (id === undefined) return;
    staffCall(boLoanGetEndpoint, { params: { id } }).then(
      (data) => {
        setLoaded(data);
        setDraft(loanDraftOf(data.product));
      },
      (error: Error) => setMessage(error.message),
    );
  }, [id]);

  const save = () => {
    if (!draft || !loaded) return;
    setNotice(null);
    const checked = loanProductOf(draft);
    if (!checked.ok) {
      setMessage(checked.message);
      return;
    }
    setMessage(null);
    setBusy(true);
    staffCall(boLoanUpdateEndpoint, { params: { id: loaded.id }, body: checked.product }).then(
      (answer) => {
        setBusy(false);
        setLoaded({ ...loaded, ...answer, product: checked.product });
        setNotice(t("bo_loan_saved"));
      },
      (error: Error) => {
        setBusy(false);
        setMessage(error.message);
      },
    );
  };

  return (
    <section>
      <p>
        <Link to="/quan-tri/san-pham-vay">{t("bo_loan_back")}</Link>
      </p>
      <h1>{t("bo_loan_edit_title", { name: loaded?.product.name ?? "" })}</h1>
      {loaded && draft ? (
        <>
          <p>
            {t("bo_loan_partner", {
              partner: loaded.partnerName,
              type: t(loaded.productType === 3 ? "bo_loans_type_3" : "bo_loans_type_2"),
              version: loaded.policyVersion,
            })}
          </p>
          <LoanProductForm
            draft={draft}
            busy={busy}
            message={message}
            notice={notice}
            onChange={setDraft}
            onSubmit={save}
          />
        </>
      ) : message ? (
        <p className="bo-error" role="alert">
          {message}
        </p>
      ) : (
        <p role="status">{t("bo_loan_loading")}</p>
      )}
    </section>
  );
}
