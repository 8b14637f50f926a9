import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContractStep, type ContractStepProps } from "../../src/features/loan-ticket/contract-step";

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(URL, "createObjectURL");
});

const NAME = "0123456789abcdef0123456789abcdef";

function renderStep(download: ContractStepProps["download"]) {
  render(
    <ContractStep
      contract={{ name: NAME, type: "pdf", email: "" }}
      email=""
      agreed={false}
      busy={false}
      canConfirm={false}
      onEmail={() => undefined}
      onAgree={() => undefined}
      onConfirm={() => undefined}
      download={download}
    />,
  );
}

describe("contract download", () => {
  it("fetches the PDF with the caller's credentials and saves it, instead of following a bare link", async () => {
    const pdf = new Blob(["%PDF-1.7"], { type: "application/pdf" });
    const download = vi.fn(async () => pdf);
    const made: Blob[] = [];
    // jsdom has no object URLs: record what would be saved.
    Object.defineProperty(URL, "createObjectURL", {
      configurable: true,
      value: (blob: Blob) => {
        made.push(blob);
        return "blob:contract";
      },
    });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderStep(download);
    await userEvent.click(screen.getByRole("link", { name: "Tải hợp đồng (PDF)" }));
    expect(download).toHaveBeenCalledWith(NAME, "pdf");
    expect(made).toEqual([pdf]);
    expect(saved).toEqual([`hop-dong-${NAME}.pdf`]);
    click.mockRestore();
  });

  it("says so when the PDF cannot be fetched", async () => {
    renderStep(async () => {
      throw new Error("Không thể kết nối đến máy chủ.");
    });
    await userEvent.click(screen.getByRole("link", { name: "Tải hợp đồng (PDF)" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Không thể kết nối đến máy chủ.");
  });
});
