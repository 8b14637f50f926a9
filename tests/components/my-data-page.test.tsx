import { RouterProvider } from "@tanstack/react-router";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../../src/api/api-client";
import { ApiError } from "../../src/api/api-error";
import { createAppRouter } from "../../src/app/router";
import { t } from "../../src/i18n/t";
import { sessionAtom } from "../../src/state/session";
import { appStore } from "../../src/state/store";
import { SAMPLE_MY_DATA } from "../../stories/account/my-data-sample";
import { fakeSession } from "../../stories/support/fake-session";

/**
 * Issue 18 item 8 on /du-lieu-cua-toi: what we hold by category, which partner received what and
 * when, the consents with withdrawal (the biometric one says its face images go), downloads and the
 * deletion request with its status. The API module is replaced; the route, guard and loader are real.
 */
const api = vi.hoisted(() => ({
  getMyData: vi.fn(),
  withdrawConsent: vi.fn(),
  requestMyDeletion: vi.fn(),
}));
vi.mock("../../src/api/my-data", () => ({
  ...api,
  MY_DATA_DOWNLOADS: { json: "/api/me/data/export.json", pdf: "/api/me/data/export.pdf" },
}));

function renderAt(path: string) {
  const client = { loanRecords: vi.fn(), myTickets: vi.fn(), deleteDraft: vi.fn() } as unknown as ApiClient;
  const router = createAppRouter({ initialPath: path, context: { api: client } });
  render(
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.getMyData.mockResolvedValue({ code: 200, data: SAMPLE_MY_DATA });
  appStore.set(sessionAtom, fakeSession());
});
afterEach(() => {
  appStore.set(sessionAtom, null);
});

