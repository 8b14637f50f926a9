import { createChallenge, randomInt, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { CAPTCHA_POLICY } from "../../server/services/captcha/challenge";
import { CAPTCHA_LEVELS, type CaptchaLevel } from "../../server/services/captcha/levels";

/**
 * What each level of the bot check costs to solve in Node with altcha-lib's own solver, one
 * thread (`npx tsx scripts/bench/captcha-levels.ts [runs]`): the figures of the table in
 * docs/decisions/003-rate-limits.md. A phone's cost there is an estimate from these.
 */
const runs = Number(process.argv[2] ?? 10);
const key = "bench-captcha-levels-key-0123456789abcdef";

async function solveOnce(level: CaptchaLevel): Promise<number> {
  const { counterMin, counterMax } = CAPTCHA_LEVELS[level];
  const challenge = await createChallenge({
    algorithm: CAPTCHA_POLICY.algorithm,
    cost: CAPTCHA_POLICY.cost,
    counter: randomInt(counterMax, counterMin),
    deriveKey,
    expiresAt: new Date(Date.now() + CAPTCHA_POLICY.ttlMs),
    hmacSignatureSecret: key,
  });
  const started = performance.now();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("unsolved");
  return performance.now() - started;
}

for (const level of Object.keys(CAPTCHA_LEVELS) as CaptchaLevel[]) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await solveOnce(level));
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const { counterMin, counterMax } = CAPTCHA_LEVELS[level];
  console.log(
    `${level}\t${counterMin}-${counterMax} digests\tmin ${times[0]?.toFixed(0)} ms\tmedian ${median.toFixed(0)} ms\tmax ${times.at(-1)?.toFixed(0)} ms`,
  );
}
