import { LeadFunnelView } from "./lead-funnel-view";
import { useLeadFunnel } from "./use-lead-funnel";

/** The loan lead form of the home page's loan tab (and of /vay-tien-online). */
export function LeadForm() {
  const actorRef = useLeadFunnel();
  return <LeadFunnelView actorRef={actorRef} />;
}