describe("Dữ liệu của tôi", () => {
  it("sends a visitor who is not signed in to the sign-in page", async () => {
    appStore.set(sessionAtom, null);
    const router = renderAt("/du-lieu-cua-toi");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(api.getMyData).not.toHaveBeenCalled();
  });

  it("lists what we hold by category, the partner that received each request and the consents", async () => {
    renderAt("/du-lieu-cua-toi");
    expect(await screen.findByRole("heading", { level: 1, name: t("page_my_data") })).toBeVisible();
    await screen.findByRole("region", { name: t("my_data_held_title") }, { timeout: 5000 });
    for (const category of ["contact", "identity", "face", "bank", "reference", "address", "profile", "device"]) {
      expect(screen.getByRole("heading", { name: t(`my_data_category_${category}` as never) })).toBeVisible();
    }
    expect(screen.getByText("0123456789 · NGUYEN THI HONG NHUNG", { exact: false })).toBeVisible();
    const partners = screen.getByRole("region", { name: t("my_data_deliveries_title") });
    expect(partners).toHaveTextContent("Công ty Tài chính TNHH Mẫu A");
    expect(partners).toHaveTextContent(t("my_data_delivery_lead", { code: "LNDEMO000001" }));
    expect(partners).toHaveTextContent(t("my_data_field_nationalId"));
    const downloads = screen.getByRole("region", { name: t("my_data_download_title") });
    expect(within(downloads).getByRole("link", { name: t("my_data_download_json") })).toHaveAttribute(
      "href",
      "/api/me/data/export.json",
    );
  });

  it("says the face images go before withdrawing the biometric consent, then shows the withdrawal", async () => {
    const withdrawnAt = "2026-11-23T09:00:00.000Z";
    api.withdrawConsent.mockResolvedValue({
      code: 200,
      data: { consent: { ...SAMPLE_MY_DATA.consents[1], withdrawnAt }, faceImagesDeleted: 1 },
      message: t("my_data_withdrawn_faces", { count: 1 }),
    });
    renderAt("/du-lieu-cua-toi");
    const consents = await screen.findByRole("region", { name: t("my_data_consents_title") }, { timeout: 5000 });
    await userEvent.click(
      within(consents).getByRole("button", { name: (name: string) => name.includes(t("my_data_purpose_biometric")) }),
    );
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent(t("my_data_withdraw_confirm_biometric"));
    expect(api.withdrawConsent).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: t("my_data_withdraw") }));
    expect(api.withdrawConsent).toHaveBeenCalledWith("consent:2");
    expect(await screen.findByRole("dialog", { name: "Thông báo" })).toHaveTextContent(
      t("my_data_withdrawn_faces", { count: 1 }),
    );
    expect(within(consents).getByText(/Đã rút lại ngày/)).toBeVisible();
    const face = screen.getByRole("region", { name: t("my_data_category_face") });
    expect(face).toHaveTextContent(t("my_data_held_empty"));
  });

  it("files a deletion request after a confirm and shows it as pending", async () => {
    const request = {
      reference: "XD20261123-7KQ4MZ",
      status: "pending" as const,
      requestedAt: "2026-11-23T09:00:00.000Z",
      completedAt: null,
    };
    api.requestMyDeletion.mockResolvedValue({
      code: 200,
      data: request,
      message: t("my_data_deletion_filed", { reference: request.reference }),
    });
    renderAt("/du-lieu-cua-toi");
    const section = await screen.findByRole("region", { name: t("my_data_deletion_title") }, { timeout: 5000 });
    expect(section).toHaveTextContent(t("my_data_deletion_none"));
    await userEvent.click(within(section).getByRole("button", { name: t("my_data_deletion_request") }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent(t("my_data_deletion_confirm"));
    await userEvent.click(within(dialog).getByRole("button", { name: t("my_data_deletion_request") }));
    expect(await screen.findByRole("dialog", { name: "Thông báo" })).toHaveTextContent("XD20261123-7KQ4MZ");
    expect(section).toHaveTextContent(t("my_data_deletion_pending"));
    expect(within(section).queryByRole("button", { name: t("my_data_deletion_request") })).toBeNull();
  });

  it("says why no deletion request was filed when the account's phone was never proven (251)", async () => {
    api.requestMyDeletion.mockResolvedValue({ code: 251, data: null, message: t("my_data_phone_not_verified") });
    renderAt("/du-lieu-cua-toi");
    const section = await screen.findByRole("region", { name: t("my_data_deletion_title") }, { timeout: 5000 });
    await userEvent.click(within(section).getByRole("button", { name: t("my_data_deletion_request") }));
    await userEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: t("my_data_deletion_request") }),
    );
    const notice = await screen.findByRole("dialog", { name: "Thông báo" });
    expect(notice).toHaveTextContent(t("my_data_phone_not_verified"));
    await userEvent.click(within(notice).getByRole("button", { name: t("continue") }));
    expect(section).toHaveTextContent(t("my_data_deletion_none"));
    expect(within(section).getByRole("button", { name: t("my_data_deletion_request") })).toBeEnabled();
  });

  it("shows the connection error when a withdrawal cannot reach the server, and keeps the consent", async () => {
    api.withdrawConsent.mockRejectedValue(new ApiError("network", "Không thể kết nối đến máy chủ."));
    renderAt("/du-lieu-cua-toi");
    const consents = await screen.findByRole("region", { name: t("my_data_consents_title") }, { timeout: 5000 });
    await userEvent.click(
      within(consents).getByRole("button", { name: (name: string) => name.includes(t("my_data_purpose_loan_lead")) }),
    );
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent(t("my_data_withdraw_confirm"));
    await userEvent.click(within(dialog).getByRole("button", { name: t("my_data_withdraw") }));
    expect(await screen.findByRole("dialog", { name: "Thông báo" })).toHaveTextContent(
      "Không thể kết nối đến máy chủ.",
    );
    expect(within(consents).queryByText(/Đã rút lại ngày/)).toBeNull();
  });

  it("shows the error with 'retry' when the data cannot load, and the data once it can", async () => {
    api.getMyData.mockResolvedValueOnce({ code: 500, data: null, message: "Lỗi máy chủ" });
    renderAt("/du-lieu-cua-toi");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(t("my_data_error"));
    expect(alert).toHaveTextContent("Lỗi máy chủ");
    await userEvent.click(within(alert).getByRole("button", { name: t("account_records_retry") }));
    expect(await screen.findByRole("region", { name: t("my_data_consents_title") })).toBeVisible();
  });

  it("is linked from the user menu", async () => {
    renderAt("/du-lieu-cua-toi");
    await screen.findByRole("heading", { level: 1, name: t("page_my_data") });
    await userEvent.click(screen.getByRole("button", { name: /Nguyễn Văn An/ }));
    expect(screen.getByRole("link", { name: t("my_data_link") })).toHaveAttribute("href", "/du-lieu-cua-toi");
  });
});
