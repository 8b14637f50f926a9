/**
 * Camera guidance for the selfie of eKYC: from the face box a detector found in a video frame,
 * tell the person what to do. Pure: no DOM, no model; the thresholds are relative to the frame so
 * the same rule serves a portrait phone camera and a landscape webcam.
 */

/** A box in pixels of the frame it was found in (x, y: top-left corner). */
export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FrameSize {
  width: number;
  height: number;
}

/**
 * - `frame`: no face, several faces, or a face not wholly inside the frame or too far from its centre
 * - `nearer`: the face is too small (too far from the camera)
 * - `farther`: the face is too large (too close to the camera)
 * - `ok`: well framed, a selfie may be taken
 */
export type FaceGuidance = "frame" | "nearer" | "farther" | "ok";

export interface FaceGuidanceLimits {
  /** The face's longer side over the frame's shorter side: below this, move nearer. */
  minSize: number;
  /** The same ratio: above this, move farther. */
  maxSize: number;
  /** The face centre may be at most this share of the frame's width/height away from the frame centre. */
  maxOffCentre: number;
  /** How far (share of the frame) a box may stick out of the frame before it counts as cut off. */
  edgeTolerance: number;
}

export const FACE_GUIDANCE_LIMITS: FaceGuidanceLimits = {
  minSize: 0.35,
  maxSize: 0.85,
  maxOffCentre: 0.2,
  edgeTolerance: 0.02,
};

function isUsable(n: number): boolean {
  return Number.isFinite(n);
}

function isInsideFrame(face: FaceBox, frame: FrameSize, tolerance: number): boolean {
  const dx = frame.width * tolerance;
  const dy = frame.height * tolerance;
  return (
    face.x >= -dx &&
    face.y >= -dy &&
    face.x + face.width <= frame.width + dx &&
    face.y + face.height <= frame.height + dy
  );
}

function isCentred(face: FaceBox, frame: FrameSize, maxOffCentre: number): boolean {
  const offX = Math.abs(face.x + face.width / 2 - frame.width / 2) / frame.width;
  const offY = Math.abs(face.y + face.height / 2 - frame.height / 2) / frame.height;
  return offX <= maxOffCentre && offY <= maxOffCentre;
}

/**
 * What the person should do, given the faces found in one frame. Exactly one face is expected.
 * A face that is too large says 'move farther' even when cut off by the edge (moving back fixes
 * both); a face that is off-centre says 'put your face in the frame' before 'move nearer'
 * (moving nearer would push it out further).
 */
export function guideFace(
  faces: readonly FaceBox[],
  frame: FrameSize,
  limits: FaceGuidanceLimits = FACE_GUIDANCE_LIMITS,
): FaceGuidance {
  if (faces.length !== 1 || frame.width <= 0 || frame.height <= 0) return "frame";
  const face = faces[0]!;
  if (![face.x, face.y, face.width, face.height, frame.width, frame.height].every(isUsable)) return "frame";
  if (face.width <= 0 || face.height <= 0) return "frame";
  const size = Math.max(face.width, face.height) / Math.min(frame.width, frame.height);
  if (size > limits.maxSize) return "farther";
  if (!isInsideFrame(face, frame, limits.edgeTolerance)) return "frame";
  if (!isCentred(face, frame, limits.maxOffCentre)) return "frame";
  if (size < limits.minSize) return "nearer";
  return "ok";
}
