import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, freePort, type SimProcess, startSimulator } from "../server/support/partner-sim";
import { cardImage, SAMPLE_PERSON } from "../support/card-image";
import { launchBrowser, watchPage } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

/**
 * Issue 17 in Chromium, with the partner simulator as its own process: the demo customer applies for
 * sample product 3 (no face step) and, once the application is confirmed, the result screen follows
 * the partner: the application travels through the queue, the simulator's rules approve it and ask
 * for a remote signature (BIDV Tây Hồ's approval status), and the customer signs with a SmartCA code
 * (a wrong one first). The partner's document rules were checked on both sides of the card on the way.
 */
const PHONE = "0987654321";
const PASSWORD = "matkhau123";
const DEMO_ID = "001090123456";

describe("partner approval and SmartCA signing in Chromium", () => {
  let server: RunningServer;
  let sim: SimProcess;
  let browser: Browser;
  let page: Page;
  let watched: ReturnType<typeof watchPage>;

  beforeAll(async () => {
    const simPort = await freePort();
    server = await startServer({
      PARTNER_SIM_URL: `http://127.0.0.1:${simPort}`,
      PARTNER_POLL_SECONDS: "1",
      PARTNER_RETRY_DELAY_SECONDS: "1",
    });
    sim = await startSimulator({ callbackOrigin: server.url, port: simPort, args: ["--callback-delay-ms", "100"] });
    browser = await launchBrowser();
    page = await browser.newPage();
    watched = watchPage(page);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await sim?.stop();
    await server?.stop();
  });

  const outbox = async () => {
    const res = await fetch(`${server.url}/api/dev/outbox?phone=${PHONE}`);
    return ((await res.json()) as { data?: Array<{ otp: string | null }> }).data ?? [];
  };
  const next = () => page.getByRole("button", { name: "Tiếp tục" }).click();

  it("confirms, waits for the partner's approval and signs the contract remotely", { timeout: 120_000 }, async () => {
    await page.goto(`${server.url}/login`);
    await page.getByLabel("Số điện thoại hoặc email").fill(PHONE);
    await page.getByLabel("Mật khẩu", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Đăng nhập" }).click();
    await page.waitForURL(`${server.url}/`);

    // The partner's service answered (the simulator runs): the wizard starts.
    await page.goto(`${server.url}/dang-ky-vay?productId=3`);
    await page.getByText(/Bước 1\/4: Giấy tờ tùy thân/).waitFor();
    await page.waitForURL(/[?&]code=HS[A-Z0-9]{10}/);
    const code = new URL(page.url()).searchParams.get("code") ?? "";
    await next();
    const person = { ...SAMPLE_PERSON, idNumber: DEMO_ID };
    const front = cardImage({ person });
    await page
      .getByLabel("Chọn ảnh từ máy")
      .setInputFiles({ name: "mat-truoc.png", mimeType: front.mime, buffer: front.bytes });
    await page.getByRole("img", { name: "Ảnh giấy tờ đã chọn" }).waitFor();
    await next();
    await page.getByRole("heading", { name: "Ảnh mặt sau giấy tờ" }).waitFor();
    const back = cardImage({ person, kind: "back" });
    await page
      .getByLabel("Chọn ảnh từ máy")
      .setInputFiles({ name: "mat-sau.png", mimeType: back.mime, buffer: back.bytes });
    await next();
    await page.getByRole("heading", { name: "Kiểm tra thông tin giấy tờ" }).waitFor();
    await next();

    // Details (the product has no face step).
    const capital = page.getByLabel("Tổng vốn sử dụng (VND)");
    await capital.waitFor({ timeout: 30_000 });
    await page.getByLabel("Số tiền vay (VND)").fill("20000000");
    await page.getByLabel("Thời hạn vay").selectOption("12");
    await page.getByLabel("Mục đích vay").selectOption("Học tập");
    await page.getByLabel("Phương thức thanh toán khoản vay").selectOption("Chuyển khoản hàng tháng");
    await capital.fill("30000000");
    await page.getByLabel("Ngày trả nợ hàng tháng").fill("15");
    await page.getByLabel("Ngân hàng", { exact: true }).selectOption("1");
    await page.locator("select[name=branchId] option[value='101']").waitFor({ state: "attached" });
    await page.getByLabel("Chi nhánh").selectOption("101");
    await page.getByLabel("Số tài khoản").fill("0123456789");
    await page.getByLabel("Chủ tài khoản").fill("NGUYEN THI ANH TUYET");
    await page.getByLabel("Tỉnh/Thành phố").selectOption("1");
    await page.locator("select[name=wardCode] option[value='00004']").waitFor({ state: "attached" });
    await page.getByLabel("Phường/Xã").selectOption("00004");
    await page.getByLabel("Số nhà, đường").fill("Số 5 phố Phúc Xá");
    await page.getByLabel("Mối quan hệ").selectOption({ index: 1 });
    await page.getByLabel("Họ tên người tham chiếu").fill("Nguyễn Văn Bình");
    await page.getByLabel("Số điện thoại người tham chiếu").fill("0912000111");
    const sent = (await outbox()).length;
    await next();

    // OTP from the development outbox, then MobiFone's step 2 (a Viettel number passes unchecked).
    await page.getByRole("heading", { name: "Xác thực hồ sơ bằng mã OTP" }).waitFor();
    const messages = await eventually(outbox, (all) => all.length > sent && Boolean(all[0]?.otp));
    await page.getByRole("textbox", { name: "Chữ số thứ 1 của mã OTP" }).click();
    await page.keyboard.type(messages[0]?.otp ?? "");
    await page.getByRole("button", { name: "Xác nhận" }).click();

    // Contract, confirmation.
    await page.getByRole("heading", { name: "Hợp đồng của bạn" }).waitFor();
    const email = page.getByLabel("Email nhận hợp đồng");
    if ((await email.inputValue()) === "") await email.fill("demo@example.com");
    await page.getByRole("checkbox", { name: "Tôi đã đọc và đồng ý với nội dung hợp đồng" }).check();
    await page.getByRole("button", { name: "Xác nhận hợp đồng" }).click();
    await page.getByText(/Mã khoản vay của bạn là VT\d{12}/).waitFor();

    // The partner approves (at most 50,000,000 VND) and asks for the SmartCA signature.
    const signing = page.getByRole("form", { name: "Ký hợp đồng từ xa (SmartCA)" });
    await signing.waitFor({ timeout: 30_000 });
    const held = await sim.held();
    expect(held.filter((item) => item.subject === code)).toEqual([
      expect.objectContaining({ key: `application-${code}`, kind: "application", attempts: 1 }),
    ]);
    const codeBox = page.getByLabel("Mã xác thực SmartCA");
    await codeBox.fill("000000");
    await page.getByRole("button", { name: "Ký hợp đồng" }).click();
    await page.getByText("Mã xác thực SmartCA không đúng, vui lòng kiểm tra và nhập lại.").waitFor();
    await codeBox.fill("246810");
    await page.getByRole("button", { name: "Ký hợp đồng" }).click();
    await page.getByText(/Hợp đồng đã được ký thành công/).waitFor();
    const signed = await eventually(
      () => sim.held(),
      (items) => items.some((item) => item.subject === code && item.status === "signed"),
    );
    expect(signed.find((item) => item.subject === code)?.status).toBe("signed");
    expect(watched.cspViolations).toEqual([]);
  });
});
