import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { AboutUs } from "../../src/app/pages/home/about-us";
import { FollowOa } from "../../src/app/pages/home/follow-oa";
import { HomeCounters } from "../../src/app/pages/home/home-counters";
import { HomeFaq } from "../../src/app/pages/home/home-faq";
import { HomeSections } from "../../src/app/pages/home/home-sections";
import { HowItWorks } from "../../src/app/pages/home/how-it-works";
import { LoanTips } from "../../src/app/pages/home/loan-tips";
import { NewsCarousel } from "../../src/app/pages/home/news-carousel";
import { PartnersCarousel } from "../../src/app/pages/home/partners-carousel";
import { Testimonials } from "../../src/app/pages/home/testimonials";

/** The home page's marketing sections, each on its own and all together. Static content: no server. */
const meta = { title: "Trang công khai/Trang chủ", component: HomeSections } satisfies Meta<typeof HomeSections>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllSections: Story = {
  render: () => (
    <>
      <HomeCounters />
      <AboutUs />
      <HomeSections />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ["Về chúng tôi", "Quy trình đăng ký", "Đối tác của chúng tôi", "Tin tức mới nhất"]) {
      await expect(canvas.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
    await expect(canvas.getByRole("heading", { level: 2, name: "Câu hỏi thường gặp" })).toBeInTheDocument();
    // The FAQ comes from the API (stories/support/story-api.ts answers the seeded items).
    await expect(await canvas.findByRole("button", { name: "Tôi có thể vay bao nhiêu tiền?" })).toBeVisible();
  },
};

export const Mobile360: Story = {
  ...AllSections,
  parameters: { viewport: { defaultViewport: "mobile360" } },
  globals: { viewport: { value: "mobile360" } },
};

export const Counters: Story = {
  render: () => <HomeCounters />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("definition")).toHaveLength(4);
  },
};

export const About: Story = {
  render: () => <AboutUs />,
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector("#about-us");
    await expect(section).not.toBeNull();
    await expect(within(canvasElement).getByText(/chỉ chọn lọc và giới thiệu sản phẩm/)).toBeInTheDocument();
  },
};

export const Steps: Story = {
  render: () => <HowItWorks />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("listitem")).toHaveLength(4);
  },
};

export const Partners: Story = {
  render: () => <PartnersCarousel />,
  play: async ({ canvasElement }) => {
    const carousel = within(canvasElement).getByRole("region", { name: "Đối tác của chúng tôi" });
    await expect(within(carousel).getAllByRole("group")).toHaveLength(8);
  },
};

export const News: Story = {
  render: () => <NewsCarousel />,
  play: async ({ canvasElement }) => {
    const carousel = within(canvasElement).getByRole("region", { name: "Tin tức mới nhất" });
    await expect(within(carousel).getAllByRole("article")).toHaveLength(6);
  },
};

export const FaqOpen: Story = {
  render: () => <HomeFaq />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole("button", { name: "Tôi có thể vay bao nhiêu tiền?" });
    await userEvent.click(first);
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText("Bạn có thể vay từ 5.000.000 VND đến 100.000.000 VND.")).toBeVisible();
  },
};

export const CustomerQuotes: Story = {
  render: () => <Testimonials />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("blockquote")).toHaveLength(3);
  },
};

export const Tips: Story = {
  render: () => <LoanTips />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("heading", { level: 3 })).toHaveLength(4);
  },
};

export const FollowOfficialAccount: Story = {
  render: () => <FollowOa />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: /Mã QR tài khoản Zalo/ })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Mở Zalo" })).toHaveAttribute("rel", "noopener noreferrer");
  },
};
