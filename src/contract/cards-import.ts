import * as v from "valibot";
import { CARD_TYPE } from "../domain/constants";
import { t } from "../i18n/t";
import { CARD_AGE_MAX, CARD_IMAGE_NAME, wholeNumber } from "./cards";

// --- The catalogue file of `npm run cards:import` (and the seeded sample) ---

const fieldMessage = (field: string) => t("card_field_invalid", { field });
const text = (field: string, max: number, min = 0) =>
  v.pipe(
    v.string(fieldMessage(field)),
    v.trim(),
    v.minLength(min, fieldMessage(field)),
    v.maxLength(max, fieldMessage(field)),
  );
const money = (field: string) => wholeNumber(fieldMessage(field), 0, 1_000_000_000_000);
const labelItems = (field: string) =>
  v.optional(
    v.pipe(
      v.array(v.object({ label: text(field, 200, 1), info: text(field, 2000) }), fieldMessage(field)),
      v.maxLength(30, fieldMessage(field)),
    ),
    [],
  );
const nullableAge = (field: string) => v.optional(v.nullable(wholeNumber(fieldMessage(field), 0, CARD_AGE_MAX)), null);

/** One card of the catalogue, as an operator writes it. */
export const cardImportSchema = v.pipe(
  v.object({
    id: wholeNumber(fieldMessage("id"), 1, 999_999_999),
    name: text("name", 200, 1),
    cardIssuer: text("cardIssuer", 200, 1),
    productImage: v.pipe(
      v.string(fieldMessage("productImage")),
      v.regex(CARD_IMAGE_NAME, fieldMessage("productImage")),
    ),
    imageColor: v.optional(
      v.pipe(v.string(fieldMessage("imageColor")), v.hexColor(fieldMessage("imageColor"))),
      "#0b5fff",
    ),
    maxAmount: money("maxAmount"),
    gifts: v.optional(text("gifts", 300), ""),
    annualFee: money("annualFee"),
    annualFeeOffers: v.optional(text("annualFeeOffers", 300), ""),
    features: v.optional(
      v.pipe(
        v.array(v.object({ info: text("features", 300, 1) }), fieldMessage("features")),
        v.maxLength(20, fieldMessage("features")),
      ),
      [],
    ),
    tag: v.optional(v.nullable(text("tag", 40)), null),
    highlight: v.optional(v.boolean(fieldMessage("highlight")), false),
    affiliateLink: v.pipe(
      v.string(fieldMessage("affiliateLink")),
      v.maxLength(2000, fieldMessage("affiliateLink")),
      v.url(fieldMessage("affiliateLink")),
      v.regex(/^https?:\/\//, fieldMessage("affiliateLink")),
    ),
    overview: v.optional(text("overview", 5000), ""),
    cardOpeningGifts: labelItems("cardOpeningGifts"),
    incentivePolicy: labelItems("incentivePolicy"),
    interestAndFees: labelItems("interestAndFees"),
    minIncomeConditions: v.optional(v.nullable(money("minIncomeConditions")), null),
    minAge: nullableAge("minAge"),
    maxAge: nullableAge("maxAge"),
    regionInformation: v.optional(text("regionInformation", 500), ""),
    /** Province codes where the card is offered; empty means nationwide. */
    regions: v.optional(
      v.pipe(
        v.array(wholeNumber(fieldMessage("regions"), 1, 999), fieldMessage("regions")),
        v.maxLength(100, fieldMessage("regions")),
      ),
      [],
    ),
    /** High approval 1, online spending 2, cash withdrawal 3 (the 'All' tab shows every card). */
    cardTypes: v.optional(
      v.array(
        v.picklist(
          [CARD_TYPE.highApproval, CARD_TYPE.onlineSpending, CARD_TYPE.cashWithdrawal],
          fieldMessage("cardTypes"),
        ),
        fieldMessage("cardTypes"),
      ),
      [],
    ),
    position: v.optional(wholeNumber(fieldMessage("position"), 0, 1_000_000), 1000),
    active: v.optional(v.boolean(fieldMessage("active")), true),
  }),
  v.check(
    (card) => card.minAge === null || card.maxAge === null || card.minAge <= card.maxAge,
    t("card_age_range_invalid"),
  ),
);
export type CardImport = v.InferOutput<typeof cardImportSchema>;
export type CardImportInput = v.InferInput<typeof cardImportSchema>;
