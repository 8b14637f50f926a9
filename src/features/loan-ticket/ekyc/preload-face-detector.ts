/**
 * The ekyc machine's `preloadFaceDetector` effect (issue 33): while the visitor reads the biometric
 * consent, the face step's detector (its code, the tfjs backend, the detector model, one warm-up
 * run) loads in the background, so the camera's guidance starts at once when the face step opens.
 * It loads the same detector the face step uses (defaultFaceServices keeps one per page), never a
 * second one. Nothing is done where no camera can be asked for (the face step then offers a file);
 * a failure is left to the face step, which loads again and says why. The camera stays off.
 */
export function preloadFaceDetector(): void {
  if (typeof navigator === "undefined" || !navigator.mediaDevices?.getUserMedia) return;
  // The face step's own code too (its lazy chunk), so nothing is left to fetch when it opens.
  void import("./face/face-capture").catch(() => {});
  void import("./face/default-face-services").then((m) => m.defaultFaceServices.loadDetector()).catch(() => {});
}
