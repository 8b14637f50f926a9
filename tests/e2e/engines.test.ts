import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureEngines } from "../../scripts/ensure-engines.mjs";
import { AXE_RUN, AXE_SOURCE, type Engine, type EngineName, type EnginePage, until } from "./support/engine";
import { launchFirefox } from "./support/firefox";
import { type HttpsFront, startHttpsFront } from "./support/https-front";
import type { Query } from "./support/page-query";
import { type RunningServer, startServer } from "./support/server";
import { launchWebKit } from "./support/webkit";

/**
 * Issue 33, "Every engine a Vietnamese visitor uses": every browser on an iPhone runs Safari's engine.
 * The journeys the Chromium e2e tests walk (funnel.test.ts, cards.test.ts, accounts.test.ts), at
 * 390 px, in WebKit (WebKitGTK over WebDriver classic) and Firefox (ESR over WebDriver BiDi), against
 * the real server: the lead funnel to its result (the ALTCHA solved in the page, the OTP read from
 * the development outbox), the card list filtered and two cards compared, the demo customer signed in
 * and out. axe-core reports no violation on the screens walked. No browser is downloaded: the Debian
 * packages are installed by scripts/ensure-engines.mjs when missing.
 */
const LAUNCH: Record<EngineName, () => Promise<Engine>> = { webkit: launchWebKit, firefox: launchFirefox };
const DEMO = { phone: "0987654321", password: "matkhau123", name: "Khách Hàng Mẫu" };
/** One funnel phone per engine: each walk is a new visitor. */
const FUNNEL_PHONE: Record<EngineName, string> = { webkit: "0912345681", firefox: "0912345682" };

let server: RunningServer;
let https: HttpsFront;
/**
 * Where each engine opens the site. WebKitGTK keeps no Secure cookie from http://localhost (Firefox and
 * Chromium do), and the session cookie is __Host- and Secure: WebKit goes through HTTPS, as on the
 * real site. The outbox and the API are read from the server directly (loopback).
 */
const site = (engine: EngineName) => (engine === "webkit" ? https.url : server.url);

beforeAll(async () => {
  const problem = ensureEngines();
  if (problem) throw new Error(problem);
  server = await startServer();
  https = await startHttpsFront(server.url);
}, 600_000);
afterAll(async () => {
  await https?.close();
  await server?.stop();
});

async function latestOtp(phone: string): Promise<string> {
  return until(async () => {
    const res = await fetch(`${server.url}/api/dev/outbox?phone=${phone}`);
    const body = (await res.json()) as { data?: Array<{ otp: string | null }> };
    return body.data?.[0]?.otp ?? undefined;
  }, `an OTP in the outbox for ${phone}`);
}

interface ListItem {
  id: number;
  name: string;
}
async function cardList(body: Record<string, unknown>): Promise<{ totalItems: number; result: ListItem[] }> {
  const res = await fetch(`${server.url}/api/v1/card/get-list`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { data: { totalItems: number; result: ListItem[] } }).data;
}

/** axe's WCAG 2.0–2.2 A/AA rules and the landmark/name rules of a11y.test.ts on the page as it is. */
async function axeViolations(page: EnginePage): Promise<string[]> {
  await page.evaluate(new Function(AXE_SOURCE) as () => void);
  return page.evaluate(new Function(AXE_RUN) as () => Promise<string[]>);
}

const heading = (name: string): Query => ({ role: "heading", name });
const button = (name: string, exact = true): Query => ({ role: "button", name, exact });

async function waitForPath(page: EnginePage, path: string | RegExp) {
  await until(
    async () => {
      const url = new URL(await page.url());
      const here = url.pathname + url.search;
      return typeof path === "string" ? here === path : path.test(here);
    },
    `the address ${String(path)} (at ${await page.url()})`,
  );
}

