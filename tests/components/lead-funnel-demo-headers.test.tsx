import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../src/api/api-error";
import { getDemoHeaders } from "../../src/api/demo-headers";
import { createFunnelSession, type FunnelSession } from "../../src/features/lead-funnel/funnel-session";
import { LeadFunnelView } from "../../src/features/lead-funnel/lead-funnel-view";
import { renderInRouter } from "./lead-funnel-support";

/**
 * SPEC §7: the lead funnel also calls a demo headers endpoint (GET /api/demo/headers, decision 013;
 * the client's call is getDemoHeaders). A funnel session makes the call once when it starts, without
 * waiting for it; production answers 404, and no failure of it reaches the visitor.
 */

vi.mock("../../src/api/demo-headers", () => ({ getDemoHeaders: vi.fn() }));
const demoCall = vi.mocked(getDemoHeaders);
type Answer = () => ReturnType<typeof getDemoHeaders>;

/** What the app's HTTP client gives back or throws for each answer of the server (src/api/client.ts). */
const ANSWERS: Record<string, Answer> = {
  "the headers (development)": async () => ({ code: 200, data: { headers: { "accept-language": "vi" } } }),
  "404 (production)": () => Promise.reject(new ApiError("http", "Không tìm thấy", 404)),
  "a server error": () => Promise.reject(new ApiError("http", "Lỗi", 500)),
  "a network failure": () => Promise.reject(new ApiError("network", "Không thể kết nối")),
  "no answer at all": () => new Promise(() => {}),
  "a throw before any request": () => {
    throw new TypeError("Failed to construct 'Request'");
  },
};

beforeEach(() => {
  demoCall.mockReset();
});

const sessions: FunnelSession[] = [];
/** A page load's funnel session, as the app makes it (over this tab's sessionStorage). */
function pageSession(): FunnelSession {
  const session = createFunnelSession({
    storage: sessionStorage,
    storedAttribution: () => ({}),
    track: () => undefined,
    goHome: () => undefined,
    goToLogin: () => undefined,
  });
  sessions.push(session);
  return session;
}

/** Lets pending promise callbacks and timers of zero run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  for (const session of sessions.splice(0)) session.dispose();
});

describe("the funnel's demo headers call", () => {
  it("is made once when a funnel session starts, not again while it runs nor when it is restored after a reload", async () => {
    demoCall.mockImplementation(ANSWERS["the headers (development)"] as Answer);
    const page = pageSession();
    expect(demoCall).not.toHaveBeenCalled(); // nothing before the funnel is used
    const actor = page.actor();
    await renderInRouter(<LeadFunnelView actorRef={actor} />);
    page.actor();
    await settle();
    expect(demoCall).toHaveBeenCalledTimes(1);

    // A reload: the same funnel resumes from sessionStorage; it is the same session.
    page.dispose();
    pageSession().actor();
    await settle();
    expect(demoCall).toHaveBeenCalledTimes(1);

    // A new visit (a new tab has its own sessionStorage): a new session, a new call.
    sessionStorage.clear();
    pageSession().actor();
    await vi.waitFor(() => expect(demoCall).toHaveBeenCalledTimes(2));
  });

  for (const [name, answer] of Object.entries(ANSWERS)) {
    it(`leaves the visitor's funnel as it is when the call gets ${name}`, async () => {
      demoCall.mockImplementation(answer);
      const user = userEvent.setup({ delay: null });
      const actor = pageSession().actor();
      await renderInRouter(<LeadFunnelView actorRef={actor} />);
      await vi.waitFor(() => expect(demoCall).toHaveBeenCalledTimes(1));
      await settle();

      expect(screen.getByRole("heading", { name: "Bạn cần vay bao nhiêu?" })).toBeInTheDocument();
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Tiếp tục" }));
      expect(screen.getByRole("heading", { name: "Thông tin liên hệ" })).toBeInTheDocument();
      expect(demoCall).toHaveBeenCalledTimes(1);
    });
  }
});
