import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { createActor, SimulatedClock } from "xstate";
import { inactivityMachine } from "../../machines/inactivity/machine";
import { IdleReturnOffer, IdleWarning } from "../../src/features/tracking/idle-notices";

/** The inactivity machine 3 min 30 s after the last activity (its clock simulated): in `warning`. */
const atWarning = () => {
  const clock = new SimulatedClock();
  const actor = createActor(
    inactivityMachine.provide({ actions: { saveLog: () => {}, removeClickCookie: () => {}, goHome: () => {} } }),
    { clock },
  );
  actor.start();
  clock.increment(3.5 * 60_000);
  return { actor };
};

/**
 * Issue 33 major 3: the question 30 s before SPEC's 4-minute return to / (the inactivity machine's
 * `warning` state), and on the page after the return the offer to go back to the page being read.
 */
const meta = {
  title: "Khung trang/Nhắc khi không hoạt động",
  component: IdleWarning,
} satisfies Meta<typeof IdleWarning>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StillThere: Story = {
  parameters: { state: "inactivity.tracking.idle.warning" },
  loaders: [atWarning],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole("alertdialog", { name: "Bạn vẫn đang xem chứ?" });
    await expect(dialog).toHaveTextContent("sau 30 giây");
    await expect(canvas.getByRole("button", { name: "Tôi vẫn đang xem" })).toHaveFocus();
  },
};

export const BackToThePage: Story = {
  render: () => <IdleReturnOffer from="/so-sanh-the?ids=3,7" onClose={() => {}} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Quay lại trang bạn đang xem" })).toHaveAttribute(
      "href",
      "/so-sanh-the?ids=3,7",
    );
  },
};
