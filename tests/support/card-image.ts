import jpeg from "jpeg-js";
import { PNG } from "pngjs";
import QRCode from "qrcode";
import { CCCD_LAYOUT } from "../../src/domain/document-image-checks";

/**
 * Node-only generator of synthetic chip-CCCD card images for tests: a light card on a dark
 * background with text-like lines, a portrait box and the QR code in the top-right corner carrying
 * 'id|oldId|full name|dd/mm/yyyy|gender|address|dd/mm/yyyy'. Options make the images the
 * document checks must refuse: blurred, cropped corners, tiny, too far, a wrong format, a non-card
 * photo, a card back, a QR of another document.
 */

export interface CardPerson {
  idNumber: string;
  oldIdNumber: string;
  fullName: string;
  dateOfBirth: string;
  gender: "Nam" | "Nữ";
  address: string;
  issueDate: string;
}

export const SAMPLE_PERSON: CardPerson = {
  idNumber: "001095012345",
  oldIdNumber: "",
  fullName: "Nguyễn Thị Ánh Tuyết",
  dateOfBirth: "15/08/1995",
  gender: "Nữ",
  address: "Số 12 ngõ 34 phố Đội Cấn, Phường Đội Cấn, Quận Ba Đình, Hà Nội",
  issueDate: "20/04/2021",
};

export interface CardImageOptions {
  person?: Partial<CardPerson>;
  /** The QR's text, replacing the person's (e.g. a URL: another document type). */
  qrText?: string;
  /** 'front' (default) carries the QR; 'back' has the chip and MRZ-like lines; 'photo' is no card at all. */
  kind?: "front" | "back" | "photo";
  /** The card's width in pixels (default 900). */
  cardWidth?: number;
  /** The image size; default: the card plus a 6 % margin on each side. */
  imageWidth?: number;
  imageHeight?: number;
  /** Box-blur radius in pixels, applied three times (about a Gaussian). */
  blur?: number;
  /** Shift the card left and down so its left and bottom corners fall outside the image. */
  crop?: boolean;
  format?: "png" | "jpeg" | "gif";
}

export interface CardImage {
  bytes: Buffer;
  mime: string;
  width: number;
  height: number;
  rgba: Uint8Array;
}

export function cardQrText(person: CardPerson): string {
  return [
    person.idNumber,
    person.oldIdNumber,
    person.fullName,
    person.dateOfBirth,
    person.gender,
    person.address,
    person.issueDate,
  ].join("|");
}

class Canvas {
  readonly data: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 4);
  }
  rect(x0: number, y0: number, w: number, h: number, [r, g, b]: readonly [number, number, number]): void {
    const xa = Math.max(0, Math.round(x0));
    const ya = Math.max(0, Math.round(y0));
    const xb = Math.min(this.width, Math.round(x0 + w));
    const yb = Math.min(this.height, Math.round(y0 + h));
    for (let y = ya; y < yb; y++) {
      for (let x = xa; x < xb; x++) {
        const i = (y * this.width + x) * 4;
        this.data[i] = r;
        this.data[i + 1] = g;
        this.data[i + 2] = b;
        this.data[i + 3] = 255;
      }
    }
  }
}

