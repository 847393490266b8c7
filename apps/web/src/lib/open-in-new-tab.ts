/** Opens `url` in a new tab that cannot reach back into this page; false when the browser blocked it. */
export const openInNewTab = (url: string): boolean => {
  const tab = window.open(url, "_blank");
  if (!tab) return false;
  tab.opener = null;
  return true;
};
