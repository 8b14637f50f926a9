import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import {
  CardImageUpload,
  type CardImageUploadState,
  precheckCardImage,
} from "../../src/features/backoffice/card-image-upload";

/**
 * The card screen's image (/quan-tri/the/$id): one story per state of the upload (choosing, too big,
 * wrong type, uploading, uploaded, refused by the server, a card not saved yet). The browser checks
 * size and type before sending; the server checks again.
 */
function Stateful(props: { state: CardImageUploadState; imageUrl: string | null; canUpload: boolean }) {
  const [state, setState] = useState(props.state);
  return (
    <CardImageUpload
      {...props}
      state={state}
      onChoose={(file) => setState(precheckCardImage(file) ?? { kind: "uploaded" })}
    />
  );
}

const meta = {
  title: "Quản trị/Ảnh thẻ tín dụng",
  component: Stateful,
  parameters: { path: "/quan-tri/the/12" },
  args: { state: { kind: "choosing" }, imageUrl: "/api/v1/downloadFileLaaS/the-mau-12.svg", canUpload: true },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Choosing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: "Ảnh đang hiển thị" })).toBeVisible();
    await expect(canvas.getByLabelText("Chọn ảnh thẻ")).toBeEnabled();
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

export const TooBig: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const big = new File([new Uint8Array(300 * 1024 + 1)], "the.png", { type: "image/png" });
    await userEvent.upload(canvas.getByLabelText("Chọn ảnh thẻ"), big);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Ảnh thẻ phải nhỏ hơn hoặc bằng 300 KB.");
  },
};

export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gif = new File([new Uint8Array(10)], "the.gif", { type: "image/gif" });
    await userEvent.upload(canvas.getByLabelText("Chọn ảnh thẻ"), gif, { applyAccept: false });
    await expect(canvas.getByRole("alert")).toHaveTextContent("Ảnh thẻ phải là ảnh PNG, JPEG hoặc WebP.");
  },
};

export const Uploading: Story = {
  args: { state: { kind: "uploading" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Đang tải ảnh lên…");
    await expect(canvas.getByLabelText("Chọn ảnh thẻ")).toBeDisabled();
  },
};

export const Uploaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const png = new File([new Uint8Array(2048)], "the.png", { type: "image/png" });
    await userEvent.upload(canvas.getByLabelText("Chọn ảnh thẻ"), png);
    await expect(canvas.getByRole("status")).toHaveTextContent("Đã tải ảnh lên.");
  },
};

export const RefusedByServer: Story = {
  args: { state: { kind: "failed", message: "Ảnh thẻ phải là ảnh PNG, JPEG hoặc WebP." } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("PNG, JPEG hoặc WebP");
  },
};

export const NewCard: Story = {
  args: { imageUrl: null, canUpload: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Lưu thẻ trước, rồi tải ảnh lên.")).toBeVisible();
    await expect(canvas.queryByLabelText("Chọn ảnh thẻ")).toBeNull();
  },
};
