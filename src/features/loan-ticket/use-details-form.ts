import { useId } from "react";
import type { DetailsField } from "../../../machines/loan-ticket/types";
import { formatMoney } from "../../domain/format";
import { t } from "../../i18n/t";
import type { DetailsFormProps } from "./details-form";
import { useLookup } from "./lookups";

/**
 * The details step's fields: value, the rule's message the machine says to show (selectDetailsErrors:
 * once the field was left or the step submitted), and the lookups (banks and branches, province, ward).
 */
export function useDetailsForm(props: DetailsFormProps) {
  const { details, product, errors } = props;
  const id = useId();
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
    onBlur: () => props.onLeave(field),
    onChange: (value: string) => props.onChange(field, value),
  });

  const lookups = { banks, branches, provinces, wards };
  return { common, bank, lookups };
}