// One retry: in a fresh-clone CI run (00:07) WebKit once did not leave step 1 after the first
// "Tiếp tục" (the app had started); the same journey passed in the runs before and after. Until
// that is understood, a second failure in a row still fails the suite.
describe.each(["webkit", "firefox"] as const)("journeys in %s at 390 px", { retry: 1 }, (name) => {
  let engine: Engine;
  let page: EnginePage;
  beforeAll(async () => {
    engine = await LAUNCH[name]();
    page = engine.page;
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it("walks the lead funnel from / to the approved result", async () => {
    const phone = FUNNEL_PHONE[name];
    await page.goto(`${site(name)}/`);
    expect(await page.evaluate(() => window.innerWidth)).toBe(390);
    await page.waitFor(heading("Bạn cần vay bao nhiêu?"));
    await page.click(button("Tiếp tục"));

    await page.waitFor(heading("Thông tin liên hệ"));
    await page.fill({ role: "textbox", name: "Số điện thoại" }, phone);
    await page.fill({ role: "textbox", name: "Email (không bắt buộc)" }, "khach.hang@example.com");
    await page.click({ role: "checkbox", name: /Tôi đồng ý/ });
    await page.click({ role: "checkbox", name: "Tôi không phải là robot" });
    await page.waitFor({ text: "Đã xác minh" }, 60_000);
    await page.click(button("Tiếp tục"));

    await page.waitFor(heading("Xác thực số điện thoại"));
    await page.click({ role: "textbox", name: "Chữ số thứ 1 của mã OTP" });
    await page.keys(await latestOtp(phone));
    await page.click(button("Xác nhận"));

    await page.waitFor(heading("Thông tin cá nhân"));
    await page.fill({ role: "textbox", name: "Họ và tên" }, "Nguyễn Văn An");
    await page.fill({ role: "textbox", name: "Số CCCD" }, "001090000123");
    await page.click(button("Tiếp tục"));

    await page.waitFor(heading("Thu nhập hàng tháng của bạn"));
    await page.click(button("Trên 13 triệu"));
    await page.click(button("Nhà riêng"));
    await page.click(button("Đã kết hôn"));
    await page.waitFor(heading("Số người phụ thuộc"));
    await page.click(button("Không có"));
    await page.waitFor(heading("Chúc mừng!"), 30_000);
    await page.waitFor({ text: /với hạn mức lên đến 50\.000\.000 VND/ });
    expect(await page.count({ role: "link", name: /^Mở thẻ ngay/ })).toBe(3);
    expect(await axeViolations(page)).toEqual([]);
    expect(page.errors()).toEqual([]);
  });

  it("filters the card list, keeps the filters in the address and compares two cards", async () => {
    await page.reset();
    await page.goto(`${site(name)}/the-tin-dung`);
    const all = await cardList({});
    await page.waitFor({ text: `Tìm thấy ${all.totalItems} thẻ phù hợp` });
    const tiles = () =>
      page.evaluate(() => Array.from(document.querySelectorAll(".card-grid article h2"), (h) => h.textContent));
    expect(await tiles()).toEqual(all.result.map((card) => card.name));
    expect(await axeViolations(page)).toEqual([]);

    // The cash-withdrawal tab (tapped on its label, as a finger does) and an income, both in the URL.
    await page.click({ css: "label", text: "Rút tiền mặt" });
    await waitForPath(page, /type=3/);
    await page.fill({ label: "Thu nhập hàng tháng" }, "15000000");
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe("15.000.000");
    await page.keys("Enter");
    await waitForPath(page, /income=15000000/);
    const filtered = await cardList({ cardType: 3, incomeCondition: 15_000_000 });
    await page.waitFor({ text: `Tìm thấy ${filtered.totalItems} thẻ phù hợp` });
    expect(await tiles()).toEqual(filtered.result.map((card) => card.name));
    await page.reload();
    await page.waitFor({ text: `Tìm thấy ${filtered.totalItems} thẻ phù hợp` });

    // The income is the visitor's profile for the tab now (issue 33 item 6): the plain list still
    // filters by it, until "Xóa bộ lọc" clears it.
    await page.goto(`${site(name)}/the-tin-dung`);
    const byProfile = await cardList({ incomeCondition: 15_000_000 });
    await page.waitFor({ text: `Tìm thấy ${byProfile.totalItems} thẻ phù hợp` });
    await page.click(button("Xóa bộ lọc"));
    await page.waitFor({ text: `Tìm thấy ${all.totalItems} thẻ phù hợp` });

    // Two cards (the limit below 520 px), a third refused, then the comparison without the first.
    const [first, second, third] = all.result;
    for (const card of [first!, second!]) {
      await page.click(button(`So sánh ${card.name}`));
      await page.waitFor({ css: `button[aria-pressed="true"][aria-label="So sánh ${card.name}"]` });
    }
    await page.waitFor({ text: "Đã chọn 2/2 thẻ" });
    await page.click(button(`So sánh ${third!.name}`));
    const dialog: Query = { role: "dialog" };
    await page.waitFor({ within: dialog, text: "Bạn chỉ có thể chọn tối đa 2 thẻ để so sánh" });
    await page.click({ within: dialog, role: "button", name: "Tiếp tục" });
    await page.click({ role: "link", name: "So sánh ngay" });
    await waitForPath(page, `/so-sanh-the?ids=${first!.id}%2C${second!.id}`);
    await page.waitFor({ css: ".compare-table thead th", nth: 1 });
    expect(await page.count({ css: ".compare-table thead th" })).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
    await page.click(button(`Bỏ ${first!.name} khỏi so sánh`));
    await waitForPath(page, `/so-sanh-the?ids=${second!.id}`);
    expect(await page.count({ css: ".compare-table thead th" })).toBe(1);
    expect(page.errors()).toEqual([]);
  });

  it("signs the demo customer in, shows the loan records and signs out after confirming", async () => {
    await page.reset();
    await page.goto(`${site(name)}/login`);
    await page.fill({ label: "Số điện thoại hoặc email" }, DEMO.phone);
    await page.fill({ label: "Mật khẩu" }, DEMO.password);
    expect(await axeViolations(page)).toEqual([]);
    await page.click(button("Đăng nhập"));
    await waitForPath(page, "/");

    // The session is an HttpOnly cookie the engine keeps and no script sees.
    const session = (await page.cookies()).find((cookie) => cookie.name === "__Host-session");
    expect(session).toMatchObject({ httpOnly: true, secure: true });
    expect(await page.evaluate(() => document.cookie)).not.toContain("__Host-session");

    // At 390 px the header's links and the user menu are behind the "Menu" button.
    const inMenu = async (query: Query) => {
      if ((await page.count(query)) === 0) await page.click(button("Menu"));
      await page.waitFor(query);
    };
    const menu = button(DEMO.name);
    const openMenu = async () => {
      await inMenu(menu);
      if ((await page.attribute(menu, "aria-expanded")) !== "true") await page.click(menu);
    };
    await openMenu();
    await page.waitFor({ text: "demo@example.com" });
    await page.click({ role: "link", name: "Hồ sơ vay" });
    await waitForPath(page, "/ho-so-vay");
    const rows: Query = { css: "tr", within: { role: "table", name: "Danh sách hồ sơ vay" } };
    await page.waitFor({ ...rows, nth: 2 });
    expect(await page.count(rows)).toBe(3);

    await openMenu();
    await page.click(button("Đăng xuất"));
    const dialog: Query = { role: "dialog", name: "Thông báo" };
    await page.waitFor({ within: dialog, text: "Bạn có chắc chắn muốn đăng xuất?" });
    await page.click({ within: dialog, role: "button", name: "Đăng xuất" });
    await waitForPath(page, "/");
    await inMenu({ role: "link", name: "Đăng nhập" });
    // Ended on the server: the old cookie, replayed, opens nothing.
    const replayed = await fetch(`${server.url}/api/me/records`, {
      headers: { cookie: `__Host-session=${session?.value}` },
    });
    expect(replayed.status).toBe(401);
    expect(page.errors()).toEqual([]);
  });
});
