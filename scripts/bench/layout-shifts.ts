import { type Browser, chromium, type Page } from "playwright-core";
import { CHROMIUM } from "./browser-load";
import { spawnServer } from "./http-load";
import { CLS_GOAL, firstCardId } from "./lighthouse";
import type { GoalRow } from "./report";

/**
 * Issue 16 item 4: "CLS < 0.05 on every route and wizard step". Lighthouse measures four pages; this
 * section opens every public route of the site in Chromium (a 390 px phone and a 1 280 px laptop),
 * the signed-in pages and the loan-ticket wizard's first screens as the demo customer on the phone,
 * and walks the lead funnel's steps on the phone, as a visitor does (the real bot check solved in the
 * browser, the OTP read from the development outbox). A route's figure is the sum of its layout shifts from
 * the first paint until the page has settled, a step's the sum of those while it is shown: shifts
 * within 0.5 s of the visitor's own input are left out, as CLS leaves them out. A sum is never below
 * the session-window figure CLS reports, so it errs on the strict side.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const LAPTOP = { viewport: { width: 1280, height: 800 } };
/** After the network is idle, how long a page is watched for a late shift. */
const SETTLE_MS = 1500;

/** Every route a visitor can open without signing in. */
function routes(cardId: number): string[] {
  return [
    "/",
    "/vay-tien-online",
    "/the-tin-dung",
    `/chi-tiet-the-tin-dung?id=${cardId}`,
    `/so-sanh-the?ids=${cardId},${cardId + 1}`,
    "/tin-tuc",
    "/tin-tuc/diem-tin-dung-cic-la-gi",
    "/dieu-khoan",
    "/chinh-sach-bao-mat",
    "/rule-bidv",
    "/yeu-cau-xoa-du-lieu",
    "/gioi-thieu",
    "/doi-tac",
    "/cach-chung-toi-xep-hang",
    "/login",
    "/request-password",
    "/request-password-confirm",
  ];
}

/** The demo customer of the development fixtures (server/db/seed/accounts.ts), and the pages only they see. */
const DEMO = { phone: "0987654321", password: "matkhau123" };
const SIGNED_IN_ROUTES = ["/ho-so-vay", "/du-lieu-cua-toi", "/change-password"];

/** Records every layout shift of the page: its score, time, whether input had just come, what moved. */
async function recordShifts(page: Page): Promise<void> {
  // tsx (esbuild keepNames) wraps the named functions of the script below in __name, which the page
  // lacks: without this the script threw before its observer started, and every figure read 0.
  await page.addInitScript("globalThis.__name ??= (f) => f;");
  await page.addInitScript(() => {
    const shifts: { value: number; at: number; input: boolean; moved: string[] }[] = [];
    (window as unknown as { benchShifts: typeof shifts }).benchShifts = shifts;
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.classList.length ? `.${[...node.classList].join(".")}` : ""}`
        : node
          ? `text in ${node.parentElement?.tagName.toLowerCase() ?? "?"}.${node.parentElement?.classList[0] ?? ""}`
          : "?";
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as {
          value: number;
          startTime: number;
          hadRecentInput: boolean;
          sources: { node: Node | null }[];
        };
        const moved = shift.sources.map((source) => describe(source.node));
        shifts.push({ value: shift.value, at: shift.startTime, input: shift.hadRecentInput, moved });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

interface Shifted {
  cls: number;
  /** What moved in the shifts counted, first seen first. */
  moved: string[];
}

/** The sum of the shifts not caused by input between two moments of the page's clock, and what moved. */
function shiftSum(page: Page, from = 0, to = Number.POSITIVE_INFINITY): Promise<Shifted> {
  return page.evaluate(
    ([start, end]) => {
      const counted = (
        window as unknown as { benchShifts: { value: number; at: number; input: boolean; moved: string[] }[] }
      ).benchShifts.filter((shift) => !shift.input && shift.at >= start && shift.at < end);
      return {
        cls: counted.reduce((sum, shift) => sum + shift.value, 0),
        moved: [...new Set(counted.flatMap((shift) => shift.moved))],
      };
    },
    [from, to] as const,
  );
}

const now = (page: Page) => page.evaluate(() => performance.now());

async function routeShift(browser: Browser, url: string, device: typeof PHONE | typeof LAPTOP): Promise<Shifted> {
  const context = await browser.newContext(device);
  try {
    const page = await context.newPage();
    await recordShifts(page);
    await page.goto(url, { waitUntil: "networkidle" });
    await page.waitForTimeout(SETTLE_MS);
    return await shiftSum(page);
  } finally {
    await context.close();
  }
}

/** The routes a visitor is likely to fling to the bottom of (the footer: who we are, the legal texts). */
const FAST_SCROLL_ROUTES = ["/", "/vay-tien-online", "/the-tin-dung", "/gioi-thieu", "/tin-tuc"];

/**
 * Issue 33: "the footer jump on a fast scroll". Once the page is idle, it is flung to its bottom and
 * past it: a screen a step, 40 ms apart, as a thumb's fling or a mouse wheel does (scrolling is not
 * input to CLS: what moves meanwhile counts), so the parts deferred until they come near the viewport
 * load while the footer is in view; then it is watched until it has settled.
 */
async function fastScrollShift(browser: Browser, url: string, device: typeof PHONE | typeof LAPTOP): Promise<Shifted> {
  const context = await browser.newContext(device);
  try {
    const page = await context.newPage();
    await recordShifts(page);
    await page.goto(url, { waitUntil: "networkidle" });
    await page.evaluate(async () => {
      // 30 screens in 1.2 s: the fling goes on past the bottom as a thumb does, whatever comes in meanwhile.
      for (let i = 0; i < 30; i++) {
        window.scrollBy(0, window.innerHeight);
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    });
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(SETTLE_MS);
    return await shiftSum(page);
  } finally {
    await context.close();
  }
}

async function latestOtp(baseUrl: string, phone: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const res = await fetch(`${baseUrl}/api/dev/outbox?phone=${phone}`);
    const body = (await res.json()) as { data?: { otp: string | null }[] };
    const otp = body.data?.[0]?.otp;
    if (otp) return otp;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no OTP in the outbox for ${phone}`);
}

