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
    await userEvent.click(canvas.getByText("Dịch vụ"));
    await expect(canvas.getByRole("link", { name: "Vay tiêu dùng" })).toBeVisible();
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
