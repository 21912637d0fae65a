/**
 * The service grid's "View All Services" / "Show Less" toggle is a native <details> (ServiceGrid.tsx)
 * and needs no script; closing it from far down the list would leave the visitor in the page below,
 * so the toggle is brought back into view when it closes. `toggle` does not bubble: caught on capture.
 */
export function keepServiceToggleInView(): void {
  document.addEventListener(
    "toggle",
    (event) => {
      const toggle = event.target;
      if (toggle instanceof HTMLDetailsElement && !toggle.open && toggle.matches("[data-service-toggle]"))
        toggle.scrollIntoView({ block: "center" });
    },
    true,
  );
}
