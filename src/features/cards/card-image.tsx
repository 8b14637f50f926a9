import { useState } from "react";
import { cardImageUrl } from "../../api/cards";
import { t } from "../../i18n/t";

const DEFAULT_IMAGE = cardImageUrl("default.svg");

/**
 * A card's picture; the default image replaces one that fails to load. An eager picture is the
 * page's first one (the card detail's head, its largest paint): fetched at high priority.
 */
export function CardImage({ image, name, eager = false }: { image: string; name: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className="card-image"
      src={failed ? DEFAULT_IMAGE : cardImageUrl(image)}
      alt={t("card_image_alt", { name })}
      width={320}
      height={200}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
