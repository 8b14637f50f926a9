import { rmSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolWithPasskey, firstAdmin, staffMember } from "./support/backoffice";
import { launchBrowser, watchPage } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";
import { visitorApi } from "./support/visitor-api";

/**
 * Issue 31, compliance: a visitor's loan request and then their data-deletion request, made through
 * the site's API; the admin (made by `npm run staff:create`'s function) invites a compliance officer,
 * who sees the request in the queue with the 72 hours the law gives (Nghị định 13/2023/NĐ-CP art.
 * 16(5), docs/decisions/022-deletion-deadline.md) counting down, completes it inside them, finds no
 * data left for the phone, and reads the completion in the audit log with before and after.
 */

const PHONE = "0862224466";
const DEADLINE_HOURS = 72;

describe("back-office: compliance completes a deletion request", () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  let adminLink: string;

  beforeAll(async () => {
    ({ dataDir, link: adminLink } = await firstAdmin());
    server = await startServer({}, { dataDir });
    browser = await launchBrowser();
  }, 400_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("the officer completes the request inside its deadline; the data is gone; the log has before and after", async () => {
    // The visitor: a loan request, then the deletion request proven by the code sent to the phone.
    const { reference, filedAt } = await visitorApi(server.url).requestDeletion(PHONE);
    expect(reference).toMatch(/^XD\d{8}-[A-Z0-9]{6}$/);

    // The admin enrols, invites a compliance officer, who enrols on their own device.
    const admin = await enrolWithPasskey(browser, server.url, adminLink);
    const officer = await staffMember(browser, server.url, admin.page, {
      email: "tuanthu@vay.test",
      fullName: "Phạm Tuân Thủ",
      role: "compliance",
    });
    const page = officer.page;
    const watched = watchPage(page);
    page.on("dialog", (dialog) => void dialog.accept());

    // Before: the subject's export finds the loan request under the phone.
    await page.getByRole("link", { name: "Xuất dữ liệu khách hàng" }).click();
    await page.getByLabel("Số điện thoại").fill(PHONE);
    await page.getByLabel("Lý do").fill("Kiểm tra trước khi xóa");
    await page.getByRole("button", { name: "Xem dữ liệu" }).click();
    await page.getByRole("cell", { name: "Thông tin liên hệ" }).waitFor();

    // The queue: the request, masked, with its deadline 72 hours after it was filed, counting down.
    await page.getByRole("link", { name: "Yêu cầu xóa dữ liệu" }).click();
    await page.getByRole("heading", { name: "Yêu cầu xóa dữ liệu" }).waitFor();
    const row = page.getByRole("row").filter({ hasText: reference });
    await row.waitFor();
    const rowText = ((await row.textContent()) ?? "").replace(/\s+/g, " ");
    expect(rowText).toContain("086****466");
    expect(rowText).not.toContain(PHONE);
    const left = /còn (\d+) giờ (\d+) phút/.exec(rowText);
    expect(left).not.toBeNull();
    const leftMinutes = Number(left?.[1]) * 60 + Number(left?.[2]);
    const elapsedMinutes = (Date.now() - filedAt) / 60_000;
    expect(leftMinutes).toBeLessThanOrEqual(DEADLINE_HOURS * 60);
    expect(leftMinutes).toBeGreaterThanOrEqual(DEADLINE_HOURS * 60 - Math.ceil(elapsedMinutes) - 1);

    await page.getByRole("button", { name: `Thực hiện xóa ${reference}` }).click();
    await page.getByText(`Đã thực hiện yêu cầu ${reference}.`, { exact: true }).waitFor();
    // The queue reloads after the completion: the request leaves the pending list.
    await page.getByRole("row").filter({ hasText: reference }).waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Đã thực hiện", exact: true }).click();
    const done = page.getByRole("row").filter({ hasText: reference });
    await done.waitFor();
    expect(await done.textContent()).toContain("1 yêu cầu vay");

    // The data is gone: the same export finds nothing for the phone.
    await page.getByRole("link", { name: "Xuất dữ liệu khách hàng" }).click();
    await page.getByLabel("Số điện thoại").fill(PHONE);
    await page.getByLabel("Lý do").fill("Kiểm tra sau khi xóa");
    await page.getByRole("button", { name: "Xem dữ liệu" }).click();
    await page.getByText("Không có dữ liệu nào gắn với số điện thoại này.").waitFor();

    // The audit log: who completed which request, before (pending, masked phone) and after (completed, in time).
    await page.getByRole("link", { name: "Nhật ký thao tác" }).click();
    await page.getByRole("cell", { name: "deletion-request.complete" }).waitFor();
    const lines = (await page.locator("table.bo-table tbody tr").allInnerTexts()).map((l) => l.replace(/\s+/g, " "));
    const entry = lines.find((l) => l.includes("deletion-request.complete"));
    expect(entry).toContain("tuanthu@vay.test");
    expect(entry).toContain(`deletion:${reference}`);
    expect(entry).toContain('"status":"pending"');
    expect(entry).toContain('"phone":"086****466"');
    expect(entry).toContain('"status":"completed"');
    expect(entry).toContain('"inTime":true');
    expect(entry).not.toContain(PHONE);
    expect(lines.some((l) => l.includes("personal-data.export") && l.includes("Kiểm tra sau khi xóa"))).toBe(true);

    expect(watched.errors).toEqual([]);
    expect(watched.cspViolations).toEqual([]);
    await officer.context.close();
    await admin.context.close();
  }, 480_000);
});
