import type {
  ApprovalStatus,
  PartnerAck,
  PartnerApplication,
  PartnerDocumentCheck,
  PartnerLead,
  PartnerSubscriberCheck,
  PartnerVerdict,
} from "../../../src/contract/partners";

/**
 * What we ask of a partner, whatever its transport (docs/decisions/013-partners.md). Every call
 * either answers or throws a PartnerCallError; the queue retries a retryable one.
 */
export interface PartnerAdapter {
  deliverLead(lead: PartnerLead): Promise<PartnerAck>;
  deliverApplication(application: PartnerApplication): Promise<PartnerAck>;
  /** Where an application stands at the partner (BIDV Tây Hồ's getApprove). */
  approvalStatus(ref: string): Promise<ApprovalStatus>;
  /** Confirms a contract signed remotely (SmartCA): the customer's one-time code from the CA. */
  confirmRemoteSignature(ref: string, input: { otp: string; transactionId: string }): Promise<ApprovalStatus>;
  /** Whether the partner takes applications for a product now (check/load/service). */
  serviceStatus(productId: number): Promise<{ available: boolean }>;
  /** The partner's document rules on a front or back image's read fields (checkRuleFront/Back). */
  checkDocument(input: PartnerDocumentCheck): Promise<PartnerVerdict>;
  /** MobiFone's second step: the subscriber's number against the applicant's ID. */
  checkSubscriber(input: PartnerSubscriberCheck): Promise<PartnerVerdict>;
}

/** A call that did not succeed: retryable (network, timeout, 5xx, 429) or not (4xx, bad answer). */
export class PartnerCallError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = "PartnerCallError";
  }
}
