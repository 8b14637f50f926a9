import { describe, expect, it } from "vitest";
import { FACE_GUIDANCE_LIMITS, type FaceBox, guideFace } from "../../src/domain/face-guidance";

const landscape = { width: 640, height: 480 };
const portrait = { width: 480, height: 640 };

/** A square face of the given side, centred at (cx, cy) of the frame. */
function faceAt(side: number, cx: number, cy: number): FaceBox {
  return { x: cx - side / 2, y: cy - side / 2, width: side, height: side };
}

describe("guideFace", () => {
  it("asks for the face in the frame when no face is found", () => {
    expect(guideFace([], landscape)).toBe("frame");
  });

  it("asks for one face in the frame when several are found", () => {
    expect(guideFace([faceAt(240, 320, 240), faceAt(240, 100, 240)], landscape)).toBe("frame");
  });

  it("accepts a centred face of a good size", () => {
    expect(guideFace([faceAt(240, 320, 240)], landscape)).toBe("ok");
    expect(guideFace([faceAt(240, 240, 320)], portrait)).toBe("ok");
  });

  it("asks to move nearer when the face is small", () => {
    expect(guideFace([faceAt(100, 320, 240)], landscape)).toBe("nearer");
  });

  it("asks to move farther when the face fills the frame", () => {
    expect(guideFace([faceAt(460, 320, 240)], landscape)).toBe("farther");
  });

  it("asks to move farther even when a large face is cut off by the edge", () => {
    expect(guideFace([{ x: -50, y: -20, width: 500, height: 520 }], landscape)).toBe("farther");
  });

  it("asks for the face in the frame when it sticks out of the frame", () => {
    expect(guideFace([{ x: 500, y: 100, width: 240, height: 240 }], landscape)).toBe("frame");
    expect(guideFace([{ x: 200, y: -60, width: 240, height: 240 }], landscape)).toBe("frame");
  });

  it("asks for the face in the frame when it is off-centre, before asking to move nearer", () => {
    expect(guideFace([faceAt(100, 80, 240)], landscape)).toBe("frame");
    expect(guideFace([faceAt(240, 320 + 0.25 * 640, 240)], landscape)).toBe("frame");
  });

  it("uses the limits at their edges", () => {
    const min = FACE_GUIDANCE_LIMITS.minSize * 480;
    const max = FACE_GUIDANCE_LIMITS.maxSize * 480;
    expect(guideFace([faceAt(min, 320, 240)], landscape)).toBe("ok");
    expect(guideFace([faceAt(min - 1, 320, 240)], landscape)).toBe("nearer");
    expect(guideFace([faceAt(max, 320, 240)], landscape)).toBe("ok");
    expect(guideFace([faceAt(max + 1, 320, 240)], landscape)).toBe("farther");
  });

  it("accepts custom limits", () => {
    const strict = { ...FACE_GUIDANCE_LIMITS, minSize: 0.6 };
    expect(guideFace([faceAt(240, 320, 240)], landscape, strict)).toBe("nearer");
  });

  it("treats a broken box or frame as no face", () => {
    expect(guideFace([{ x: Number.NaN, y: 0, width: 10, height: 10 }], landscape)).toBe("frame");
    expect(guideFace([{ x: 10, y: 10, width: 0, height: 200 }], landscape)).toBe("frame");
    expect(guideFace([faceAt(240, 320, 240)], { width: 0, height: 480 })).toBe("frame");
  });
});
