import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, within } from "storybook/test";
import type { BoCardRow } from "../../src/contract/bo-cards";
import type { BoLoanRow } from "../../src/contract/bo-loan-products";
import { CardsPage } from "../../src/features/backoffice/cards-page";
import { LoanProductsPage } from "../../src/features/backoffice/loan-products-page";

/**
 * The editor's two catalogue lists as the screens fetch them (/quan-tri/the, /quan-tri/san-pham-vay):
 * the page of rows the server sends, none, still loading, and a refused load. Mock Service Worker
 * answers the back-office API in the page.
 */

const CARDS: BoCardRow[] = [
  {
    id: 1,
    name: "VPBank StepUp",
    cardIssuer: "VPBank",
    annualFee: 499_000,
    maxAmount: 100_000_000,
    active: true,
    updatedAt: "2026-11-20T03:00:00.000Z",
  },
  {
    id: 2,
    name: "Techcombank Everyday",
    cardIssuer: "Techcombank",
    annualFee: 0,
    maxAmount: 150_000_000,
    active: false,
    updatedAt: "2026-11-21T03:00:00.000Z",
  },
];

const LOANS: BoLoanRow[] = [
  {
    id: 1,
    name: "Vay tiêu dùng An Phát",
    partnerName: "An Phát",
    productType: 2,
    interestRatePercent: 24,
    minAmount: 5_000_000,
    maxAmount: 100_000_000,
    upfrontFee: { kind: "percent", percent: 2 },
    monthlyFee: 0,
    active: true,
    updatedAt: "2026-11-20T03:00:00.000Z",
  },
  {
    id: 2,
    name: "Vay nhanh Bình Minh",
    partnerName: "Bình Minh",
    productType: 2,
    interestRatePercent: 30,
    minAmount: 10_000_000,
    maxAmount: 70_000_000,
    upfrontFee: { kind: "amount", vnd: 0 },
    monthlyFee: 10_000,
    active: true,
    updatedAt: "2026-11-22T03:00:00.000Z",
  },
];

const page = <T,>(rows: T[]) =>
  HttpResponse.json({ code: 200, data: { rows, total: rows.length, page: 1, pageSize: 20 } });
const refused = () =>
  HttpResponse.json({ code: 500, message: "Hệ thống đang bận, vui lòng thử lại sau" }, { status: 500 });
const pending = async () => {
  await delay("infinite");
  return HttpResponse.json({});
};

type Lists = { list: "cards" | "loans" };
function Screen({ list }: Lists) {
  return list === "cards" ? <CardsPage /> : <LoanProductsPage />;
}

const meta = {
  title: "Quản trị/Danh mục thẻ và sản phẩm vay",
  component: Screen,
  args: { list: "cards" },
  // No Docs page: it would draw every story at once, and Mock Service Worker keeps one set of
  // answers per page, so the lists would show each other's rows or refusals.
  tags: ["!autodocs"],
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {
  parameters: { path: "/quan-tri/the", msw: [http.get("/api/quan-tri/cards", () => page(CARDS))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("cell", { name: "Techcombank Everyday" })).toBeVisible();
    await expect(canvas.getByRole("cell", { name: "499.000" })).toBeVisible();
  },
};

export const CardsEmpty: Story = {
  parameters: { path: "/quan-tri/the", msw: [http.get("/api/quan-tri/cards", () => page([]))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Không có thẻ nào khớp bộ lọc")).toBeVisible();
  },
};

export const CardsLoading: Story = {
  parameters: { path: "/quan-tri/the", msw: [http.get("/api/quan-tri/cards", pending)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("status")).toHaveTextContent("Đang tải");
  },
};

export const CardsLoadFailed: Story = {
  parameters: { path: "/quan-tri/the", msw: [http.get("/api/quan-tri/cards", refused)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toBeVisible();
  },
};

export const LoanProducts: Story = {
  args: { list: "loans" },
  parameters: { path: "/quan-tri/san-pham-vay", msw: [http.get("/api/quan-tri/loan-products", () => page(LOANS))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("cell", { name: "Vay nhanh Bình Minh" })).toBeVisible();
    await expect(canvas.getByRole("cell", { name: "Vay tiêu dùng An Phát" })).toBeVisible();
  },
};

export const LoanProductsEmpty: Story = {
  args: { list: "loans" },
  parameters: { path: "/quan-tri/san-pham-vay", msw: [http.get("/api/quan-tri/loan-products", () => page([]))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Không có sản phẩm vay nào khớp bộ lọc")).toBeVisible();
  },
};

export const LoanProductsLoadFailed: Story = {
  args: { list: "loans" },
  parameters: { path: "/quan-tri/san-pham-vay", msw: [http.get("/api/quan-tri/loan-products", refused)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toBeVisible();
  },
};
