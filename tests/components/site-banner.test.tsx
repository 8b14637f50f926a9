import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

const company = vi.hoisted(() => ({ production: false }));
vi.mock("../../src/api/site", () => ({
  loadCompany: async () => ({ sample: true, production: company.production }),
}));

const { SiteBanner } = await import("../../src/app/layout/site-banner");

afterEach(cleanup);

const BANNER = "Bản chạy thử: dữ liệu trên trang (đối tác, sản phẩm, thẻ, tin tức) là dữ liệu mẫu.";

describe("the non-production banner", () => {
  it("says once that the data is sample data when the server is not the production one", async () => {
    company.production = false;
    render(<SiteBanner />);
    expect(await screen.findByRole("note")).toHaveTextContent(BANNER);
  });

  it("publishes its height while it shows, so the page keeps content clear of it (issue 33)", async () => {
    company.production = false;
    const height = vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(46);
    const view = render(<SiteBanner />);
    await screen.findByRole("note");
    expect(document.documentElement.style.getPropertyValue("--site-banner-height")).toBe("46px");
    view.unmount();
    expect(document.documentElement.style.getPropertyValue("--site-banner-height")).toBe("");
    height.mockRestore();
  });

  it("shows nothing in production", async () => {
    company.production = true;
    render(<SiteBanner />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole("note")).toBeNull();
    expect(screen.queryByText(BANNER)).toBeNull();
  });
});