/** One step of the funnel: its heading, and what the visitor does there to go on. */
interface Step {
  heading: string;
  act: (page: Page) => Promise<void>;
}

function funnelSteps(baseUrl: string, phone: string): Step[] {
  const button = (name: string) => (page: Page) => page.getByRole("button", { name, exact: true }).click();
  return [
    { heading: "Bạn cần vay bao nhiêu?", act: button("Tiếp tục") },
    {
      heading: "Thông tin liên hệ",
      act: async (page) => {
        await page.getByRole("textbox", { name: "Số điện thoại" }).fill(phone);
        await page.getByRole("checkbox", { name: /Tôi đồng ý/ }).check();
        await page.getByRole("checkbox", { name: "Tôi không phải là robot" }).click();
        await page.getByText("Đã xác minh").waitFor({ timeout: 60_000 });
        await page.getByRole("button", { name: "Tiếp tục" }).click();
      },
    },
    {
      heading: "Xác thực số điện thoại",
      act: async (page) => {
        const otp = await latestOtp(baseUrl, phone);
        await page.getByRole("textbox", { name: "Chữ số thứ 1 của mã OTP" }).click();
        await page.keyboard.type(otp);
        await page.getByRole("button", { name: "Xác nhận" }).click();
      },
    },
    {
      heading: "Thông tin cá nhân",
      act: async (page) => {
        await page.getByRole("textbox", { name: "Họ và tên" }).fill("Nguyễn Văn An");
        await page.getByRole("textbox", { name: "Số CCCD" }).fill("001090000123");
        await page.getByRole("button", { name: "Tiếp tục" }).click();
      },
    },
    { heading: "Thu nhập hàng tháng của bạn", act: button("Trên 13 triệu") },
    { heading: "Tình trạng nhà ở của bạn", act: button("Nhà riêng") },
    { heading: "Tình trạng hôn nhân của bạn", act: button("Đã kết hôn") },
    { heading: "Số người phụ thuộc", act: button("Không có") },
    { heading: "Chúc mừng!", act: async () => {} },
  ];
}

/** Walks the lead funnel on a phone from /vay-tien-online to its result: each step's shift sum. */
async function funnelShifts(browser: Browser, baseUrl: string): Promise<({ step: string } & Shifted)[]> {
  const context = await browser.newContext(PHONE);
  const results: ({ step: string } & Shifted)[] = [];
  try {
    const page = await context.newPage();
    await recordShifts(page);
    await page.goto(`${baseUrl}/vay-tien-online`, { waitUntil: "networkidle" });
    // A step's window runs from the visitor's action on the step before (the page's load for the
    // first) until their action on it, so a shift while the next step arrives counts for that step.
    let from = 0;
    for (const step of funnelSteps(baseUrl, "0912345601")) {
      await page.getByRole("heading", { name: step.heading, exact: true }).waitFor({ timeout: 30_000 });
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(SETTLE_MS);
      const to = await now(page);
      results.push({ step: step.heading, ...(await shiftSum(page, from, to)) });
      await step.act(page);
      from = to;
    }
    return results;
  } finally {
    await context.close();
  }
}

