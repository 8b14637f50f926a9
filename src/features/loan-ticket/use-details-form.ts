import { useId, useState } from "react";
import type { DetailsField } from "../../../machines/loan-ticket/types";
import { formatMoney } from "../../domain/format";
import { shownDetailsErrors } from "../../domain/loan-ticket-details";
import { t } from "../../i18n/t";
import type { DetailsFormProps } from "./details-form";
import { useLookup } from "./lookups";

/**
 * The details step's fields: value, the rule's message (src/domain/loan-ticket-details.ts) once the field
 * was left or the step submitted, and the lookups (banks and branches, province, ward).
 */
export function useDetailsForm(props: DetailsFormProps) {
  const { details, product } = props;
  const id = useId();
  const [touched, setTouched] = useState<ReadonlySet<DetailsField>>(new Set());
  const errors = shownDetailsErrors(details, product, { submitted: props.showErrors, touched });
  const banks = useLookup("banks", null);
  const branches = useLookup("branches", details.bankId);
  const provinces = useLookup("provinces", null);
  // No districts since 1 July 2025 (docs/decisions/012): the wards of the province.
  const wards = useLookup("wards", details.provinceCode);
  const bank = details.paymentType !== "postOffice";

  const errorOf = (field: DetailsField) => {
    const key = errors[field];
    if (!key) return "";
    return t(key, {
      min: formatMoney(product?.minAmount ?? 0),
      max: formatMoney(product?.maxAmount ?? 0),
      step: formatMoney(product?.amountStep ?? 0),
    });
  };
  const common = (field: DetailsField) => ({
    id: `${id}-${field}`,
    name: field,
    value: details[field],
    disabled: props.busy,
    error: errorOf(field),
    onBlur: () => setTouched((set) => new Set(set).add(field)),
    onChange: (value: string) => props.onChange(field, value),
  });

  const lookups = { banks, branches, provinces, wards };
  return { common, bank, lookups };
}
