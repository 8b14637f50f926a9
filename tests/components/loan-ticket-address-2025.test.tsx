import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { type DetailsField, EMPTY_DETAILS, type TicketDetails, withDetail } from "../../src/domain/loan-ticket-details";
import { DetailsForm } from "../../src/features/loan-ticket/details-form";
import { LookupsProvider, type TicketLookups } from "../../src/features/loan-ticket/lookups";

afterEach(cleanup);

/** Lookups that record which parent each ward list was asked for. */
function recordingLookups(asked: string[]): TicketLookups {
  return {
    banks: async () => [],
    branches: async () => [],
    provinces: async () => [
      { value: "1", label: "Hà Nội" },
      { value: "79", label: "Hồ Chí Minh" },
    ],
    districts: async () => [{ value: "001", label: "Quận Ba Đình" }],
    wards: async (province) => {
      asked.push(province);
      return province === "79"
        ? [{ value: "26734", label: "Phường Sài Gòn" }]
        : [{ value: "00004", label: "Phường Ba Đình" }];
    },
  };
}

function Form() {
  const [details, setDetails] = useState<TicketDetails>(EMPTY_DETAILS);
  return (
    <DetailsForm
      details={details}
      product={null}
      errors={{}}
      busy={false}
      onChange={(field: DetailsField, value: string) => setDetails((d) => withDetail(d, field, value))}
      onLeave={() => {}}
      onSubmit={() => {}}
      onBack={() => {}}
    />
  );
}

describe("details address on the 2025 map", () => {
  it("asks province then ward, with no district select", async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    render(
      <LookupsProvider value={recordingLookups(asked)}>
        <Form />
      </LookupsProvider>,
    );
    expect(screen.queryByLabelText("Quận/Huyện")).toBeNull();
    const province = screen.getByLabelText("Tỉnh/Thành phố");
    await waitFor(() => expect(province.querySelectorAll("option").length).toBeGreaterThan(2));
    await user.selectOptions(province, "79");
    const ward = screen.getByLabelText("Phường/Xã");
    await waitFor(() => expect(ward).toHaveTextContent("Phường Sài Gòn"));
    expect(asked).toEqual(["79"]);
    await user.selectOptions(ward, "26734");
    expect(ward).toHaveValue("26734");
  });
});
