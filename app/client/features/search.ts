/**
 * A search opener (`data-feature="search"`: the header's search link, the mobile menu's search
 * control). Without JavaScript the link goes to the /search page. This code runs on the first sign of
 * intent (app/client/features.ts), and starts loading the search island at once, so it is usually
 * ready by the time the visitor clicks; a click then opens the search dialog instead of the page. The
 * shortcuts `/` and Ctrl/Cmd-K click the header's control (app/lib/search/shortcut.ts).
 */
export function init(element: HTMLElement): void {
  const island = import("../islands/search");
  element.addEventListener("click", (event) => {
    event.preventDefault();
    void island.then((module) => module.openSearchDialog(element));
  });
}
