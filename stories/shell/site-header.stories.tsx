import type { Meta, StoryObj } from "@storybook/react-vite";
import type { createStore } from "jotai/vanilla";
import { expect, userEvent, within } from "storybook/test";
import { SiteHeader } from "../../src/app/layout/site-header";
import { sessionAtom } from "../../src/state/session";
import { fakeSession } from "../support/fake-session";

const meta = { title: "Khung trang/Đầu trang", component: SiteHeader } satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone the navigation is behind the menu button: open it first (nothing to do on a wide screen). */
async function openNavigation(canvas: ReturnType<typeof within>) {
  const header = await canvas.findByRole("banner");
  const toggle = (header as HTMLElement).querySelector("button.menu-toggle");
  if (toggle && getComputedStyle(toggle).display !== "none" && toggle.getAttribute("aria-expanded") === "false") {
    await userEvent.click(toggle);
  }
}

export const Anonymous: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openNavigation(canvas);
    await expect(canvas.getByRole("link", { name: "Đăng nhập" })).toBeVisible();
    // The two products at the top level (issue 33), and again in the service sub-menu.
    const nav = within(canvas.getByRole("navigation", { name: "Điều hướng chính" }));
    await expect(nav.getAllByRole("link", { name: "Vay tiêu dùng" })[0]).toBeVisible();
    await expect(nav.getAllByRole("link", { name: "Thẻ tín dụng" })[0]).toBeVisible();
    await userEvent.click(canvas.getByText("Dịch vụ"));
    await expect(nav.getAllByRole("link", { name: "Vay tiêu dùng" })[1]).toBeVisible();
  },
};

/** On a phone: the open menu dims the page; its button says "Đóng menu"; Escape or a tap on the page closes it. */
export const PhoneMenuCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvasElement.querySelector("button.menu-toggle");
    if (!(toggle instanceof HTMLElement) || getComputedStyle(toggle).display === "none") return;
    await userEvent.click(toggle);
    await expect(canvas.getByRole("button", { name: "Đóng menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("link", { name: "Tin tức" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect(canvas.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    const backdrop = canvasElement.querySelector(".nav-backdrop");
    await expect(backdrop).not.toBeNull();
    if (backdrop instanceof HTMLElement) await userEvent.click(backdrop);
    await expect(canvas.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
  },
};

export const SignedIn: Story = {
  parameters: {
    store: (store: ReturnType<typeof createStore>) => store.set(sessionAtom, fakeSession()),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openNavigation(canvas);
    await expect(canvas.queryByRole("link", { name: "Đăng nhập" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: /Nguyễn Văn An/ }));
    await expect(canvas.getByText("an.nguyen@example.com")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Đăng xuất" }));
    await expect(within(document.body).getByRole("dialog")).toBeVisible();
  },
};

/** "Đăng xuất khỏi mọi thiết bị" asks first, with its own question. */
export const SignOutEverywhere: Story = {
  parameters: {
    store: (store: ReturnType<typeof createStore>) => store.set(sessionAtom, fakeSession()),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openNavigation(canvas);
    await userEvent.click(canvas.getByRole("button", { name: /Nguyễn Văn An/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Đăng xuất khỏi mọi thiết bị" }));
    const dialog = within(document.body).getByRole("dialog");
    await expect(
      within(dialog).getByText("Bạn có chắc chắn muốn đăng xuất khỏi mọi thiết bị đang đăng nhập tài khoản này?"),
    ).toBeVisible();
  },
};
