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
 * `effects.preloadFaceDetector` watches the face detector's preload (a no-op by default).
 */
export function ekycWithFakes(fakes: DeferredActors, effects: { preloadFaceDetector?: () => void } = {}) {
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
    // The face detector's preload (issue 33) does nothing here unless a test watches it.
    actions: { preloadFaceDetector: effects.preloadFaceDetector ?? (() => {}) },
  });
}