/** Signs the demo customer in through the login form of a context's page. */
async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel("Số điện thoại hoặc email").fill(DEMO.phone);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(DEMO.password);
  await page.getByRole("button", { name: "Đăng nhập" }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/**
 * Signed in on a phone: the customer's own pages, then the loan-ticket wizard's first two screens
 * (its later ones need an identity card's photo and the face models: tests/e2e/loan-ticket.test.ts
 * walks them).
 */
async function signedInShifts(browser: Browser, baseUrl: string): Promise<({ name: string } & Shifted)[]> {
  const context = await browser.newContext(PHONE);
  const results: ({ name: string } & Shifted)[] = [];
  try {
    await signIn(await context.newPage(), baseUrl);
    for (const path of SIGNED_IN_ROUTES) {
      const page = await context.newPage();
      await recordShifts(page);
      await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
      await page.waitForTimeout(SETTLE_MS);
      results.push({ name: `${path}, signed in`, ...(await shiftSum(page)) });
    }
    const wizard = await context.newPage();
    await recordShifts(wizard);
    await wizard.goto(`${baseUrl}/dang-ky-vay?productId=1`, { waitUntil: "networkidle" });
    await wizard.getByText(/Bước 1\/5: Giấy tờ tùy thân/).waitFor();
    await wizard.waitForTimeout(SETTLE_MS);
    const left = await now(wizard);
    results.push({ name: "the loan-ticket wizard's first screen", ...(await shiftSum(wizard, 0, left)) });
    await wizard.getByRole("button", { name: "Tiếp tục" }).click();
    await wizard.getByLabel("Chọn ảnh từ máy").waitFor();
    await wizard.waitForLoadState("networkidle");
    await wizard.waitForTimeout(SETTLE_MS);
    results.push({ name: "the loan-ticket wizard's card photo screen", ...(await shiftSum(wizard, left)) });
    return results;
  } finally {
    await context.close();
  }
}

const clsRow = (measure: string, shifted: Shifted[]): GoalRow => {
  const worst = Math.max(...shifted.map((one) => one.cls));
  const moved = [...new Set(shifted.flatMap((one) => one.moved))];
  return {
    measure,
    goal: `< ${CLS_GOAL}`,
    value: shifted.map((one) => one.cls.toFixed(3)).join(" / "),
    detail: moved.length > 0 ? `moved: ${moved.slice(0, 4).join(", ")}` : "",
    met: worst < CLS_GOAL,
  };
};

/**
 * The rows of the section: every public route at 390 and 1 280 px, then the signed-in pages and the
 * loan-ticket wizard's first screens, then every lead-funnel step, at 390 px.
 */
export async function layoutShiftRows(): Promise<GoalRow[]> {
  const server = await spawnServer("server/main.ts", { API_PER_IP_PER_MINUTE: "1000000" });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  try {
    const cardId = (await firstCardId(server.url)) ?? 1;
    const rows: GoalRow[] = [];
    for (const path of routes(cardId)) {
      const phone = await routeShift(browser, `${server.url}${path}`, PHONE);
      const laptop = await routeShift(browser, `${server.url}${path}`, LAPTOP);
      rows.push(clsRow(`Layout shift of ${path}, 390 / 1280 px`, [phone, laptop]));
    }
    for (const path of FAST_SCROLL_ROUTES) {
      const phone = await fastScrollShift(browser, `${server.url}${path}`, PHONE);
      const laptop = await fastScrollShift(browser, `${server.url}${path}`, LAPTOP);
      rows.push(clsRow(`Layout shift of ${path} flung to the footer, 390 / 1280 px`, [phone, laptop]));
    }
    for (const { name, ...shifted } of await signedInShifts(browser, server.url)) {
      rows.push(clsRow(`Layout shift of ${name}, 390 px`, [shifted]));
    }
    for (const { step, ...shifted } of await funnelShifts(browser, server.url)) {
      rows.push(clsRow(`Layout shift of the lead funnel's step "${step}", 390 px`, [shifted]));
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}
