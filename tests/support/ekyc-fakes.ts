import { ekycMachine } from "../../machines/ekyc/machine";
import type {
  CheckIdentityInput,
  CheckIdentityResult,
  CheckRuleInput,
  CheckRuleResult,
  ReadDocumentInput,
  ReadDocumentResult,
  RecordConsentInput,
  RecordConsentResult,
  UploadFaceInput,
  UploadFaceResult,
} from "../../machines/ekyc/types";
import type { DeferredActors } from "./machine-paths";

/**
 * The real eKYC machine with each of its calls a deferred fake of `fakes` (answered by the test, keyed
 * by the invoke id): for its own tests, the path catalogue, and the loan ticket composed with it.
 */
export function ekycWithFakes(fakes: DeferredActors) {
  return ekycMachine.provide({
    actors: {
      readFront: fakes.actor<ReadDocumentResult, ReadDocumentInput>(),
      readBack: fakes.actor<ReadDocumentResult, ReadDocumentInput>(),
      checkFrontRule: fakes.actor<CheckRuleResult, CheckRuleInput>(),
      checkBackRule: fakes.actor<CheckRuleResult, CheckRuleInput>(),
      checkIdentity: fakes.actor<CheckIdentityResult, CheckIdentityInput>(),
      uploadFace: fakes.actor<UploadFaceResult, UploadFaceInput>(),
      recordBiometricConsent: fakes.actor<RecordConsentResult, RecordConsentInput>(),
    },
  });
}
