import type { Preview } from "@storybook/react-vite";
import "../src/app/styles.css";
import { setupWorker } from "msw/browser";
import { mswLoader } from "msw-storybook-addon/csf3";
import {
  declaredStates,
  restingStates,
  stateMismatch,
  storyActor,
  storyActorLoader,
} from "../stories/support/story-actor";
import { storyApiHandlers } from "../stories/support/story-api";
import { routerLoader, withRouter } from "../stories/support/with-router";

/**
 * Every story: a clean page (no storage left by the story before it in the same tab), the API
 * answered by Mock Service Worker from our own origin (stories/support/story-api.ts), a throwaway
 * router and jotai store, and after its play a check of the state its own actor rests in.
 */
const startWorker = async () => {
  const worker = setupWorker(...storyApiHandlers);
  await worker.start({ quiet: true, onUnhandledFrame: "bypass" });
  return worker;
};

/** Stories share one page as a designer clicks through them: none inherits another's storage. */
const cleanPage = () => {
  localStorage.clear();
  sessionStorage.clear();
  return {};
};

interface PlayedContext {
  viewMode?: string;
  playFunction?: unknown;
  parameters: object;
}

/** A Docs page draws its stories without their plays (unless `docs.story.autoplay`): no after-play state to check. */
const playedHere = ({ viewMode, playFunction, parameters }: PlayedContext) =>
  viewMode !== "docs" ||
  !playFunction ||
  (parameters as { docs?: { story?: { autoplay?: boolean } } }).docs?.story?.autoplay === true;

const preview: Preview = {
  // cleanPage first: it runs before the router loader seeds the story's store (and its storage)
  loaders: [cleanPage, storyActorLoader, mswLoader(startWorker), routerLoader],
  decorators: [withRouter],
  tags: ["autodocs"],
  /** A story that declares `parameters.state` must rest in it once its play is over. */
  afterEach: (context) => {
    if (!playedHere(context)) return;
    const actor = storyActor(context);
    const declared = declaredStates(context.parameters.state);
    if (actor && declared.length === 0) {
      throw new Error(
        `a machine-backed story declares no parameters.state; it rests in ${restingStates(actor).join(", ")}`,
      );
    }
    for (const state of declared) {
      const mismatch = stateMismatch(actor, state);
      if (mismatch) throw new Error(mismatch);
    }
  },
  parameters: {
    layout: "fullscreen",
    options: {
      // stories/introduction.mdx explains the groups; a group not listed comes after the listed ones
      storySort: {
        method: "configure",
        order: [
          "Giới thiệu",
          "Vay tiêu dùng",
          ["Bước 1–4", "Bước 5–8 và chờ kết quả", "Kết quả", "Điểm giúp được duyệt", "Điều khiển chung", "*"],
          "Hồ sơ vay",
          [
            "Trình tự hồ sơ",
            "eKYC: đồng ý sinh trắc học",
            "eKYC: bước khuôn mặt",
            "eKYC: chụp khuôn mặt",
            "eKYC: khuôn mặt từ tệp",
            "Thông tin chính của hợp đồng",
            "Đối tác trả lời",
            "*",
          ],
          "Thẻ tín dụng",
          ["Danh sách thẻ", "Ô thẻ", "Chi tiết thẻ", "Thanh so sánh", "Trang so sánh", "*"],
          "Tài khoản",
          [
            "Đăng nhập",
            "Quên mật khẩu",
            "Mã đặt lại mật khẩu",
            "Đặt mật khẩu mới",
            "Đổi mật khẩu",
            "Hồ sơ vay đã gửi",
            "Đơn vay trực tuyến",
            "Dữ liệu của tôi",
            "Yêu cầu xoá dữ liệu",
            "*",
          ],
          "Trang công khai",
          ["Trang chủ", "Máy tính chi phí vay", "*"],
          "Khung trang",
          "Thành phần",
          "Quản trị",
          "*",
        ],
      },
    },
    viewport: {
      options: {
        mobile390: { name: "Mobile 390", styles: { width: "390px", height: "844px" } },
        mobile360: { name: "Mobile 360", styles: { width: "360px", height: "740px" } },
        tablet: { name: "Tablet", styles: { width: "768px", height: "1024px" } },
        desktop1280: { name: "Desktop 1280", styles: { width: "1280px", height: "900px" } },
      },
    },
  },
};

export default preview;
