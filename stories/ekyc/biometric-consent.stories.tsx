import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { type FaceServices, FaceServicesContext } from "../../src/features/loan-ticket/ekyc/face/face-services";
import { type LoanTicketActorRef, LoanTicketView } from "../../src/features/loan-ticket/loan-ticket-view";
import { LookupsProvider } from "../../src/features/loan-ticket/lookups";
import { t } from "../../src/i18n/t";
import { FACES, fakeFaceServices } from "../ekyc-face/fake-face-services";
import { fakeImage, fakeLookups, wizardAt } from "../loan-ticket/fake-wizard";
import { startPoints } from "../support/start-from";

/**
 * The biometric consent before the face step (issue 18, Law 91/2025/QH15, Decree 356/2025/NĐ-CP):
 * asked, being recorded, declined (the face is needed; reconsider, back or stop) and the popup when
 * recording fails. A real wizard machine driven by fake effects.
 */
const start = startPoints();

const meta = {
  title: "Hồ sơ vay/eKYC: đồng ý sinh trắc học",
  argTypes: start.argTypes,
  decorators: [start.decorator],
  loaders: [async () => ({ faceServices: fakeFaceServices({ faces: [FACES.ok] }) })],
  render: (_args, { loaded }) => (
    <LookupsProvider value={fakeLookups}>
      <FaceServicesContext value={loaded.faceServices as FaceServices}>
        <LoanTicketView actorRef={loaded.actor as LoanTicketActorRef} />
      </FaceServicesContext>
    </LookupsProvider>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const pick = { ekyc: { type: "image.pick", image: fakeImage } };
const submit = { ekyc: { type: "image.submit" } };
const toConsent = [
  { ekyc: { type: "document.next" } },
  pick,
  submit,
  pick,
  submit,
  { ekyc: { type: "review.submit" } },
];
const state = (name: string) => ["loanTicket.identity.running", `ekyc.biometricConsent.${name}`];

export const Asking: Story = {
  parameters: { state: state("asking") },
  loaders: [wizardAt({ steps: toConsent })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: t("biometric_consent_title") })).toBeVisible();
    await expect(canvas.getByText(t("biometric_consent_point_withdraw"))).toBeVisible();
    const agree = canvas.getByRole("button", { name: t("biometric_consent_agree") });
    const decline = canvas.getByRole("button", { name: t("biometric_consent_decline") });
    await expect(agree).toBeEnabled();
    await expect(decline).toBeEnabled();
    // issue 33: 'Tôi đồng ý' never wraps alone onto a line: it shares its row with 'Tôi không đồng ý'
    await expect(agree.getBoundingClientRect().top).toBe(decline.getBoundingClientRect().top);
    await expect(agree.getBoundingClientRect().height).toBe(decline.getBoundingClientRect().height);
    await expect(canvas.getByRole("link", { name: t("biometric_consent_policy") })).toHaveAttribute(
      "href",
      "/chinh-sach-bao-mat",
    );
  },
};

export const Recording: Story = {
  parameters: { state: state("recording") },
  loaders: [wizardAt({ consent: "pending", steps: [...toConsent, { ekyc: { type: "consent.agree" } }] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t("biometric_consent_recording"))).toBeVisible();
    await expect(canvas.getByRole("button", { name: t("biometric_consent_agree") })).toBeDisabled();
  },
};

export const Declined: Story = {
  parameters: { state: state("declined") },
  loaders: [wizardAt({ steps: [...toConsent, { ekyc: { type: "consent.decline" } }] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(t("biometric_consent_declined_body"));
    await expect(canvas.getByRole("button", { name: t("biometric_consent_reconsider") })).toBeVisible();
    await expect(canvas.getByRole("link", { name: t("biometric_consent_stop") })).toHaveAttribute("href", "/");
  },
};

export const Failed: Story = {
  parameters: { state: state("failed") },
  loaders: [wizardAt({ consent: { kind: "outdated" }, steps: [...toConsent, { ekyc: { type: "consent.agree" } }] })],
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Thông báo" });
    await expect(dialog).toHaveTextContent(t("biometric_consent_outdated"));
  },
};
