import { describe, expect, it } from "vitest";
import {
  checkCardFrame,
  checkImageQuality,
  IMAGE_LIMITS,
  impliedCard,
  sharpness,
} from "../../src/domain/document-image-checks";
import { cardImage } from "../support/card-image";

const asImage = (options: Parameters<typeof cardImage>[0]) => {
  const image = cardImage(options);
  return { width: image.width, height: image.height, data: image.rgba };
};

describe("document image checks", () => {
  it("passes a sharp card and calls a blurred one 022", () => {
    const sharp = asImage({});
    expect(sharpness(sharp)).toBeGreaterThan(IMAGE_LIMITS.minSharpness * 10);
    expect(checkImageQuality(sharp)).toBeNull();
    expect(checkImageQuality(asImage({ blur: 2 }))).toBe("022");
  });

  it("calls a tiny image too far (458)", () => {
    expect(checkImageQuality(asImage({ cardWidth: 240 }))).toBe("458");
  });

  it("places the card from its QR: inside, cropped (019) or too small in the picture (458)", () => {
    const image = { width: 1000, height: 640 };
    const mm = 900 / 85.6;
    const qr = { x: 50 + 65 * mm, y: 30 + 4 * mm, width: 17 * mm, height: 17 * mm };
    expect(impliedCard(qr).x).toBeCloseTo(50);
    expect(checkCardFrame(image, qr)).toBeNull();
    expect(checkCardFrame(image, { ...qr, x: qr.x - 200 })).toBe("019");
    expect(checkCardFrame({ width: 3000, height: 2000 }, qr)).toBe("458");
  });
});
