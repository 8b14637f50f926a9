import type { Meta, StoryObj } from "@storybook/react-vite";
import { useCallback, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { CardListView } from "../../src/features/cards/card-list-view";
import { type CardFilters, changeFilters, DEFAULT_FILTERS } from "../../src/features/cards/card-search";
import { CardsApiProvider } from "../../src/features/cards/cards-api-context";
import { type FakeOptions, fakeCardsApi } from "./fake-cards-api";

/** The card list (/the-tin-dung) with a fake API: filters are kept in component state instead of the URL. */
function ListHarness({ fake, initial }: { fake: FakeOptions; initial?: Partial<CardFilters> }) {
  const [api] = useState(() => fakeCardsApi(fake));
  const [filters, setFilters] = useState<CardFilters>({ ...DEFAULT_FILTERS, ...initial });
  const onPageChange = useCallback((page: number) => setFilters((current) => ({ ...current, page })), []);
  return (
    <CardsApiProvider value={api}>
      <CardListView
        filters={filters}
        onFiltersChange={(patch) => setFilters((current) => changeFilters(current, patch))}
        onPageChange={onPageChange}
        onReset={() => setFilters(DEFAULT_FILTERS)}
      />
    </CardsApiProvider>
  );
}

const meta = {
  title: "Thẻ tín dụng/Danh sách thẻ",
  component: ListHarness,
  args: { fake: {} },
} satisfies Meta<typeof ListHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const tiles = (canvas: ReturnType<typeof within>) => canvas.queryAllByRole("article");

export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Tìm thấy 14 thẻ phù hợp");
    await expect(tiles(canvas)).toHaveLength(6);
    await expect(canvas.queryByRole("button", { name: "Xóa bộ lọc" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Trang 2" }));
    await canvas.findByRole("heading", { name: "VPBank Thẻ mẫu 8" });
    await expect(canvas.getByRole("button", { name: "Trang 2, trang hiện tại" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // Any filter change goes back to page 1 and shows the reset link.
    await userEvent.click(canvas.getByRole("radio", { name: "Rút tiền mặt" }));
    await canvas.findByRole("button", { name: "Trang 1, trang hiện tại" });
    await userEvent.click(canvas.getByRole("button", { name: "Xóa bộ lọc" }));
    await waitFor(() => expect(canvas.queryByRole("button", { name: "Xóa bộ lọc" })).toBeNull());
    await expect(canvas.getByRole("radio", { name: "Tất cả" })).toBeChecked();
  },
};

export const TypingFilters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const income = await canvas.findByLabelText("Thu nhập hàng tháng");
    await userEvent.type(income, "15000000abc");
    await expect(income).toHaveValue("15.000.000");
    await userEvent.type(income, "99999");
    await expect((income as HTMLInputElement).value.length).toBeLessThanOrEqual(11);
    const age = canvas.getByLabelText("Độ tuổi");
    await userEvent.type(age, "3a05");
    await expect(age).toHaveValue("30");
    await userEvent.keyboard("{Enter}");
    await canvas.findByRole("button", { name: "Xóa bộ lọc" });
    await expect(canvas.getByRole("combobox", { name: "Khu vực" })).toHaveDisplayValue("Toàn quốc");
  },
};

export const Loading: Story = {
  args: { fake: { list: "pending" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector(".card-results")).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByText("Đang tải...")).toBeInTheDocument();
    await expect(tiles(canvas)).toHaveLength(0);
  },
};

export const EmptyWithFilters: Story = {
  args: { fake: { list: "empty" }, initial: { type: 3, income: 5_000_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Hiện không có thẻ tín dụng nào phù hợp với tiêu chí tìm kiếm của bạn");
    await expect(canvas.getByRole("button", { name: "Xóa bộ lọc" })).toBeVisible();
  },
};

export const EmptyCatalogue: Story = {
  args: { fake: { list: "empty" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Hiện không có thẻ tín dụng nào khả dụng");
    await expect(canvas.queryByRole("button", { name: "Xóa bộ lọc" })).toBeNull();
  },
};

export const LoadError: Story = {
  args: { fake: { list: "error" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Đã có lỗi xảy ra. Vui lòng thử lại sau!");
    await expect(within(alert).getByRole("button", { name: "Thử lại" })).toBeEnabled();
    const popup = within(document.body).getByRole("dialog", { name: "Thông báo" });
    await expect(popup).toHaveTextContent("Đã có lỗi xảy ra. Vui lòng thử lại sau!");
    await userEvent.click(within(popup).getByRole("button", { name: "Tiếp tục" }));
    await expect(within(document.body).queryByRole("dialog")).toBeNull();
  },
};
