import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, type InspectionEvent } from "xstate";
import { createMaskedInspector } from "../../src/flows/bridge/masked-inspector";
import { CURRENT, NEW_PASSWORD, OTHER } from "../machines/change-own-password-model";
import { CARD_FIELDS } from "../machines/ekyc-model";
import { EMAIL, NAME, NATIONAL_ID, PASSWORD, TICKET } from "../machines/lead-funnel-model";
import { CONTRACT, VALID_DETAILS } from "../machines/loan-ticket-model";
import { REASON as REVIEW_REASON } from "../machines/manual-review-model";
import { CODE } from "../machines/otp-model";
import { CODE as STAFF_CODE, EMAIL as STAFF_EMAIL } from "../machines/staff-sign-in-model";
import { idleCallbackOnTimers, removeIdleCallback } from "../support/idle-callback";
import { flush, performStep } from "../support/machine-coverage";
import { buildCatalogue } from "./catalogue";
import { PATH_MODELS } from "./path-models";

/**
 * Issue 30: what an inspected tab sends to the flow viewer (and perhaps on to stately.ai) holds no
 * one's secrets or personal data. Every path of the QA catalogue of every machine (each transition
 * taken at least once, the models' fixtures typed and answered) is replayed through the app tab's
 * inspector (src/flows/bridge/masked-inspector.ts); nothing it sends contains what the models type
 * or are answered. Digits-only secrets are looked for as JSON strings ("123456"), so a timestamp
 * that happens to hold the same digits is no finding.
 */
const SECRETS: Record<string, string[]> = {
  "lead-funnel": [
    NAME,
    EMAIL,
    `"${NATIONAL_ID}"`,
    '"0912345678"',
    TICKET.ticketToken,
    PASSWORD,
    "tam-thoi-1",
    "fake-captcha-payload",
  ],
  otp: [`"${CODE}"`, '"0912345678"'],
  "password-reset": ['"0987654321"', "matkhau-moi", "khac-nhau", '"vt-1"'],
  "loan-ticket": [
    VALID_DETAILS.accountHolder,
    VALID_DETAILS.address,
    VALID_DETAILS.refName,
    `"${VALID_DETAILS.accountNumber}"`,
    `"${VALID_DETAILS.refPhone}"`,
    CONTRACT.email,
    CARD_FIELDS.fullName,
    CARD_FIELDS.address,
    CARD_FIELDS.dateOfBirth,
    `"${CARD_FIELDS.idNumber}"`,
    '"123456"',
    '"0987654321"',
  ],
  ekyc: [CARD_FIELDS.fullName, CARD_FIELDS.address, CARD_FIELDS.dateOfBirth, `"${CARD_FIELDS.idNumber}"`],
  "data-deletion": ['"0912345678"', '"0987654321"'],
  "my-data": ['"0987654321"', "account:0987654321"],
  inactivity: [],
  "staff-sign-in": [STAFF_EMAIL, `"${STAFF_CODE}"`],
  "change-own-password": [CURRENT, NEW_PASSWORD, OTHER],
  // Only masked data reaches the screen; the operator's reason is free text and may name the person.
  "manual-review": [REVIEW_REASON],
};

beforeEach(() => {
  vi.useFakeTimers();
  idleCallbackOnTimers();
});
afterEach(() => {
  vi.useRealTimers();
  removeIdleCallback();
});

describe.each(PATH_MODELS.map((model) => [model.name, model] as const))(
  "the inspection stream of %s",
  (name, model) => {
    it("holds none of the secrets its paths type or are answered, on any path of the catalogue", async () => {
      const catalogue = buildCatalogue(model);
      const secrets = SECRETS[name];
      if (!secrets) throw new Error(`no secrets listed for ${name}`);
      const leaks = new Map<string, string>();
      let messages = 0;
      for (const entry of catalogue.paths) {
        const { machine, fakes } = model.create();
        const sent: string[] = [];
        const inspector = createMaskedInspector((event) => sent.push(JSON.stringify(event)));
        const actor = createActor(machine, {
          input: entry.input,
          inspect: (event: InspectionEvent) => inspector.inspect.next?.(event),
        });
        actor.start();
        for (const step of entry.path.steps.slice(1)) await performStep(actor, step.event, { machine, fakes });
        await flush();
        actor.stop();
        await flush();
        messages += sent.length;
        for (const secret of secrets) {
          const line = sent.find((message) => message.includes(secret));
          if (line && !leaks.has(secret)) leaks.set(secret, `path ${entry.number}: ${line.slice(0, 300)}`);
        }
      }
      expect(messages).toBeGreaterThan(catalogue.paths.length);
      expect(Object.fromEntries(leaks)).toEqual({});
    }, 60_000);
  },
);
