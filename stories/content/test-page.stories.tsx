import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { TestPage } from "../../src/features/content/test-page";
import { NoticeHost } from "./fake-documents";

/** A geolocation that answers at once: a position, or an error of the given code. */
function fakeGeolocation(answer: { code: number } | { latitude: number; longitude: number }) {
  const original = Object.getOwnPropertyDescriptor(navigator, "geolocation");
  const geolocation = {
    getCurrentPosition: (ok: PositionCallback, fail?: PositionErrorCallback | null) => {
      if ("code" in answer) fail?.({ code: answer.code, message: "" } as GeolocationPositionError);
      else ok({ coords: { ...answer, accuracy: 25 } } as GeolocationPosition);
    },
  };
  Object.defineProperty(navigator, "geolocation", { configurable: true, value: geolocation });
  return () => {
    if (original) Object.defineProperty(navigator, "geolocation", original);
    else Reflect.deleteProperty(navigator, "geolocation");
  };
}

const meta = {
  title: "Trang công khai/Trang thử nghiệm",
  component: TestPage,
  parameters: { path: "/page_test" },
  render: () => (
    <>
      <TestPage />
      <NoticeHost />
    </>
  ),
} satisfies Meta<typeof TestPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Located: Story = {
  beforeEach: () => fakeGeolocation({ latitude: 21.028511, longitude: 105.804817 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Lấy vị trí hiện tại" }));
    await expect(await canvas.findByText(/Vĩ độ 21.02851, kinh độ 105.80482/)).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Tải tệp Excel" })).toBeEnabled();
  },
};

const alertStory = (code: number, text: string): Story => ({
  beforeEach: () => fakeGeolocation({ code }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Lấy vị trí hiện tại" }));
    const dialog = await within(document.body).findByRole("dialog", { name: "Thông báo" });
    await expect(dialog).toHaveTextContent(text);
    await userEvent.click(within(dialog).getByRole("button", { name: "Tiếp tục" }));
  },
});

export const PermissionDenied = alertStory(1, "Bạn đã từ chối quyền truy cập vị trí.");
export const PositionUnavailable = alertStory(2, "Không thể xác định vị trí hiện tại.");
export const Timeout = alertStory(3, "Hết thời gian chờ lấy vị trí.");
export const UnknownError = alertStory(99, "Đã xảy ra lỗi không xác định khi lấy vị trí.");
