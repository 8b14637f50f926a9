/**
 * The server-side face decision (issue 14 item 4): the selfie against the card portrait with
 * @vladmandic/human in the eKYC worker pool, as POST /v1/upload-face-image runs it. Measures the
 * first decision (the worker starts and loads its models) and then p50/p99 over N decisions.
 * Real faces from human's own sample screenshots (tests/e2e/support/face-images.ts).
 *   npx tsx scripts/bench/face-decision.ts [runs]
 */
import { loadConfig } from "../../server/config";
import { createEkycWorkers } from "../../server/services/ekyc/ekyc-jobs";
import { offlineProvider } from "../../server/services/ekyc/offline-provider";
import { cardWith, frameWith, jpegBytes, sampleFace } from "../../tests/e2e/support/face-images";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

export async function faceDecisionBenchRows(runs = 20): Promise<string[][]> {
  const config = loadConfig({ NODE_ENV: "test", EKYC_WORKERS: "1" });
  const workers = createEkycWorkers(config);
  const provider = offlineProvider(workers);
  const cardImage = cardWith(sampleFace());
  const card = { bytes: jpegBytes(cardImage), mime: "image/jpeg" as const };
  const selfie = jpegBytes(frameWith(sampleFace(), 480, 480, 360));
  try {
    const timed = async () => {
      const started = performance.now();
      const decision = await provider.checkFace({ selfie, mime: "image/jpeg", card });
      if (decision.kind !== "matched") throw new Error(`expected matched, got ${decision.kind}`);
      return performance.now() - started;
    };
    const first = await timed();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await timed());
    times.sort((a, b) => a - b);
    const ms = (value: number) => `${Math.round(value)} ms`;
    return [
      [
        "Face decision, first (worker start + models)",
        ms(first),
        `selfie 480x480 JPEG vs card ${cardImage.width}x${cardImage.height} JPEG`,
      ],
      [
        "Face decision p50 / p99",
        `${ms(percentile(times, 50))} / ${ms(percentile(times, 99))}`,
        `${runs} runs, one worker, wasm backend, two detections + descriptors each`,
      ],
    ];
  } finally {
    await workers.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.argv[2] ?? 20);
  faceDecisionBenchRows(runs).then(
    (rows) => console.log(rows.map((r) => r.join(" | ")).join("\n")),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
