import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type AnyEventObject, createActor, fromPromise } from "xstate";
import { myDataMachine } from "../../machines/my-data/machine";
import type { DeletionResult, PersonalData, WithdrawResult } from "../../machines/my-data/types";
import { MyDataView } from "../../src/features/account/my-data-view";
import type { MyDataActorRef } from "../../src/features/account/use-my-data";
import { t } from "../../src/i18n/t";
import { MY_DATA } from "../machines/my-data-model";
import { type MyDataExpected, myDataCalls, myDataShows, nextMyData, startMyData } from "../oracles/my-data";
import { myDataShowsOnScreen } from "../oracles/my-data-readers";
import { buildCatalogue, dottedValue, testTitle } from "./catalogue";
import { PATH_MODELS } from "./path-models";
import { replayInWords, stepWords } from "./replay-in-words";

/**
 * Every my-data path of the catalogue through the real page (MyDataView: loading, the load's error,
 * the sections, the confirmation and the 'Thông báo' popup): each step is a click or a call's answer;
 * at every step the page and the calls must be what decision 015 and SPEC.md say
 * (tests/oracles/my-data.ts), whatever the machine decided.
 */
const model = PATH_MODELS.find((one) => one.name === "my-data");
if (!model) throw new Error("no my-data path model");
const catalogue = buildCatalogue(model);

const dialog = () => screen.getByRole("dialog", { name: t("notice_title") });
const CONFIRM = new RegExp(`^(${t("my_data_withdraw")}|${t("my_data_deletion_request")})$`);

/** A step as the customer takes it on the page; answers are left to the replay. */
async function perform(event: AnyEventObject): Promise<boolean> {
  const user = userEvent.setup({ delay: null });
  switch (event.type) {
    case "myData.retry":
      await user.click(within(screen.getByRole("alert")).getByRole("button", { name: t("account_records_retry") }));
      return true;
    case "myData.withdraw": {
      const consent = MY_DATA.consents.find((c) => c.id === event.consentId);
      if (!consent) return false;
      const purpose = t(`my_data_purpose_${consent.purpose}`);
      const consents = screen.getByRole("region", { name: t("my_data_consents_title") });
      await user.click(within(consents).getByRole("button", { name: (name: string) => name.includes(purpose) }));
      return true;
    }
    case "myData.deletion.request": {
      const deletion = screen.getByRole("region", { name: t("my_data_deletion_title") });
      await user.click(within(deletion).getByRole("button", { name: t("my_data_deletion_request") }));
      return true;
    }
    case "myData.confirm":
      await user.click(within(dialog()).getByRole("button", { name: CONFIRM }));
      return true;
    case "myData.cancel":
      await user.click(within(dialog()).getByRole("button", { name: t("cancel") }));
      return true;
    case "popup.close":
      await user.click(within(dialog()).getByRole("button", { name: t("continue") }));
      return true;
    default:
      return false;
  }
}

describe("my-data view", () => {
  it.each(catalogue.paths.map((entry) => [testTitle("my-data", entry), entry] as const))(
    "%s",
    async (_, entry) => {
      const { machine, fakes } = (model as NonNullable<typeof model>).create();
      let expected: MyDataExpected = startMyData();
      await replayInWords(entry, {
        machine,
        fakes,
        wrap: (run) => act(run),
        perform,
        onStart: (actor) => {
          render(<MyDataView actorRef={actor as MyDataActorRef} />);
        },
        onStep: (index, snapshot) => {
          const step = entry.path.steps[index];
          if (index > 0 && step) expected = nextMyData(expected, step.event);
          const shows = myDataShows(expected);
          expect(
            myDataShowsOnScreen(shows, myDataCalls(fakes)),
            `${stepWords(entry, index)}, in ${dottedValue(snapshot.value)}: SPEC expects ${expected.stage}`,
          ).toEqual(shows);
        },
      });
    },
    60_000,
  );
});

/**
 * Decision 015: a deletion request refused because the account's phone was never proven (251) sends the
 * customer to the public deletion page (/yeu-cau-xoa-du-lieu, the footer's 'Yêu cầu xóa dữ liệu'): the
 * 'Thông báo' popup shows the server's reason and links that page; other refusals only say why.
 */
describe("my-data view: a deletion request refused", () => {
  const UNPROVEN = "Số điện thoại của tài khoản chưa được xác thực bằng mã OTP.";

  /** Files a request the server answers with `answer`; resolves once the popup says `reason`. */
  async function refuseDeletion(answer: DeletionResult, reason: string) {
    const machine = myDataMachine.provide({
      actors: {
        loadData: fromPromise<PersonalData, void>(async () => MY_DATA),
        withdrawConsent: fromPromise<WithdrawResult, { consentId: string }>(async () => ({
          kind: "refused",
          message: "Không tìm thấy sự đồng ý này.",
        })),
        requestDeletion: fromPromise<DeletionResult, void>(async () => answer),
      },
    });
    const actor = createActor(machine).start();
    render(<MyDataView actorRef={actor as MyDataActorRef} />);
    const user = userEvent.setup({ delay: null });
    const deletion = await screen.findByRole("region", { name: t("my_data_deletion_title") });
    await user.click(within(deletion).getByRole("button", { name: t("my_data_deletion_request") }));
    await user.click(within(dialog()).getByRole("button", { name: t("my_data_deletion_request") }));
    const notice = await screen.findByRole("dialog", { name: t("notice_title") });
    await within(notice).findByText(reason);
    return { notice, user };
  }

  it("links the public deletion page next to the reason when the phone was never proven (251)", async () => {
    const { notice, user } = await refuseDeletion({ kind: "unproven", message: UNPROVEN }, UNPROVEN);
    const link = within(notice).getByRole("link", { name: t("data_deletion") });
    expect(link).toHaveAttribute("href", "/yeu-cau-xoa-du-lieu");
    await user.click(within(notice).getByRole("button", { name: t("continue") }));
    expect(screen.queryByRole("link", { name: t("data_deletion") })).toBeNull();
  });

  it("says the phone is not proven, with the link, when the 251 answer carries no message", async () => {
    const { notice } = await refuseDeletion({ kind: "unproven", message: null }, t("my_data_phone_not_verified"));
    expect(within(notice).getByRole("link", { name: t("data_deletion") })).toHaveAttribute(
      "href",
      "/yeu-cau-xoa-du-lieu",
    );
  });

  it("shows another refusal's reason without the link", async () => {
    const { notice } = await refuseDeletion(
      { kind: "refused", message: "Bạn thao tác quá nhanh." },
      "Bạn thao tác quá nhanh.",
    );
    expect(within(notice).queryByRole("link")).toBeNull();
  });
});
