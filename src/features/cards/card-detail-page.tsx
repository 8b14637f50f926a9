import { useNavigate, useSearch } from "@tanstack/react-router";
import { CardDetailView } from "./card-detail-view";
import { useCardDetail } from "./use-card-detail";

/** /chi-tiet-the-tin-dung?id= (the route sends a missing id to the card home). */
export function CardDetailPage() {
  const { id } = useSearch({ from: "/chi-tiet-the-tin-dung" });
  const navigate = useNavigate();
  const { detail, related, retry } = useCardDetail(id === undefined ? undefined : String(id));
  return (
    <CardDetailView
      detail={detail}
      related={related}
      onRetry={retry}
      onBackToCards={() => void navigate({ to: "/the-tin-dung" })}
    />
  );
}
