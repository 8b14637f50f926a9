import { rmSync } from "node:fs";
import pg from "pg";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolWithPasskey, firstAdmin, staffMember } from "./support/backoffice";
import { launchBrowser, watchPage } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

/**
 * Issue 31, the editor's card catalogue, in Chromium with the DevTools virtual authenticator: the
 * admin made by `npm run staff:create`'s function invites an editor, who changes a card's annual fee
 * on the screen of one server; a second server on the same PostgreSQL shows the new fee (its API,
 * its card page rendered on request, and that page in the browser) within 2 s; the admin reads the
 * change in the audit log with its before and after.
 */

const url = process.env.TEST_DATABASE_URL;
const NEW_FEE = 1_234_000;

describe.skipIf(!url)("back-office: the editor's card catalogue across two instances", () => {
  const name = `e2e_catalogue_${process.pid}_${Date.now()}`;
  let admin: pg.Client;
  let own = "";
  let editing: RunningServer;
  let publicSite: RunningServer;
  let browser: Browser;
  let dataDir = "";
  let adminLink = "";

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(url ?? "");
    target.pathname = `/${name}`;
    own = target.toString();
    ({ dataDir, link: adminLink } = await firstAdmin(undefined, own));
    editing = await startServer({ DATABASE_URL: own }, { dataDir });
    publicSite = await startServer({ DATABASE_URL: own });
    browser = await launchBrowser();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await editing?.stop();
    await publicSite?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
  });

  /** The fee the second instance shows: its API answer and its card page rendered on request. */
  async function feeOnPublicSite(id: number): Promise<{ api: number | null; page: boolean }> {
    const detail = await fetch(`${publicSite.url}/api/v1/card/get-detail/${id}`);
    const body = (await detail.json()) as { data: { annualFee: number } | null };
    const html = await (await fetch(`${publicSite.url}/chi-tiet-the-tin-dung?id=${id}`)).text();
    return { api: body.data?.annualFee ?? null, page: html.includes("1.234.000 VND") };
  }

  it("the editor changes an annual fee; the other instance shows it within 2 s; the log has before and after", async () => {
    const list = await fetch(`${publicSite.url}/api/v1/card/get-list`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ pageIndex: 1, pageSize: 1 }),
    });
    const first = ((await list.json()) as { data: { result: Array<{ id: number; name: string; annualFee: number }> } })
      .data.result[0];
    if (!first) throw new Error("the public list holds no card");
    expect(first.annualFee).not.toBe(NEW_FEE);
    expect((await feeOnPublicSite(first.id)).page).toBe(false);

    const boss = await enrolWithPasskey(browser, editing.url, adminLink);
    const editor = await staffMember(browser, editing.url, boss.page, {
      fullName: "Lê Biên Tập",
      email: "editor@vay.test",
      role: "editor",
    });
    const watched = watchPage(editor.page);

    // The catalogue, filtered on the server by the card's id; its edit screen.
    await editor.page.getByRole("link", { name: "Thẻ tín dụng" }).click();
    await editor.page.getByRole("heading", { name: "Danh mục thẻ tín dụng" }).waitFor();
    await editor.page.getByLabel("Tìm theo tên, ngân hàng hoặc mã").fill(String(first.id));
    await editor.page.getByRole("button", { name: "Lọc" }).click();
    await editor.page.getByRole("link", { name: `Sửa ${first.name}` }).click();
    const fee = editor.page.getByLabel("Phí thường niên (VND)");
    await fee.waitFor();
    expect(await fee.inputValue()).toBe(String(first.annualFee));
    await fee.fill(String(NEW_FEE));
    const saved = editor.page.waitForResponse(
      (res) => res.request().method() === "PUT" && res.url().includes("/quan-tri/cards/"),
    );
    await editor.page.getByRole("button", { name: "Lưu thay đổi" }).click();
    expect((await saved).status()).toBe(200);
    const savedAt = Date.now();

    // The second instance, which served none of this, follows within 2 s.
    let seen = await feeOnPublicSite(first.id);
    while ((seen.api !== NEW_FEE || !seen.page) && Date.now() - savedAt < 2000) {
      await new Promise((r) => setTimeout(r, 100));
      seen = await feeOnPublicSite(first.id);
    }
    const followedIn = Date.now() - savedAt;
    console.info(`card change seen on the second instance after ${followedIn} ms`);
    expect(seen).toEqual({ api: NEW_FEE, page: true });
    expect(followedIn).toBeLessThan(2000);
    await editor.page.getByRole("status").filter({ hasText: "Đã lưu" }).waitFor();

    // A visitor's browser on the second instance.
    const visitor = await browser.newPage();
    await visitor.goto(`${publicSite.url}/chi-tiet-the-tin-dung?id=${first.id}`);
    await visitor.getByText("1.234.000 VND").first().waitFor();
    await visitor.close();

    // The audit log, as the admin reads it: who, role, what, before and after.
    await boss.page.getByRole("link", { name: "Nhật ký thao tác" }).click();
    await boss.page.getByRole("textbox", { name: "Thao tác" }).fill("card.");
    await boss.page.getByRole("button", { name: "Lọc" }).click();
    await boss.page.getByRole("cell", { name: "card.update" }).waitFor();
    // The filter is applied on the server: every row shown is a card action.
    await boss.page.waitForFunction(() =>
      [...document.querySelectorAll("table.bo-table tbody tr")].every((tr) => tr.textContent?.includes("card.")),
    );
    const rows = (await boss.page.locator("table.bo-table tbody tr").allInnerTexts()).map((r) =>
      r.replace(/\s+/g, " "),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain("editor@vay.test");
    expect(rows[0]).toContain(`card:${first.id}`);
    expect(rows[0]).toContain(`{"annualFee":${first.annualFee}}`);
    expect(rows[0]).toContain(`{"annualFee":${NEW_FEE}}`);

    expect(watched.errors).toEqual([]);
    expect(watched.cspViolations).toEqual([]);
    await boss.context.close();
    await editor.context.close();
  }, 180_000);
});
