/**
 * The copyright year is the current date's (site spec: "Copyright year is taken from the current
 * date"). Pages carry the year they were built in, which is right for every visitor, with or without
 * JavaScript, until the year turns; a page served after New Year without a rebuild gets today's year
 * here (a few bytes on every page: cheaper than a yearly rebuild no one must forget).
 */
export function showCurrentYear(root: ParentNode = document): void {
  const year = root.querySelector("[data-copyright-year]");
  if (year) year.textContent = String(new Date().getFullYear());
}

showCurrentYear();