/** A small deterministic pseudo-random sequence, so images are the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function textLines(canvas: Canvas, x: number, y: number, width: number, lines: number, unit: number, seed: number) {
  const next = random(seed);
  for (let line = 0; line < lines; line++) {
    let cx = x;
    const end = x + width * (0.6 + 0.4 * next());
    while (cx < end) {
      const word = unit * (1 + 4 * next());
      canvas.rect(cx, y + line * unit * 3, Math.min(word, end - cx), unit * 1.2, [40, 45, 60]);
      cx += word + unit;
    }
  }
}

function drawFront(canvas: Canvas, left: number, top: number, mm: number, text: string): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const size = qr.modules.size;
  const qrPixels = CCCD_LAYOUT.qrSize * mm;
  const module = qrPixels / size;
  const qx = left + CCCD_LAYOUT.qrLeft * mm;
  const qy = top + CCCD_LAYOUT.qrTop * mm;
  canvas.rect(qx - 2 * module, qy - 2 * module, qrPixels + 4 * module, qrPixels + 4 * module, [255, 255, 255]);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (qr.modules.get(row, col)) canvas.rect(qx + col * module, qy + row * module, module, module, [0, 0, 0]);
    }
  }
  canvas.rect(left + 4 * mm, top + 4 * mm, 8 * mm, 8 * mm, [200, 40, 40]);
  textLines(canvas, left + 15 * mm, top + 5 * mm, 45 * mm, 3, 1.3 * mm, 7);
  canvas.rect(left + 4 * mm, top + 18 * mm, 20 * mm, 26 * mm, [150, 160, 175]);
  textLines(canvas, left + 27 * mm, top + 25 * mm, 55 * mm, 8, 1.1 * mm, 11);
}

function drawBack(canvas: Canvas, left: number, top: number, mm: number): void {
  canvas.rect(left + 60 * mm, top + 6 * mm, 14 * mm, 11 * mm, [210, 180, 90]);
  textLines(canvas, left + 5 * mm, top + 6 * mm, 50 * mm, 5, 1.1 * mm, 3);
  const next = random(5);
  for (let line = 0; line < 3; line++) {
    for (let i = 0; i < 30; i++) {
      if (next() > 0.3)
        canvas.rect(left + (5 + i * 2.5) * mm, top + (38 + line * 5) * mm, 1.8 * mm, 3 * mm, [30, 30, 30]);
    }
  }
}

function drawPhoto(canvas: Canvas): void {
  for (let y = 0; y < canvas.height; y++) {
    const sky = Math.round(120 + (135 * y) / canvas.height);
    canvas.rect(0, y, canvas.width, 1, [sky, 170, 230 - Math.round(sky / 3)]);
  }
  const next = random(9);
  for (let i = 0; i < 40; i++) {
    const w = 20 + next() * 120;
    canvas.rect(next() * canvas.width, canvas.height * (0.5 + next() * 0.5), w, w * 0.6, [40, 110 + next() * 60, 40]);
  }
}

/** Three passes of a horizontal and vertical box blur. */
function blur(canvas: Canvas, radius: number): void {
  const { width, height, data } = canvas;
  const tmp = new Float32Array(data.length);
  for (let pass = 0; pass < 3; pass++) {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        for (let c = 0; c < 3; c++) {
          let sum = 0;
          let n = 0;
          for (let k = -radius; k <= radius; k++) {
            const xx = Math.min(width - 1, Math.max(0, x + k));
            sum += data[(y * width + xx) * 4 + c] ?? 0;
            n++;
          }
          tmp[(y * width + x) * 4 + c] = sum / n;
        }
      }
    }
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        for (let c = 0; c < 3; c++) {
          let sum = 0;
          let n = 0;
          for (let k = -radius; k <= radius; k++) {
            const yy = Math.min(height - 1, Math.max(0, y + k));
            sum += tmp[(yy * width + x) * 4 + c] ?? 0;
            n++;
          }
          data[(y * width + x) * 4 + c] = Math.round(sum / n);
        }
      }
    }
  }
}

function encode(canvas: Canvas, format: CardImageOptions["format"]): { bytes: Buffer; mime: string } {
  if (format === "jpeg") {
    const out = jpeg.encode({ width: canvas.width, height: canvas.height, data: Buffer.from(canvas.data) }, 92);
    return { bytes: out.data, mime: "image/jpeg" };
  }
  if (format === "gif") {
    // A GIF header and a few bytes: a real image format the checks do not accept (453).
    return { bytes: Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(64, 1)]), mime: "image/gif" };
  }
  const png = new PNG({ width: canvas.width, height: canvas.height });
  png.data = Buffer.from(canvas.data);
  return { bytes: PNG.sync.write(png), mime: "image/png" };
}

export function cardImage(options: CardImageOptions = {}): CardImage {
  const person = { ...SAMPLE_PERSON, ...options.person };
  const cardWidth = options.cardWidth ?? 900;
  const mm = cardWidth / CCCD_LAYOUT.cardWidth;
  const cardHeight = CCCD_LAYOUT.cardHeight * mm;
  const width = options.imageWidth ?? Math.round(cardWidth * 1.12);
  const height = options.imageHeight ?? Math.round(cardHeight * 1.12);
  const canvas = new Canvas(width, height);
  canvas.rect(0, 0, width, height, [70, 62, 55]);
  let left = (width - cardWidth) / 2;
  let top = (height - cardHeight) / 2;
  if (options.crop) {
    left = -cardWidth * 0.18;
    top = height - cardHeight * 0.85;
  }
  if (options.kind === "photo") {
    drawPhoto(canvas);
  } else {
    canvas.rect(left, top, cardWidth, cardHeight, [232, 238, 245]);
    if (options.kind === "back") drawBack(canvas, left, top, mm);
    else drawFront(canvas, left, top, mm, options.qrText ?? cardQrText(person));
  }
  if (options.blur) blur(canvas, options.blur);
  return { ...encode(canvas, options.format), width, height, rgba: canvas.data };
}
