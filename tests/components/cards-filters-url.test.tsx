import { defaultParseSearch, defaultStringifySearch, RouterProvider } from "@tanstack/react-router";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import fc from "fast-check";
import { Provider } from "jotai";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { createAppRouter } from "../../src/app/router";
import type { CardListBodyInput } from "../../src/contract/cards";
import {
  type CardFilters,
  cardSearchSchema,
  DEFAULT_FILTERS,
  filtersFromSearch,
  listRequest,
  searchFromFilters,
} from "../../src/features/cards/card-search";
import { CardsApiProvider } from "../../src/features/cards/cards-api-context";
import { appStore } from "../../src/state/store";
import { fakeCardsApi } from "../../stories/cards/fake-cards-api";

const filtersArb: fc.Arbitrary<CardFilters> = fc.record({
  type: fc.constantFrom(0, 1, 2, 3),
  income: fc.option(fc.integer({ min: 0, max: 999_999_999 }), { nil: null }),
  age: fc.option(fc.integer({ min: 0, max: 99 }), { nil: null }),
  region: fc.constantFrom(0, 1, 48, 79, 96),
  sort: fc.constantFrom(1, 2, 3),
  page: fc.integer({ min: 1, max: 2000 }),
});

/** Through the URL as the router writes and reads it. */
function throughUrl(filters: CardFilters): CardFilters {
  const url = defaultStringifySearch(searchFromFilters(filters));
  return filtersFromSearch(v.parse(cardSearchSchema, defaultParseSearch(url)));
}

describe("card filters in the URL", () => {
  it("survive a round trip through the URL search, whatever they are", () => {
    fc.assert(
      fc.property(filtersArb, (filters) => {
        expect(throughUrl(filters)).toEqual(filters);
      }),
    );
  });

  it("leave the URL bare when every filter has its default", () => {
    expect(defaultStringifySearch(searchFromFilters(DEFAULT_FILTERS))).toBe("");
  });

  it("fall back to the defaults for values a URL should not hold", () => {
    const search = v.parse(
      cardSearchSchema,
      defaultParseSearch("?type=9&income=abc&age=120&region=-1&sort=7&page=0&other=1"),
    );
    expect(filtersFromSearch(search)).toEqual(DEFAULT_FILTERS);
  });

  it("are sent without dots, region 0 as null", () => {
    const body = listRequest({ ...DEFAULT_FILTERS, income: 15_000_000, page: 3 });
    expect(body).toEqual({
      pageIndex: 3,
      pageSize: 6,
      incomeCondition: 15_000_000,
      age: null,
      areaType: null,
      cardType: 0,
      sortFeatureBy: 1,
    });
  });
});

describe("/the-tin-dung with filters in the URL", () => {
  async function open(path: string) {
    const api = fakeCardsApi();
    const router = createAppRouter({ initialPath: path });
    render(
      <Provider store={appStore}>
        <CardsApiProvider value={api}>
          <RouterProvider router={router} />
        </CardsApiProvider>
      </Provider>,
    );
    await screen.findByText(/^Tìm thấy \d+ thẻ phù hợp$/);
    const lastBody = () =>
      api.calls.filter((call) => call.method === "getList").at(-1)?.args[0] as CardListBodyInput | undefined;
    return { router, lastBody };
  }

  it("reads every filter from a shared link and asks for that page", async () => {
    const { lastBody } = await open("/the-tin-dung?type=3&income=15000000&age=30&region=79&sort=3&page=2");
    expect(lastBody()).toEqual({
      pageIndex: 2,
      pageSize: 6,
      incomeCondition: 15_000_000,
      age: 30,
      areaType: 79,
      cardType: 3,
      sortFeatureBy: 3,
    });
    expect(screen.getByRole("radio", { name: "Rút tiền mặt" })).toBeChecked();
    expect(screen.getByLabelText("Thu nhập hàng tháng")).toHaveValue("15.000.000");
    expect(screen.getByLabelText("Độ tuổi")).toHaveValue("30");
    await waitFor(() => expect(screen.getByLabelText("Khu vực")).toHaveDisplayValue("Hồ Chí Minh"));
    expect(screen.getByLabelText("Sắp xếp")).toHaveDisplayValue("Hạn mức tối đa");
  });

  it("writes a filter change to the URL and goes back to page 1", async () => {
    const { router, lastBody } = await open("/the-tin-dung?page=2");
    await userEvent.selectOptions(await screen.findByLabelText("Khu vực"), "Đà Nẵng");
    await waitFor(() => expect(router.state.location.search).toEqual({ region: 48 }));
    await waitFor(() => expect(lastBody()).toMatchObject({ pageIndex: 1, areaType: 48 }));
    const income = screen.getByLabelText("Thu nhập hàng tháng");
    await userEvent.type(income, "8000000{Enter}");
    await waitFor(() => expect(router.state.location.search).toEqual({ region: 48, income: 8_000_000 }));
    expect(router.state.location.href).toBe("/the-tin-dung?income=8000000&region=48");
  });

  it("resets every filter with 'Xóa bộ lọc', which then disappears", async () => {
    const { router } = await open("/the-tin-dung?type=1&age=25&sort=2");
    await userEvent.click(screen.getByRole("button", { name: "Xóa bộ lọc" }));
    await waitFor(() => expect(router.state.location.href).toBe("/the-tin-dung"));
    expect(screen.queryByRole("button", { name: "Xóa bộ lọc" })).toBeNull();
    expect(screen.getByLabelText("Độ tuổi")).toHaveValue("");
    await act(() => router.history.back());
    await waitFor(() => expect(screen.getByLabelText("Độ tuổi")).toHaveValue("25"));
  });
});
