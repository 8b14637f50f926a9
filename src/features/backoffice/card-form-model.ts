import * as v from "valibot";
import { type CardImport, cardImportSchema } from "../../contract/cards-import";
import { firstMessage } from "../../contract/valibot-vi";
import { t } from "../../i18n/t";

/**
 * The card form's model: a card of the catalogue as the inputs hold it (text), and back. Lists of
 * label and text (interest and fees, opening gifts, incentives) are one item a line, "Nhãn: nội
 * dung"; features one a line; provinces comma-separated. The result is checked with the import's
 * schema, so the screen refuses what the server would, with the same Vietnamese message.
 */

export const TEXT_FIELDS = [
  "id",
  "name",
  "cardIssuer",
  "productImage",
  "imageColor",
  "maxAmount",
  "gifts",
  "annualFee",
  "annualFeeOffers",
  "tag",
  "affiliateLink",
  "overview",
  "features",
  "interestAndFees",
  "cardOpeningGifts",
  "incentivePolicy",
  "minIncomeConditions",
  "minAge",
  "maxAge",
  "regionInformation",
  "regions",
  "position",
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export type CardDraft = Record<TextField, string> & { highlight: boolean; active: boolean; cardTypes: number[] };

const lines = (items: readonly { label: string; info: string }[]) =>
  items.map((item) => `${item.label}: ${item.info}`).join("\n");
const numberText = (value: number | null) => (value === null ? "" : String(value));

export function draftOf(card: CardImport): CardDraft {
  return {
    id: String(card.id),
    name: card.name,
    cardIssuer: card.cardIssuer,
    productImage: card.productImage,
    imageColor: card.imageColor,
    maxAmount: String(card.maxAmount),
    gifts: card.gifts,
    annualFee: String(card.annualFee),
    annualFeeOffers: card.annualFeeOffers,
    tag: card.tag ?? "",
    affiliateLink: card.affiliateLink,
    overview: card.overview,
    features: card.features.map((f) => f.info).join("\n"),
    interestAndFees: lines(card.interestAndFees),
    cardOpeningGifts: lines(card.cardOpeningGifts),
    incentivePolicy: lines(card.incentivePolicy),
    minIncomeConditions: numberText(card.minIncomeConditions),
    minAge: numberText(card.minAge),
    maxAge: numberText(card.maxAge),
    regionInformation: card.regionInformation,
    regions: card.regions.join(", "),
    position: String(card.position),
    highlight: card.highlight,
    active: card.active,
    cardTypes: [...card.cardTypes],
  };
}

export const EMPTY_DRAFT: CardDraft = {
  ...draftOf({
    id: 1,
    name: "",
    cardIssuer: "",
    productImage: "",
    imageColor: "#0b5fff",
    maxAmount: 0,
    gifts: "",
    annualFee: 0,
    annualFeeOffers: "",
    features: [],
    tag: null,
    highlight: false,
    affiliateLink: "",
    overview: "",
    cardOpeningGifts: [],
    incentivePolicy: [],
    interestAndFees: [],
    minIncomeConditions: null,
    minAge: null,
    maxAge: null,
    regionInformation: "",
    regions: [],
    cardTypes: [],
    position: 1000,
    active: true,
  }),
  id: "",
  maxAmount: "",
  annualFee: "",
};

class DraftError extends Error {}
const label = (field: TextField) => t(`bo_card_f_${field}`);

function whole(draft: CardDraft, field: TextField, nullable: true): number | null;
function whole(draft: CardDraft, field: TextField, nullable: false): number;
function whole(draft: CardDraft, field: TextField, nullable: boolean): number | null {
  const text = draft[field].replace(/[.\s]/g, "");
  if (text === "" && nullable) return null;
  if (!/^\d{1,13}$/.test(text)) throw new DraftError(t("bo_card_number_invalid", { field: label(field) }));
  return Number(text);
}

function labelled(draft: CardDraft, field: TextField) {
  return draft[field]
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => {
      const at = line.indexOf(":");
      if (at < 1) throw new DraftError(t("bo_card_lines_invalid", { field: label(field) }));
      return { label: line.slice(0, at).trim(), info: line.slice(at + 1).trim() };
    });
}

/** The card the draft describes, checked as the server checks it; or the first Vietnamese message. */
export function cardOf(draft: CardDraft): { ok: true; card: CardImport } | { ok: false; message: string } {
  try {
    const input = {
      id: whole(draft, "id", false),
      name: draft.name,
      cardIssuer: draft.cardIssuer,
      productImage: draft.productImage.trim(),
      imageColor: draft.imageColor,
      maxAmount: whole(draft, "maxAmount", false),
      gifts: draft.gifts,
      annualFee: whole(draft, "annualFee", false),
      annualFeeOffers: draft.annualFeeOffers,
      features: draft.features
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== "")
        .map((info) => ({ info })),
      tag: draft.tag.trim() === "" ? null : draft.tag,
      highlight: draft.highlight,
      affiliateLink: draft.affiliateLink.trim(),
      overview: draft.overview,
      cardOpeningGifts: labelled(draft, "cardOpeningGifts"),
      incentivePolicy: labelled(draft, "incentivePolicy"),
      interestAndFees: labelled(draft, "interestAndFees"),
      minIncomeConditions: whole(draft, "minIncomeConditions", true),
      minAge: whole(draft, "minAge", true),
      maxAge: whole(draft, "maxAge", true),
      regionInformation: draft.regionInformation,
      regions: draft.regions
        .split(",")
        .map((part) => part.trim())
        .filter((part) => part !== "")
        .map((part) => {
          if (!/^\d{1,3}$/.test(part)) throw new DraftError(t("bo_card_number_invalid", { field: label("regions") }));
          return Number(part);
        }),
      cardTypes: draft.cardTypes,
      position: whole(draft, "position", false),
      active: draft.active,
    };
    const parsed = v.safeParse(cardImportSchema, input);
    return parsed.success ? { ok: true, card: parsed.output } : { ok: false, message: firstMessage(parsed.issues) };
  } catch (error) {
    if (error instanceof DraftError) return { ok: false, message: error.message };
    throw error;
  }
}
