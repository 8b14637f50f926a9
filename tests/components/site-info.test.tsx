import { RouterProvider } from "@tanstack/react-router";
import { act, render, screen, within } from "@testing-library/react";
import { Provider } from "jotai";
import { describe, expect, it, vi } from "vitest";
import { createAppRouter } from "../../src/app/router";
import type { Company, LoanOffer, SitePartner } from "../../src/contract/site";
import { appStore } from "../../src/state/store";

const COMPANY: Company = {
  legalName: "Công ty Cổ phần Ví Dụ",
  registrationNumber: "0109999999",
  registrationIssuer: "Sở KH&ĐT Hà Nội cấp ngày 02/02/2022",
  address: "12 Phố Huế, Hà Nội",
  hotline: "1900 1234",
  email: "lienhe@example.vn",
  moitRegistrationUrl: null,
  sample: true,
};
const PARTNERS: SitePartner[] = [
  { name: "An Phát", legalName: "Công ty Tài chính TNHH An Phát", licence: "Giấy phép số 00/GP-NHNN", sample: true },
];
const OFFERS: LoanOffer[] = [
  {
    productId: 1,
    productName: "Vay An Phát",
    partnerName: "An Phát",
    minAmount: 5_000_000,
    maxAmount: 50_000_000,
    amountStep: 5_000_000,
    terms: [6, 12],
    interestRateYear: 24,
    upfrontFee: { kind: "amount", vnd: 0 },
    monthlyFee: 0,
    sample: true,
  },
];
/** While set, the partners' list stays on its way until the test lets it through. */
const held = vi.hoisted(() => ({ partners: null as Promise<void> | null }));
vi.mock("../../src/api/site", () => ({
  loadCompany: () => Promise.resolve(COMPANY),
  loadSitePartners: () => (held.partners ?? Promise.resolve()).then(() => PARTNERS),
  loadLoanOffers: () => Promise.resolve(OFFERS),
}));

async function renderAt(path: string) {
  const router = createAppRouter({ initialPath: path });
  await act(async () => {
    await router.load();
  });
  render(
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe("who we are", () => {
  it("/gioi-thieu names the company with its registration, address, hotline and e-mail, marked sample", async () => {
    await renderAt("/gioi-thieu");
    const main = await screen.findByRole("heading", { level: 1, name: "Giới thiệu" });
    const page = main.parentElement as HTMLElement;
    expect(await within(page).findByText("Công ty Cổ phần Ví Dụ")).toBeInTheDocument();
    expect(within(page).getByText("0109999999", { exact: false })).toBeInTheDocument();
    expect(within(page).getByText("12 Phố Huế, Hà Nội")).toBeInTheDocument();
    expect(within(page).getByRole("link", { name: "1900 1234" })).toHaveAttribute("href", "tel:19001234");
    expect(within(page).getByRole("link", { name: "lienhe@example.vn" })).toHaveAttribute(
      "href",
      "mailto:lienhe@example.vn",
    );
    expect(within(page).getByText(/Bộ Công Thương/)).toBeInTheDocument();
    expect(within(page).getByText(/dữ liệu mẫu/)).toBeInTheDocument();
  });

  it("the footer on every page names the company and links the three pages", async () => {
    await renderAt("/dieu-khoan");
    const footer = await screen.findByRole("contentinfo");
    expect(await within(footer).findByText("Công ty Cổ phần Ví Dụ")).toBeInTheDocument();
    expect(within(footer).getByRole("link", { name: "Giới thiệu" })).toHaveAttribute("href", "/gioi-thieu");
    expect(within(footer).getByRole("link", { name: "Đối tác" })).toHaveAttribute("href", "/doi-tac");
    expect(within(footer).getByRole("link", { name: "Cách chúng tôi xếp hạng và kiếm tiền" })).toHaveAttribute(
      "href",
      "/cach-chung-toi-xep-hang",
    );
  });

  it("/doi-tac lists each partner's legal name and licence", async () => {
    await renderAt("/doi-tac");
    expect(await screen.findByText("Công ty Tài chính TNHH An Phát")).toBeInTheDocument();
    expect(screen.getByText("Giấy phép số 00/GP-NHNN")).toBeInTheDocument();
  });

  it("/doi-tac shows its links to the other pages once the partners are listed, so they never jump down", async () => {
    let release = () => {};
    held.partners = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      await renderAt("/doi-tac");
      await screen.findByText("Đang tải danh sách đối tác...");
      expect(screen.queryByRole("navigation", { name: "Về chúng tôi" })).not.toBeInTheDocument();
      await act(async () => release());
      expect(await screen.findByText("Công ty Tài chính TNHH An Phát")).toBeInTheDocument();
      const links = screen.getByRole("navigation", { name: "Về chúng tôi" });
      expect(within(links).getByRole("link", { name: "Giới thiệu" })).toHaveAttribute("href", "/gioi-thieu");
    } finally {
      held.partners = null;
    }
  });

  it("/cach-chung-toi-xep-hang says partners pay commission that changes no one's score, with the points", async () => {
    await renderAt("/cach-chung-toi-xep-hang");
    await screen.findByRole("heading", { level: 1, name: "Cách chúng tôi xếp hạng và kiếm tiền" });
    expect(screen.getByText(/Hoa hồng không làm thay đổi điểm của bất kỳ ai/)).toBeInTheDocument();
    expect(screen.getByText(/Đối tác trả cho chúng tôi hoa hồng/)).toBeInTheDocument();
    const income = screen.getByRole("table", { name: "Thu nhập hàng tháng" });
    expect(within(income).getByRole("row", { name: "Trên 13 triệu 32 điểm" })).toBeInTheDocument();
    expect(screen.getByText(/Từ 58 điểm trở lên/)).toBeInTheDocument();
  });

  it("step 1 on the home page prices the partners' product before any phone number", async () => {
    await renderAt("/");
    const calculator = await screen.findByRole("region", { name: "Ước tính chi phí khoản vay" });
    expect(await within(calculator).findByText("24,0%/năm")).toBeInTheDocument();
    expect(within(calculator).getByText(/^Ví dụ: vay 20\.000\.000 VND trong 12 tháng/)).toBeInTheDocument();
  });
});
