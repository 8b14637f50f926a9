import type { Page } from "playwright-core";
import { cardImage, SAMPLE_PERSON } from "../../support/card-image";
import { frameWith, jpegBytes, sampleFace } from "./face-images";

/** The demo customer (server/db/seed/accounts.ts): phone, password and the national ID on their card. */
export const DEMO_CUSTOMER = { phone: "0987654321", password: "matkhau123", nationalId: "001090123456" } as const;

export async function signInDemo(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel("Số điện thoại hoặc email").fill(DEMO_CUSTOMER.phone);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(DEMO_CUSTOMER.password);
  await page.getByRole("button", { name: "Đăng nhập" }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/**
 * The signed-in demo customer opens an application and sends their card and a selfie the server
 * cannot compare: the card's portrait box holds no face, so the selfie waits for a person (issue 31's
 * manual review). Answers the application's code once the wizard has moved on to the details step.
 */
export async function applyWithUndecidedFace(page: Page, baseUrl: string): Promise<string> {
  const next = () => page.getByRole("button", { name: "Tiếp tục" }).click();
  await page.goto(`${baseUrl}/dang-ky-vay?productId=1`);
  await page.waitForURL(/[?&]code=HS[A-Z0-9]{10}/);
  const code = new URL(page.url()).searchParams.get("code") ?? "";
  await next();
  const person = { ...SAMPLE_PERSON, idNumber: DEMO_CUSTOMER.nationalId };
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
  await page.getByRole("heading", { name: "Đồng ý xử lý dữ liệu sinh trắc học" }).waitFor();
  await page.getByRole("button", { name: "Tôi đồng ý" }).click();
  const picker = page.getByLabel("Tải ảnh chân dung lên");
  await picker.waitFor({ timeout: 30_000 });
  const selfie = jpegBytes(frameWith(sampleFace(), 480, 480, 360));
  await picker.setInputFiles({ name: "chan-dung.jpg", mimeType: "image/jpeg", buffer: selfie });
  await page.getByLabel("Tổng vốn sử dụng (VND)").waitFor({ timeout: 45_000 });
  return code;
}
