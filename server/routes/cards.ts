import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import * as v from "valibot";
import {
  type CardListBody,
  cardCheckActiveEndpoint,
  cardCompareEndpoint,
  cardDetailEndpoint,
  cardGoEndpoint,
  cardIdParamSchema,
  cardImageEndpoint,
  cardListBodySchema,
  cardListEndpoint,
  cardListHomeEndpoint,
  cardRelatedEndpoint,
  provincesEndpoint,
} from "../../src/contract/cards";
import type { Envelope } from "../../src/contract/envelope";
import { firstMessage } from "../../src/contract/valibot-vi";
import type { Deps } from "../deps";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { ok, okShared, parse, parseBodyText, route } from "../http/route";
import { cardImage, DEFAULT_CARD_SVG } from "../services/cards/card-image";
import { uploadedCardImage } from "../services/cards/card-image-upload";
import {
  cardDetail,
  compareCards,
  isCardActive,
  listCards,
  listHomeCards,
  listProvinces,
  relatedCards,
} from "../services/cards/catalogue";
import { cleanValue, recordClick } from "../services/cards/clicks";
import { type CardListPage, listCardsForText } from "../services/cards/list-index";
import { unavailablePage } from "../services/cards/unavailable-page";

/** A card id from the path: digits only, else 400 with a Vietnamese message. */
function cardId(params: Record<string, string>): number {
  const parsed = v.safeParse(cardIdParamSchema, params.id);
  if (!parsed.success) throw new HttpError(400, firstMessage(parsed.issues));
  return parsed.output;
}

/**
 * POST /v1/card/get-list's answer: a page of the in-memory index, shared, so its JSON is written
 * and compressed once. Also answered ahead of the chain (http/card-list-fast-path.ts).
 */
export async function cardListAnswer(deps: Deps, body: CardListBody): Promise<Envelope<CardListPage>> {
  return okShared(await listCards(deps.database.db, body, deps.clock.now()));
}

/**
 * cardListAnswer for the body still as text (http/card-list-fast-path.ts): parsed and validated as
 * route() does (400 with the Vietnamese message), unless the index answered this very text already.
 */
export async function cardListTextAnswer(deps: Deps, text: string): Promise<Envelope<CardListPage>> {
  const parsed = (body: string) => parse(cardListBodySchema, parseBodyText(body));
  return okShared(await listCardsForText(deps.database.db, text, parsed, deps.clock.now()));
}

/** The cards endpoints of SPEC.md section 7 (contract in src/contract/cards.ts). */
export function cardsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  route(app, cardListEndpoint, ({ body, c }) => cardListAnswer(c.get("deps"), body));

  route(app, cardListHomeEndpoint, async ({ body, c }) => {
    const deps = c.get("deps");
    return okShared(await listHomeCards(deps.database.db, body.pageSize, deps.clock.now()));
  });

  route(app, cardDetailEndpoint, async ({ params, c }) => {
    const card = await cardDetail(c.get("deps").database.db, cardId(params));
    if (!card) throw HttpError.of(404, "card_not_available");
    return ok(card);
  });

  route(app, cardRelatedEndpoint, async ({ params, c }) =>
    ok(await relatedCards(c.get("deps").database.db, cardId(params))),
  );

  route(app, cardCompareEndpoint, async ({ query, c }) => ok(await compareCards(c.get("deps").database.db, query.ids)));

  route(app, cardCheckActiveEndpoint, async ({ params, c }) =>
    ok(await isCardActive(c.get("deps").database.db, cardId(params))),
  );

  route(app, provincesEndpoint, async ({ c }) => ok(await listProvinces(c.get("deps").database.db)));

  // 'Mở thẻ ngay': record the click with the visit's attribution, then 302 to the issuer.
  route(app, cardGoEndpoint, async ({ params, c }) => {
    const deps = c.get("deps");
    const id = cardId(params);
    const link = await recordClick(
      deps.database.db,
      id,
      {
        clickId: cleanValue(getCookie(c, "cid")),
        pubId: cleanValue(getCookie(c, "pubid")),
        partnerId: cleanValue(getCookie(c, "pid")),
        userAgent: cleanValue(c.req.header("user-agent"), 300),
        referrer: cleanValue(c.req.header("referer"), 500),
      },
      deps.clock.now(),
    );
    if (link) return c.redirect(link, 302);
    // An inactive card never redirects: a page for a browser tab, an envelope for a caller.
    if ((c.req.header("accept") ?? "").includes("text/html")) return c.html(unavailablePage(), 404);
    throw HttpError.of(404, "card_not_available");
  });

  route(app, cardImageEndpoint, async ({ params, c }) => {
    const db = c.get("deps").database.db;
    // An editor's upload (issue 31): its name is the SHA-256 of its bytes, so it never changes and is
    // kept for a year. Anything else is drawn as SVG and not cached (the API's no-store).
    const uploaded = await uploadedCardImage(db, params.image ?? "");
    if (uploaded) {
      return c.body(new Uint8Array(uploaded.bytes), 200, {
        "Content-Type": uploaded.type,
        "Cache-Control": "public, max-age=31536000, immutable",
        "Content-Length": String(uploaded.bytes.length),
      });
    }
    const svg = (await cardImage(db, params.image ?? "")) ?? DEFAULT_CARD_SVG;
    return c.body(svg, 200, { "Content-Type": "image/svg+xml; charset=utf-8" });
  });

  return app;
}
