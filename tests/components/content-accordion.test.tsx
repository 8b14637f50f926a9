import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { HomeFaq } from "../../src/app/pages/home/home-faq";
import { Accordion } from "../../src/ui/accordion";

const items = [
  { id: "a", title: "Câu hỏi A", content: <p>Trả lời A</p> },
  { id: "b", title: "Câu hỏi B", content: <p>Trả lời B</p> },
  { id: "c", title: "Câu hỏi C", content: <p>Trả lời C</p> },
];
const header = (name: string) => screen.getByRole("button", { name });

describe("Accordion", () => {
  it("starts closed, with each button controlling its labelled panel", () => {
    render(<Accordion items={items} />);
    for (const item of items) {
      const button = header(item.title);
      expect(button).toHaveAttribute("aria-expanded", "false");
      const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
      expect(panel).not.toBeNull();
      expect(panel).not.toBeVisible();
      expect(panel).toHaveAttribute("aria-labelledby", button.id);
    }
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("opens a panel on click and closes the other one", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.click(header("Câu hỏi A"));
    expect(header("Câu hỏi A")).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: "Câu hỏi A" })).toHaveTextContent("Trả lời A");
    await user.click(header("Câu hỏi B"));
    expect(header("Câu hỏi A")).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("Trả lời A")).not.toBeVisible();
    expect(screen.getByText("Trả lời B")).toBeVisible();
    await user.click(header("Câu hỏi B"));
    expect(screen.getByText("Trả lời B")).not.toBeVisible();
  });

  it("keeps several panels open when asked to", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} multiple />);
    await user.click(header("Câu hỏi A"));
    await user.click(header("Câu hỏi C"));
    expect(screen.getAllByRole("region")).toHaveLength(2);
  });

  it("works from the keyboard: Enter and Space toggle, arrows, Home and End move", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    header("Câu hỏi A").focus();
    await user.keyboard("{Enter}");
    expect(header("Câu hỏi A")).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{ArrowDown}");
    expect(header("Câu hỏi B")).toHaveFocus();
    await user.keyboard(" ");
    expect(header("Câu hỏi B")).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{End}");
    expect(header("Câu hỏi C")).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(header("Câu hỏi A")).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(header("Câu hỏi C")).toHaveFocus();
    await user.keyboard("{Home}");
    expect(header("Câu hỏi A")).toHaveFocus();
  });
});

describe("the home FAQ", () => {
  const ITEMS = [
    { id: 7, question: "Tôi có thể vay bao nhiêu tiền?", answer: ["Từ 5.000.000 VND.", "Thời hạn từ 6 tháng."] },
    { id: 3, question: "Có mất phí không?", answer: ["Không."] },
  ];

  it("shows the items the site serves, in order, each answer's paragraphs in its panel", async () => {
    const user = userEvent.setup();
    render(<HomeFaq load={() => Promise.resolve(ITEMS)} />);
    expect(screen.getByRole("status")).toHaveTextContent("Đang tải câu hỏi thường gặp...");
    const first = await screen.findByRole("button", { name: "Tôi có thể vay bao nhiêu tiền?" });
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Tôi có thể vay bao nhiêu tiền?",
      "Có mất phí không?",
    ]);
    await user.click(first);
    const panel = screen.getByRole("region", { name: "Tôi có thể vay bao nhiêu tiền?" });
    expect(panel.querySelectorAll("p")).toHaveLength(2);
    expect(panel).toHaveTextContent("Từ 5.000.000 VND.Thời hạn từ 6 tháng.");
  });

  it("says when the FAQ could not be loaded, and 'Thử lại' loads it again", async () => {
    const user = userEvent.setup();
    let calls = 0;
    const load = () => (++calls === 1 ? Promise.reject(new Error("offline")) : Promise.resolve(ITEMS));
    render(<HomeFaq load={load} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Chưa tải được câu hỏi thường gặp.");
    await user.click(screen.getByRole("button", { name: "Thử lại" }));
    expect(await screen.findByRole("button", { name: "Có mất phí không?" })).toBeVisible();
    expect(calls).toBe(2);
  });
});
