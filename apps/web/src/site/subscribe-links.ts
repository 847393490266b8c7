import { planIds, type PlanId } from "@promptloom/contracts/plans";

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.defaultPrevented && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Turns every link to /subscribe on a marketing page (header, hero, plan cards) into a button
 * that opens the subscription modal in place. The modal's code is fetched on the first click;
 * without script, or if it cannot load, the link still leads to the /subscribe page.
 */
export const openSubscribeLinksInModal = () => {
  document.addEventListener("click", (event) => {
    if (!isPlainClick(event) || !(event.target instanceof Element)) return;
    const link = event.target.closest("a[href]");
    if (!(link instanceof HTMLAnchorElement)) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin || url.pathname !== "/subscribe") return;
    event.preventDefault();
    const plan = planIds.find((id: PlanId) => id === url.searchParams.get("plan"));
    import("../features/billing/open-subscription-modal.tsx")
      .then(({ openSubscriptionModal }) => openSubscriptionModal(plan))
      .catch(() => window.location.assign(link.href));
  });
};
