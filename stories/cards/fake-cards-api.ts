import { ApiError } from "../../src/api/api-error";
import type { CardsApi } from "../../src/api/cards";
import type { CardDetail, CardListItem, Province } from "../../src/contract/cards";
import type { Envelope } from "../../src/contract/envelope";
import { APPROVAL_SORT, approvalLevel, ODDS_RANK } from "../../src/domain/approval-odds";

/**
 * Fake card data and a fake CardsApi for stories and component tests: no server, answers at once
 * (or never, for loading states), every call recorded.
 */

const ISSUERS = ["VPBank", "Techcombank", "VIB", "TPBank", "HSBC", "Shinhan Bank", "MB Bank", "ACB"];

export function fakeCard(id: number, overrides: Partial<CardDetail> = {}): CardDetail {
  const issuer = ISSUERS[id % ISSUERS.length] ?? "VPBank";
  const card: CardDetail = {
    id,
    name: `${issuer} Thẻ mẫu ${id}`,
    productImage: `the-mau-${id}.svg`,
    maxAmount: 50_000_000 * ((id % 5) + 1),
    gifts: `Tặng ${id}00.000 VND`,
    annualFeeOffers: "Miễn phí năm đầu",
    features: [
      { info: "Hoàn tiền 5% mua sắm trực tuyến" },
      { info: "Miễn lãi đến 45 ngày" },
      { info: "Trả góp 0% tại đối tác" },
      { info: "Tính năng thứ tư không hiện trên thẻ" },
    ],
    tag: id % 2 === 0 ? "Hoàn tiền" : null,
    highlight: id % 3 === 0,
    affiliateLink: `https://example.com/apply/${id}`,
    cardIssuer: issuer,
    overview: `Thẻ mẫu số ${id} do ${issuer} phát hành.`,
    annualFee: id % 2 === 0 ? 0 : 499_000,
    cardOpeningGifts: [{ label: "Quà mở thẻ", info: `Tặng ${id}00.000 VND` }],
    incentivePolicy: [{ label: "Miễn lãi", info: "Đến 45 ngày" }],
    interestAndFees: [{ label: "Lãi suất", info: "28%/năm" }],
    minIncomeConditions: 5_000_000,
    minAge: 18,
    maxAge: 60,
    regionInformation: "Toàn quốc",
    cardTypes: [1 + (id % 3)],
    updatedAt: "2026-11-20T03:00:00.000Z",
    ...overrides,
  };
  // The opening requirements the approval odds read, as the server derives them (nationwide unless given).
  card.requirements = overrides.requirements ?? {
    minIncome: card.minIncomeConditions,
    minAge: card.minAge,
    maxAge: card.maxAge,
    regions: [],
  };
  return card;
}

export function listItem(card: CardDetail): CardListItem {
  return {
    id: card.id,
    name: card.name,
    productImage: card.productImage,
    maxAmount: card.maxAmount,
    gifts: card.gifts,
    annualFeeOffers: card.annualFeeOffers,
    features: card.features,
    tag: card.tag,
    highlight: card.highlight,
    affiliateLink: card.affiliateLink,
    ...(card.requirements ? { requirements: card.requirements } : {}),
  };
}

export const FAKE_CATALOGUE: CardDetail[] = Array.from({ length: 14 }, (_, index) => fakeCard(index + 1));

export const FAKE_PROVINCES: Province[] = [
  { code: 1, province_name: "Hà Nội" },
  { code: 48, province_name: "Đà Nẵng" },
  { code: 79, province_name: "Hồ Chí Minh" },
];

export interface FakeOptions {
  catalogue?: CardDetail[];
  /** Ids the server considers inactive (check-active false, left out of compare and detail). */
  inactive?: number[];
  /** Ids still listed but refused by check-active (deactivated since the list was read). */
  checkInactive?: number[];
  /** "pending" never answers; "error" fails like a lost connection; "empty" answers no card. */
  list?: "ok" | "pending" | "error" | "empty";
  detail?: "ok" | "pending" | "error";
}

export interface FakeCardsApi extends CardsApi {
  calls: { method: keyof CardsApi; args: unknown[] }[];
}

const never = <T>() => new Promise<T>(() => {});
const ok = <T>(data: T): Promise<Envelope<T>> => Promise.resolve({ code: 200, data });
const networkError = () => Promise.reject(new Error("offline"));

export function fakeCardsApi(options: FakeOptions = {}): FakeCardsApi {
  const catalogue = options.catalogue ?? FAKE_CATALOGUE;
  const inactive = new Set(options.inactive ?? []);
  const active = catalogue.filter((card) => !inactive.has(card.id));
  const calls: FakeCardsApi["calls"] = [];
  const record = (method: keyof CardsApi, args: unknown[]) => calls.push({ method, args });
  return {
    calls,
    getList: (body) => {
      record("getList", [body]);
      if (options.list === "pending") return never();
      if (options.list === "error") return networkError();
      const profile = body.profile;
      // Sorted by approval odds like the server: high, medium, low, each in the catalogue's order.
      const rank = (card: CardDetail) =>
        card.requirements ? ODDS_RANK[approvalLevel(card.requirements, profile) ?? "high"] : 0;
      const ordered =
        body.sortFeatureBy === APPROVAL_SORT && profile ? [...active].sort((a, b) => rank(a) - rank(b)) : active;
      const matches = options.list === "empty" ? [] : ordered;
      const size = body.pageSize ?? 6;
      const start = ((body.pageIndex ?? 1) - 1) * size;
      return ok({ totalItems: matches.length, result: matches.slice(start, start + size).map(listItem) });
    },
    getListHome: () => {
      record("getListHome", []);
      return ok(active.slice(0, 6).map(listItem));
    },
    getDetail: (id) => {
      record("getDetail", [id]);
      if (options.detail === "pending") return never();
      if (options.detail === "error") return networkError();
      const card = active.find((item) => item.id === id);
      if (!card) {
        return Promise.reject(new ApiError("http", "Thẻ này hiện không khả dụng.", 404));
      }
      return ok(card);
    },
    getRelated: (id) => {
      record("getRelated", [id]);
      return ok(
        active
          .filter((card) => card.id !== id)
          .slice(0, 3)
          .map(listItem),
      );
    },
    getCompare: (ids) => {
      record("getCompare", [ids]);
      return ok(ids.flatMap((id) => active.filter((card) => card.id === id)));
    },
    checkActive: (id) => {
      record("checkActive", [id]);
      return ok(active.some((card) => card.id === id) && !(options.checkInactive ?? []).includes(id));
    },
    getProvinces: () => {
      record("getProvinces", []);
      return ok(FAKE_PROVINCES);
    },
  };
}
